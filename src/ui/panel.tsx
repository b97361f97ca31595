import { useCardStyles_unstable, type CardState } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

// Fluent's card style hook fills in `className` of a state's slots; a state with only what it reads.
const panelState = (className: string | undefined) =>
  ({ root: { className }, orientation: 'vertical', size: 'medium', appearance: 'filled', interactive: false, selectable: false, disabled: false }) as unknown as CardState;

/**
 * A surface that groups part of a page: Fluent's Card as the console uses it (filled, medium,
 * vertical, never clickable or selectable), drawn with Card's own classes on a `<div role="group">`.
 * Fluent's Card component also wires a focus manager (tabster) for clickable and selectable cards,
 * which the console has none of: a page drawn with panels loads and starts none of it (issue 21).
 * Card's parts (CardHeader, CardFooter, CardPreview) sit in a panel as in a card.
 */
export function Panel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div role="group" {...props} className={useCardStyles_unstable(panelState(className)).root.className} />;
}
