import { makeResetStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

/**
 * Fluent's Card as the console draws it: filled, medium, vertical, never clickable or selectable.
 * Its look is written here once (Card's own values, its `fui-Card` class name and size variables
 * kept), not taken from Card's style hook: that module brings Griffel's shorthand helpers and
 * the styles of every appearance, size and state (about 11 KB gzip on each page with a panel:
 * issue 21). The Card component itself also wires a focus manager (tabster) for clickable and
 * selectable cards, which the console has none of. Card's parts (CardHeader, CardFooter) sit in a
 * panel as in a card.
 */
const usePanelClass = makeResetStyles({
  '--fui-Card--size': '12px',
  '--fui-Card--border-radius': tokens.borderRadiusMedium,
  overflow: 'hidden',
  borderRadius: tokens.borderRadiusMedium,
  padding: '12px',
  gap: '12px',
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  boxSizing: 'border-box',
  color: tokens.colorNeutralForeground1,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: tokens.shadow4,
  // Card's border: drawn over the content (transparent but in high-contrast themes).
  '::after': {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    content: '""',
    pointerEvents: 'none',
    borderStyle: 'solid',
    borderWidth: tokens.strokeWidthThin,
    borderColor: tokens.colorTransparentStroke,
    borderRadius: tokens.borderRadiusMedium,
  },
  '> .fui-CardHeader, > .fui-CardFooter': { flexShrink: 0 },
});

/** A surface that groups part of a page, drawn as a `<div role="group">` as Card draws itself. */
export function Panel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div role="group" {...props} className={mergeClasses('fui-Card', usePanelClass(), className)} />;
}
