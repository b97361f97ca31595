import type { PositioningShorthand } from '@fluentui/react-components';
import { useState, type ReactElement, type ReactNode } from 'react';
import { triggerBeforeLoad, useLoaded, type TriggerProps } from '../ui/on-demand';
import type * as MenuKitModule from './menu-kit';

/** Fluent's menu parts and the shell's shared menu items (src/layouts/menu-kit.tsx). */
export type MenuKit = typeof MenuKitModule;
const loadKit = () => import('./menu-kit');

/**
 * A Fluent Menu whose code (react-menu, its list and items) is not in the shell's first load: until
 * its first opening the trigger is drawn alone (`triggerBeforeLoad`: hover, focus or press fetch the
 * menu's chunk; the click or ArrowDown opens it as soon as it is there — at once after a hover).
 * From then on it is Fluent's Menu, controlled here. `tooltip` wraps the trigger in a Tooltip (a
 * collapsed menu's icon button); `content` draws the popover's list with the kit's parts.
 * The shell's bars stay put when the page scrolls (sticky), so their menus are placed in the viewport
 * (`strategy: 'fixed'`), not in the page: a page that scrolls while a menu opens (a click's
 * scroll-into-view, a focus) does not carry the menu off under the pointer for a frame.
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
  if (!kit) return tooltip(triggerBeforeLoad(trigger, { load: loadKit, open: () => setOpen(true), openKeys: ['ArrowDown'], attributes: { 'aria-haspopup': 'menu' } }));
  return (
    <kit.Menu open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning={{ ...kit.resolvePositioningShorthand(positioning), strategy: 'fixed' }}>
      <kit.MenuTrigger disableButtonEnhancement>{tooltip(trigger)}</kit.MenuTrigger>
      <kit.MenuPopover>{content(kit)}</kit.MenuPopover>
    </kit.Menu>
  );
}
