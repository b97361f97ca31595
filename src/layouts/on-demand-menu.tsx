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
    <kit.Menu open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning={positioning}>
      <kit.MenuTrigger disableButtonEnhancement>{tooltip(trigger)}</kit.MenuTrigger>
      <kit.MenuPopover>{content(kit)}</kit.MenuPopover>
    </kit.Menu>
  );
}
