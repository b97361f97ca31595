import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { createContext, useContext, useMemo, type HTMLAttributes, type KeyboardEvent, type Ref, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { classes } from './class-names';
import css from './table.module.css';

/**
 * Fluent's Table, TableHeader, TableBody, TableRow, TableCell and TableHeaderCell as the console
 * draws them (native elements; medium or small): the same elements, class names, ARIA and keys,
 * Fluent's look in plain CSS on its tokens (./table.module.css), without the components' contexts,
 * focus manager and style modules (issue 21: 8 KB on every page with a table).
 */

interface TableContext {
  size: 'medium' | 'small';
  sortable: boolean;
  header: boolean;
}
const Context = createContext<TableContext>({ size: 'medium', sortable: false, header: false });

export type TableProps = HTMLAttributes<HTMLTableElement> & {
  /** 'small': 34 px rows (a panel's table) instead of 44. */
  size?: 'medium' | 'small';
  /** Every header cell sorts its column unless it says otherwise (as Fluent's). */
  sortable?: boolean;
  ref?: Ref<HTMLTableElement>;
};

export function Table({ size = 'medium', sortable = false, className, ...props }: TableProps) {
  // One value while the table's size and sorting stay: a new page of rows draws no heading anew for it.
  const context = useMemo(() => ({ size, sortable, header: false }), [size, sortable]);
  return (
    <Context.Provider value={context}>
      <table {...props} className={classes('fui-Table', css.table, className)} />
    </Context.Provider>
  );
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement> & { ref?: Ref<HTMLTableSectionElement> }) {
  const table = useContext(Context);
  const context = useMemo(() => ({ ...table, header: true }), [table]);
  return (
    <Context.Provider value={context}>
      <thead {...props} className={classes('fui-TableHeader', css.group, className)} />
    </Context.Provider>
  );
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement> & { ref?: Ref<HTMLTableSectionElement> }) {
  return <tbody {...props} className={classes('fui-TableBody', css.group, className)} />;
}

/** The classes of a body row and of its cells, for a long list drawing plain `<tr>`/`<td>` (./table-classes.ts). */
export const bodyRowClass = classes('fui-TableRow', css.row, css.interactive);
/** What turns Fluent's tint Badge classes into a list cell's lighter badge (see table.module.css). */
export const cellBadgeClass = css.badge;
export const cellClassOf = (size: 'medium' | 'small') => classes('fui-TableCell', css.cell, size === 'small' && css.cellSmall);

/** A row: a header row keeps still under the pointer; a body row shows it (hover and press). */
export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement> & { ref?: Ref<HTMLTableRowElement> }) {
  const { header } = useContext(Context);
  return <tr {...props} className={classes('fui-TableRow', css.row, !header && css.interactive, className)} />;
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement> & { ref?: Ref<HTMLTableCellElement> }) {
  const { size } = useContext(Context);
  return <td {...props} className={classes(cellClassOf(size), className)} />;
}

export type TableHeaderCellProps = ThHTMLAttributes<HTMLTableCellElement> & {
  sortable?: boolean;
  sortDirection?: 'ascending' | 'descending';
  ref?: Ref<HTMLTableCellElement>;
};

/** Presses a sort button held by the keyboard, as a button's Enter (on key down) and Space (on key up) do. */
function pressWithKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Enter' && event.type === 'keydown') {
    event.preventDefault();
    event.currentTarget.click();
  } else if (event.key === ' ') {
    event.preventDefault();
    if (event.type === 'keyup') event.currentTarget.click();
  }
}

/**
 * A column's heading. Sortable (its own `sortable`, else the table's): `aria-sort`, and a button
 * (a `div` with the role, Tab stop, Enter and Space, as Fluent's) that clicks the cell; the arrow
 * of the direction it is sorted in.
 */
export function TableHeaderCell({ sortable: own, sortDirection, className, children, ...props }: TableHeaderCellProps) {
  const table = useContext(Context);
  const sortable = own ?? table.sortable;
  return (
    <th {...props} aria-sort={sortable ? (sortDirection ?? 'none') : undefined} className={classes('fui-TableHeaderCell', css.headerCell, sortable && css.sortable, className)}>
      <div className={classes('fui-TableHeaderCell__button', css.headerButton)} {...(sortable ? { role: 'button', tabIndex: 0, onKeyDown: pressWithKeys, onKeyUp: pressWithKeys } : {})}>
        {children}
        {sortDirection && <span className={classes('fui-TableHeaderCell__sortIcon', css.sortIcon)}>{sortDirection === 'ascending' ? <ArrowUpRegular fontSize={12} /> : <ArrowDownRegular fontSize={12} />}</span>}
      </div>
    </th>
  );
}
