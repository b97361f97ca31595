import type { PositioningShorthand } from '@fluentui/react-components';
import { cloneElement, useCallback, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactElement, type Ref } from 'react';
import { useIdle, useLoaded } from './on-demand';

const loadKit = () => import('./tooltip-kit');

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
 * is fetched once the page is idle, or when the trigger is hovered or focused first; then Fluent's
 * Tooltip takes over, and shows as on a hover or focus if the trigger has the pointer or the focus by then. Like Fluent's, it
 * is a trigger wrapper: a Menu's trigger passes its props through it to the child.
 */
export function OnDemandTooltip({ content, relationship, positioning, children }: OnDemandTooltipProps) {
  const [wanted, setWanted] = useState(false);
  const kit = useLoaded(loadKit, useIdle() || wanted);
  const description = useId();
  const focused = useRef(false);
  const hovered = useRef(false);
  const hasFocus = useRef<HTMLElement | null>(null);
  // The trigger's element, kept for the focus below, and given on to a ref its parent set (a Menu's trigger's).
  const parentRef = (children.props as { ref?: Ref<HTMLElement> }).ref;
  const keep = useCallback(
    (element: HTMLElement | null) => {
      if (element) hasFocus.current = element;
      if (typeof parentRef === 'function') parentRef(element);
      else if (parentRef) (parentRef as { current: HTMLElement | null }).current = element;
    },
    [parentRef],
  );
  // The trigger is drawn anew inside the Tooltip: a focus it had goes to its successor (and the
  // Tooltip, seeing the focus, shows); a pointer still over it is told to the Tooltip as a new
  // arrival (React's pointerenter comes from pointerover), so it shows as on any hover.
  useLayoutEffect(() => {
    if (!kit) return;
    if (focused.current && document.activeElement === document.body) hasFocus.current?.focus();
    else if (hovered.current) hasFocus.current?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  }, [kit]);
  if (kit)
    return (
      <kit.Tooltip content={content} relationship={relationship} positioning={positioning}>
        {cloneElement(children, { ref: keep } as ChildProps)}
      </kit.Tooltip>
    );
  const own = children.props as ChildProps;
  const trigger = cloneElement(children as ReactElement<ChildProps>, {
    ...(relationship === 'label' ? { 'aria-label': content } : { 'aria-describedby': own['aria-describedby'] ? `${own['aria-describedby']} ${description}` : description }),
    onPointerEnter: (event: unknown) => {
      hovered.current = true;
      setWanted(true);
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event: unknown) => {
      hovered.current = false;
      own.onPointerLeave?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      focused.current = true;
      hasFocus.current = event.currentTarget;
      setWanted(true);
      own.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      focused.current = false;
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
