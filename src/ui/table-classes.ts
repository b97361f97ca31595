import { useMemo } from 'react';
import { bodyRowClass, cellBadgeClass, cellClassOf } from './table';
import { iconClassName, useIconState } from '@fluentui/react-icons/utils';
import { makeStyles, mergeClasses, tokens, useBadgeStyles_unstable, useButtonStyles_unstable, type BadgeState, type ButtonState } from '@fluentui/react-components';

/** The badge colours a list's cells use (statuses and flags). */
export type TableBadgeColor = 'brand' | 'success' | 'danger' | 'informative';

/**
 * The classes of a medium table's body rows and cells (./table.tsx's, Fluent's look), Fluent's own
 * of a subtle icon-only button and a tint badge, made once per table. A long table draws its body as plain `<tr>`/`<td>`/`<button>`
 * elements with these classes: they look exactly as Fluent's TableRow, TableCell, Button and Badge
 * (light and dark: the classes use the theme's tokens), without a component, hooks and style
 * merging per cell (issue 21: the components cost more than a list's whole frame budget).
 * Focus rings still come from the FluentProvider's focus-visible attribute, as for the components.
 */
export interface TableClasses {
  row: string;
  cell: string;
  iconButton: string;
  /**
   * The `<svg>` of an icon-only button: Fluent's button icon slot (a 20px box, the hover and pressed
   * colours its button gives `.fui-Button__icon`) and a 20px regular icon's own classes, on the one
   * element: no wrapping `<span>` per button (issue 21).
   */
  buttonIcon: string;
  badge: Record<TableBadgeColor, string>;
  /** A picture in a cell: Fluent's Image, rounded and covering its box (its class name and look, not its style module of every shape and fit). */
  thumb: string;
}

// Fluent's style hooks fill in `className` of the slots of a state; a state with only what they read.
const buttonState = () =>
  ({ root: {}, icon: {}, appearance: 'subtle', shape: 'rounded', size: 'medium', iconOnly: true, iconPosition: 'before', disabled: false, disabledFocusable: false }) as unknown as ButtonState;
const badgeState = (color: TableBadgeColor) => ({ root: {}, appearance: 'tint', color, shape: 'circular', size: 'medium', iconPosition: 'before' }) as unknown as BadgeState;

const useOwnStyles = makeStyles({
  // What Fluent's icon components add to useIconState's classes (react-icons' createFluentIcon.styles: high contrast keeps the icon's colour).
  icon: { '@media (forced-colors: active)': { forcedColorAdjust: 'auto' } },
  // What an icon component sets as the <svg>'s attributes (fill, width, height), in the class all the
  // row buttons' icons share: 600 attributes fewer to set on a page of 100 rows (issue 21).
  iconAttributes: { fill: 'currentColor', width: '1em', height: '1em' },
  // Nothing of a row's button or icon reaches past its box: unclipped, they draw the same pixels
  // without a clip of their own each (Fluent's button clips its content, an <svg> its drawing):
  // 400 clips fewer to paint and composite on a page of 100 rows (issue 21).
  unclipped: { overflow: 'visible' },
  // Image's base, rounded and cover styles (react-image's useImageStyles).
  thumb: { borderRadius: tokens.borderRadiusMedium, boxSizing: 'border-box', display: 'inline-block', objectFit: 'cover', objectPosition: 'center' },
});

/** The classes of `TableClasses` (each a Griffel hook: call it once in the table's component). */
export function useTableClasses(): TableClasses {
  const row = bodyRowClass;
  const cell = cellClassOf('medium');
  const button = useButtonStyles_unstable(buttonState());
  const brand = `${useBadgeStyles_unstable(badgeState('brand')).root.className ?? ''} ${cellBadgeClass}`;
  const success = `${useBadgeStyles_unstable(badgeState('success')).root.className ?? ''} ${cellBadgeClass}`;
  const danger = `${useBadgeStyles_unstable(badgeState('danger')).root.className ?? ''} ${cellBadgeClass}`;
  const informative = `${useBadgeStyles_unstable(badgeState('informative')).root.className ?? ''} ${cellBadgeClass}`;
  const own = useOwnStyles();
  const icon = mergeClasses(iconClassName, useIconState({}).className, own.icon, own.iconAttributes, own.unclipped);
  const iconButton = mergeClasses(button.root.className, own.unclipped);
  // The slot's classes, then the icon's (its `display: inline` is an atomic class: it wins over the slot's reset `inline-flex`, as an <svg> in the slot is drawn).
  const buttonIcon = `${button.icon?.className ?? ''} ${icon}`;
  const thumb = mergeClasses('fui-Image', own.thumb);
  // One object while the classes stay (memoized rows take it as a prop).
  return useMemo(() => ({ row, cell, iconButton, buttonIcon, badge: { brand, success, danger, informative }, thumb }), [row, cell, iconButton, buttonIcon, brand, success, danger, informative, thumb]);
}

/**
 * The paths of the row buttons' icons, Fluent's EditRegular and DeleteRegular (20px regular), drawn
 * as a plain `<svg className={classes.buttonIcon}>`: an icon component per button ran its style hooks on
 * each of a page's 200 buttons (issue 21). table-classes.test checks them against Fluent's icons.
 */
export const ROW_ICON_PATHS = {
  edit: 'M17.18 2.93a2.97 2.97 0 0 0-4.26-.06l-9.37 9.38q-.5.5-.66 1.2l-.88 3.94a.5.5 0 0 0 .6.6l3.93-.87c.46-.1.9-.34 1.23-.68l9.36-9.36a2.97 2.97 0 0 0 .05-4.15m-3.55.65a1.97 1.97 0 1 1 2.8 2.8l-.68.66-2.8-2.79zm-1.38 1.38 2.8 2.8-7.99 7.97q-.31.31-.74.41l-3.16.7.7-3.18q.1-.41.4-.7z',
  delete:
    'M8.5 4h3a1.5 1.5 0 0 0-3 0m-1 0a2.5 2.5 0 0 1 5 0h5a.5.5 0 0 1 0 1h-1.05l-1.2 10.34A3 3 0 0 1 12.27 18H7.73a3 3 0 0 1-2.98-2.66L3.55 5H2.5a.5.5 0 0 1 0-1zM5.74 15.23A2 2 0 0 0 7.73 17h4.54a2 2 0 0 0 1.99-1.77L15.44 5H4.56zM8.5 7.5c.28 0 .5.22.5.5v6a.5.5 0 0 1-1 0V8c0-.28.22-.5.5-.5M12 8a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z',
} as const;

/** A cell's classes with its own after Fluent's (as the `className` of a TableCell). */
export const cellClass = (classes: TableClasses, own: string | undefined) => mergeClasses(classes.cell, own);
