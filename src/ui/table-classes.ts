import { useMemo } from 'react';
import {
  mergeClasses,
  useBadgeStyles_unstable,
  useButtonStyles_unstable,
  useTableCellStyles_unstable,
  useTableRowStyles_unstable,
  type BadgeState,
  type ButtonState,
  type TableCellState,
  type TableRowState,
} from '@fluentui/react-components';

/** The badge colours a list's cells use (statuses and flags). */
export type TableBadgeColor = 'brand' | 'success' | 'danger' | 'informative';

/**
 * Fluent's own classes of a medium table's body rows and cells, a subtle icon-only button and a
 * tint badge, made once per table. A long table draws its body as plain `<tr>`/`<td>`/`<button>`
 * elements with these classes: they look exactly as Fluent's TableRow, TableCell, Button and Badge
 * (light and dark: the classes use the theme's tokens), without a component, hooks and style
 * merging per cell (issue 21: the components cost more than a list's whole frame budget).
 * Focus rings still come from the FluentProvider's focus-visible attribute, as for the components.
 */
export interface TableClasses {
  row: string;
  cell: string;
  iconButton: string;
  buttonIcon: string;
  badge: Record<TableBadgeColor, string>;
}

// Fluent's style hooks fill in `className` of the slots of a state; a state with only what they read.
const rowState = () => ({ root: {}, isHeaderRow: false, size: 'medium', noNativeElements: false, appearance: 'none' }) as unknown as TableRowState;
const cellState = () => ({ root: {}, size: 'medium', noNativeElements: false }) as unknown as TableCellState;
const buttonState = () =>
  ({ root: {}, icon: {}, appearance: 'subtle', shape: 'rounded', size: 'medium', iconOnly: true, iconPosition: 'before', disabled: false, disabledFocusable: false }) as unknown as ButtonState;
const badgeState = (color: TableBadgeColor) => ({ root: {}, appearance: 'tint', color, shape: 'circular', size: 'medium', iconPosition: 'before' }) as unknown as BadgeState;

/** The classes of `TableClasses` (each a Griffel hook: call it once in the table's component). */
export function useTableClasses(): TableClasses {
  const row = useTableRowStyles_unstable(rowState()).root.className;
  const cell = useTableCellStyles_unstable(cellState()).root.className;
  const button = useButtonStyles_unstable(buttonState());
  const brand = useBadgeStyles_unstable(badgeState('brand')).root.className;
  const success = useBadgeStyles_unstable(badgeState('success')).root.className;
  const danger = useBadgeStyles_unstable(badgeState('danger')).root.className;
  const informative = useBadgeStyles_unstable(badgeState('informative')).root.className;
  const iconButton = button.root.className ?? '';
  const buttonIcon = button.icon?.className ?? '';
  // One object while the classes stay (memoized rows take it as a prop).
  return useMemo(
    () => ({ row: row ?? '', cell: cell ?? '', iconButton, buttonIcon, badge: { brand: brand ?? '', success: success ?? '', danger: danger ?? '', informative: informative ?? '' } }),
    [row, cell, iconButton, buttonIcon, brand, success, danger, informative],
  );
}

/** A cell's classes with its own after Fluent's (as the `className` of a TableCell). */
export const cellClass = (classes: TableClasses, own: string | undefined) => mergeClasses(classes.cell, own);
