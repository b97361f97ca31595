import type { PositioningShorthand } from '@fluentui/react-components';
import { cloneElement, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useLoaded } from '../ui/on-demand';
import type * as MenuKitModule from './menu-kit';

/** Fluent's menu parts and the shell's shared menu items (src/layouts/menu-kit.tsx). */
export type MenuKit = typeof MenuKitModule;
const loadKit = () => import('./menu-kit');
const preload = () => void loadKit();

interface TriggerProps {
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  'aria-haspopup'?: 'menu';
}

/**
 * A Fluent Menu whose code (react-menu, its list and items) is not in the shell's first load: until
 * its first opening the trigger is drawn alone, with the attributes Fluent's MenuTrigger gives it
 * closed (aria-haspopup). Hovering, focusing or pressing it starts loading the menu's chunk; the
 * click (or ArrowDown, as Fluent's trigger) opens the menu as soon as the chunk is there — at once
 * when the hover or press has loaded it. From then on it is Fluent's Menu, controlled here.
 * `tooltip` wraps the trigger in a Tooltip (a collapsed menu's icon button); `content` draws the
 * popover's list with the kit's parts.
 */
export function OnDemandMenu({
  trigger,
  tooltip = (element) => element,
  positioning,
  content,
}: {
  trigger: ReactElement<TriggerProps>;
  tooltip?: (trigger: ReactElement) => ReactElement;
  positioning?: PositioningShorthand;
  content: (kit: MenuKit) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const kit = useLoaded(loadKit, open);
  if (!kit) {
    return tooltip(
      cloneElement(trigger, {
        'aria-haspopup': 'menu',
        onPointerEnter: preload,
        onPointerDown: preload,
        onFocus: preload,
        onClick: () => setOpen(true),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        },
      }),
    );
  }
  return (
    <kit.Menu open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning={positioning}>
      <kit.MenuTrigger disableButtonEnhancement>{tooltip(trigger)}</kit.MenuTrigger>
      <kit.MenuPopover>{content(kit)}</kit.MenuPopover>
    </kit.Menu>
  );
}
