import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Select } from '../../ui/field-controls';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { AddRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddressParams } from '../../routing/address-params';
import { DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES, formatOrder, formPath as formPathOf, type ResourceColumn, type ResourceDef, type ResourceRecord } from '../../../domain/resources/resource';
import type { ApiError } from '../../api/client';
import { deleteRecord, resourceKey, useResourceList, type ListParams } from '../../api/resources';
import { PageTitle } from '../../layouts/page-title';
import { useNotify } from '../../ui/notify';
import { ConfirmDialog } from '../../ui/on-demand-dialogs';
import { ChooseTenant } from './choose-tenant';
import type { Declared, RefDeclarations } from './declarations';
import { ListFilter } from './list-filter';
import { cellTexts, resourceCell, type CellTexts } from './resource-cell';
import { useResourceContext } from './use-resource-context';
import { Pager } from '../../ui/page-range';
import { useRowWindow } from '../../ui/window-rows';
import { ROW_ICON_PATHS, cellClass, useTableClasses, type TableClasses } from '../../ui/table-classes';
import { Panel } from '../../ui/panel';

/** From this many rows a page draws only the rows near the viewport (a page of 1,000 stays interactive). */
const WINDOWED_FROM = 200;
const FILTER_DEBOUNCE_MS = 300;

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBottom: tokens.spacingVerticalM },
  grow: { flexGrow: 1 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  // The row's buttons sit in the cell itself (no box around them: 100 elements fewer a page).
  actions: { '& > button + button': { marginLeft: tokens.spacingHorizontalXS } },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pageSize: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Wider than its card (a phone), the table scrolls inside it; the page never scrolls sideways.
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  // Columns as wide as what they hold (Fluent's fixed layout gives each the same width: codes ran into categories).
  table: { tableLayout: 'auto' },
  // Figures, dates, statuses and the row's buttons stay on one line.
  nowrap: { whiteSpace: 'nowrap' },
  tablet: { '@media (max-width: 899.98px)': { display: 'none' } },
  phone: { '@media (max-width: 599.98px)': { display: 'none' } },
});

const ONE_LINE: readonly ResourceColumn['kind'][] = ['money', 'number', 'datetime', 'status', 'option', 'flag'];

/** The classes of a column's cells: hidden below its width, on one line when it holds a figure. */
function columnClass(styles: ReturnType<typeof useStyles>, column: ResourceColumn): string | undefined {
  return mergeClasses(column.hideBelow && styles[column.hideBelow], ONE_LINE.includes(column.kind) && styles.nowrap) || undefined;
}

/** A list's state read from its address. */
function paramsOf(search: URLSearchParams, def: ResourceDef): ListParams {
  const page = Number(search.get('page'));
  const count = Number(search.get('count'));
  const filter: Record<string, string> = {};
  for (const field of def.filters) {
    const value = search.get(field);
    if (value) filter[field] = value;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    count: LIST_PAGE_SIZES.includes(count) ? count : DEFAULT_PAGE_SIZE,
    order: search.get('order') ?? formatOrder(def.defaultSort),
    filter,
  };
}

/** The list state lives in the URL (page, count, order, one parameter per filter field): a reload or a shared link shows the same page. */
function useListParams(def: ResourceDef): [ListParams, (patch: Partial<ListParams>) => void] {
  const [search, change] = useAddressParams();
  const params = useMemo(() => paramsOf(search, def), [search, def]);
  const update = (patch: Partial<ListParams>) =>
    change((out) => {
      const next = { ...paramsOf(out, def), ...patch };
      // Other parameters of the page (a combined view's tab) stay as they are.
      for (const key of [...def.filters, 'order', 'count', 'page']) out.delete(key);
      for (const [field, value] of Object.entries(next.filter)) if (value) out.set(field, value);
      if (next.order !== formatOrder(def.defaultSort)) out.set('order', next.order);
      if (next.count !== DEFAULT_PAGE_SIZE) out.set('count', String(next.count));
      if (next.page !== 1) out.set('page', String(next.page));
    });
  return [params, update];
}

interface RowActions {
  edit(row: ResourceRecord): void;
  remove(row: ResourceRecord): void;
}

/**
 * One row of a list: its cells and its Edit and Delete buttons (drawn again only when its record or the language changes).
 * Plain elements with Fluent's classes (`useTableClasses`): a TableRow, TableCell and Button per cell
 * cost more than a page's frame budget (issue 21); they look and behave the same (native buttons).
 */
const ListRow = memo(function ListRow(props: {
  row: ResourceRecord;
  columns: readonly ResourceColumn[];
  /** Each column's cell class (Fluent's cell and `columnClass`). */
  cellClasses: readonly string[];
  labelField: string;
  texts: CellTexts;
  classes: TableClasses;
  canUpdate: boolean;
  canDelete: boolean;
  /** The actions cell's class: one line, its buttons spaced as a row of buttons. */
  actionsCellClass: string;
  actions: RowActions;
  /** Its place in the table (the header is 1), said when the page draws a window of its rows. */
  rowIndex?: number;
}) {
  const { row, columns, texts, classes, canUpdate, canDelete, actions } = props;
  const name = String(row[props.labelField] ?? row.id);
  return (
    <tr className={classes.row} data-row aria-rowindex={props.rowIndex}>
      {columns.map((column, i) => (
        <td key={column.field} className={props.cellClasses[i]}>
          {resourceCell(column, row, texts, classes)}
        </td>
      ))}
      {(canUpdate || canDelete) && (
        <td className={props.actionsCellClass}>
          {canUpdate && iconButton(classes, ROW_ICON_PATHS.edit, texts.named('resources.editRow', name), () => actions.edit(row))}
          {canDelete && iconButton(classes, ROW_ICON_PATHS.delete, texts.named('resources.deleteRow', name), () => actions.remove(row))}
        </td>
      )}
    </tr>
  );
});

/**
 * A row's subtle icon-only button: what Fluent's `<Button appearance="subtle" icon={<…Regular />} />`
 * draws (a plain function, not a component: no fiber of its own for each of a page's 200 buttons).
 */
function iconButton(classes: TableClasses, path: string, label: string, onClick: () => void) {
  return (
    <button type="button" className={classes.iconButton} aria-label={label} onClick={onClick}>
      <svg aria-hidden="true" className={classes.buttonIcon} viewBox="0 0 20 20">
        <path d={path} />
      </svg>
    </button>
  );
}

/** The height of rows a long page does not draw (above or below the window of rows near the viewport). */
function RowsSpacer({ rows, rowHeight, columns }: { rows: number; rowHeight: number; columns: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={columns} style={{ height: rows * rowHeight, padding: 0, border: 0 }} />
    </tr>
  );
}

/** `/views/<area>/list` of a declared resource: server-side sort, filter and paging; actions by permission ids. */
/** `embedded`: inside a combined view, which shows the page title and tabs. */
export function ResourceListPage({ def, refs, title, embedded = false }: { def: ResourceDef; refs: RefDeclarations; title: string; embedded?: boolean }) {
  const styles = useStyles();
  const classes = useTableClasses();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { tenant, ready, can, loading } = useResourceContext(def);
  const [params, setParams] = useListParams(def);
  const list = useResourceList(def, tenant, params);
  const [pendingDelete, setPendingDelete] = useState<ResourceRecord | null>(null);

  // Filter inputs answer at once; the URL (and the server) follow after a short pause.
  const [filterText, setFilterText] = useState(params.filter);
  // One handler per filter for the page's life: the (memoized) filters are not drawn again with each page of rows.
  const filterHandlers = useMemo(() => Object.fromEntries(def.filters.map((field) => [field, (value: string) => setFilterText((f) => ({ ...f, [field]: value }))])), [def.filters]);
  useEffect(() => {
    if (JSON.stringify(filterText) === JSON.stringify(params.filter)) return;
    const id = setTimeout(() => setParams({ filter: filterText, page: 1 }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the typed text schedules a write
  }, [filterText]);

  const remove = useMutation({
    mutationFn: (row: ResourceRecord) => deleteRecord(def, row.id),
    onSuccess: async () => {
      setPendingDelete(null);
      notify(t('resources.deleted'), 'success');
      await queryClient.invalidateQueries({ queryKey: resourceKey(def) });
    },
    onError: (error: ApiError) => {
      setPendingDelete(null);
      notify(error.text, 'error');
    },
  });

  const formPath = (id?: number) => formPathOf(def, id);
  // The form comes back to this very page (a combined view's tab included).
  const back = { state: { listPath: window.location.pathname + window.location.search } };
  const [canUpdate, canDelete] = [can('update'), can('delete')];
  const showActions = canUpdate || canDelete;
  const cellClasses = useMemo(() => def.columns.map((c) => cellClass(classes, columnClass(styles, c))), [def.columns, styles, classes]);
  const actionsCellClass = useMemo(() => cellClass(classes, mergeClasses(styles.nowrap, styles.actions)), [classes, styles]);
  // Headers wrap (a long label in Spanish) and hide with their column.
  const headerClasses = useMemo(() => def.columns.map((c) => (c.hideBelow ? styles[c.hideBelow] : undefined)), [def.columns, styles]);
  const texts = useMemo(() => cellTexts(t, i18n.language), [t, i18n.language]);
  // The rows' buttons call the latest handlers through one object that never changes (rows are memoized).
  const handlers = { edit: (row: ResourceRecord) => void navigate(formPath(row.id), back), remove: (row: ResourceRecord) => setPendingDelete(row) };
  const latest = useRef(handlers);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  latest.current = handlers;
  const actions = useMemo<RowActions>(() => ({ edit: (row) => latest.current.edit(row), remove: (row) => latest.current.remove(row) }), []);
  const sortField = params.order.replace(/^-/, '');
  const sortDirection = params.order.startsWith('-') ? 'descending' : 'ascending';
  const toggleSort = (field: string) => setParams({ order: sortField === field && sortDirection === 'ascending' ? `-${field}` : field, page: 1 });

  const total = list.data?.total ?? 0;
  // Past the server's count cap the total is "at least": a full page means there may be more.
  const capped = list.data?.total_capped === true;
  const rows = list.data?.data ?? [];
  const windowed = rows.length >= WINDOWED_FROM;
  const shown = useRowWindow(bodyRef, rows.length, windowed);
  const columnCount = def.columns.length + (showActions ? 1 : 0);

  return (
    <>
      {!embedded && <PageTitle title={t(title)} />}
      {!ready ? (
        <ChooseTenant def={def} loading={loading} />
      ) : (
        <Panel>
          <div className={styles.toolbar}>
            {def.filters.map((field) => (
              <ListFilter key={field} def={def} refs={refs} field={field} tenant={tenant} value={filterText[field] ?? ''} onChange={filterHandlers[field]!} />
            ))}
            <span className={styles.grow} />
            {can('create') && (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(formPath(), back)}>
                {t('resources.new')}
              </Button>
            )}
          </div>

          <div className={styles.scroller}>
            <Table className={styles.table} aria-label={t(title)} aria-busy={list.isFetching} aria-rowcount={windowed ? rows.length + 1 : undefined} sortable>
              <TableHeader>
                <TableRow>
                  {def.columns.map((column, i) => (
                    <TableHeaderCell
                      key={column.field}
                      className={headerClasses[i]}
                      sortable={column.sortable}
                      sortDirection={sortField === column.field ? sortDirection : undefined}
                      onClick={column.sortable ? () => toggleSort(column.field) : undefined}
                    >
                      {t(column.label)}
                    </TableHeaderCell>
                  ))}
                  {showActions && <TableHeaderCell>{t('resources.actions')}</TableHeaderCell>}
                </TableRow>
              </TableHeader>
              <TableBody ref={bodyRef}>
                {windowed && shown.start > 0 && <RowsSpacer rows={shown.start} rowHeight={shown.rowHeight} columns={columnCount} />}
                {list.isPending
                  ? Array.from({ length: 3 }, (_, i) => (
                      <tr key={`skeleton-${i}`} className={classes.row}>
                        {[...def.columns, ...(showActions ? [null] : [])].map((_, j) => (
                          <td key={j} className={cellClasses[j] ?? classes.cell}>
                            <Skeleton aria-label={t('app.loading')}>
                              <SkeletonItem />
                            </Skeleton>
                          </td>
                        ))}
                      </tr>
                    ))
                  : // Keyed by place on the page: the next page updates the same rows instead of building new ones.
                    // A long page draws the rows near the viewport (src/ui/window-rows.ts).
                    rows
                      .slice(shown.start, shown.end)
                      .map((row, i) => (
                        <ListRow
                          key={shown.start + i}
                          rowIndex={windowed ? shown.start + i + 2 : undefined}
                          row={row}
                          columns={def.columns}
                          cellClasses={cellClasses}
                          labelField={def.labelField}
                          texts={texts}
                          classes={classes}
                          canUpdate={canUpdate}
                          canDelete={canDelete}
                          actionsCellClass={actionsCellClass}
                          actions={actions}
                        />
                      ))}
                {windowed && shown.end < rows.length && <RowsSpacer rows={rows.length - shown.end} rowHeight={shown.rowHeight} columns={columnCount} />}
              </TableBody>
            </Table>
          </div>

          {list.isError && (
            <Text role="alert" className={styles.empty}>
              {(list.error as ApiError).text}
            </Text>
          )}
          {list.isSuccess && rows.length === 0 && (
            <div className={styles.empty} role="status">
              <Text weight="semibold">{t('resources.empty')}</Text>
              <Text>{t('resources.emptyHint')}</Text>
            </div>
          )}

          <div className={styles.footer}>
            <label className={styles.pageSize}>
              <Text>{t('resources.pageSize')}</Text>
              <Select value={String(params.count)} onChange={(_, d) => setParams({ count: Number(d.value), page: 1 })}>
                {LIST_PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </label>
            <Pager page={params.page} pageSize={params.count} shown={rows.length} total={total} capped={capped} onPage={(page) => setParams({ page })} />
          </div>
        </Panel>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('resources.confirmDeleteTitle')}
        text={t('resources.confirmDeleteText', { name: String(pendingDelete?.[def.labelField] ?? '') })}
        cancelLabel={t('resources.cancel')}
        confirmLabel={t('resources.delete')}
        busy={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => pendingDelete && remove.mutate(pendingDelete)}
      />
    </>
  );
}

/** The list screen of one declared resource, as the routing table's screens take it (`{ title }`), with its declaration and its references' (./declarations). */
export function listScreen({ def, refs }: Declared): ComponentType<{ title: string }> {
  const Screen = ({ title }: { title: string }) => <ResourceListPage def={def} refs={refs} title={title} />;
  Screen.displayName = `ResourceList(${def.name})`;
  return Screen;
}
