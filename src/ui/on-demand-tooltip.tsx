import type { PositioningShorthand } from '@fluentui/react-components';
import { cloneElement, useId, useRef, useState, type FocusEvent, type ReactElement } from 'react';
import { fetchOnDemand, useIdle, useLoaded } from './on-demand';

const loadKit = () => import('./tooltip-kit');

/**
 * Fetches the tooltips' code ahead (a surface that opens with the focus on a button with a tooltip
 * waits for it: a trigger focused before the code has come shows its tooltip only on its next focus).
 */
export const tooltipsReady = (): Promise<unknown> => fetchOnDemand(loadKit);

interface ChildProps {
  onPointerEnter?: (event: unknown) => void;
  onPointerLeave?: (event: unknown) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

export interface OnDemandTooltipProps {
  content: string;
  relationship: 'label' | 'description';
  positioning?: PositioningShorthand;
  /** The trigger: an element that takes pointer and focus handlers (a button, a link). */
  children: ReactElement;
}

/**
 * Fluent's Tooltip, its code (react-tooltip, the positioning engine) out of the first load: the
 * shell's buttons carry a dozen tooltips on every page, and the shell's first paint needs none of
 * them. Until the kit has come, the trigger is drawn alone with what the Tooltip gives it (its
 * name: `aria-label`; its description: a hidden text it points to with `aria-describedby`). The kit
 * is fetched once the page is idle, or when the trigger is hovered or focused first; Fluent's
 * Tooltip takes over once the trigger has neither the pointer nor the focus: it draws the trigger
 * anew, and a click or key press under way on the old one would be lost (a hover or focus before
 * then shows no tooltip, the next one does). A trigger whose focus went into a dialog (the one it
 * opened) waits until the focus is back and gone again: the dialog returns the focus to it. Like Fluent's, it is a trigger wrapper: a Menu's
 * trigger passes its props through it to the child.
 */
export function OnDemandTooltip({ content, relationship, positioning, children }: OnDemandTooltipProps) {
  const [wanted, setWanted] = useState(false);
  const kit = useLoaded(loadKit, useIdle() || wanted);
  const description = useId();
  const hovered = useRef(false);
  const focused = useRef(false);
  // Whether the pointer or the focus is on the trigger (state: its end lets the Tooltip take over).
  // Once the Tooltip has taken over, the handlers below are gone with the old trigger: it stays.
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(hovered.current || focused.current);
  if (kit && !engaged)
    return (
      <kit.Tooltip content={content} relationship={relationship} positioning={positioning}>
        {children}
      </kit.Tooltip>
    );
  const own = children.props as ChildProps;
  const trigger = cloneElement(children as ReactElement<ChildProps>, {
    ...(relationship === 'label' ? { 'aria-label': content } : { 'aria-describedby': own['aria-describedby'] ? `${own['aria-describedby']} ${description}` : description }),
    onPointerEnter: (event: unknown) => {
      hovered.current = true;
      engage();
      setWanted(true);
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event: unknown) => {
      hovered.current = false;
      engage();
      own.onPointerLeave?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      focused.current = true;
      engage();
      setWanted(true);
      own.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Into a dialog it opened (a drawer, the search): engaged until the focus comes back, for the dialog gives the
      // focus back to this element as it closes; drawn anew meanwhile, it would be gone and the focus lost.
      const dialog = event.relatedTarget instanceof Element ? event.relatedTarget.closest('[role="dialog"], [role="alertdialog"]') : null;
      focused.current = dialog !== null && !dialog.contains(event.currentTarget);
      engage();
      own.onBlur?.(event);
    },
  });
  if (relationship === 'label') return trigger;
  return (
    <>
      {trigger}
      <span id={description} hidden>
        {content}
      </span>
    </>
  );
}
// A Menu's trigger (or another Fluent trigger) applies its props to this wrapper's child, as for Fluent's Tooltip.
(OnDemandTooltip as unknown as { isFluentTriggerComponent: boolean }).isFluentTriggerComponent = true;
