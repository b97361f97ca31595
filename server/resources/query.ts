import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { recordFields } from '../../domain/resources/schemas';
import { refNameField, scopeColumn, type ResourceDef, type ResourceRecord, type SortOrder } from '../../domain/resources/resource';
import { MAX_INT } from '../../domain/fields';
import { getResource } from '../../domain/resources/registry';
import type { Db } from '../db/connect';
import { facilities } from '../db/schema';
import { COMPUTED, LINKS, linkedIds, REF_LABELS } from './extras';
import { TABLES } from './tables';

/**
 * Lists count their matches exactly up to this many; beyond it they answer `total_capped` (at least
 * this many) and page no further: past the first 10,000 matches a filter or another order finds a
 * row sooner than paging does. Counting, or skipping, every one of 100,000 rows costs more than the
 * page itself (`npm run bench`).
 */
export const COUNT_CAP = 10_000;

/** A filtered list with at most this many matches pages through them sorted (resourceQuery's `page`). */
export const FEW_MATCHES = 1_000;

export type ResourceQuery = ReturnType<typeof resourceQuery>;

/**
 * The SQL of one declared resource, without HTTP or users: its table and columns, a row as the API
 * answers it (with the references' names, link ids and computed values), the sort, the filter and
 * a page of matches. Who may see which rows is server/resources/policy.ts.
 */
export function resourceQuery(db: Db, def: ResourceDef) {
  const table = TABLES[def.name];
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const scopeKey = scopeColumn(def.scope);
  const column = (field: string): PgColumn => {
    const c = cols[field];
    if (!c) throw new Error(`resource ${def.name}: no column ${field}`);
    return c;
  };
  const idCol = column('id');

  // References: each joins the referenced table under its own alias and answers `<field>_name`.
  const refs = Object.entries(def.refs).map(([field, target]) => {
    const source = target === 'facilities' ? facilities : TABLES[target];
    const labelField = target === 'facilities' ? 'name' : getResource(target).labelField;
    const joined = alias(source, `ref_${field}`);
    const joinedCols = getTableColumns(joined) as Record<string, PgColumn>;
    const label = target === 'facilities' ? undefined : REF_LABELS[target];
    // A target whose rows may be the platform's (no organization) is matched in the tenant or the platform.
    const platformRows = target !== 'facilities' && getResource(target).platformRows;
    return { field, source, joined, id: joinedCols.id!, name: label ? label(joinedCols) : joinedCols[labelField]!, platformRows };
  });
  // Lists of ids kept in link tables, and computed values (server/resources/extras.ts), are read with the row.
  const links = LINKS[def.name] ?? {};
  const computed = COMPUTED[def.name] ?? {};
  const valueOf = (f: string): PgColumn | SQL => (links[f] ? linkedIds(links[f], idCol) : (computed[f] ?? column(f)));
  const selection: Record<string, PgColumn | SQL> = {
    ...Object.fromEntries(recordFields(def).map((f) => [f, valueOf(f)])),
    ...Object.fromEntries(refs.map((ref) => [refNameField(ref.field), ref.name])),
  };
  const selectRows = () => {
    let q = db.select(selection).from(table).$dynamic();
    for (const ref of refs) q = q.leftJoin(ref.joined, eq(ref.id, column(ref.field)));
    return q;
  };
  const rowById = async (id: number): Promise<ResourceRecord | undefined> => (await selectRows().where(eq(idCol, id)))[0] as ResourceRecord | undefined;

  /** Text is sorted case-insensitively; a reference by the referenced row's name. */
  const sortKey = (field: string): SQL | PgColumn => {
    const ref = refs.find((x) => refNameField(x.field) === field || x.field === field);
    if (ref) return sql`lower(${ref.name})`;
    return column(field).dataType === 'string' ? sql`lower(${column(field)})` : column(field);
  };
  const orderBy = (order: SortOrder) => {
    const direction = order.direction === 'desc' ? desc : asc;
    // The unique field needs no tie-break: the index on (tenant, lower(name)) then gives the order as is.
    const tieBreak = order.field === def.uniqueField ? [] : [direction(idCol)];
    return [direction(sortKey(order.field)), ...tieBreak];
  };

  /** Text filters match case-insensitively anywhere; numbers, flags, codes and references exactly. Null: not a number where one is needed. */
  function filterCondition(field: string, text: string): SQL | null {
    const c = column(field);
    if (c.dataType === 'string') {
      const exact = def.form.some((f) => f.field === field && (f.kind === 'select' || f.kind === 'status')) || field === def.statusField;
      return exact ? eq(c, text) : ilike(c, `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    }
    if (c.dataType === 'boolean') return eq(c, text === 'true');
    // A number a column of the table can hold: whole within `integer` for ids and counts (domain/fields.ts).
    const n = Number(text);
    const whole = c.columnType === 'PgInteger' || c.columnType === 'PgSerial';
    return Number.isFinite(n) && (!whole || (Number.isInteger(n) && Math.abs(n) <= MAX_INT)) ? eq(c, n) : null;
  }

  /**
   * A page of the rows matching `conditions` and how many match (counted up to COUNT_CAP + 1). First
   * the page's ids (joining only the reference it is sorted by), then its rows with their references,
   * links and computed values: a deep page computes those for its own rows only.
   *
   * A `filtered` list (a filter the person typed) counts first. Up to FEW_MATCHES matches, the page
   * is cut from the matches found by the filter's index, sorted: walking the sort's index instead, as
   * the planner would, reads every row until the page is full, 43,000 of 100,000 contacts for a rare
   * name (`npm run bench`). More matches fill a page soon along the sort's index, so that stays.
   */
  async function page(conditions: SQL[], order: SortOrder, size: number, number: number, filtered = false): Promise<{ rows: ResourceRecord[]; matches: number }> {
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const matching = db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('matches');
    const counted = async () => (await db.select({ n: count() }).from(matching))[0]?.n ?? 0;
    const sortJoins = refs.filter((x) => x.field === order.field || refNameField(x.field) === order.field);
    const alongSort = () => {
      let ids = db.select({ id: idCol }).from(table).$dynamic();
      for (const ref of sortJoins) ids = ids.leftJoin(ref.joined, eq(ref.id, column(ref.field)));
      return ids
        .where(where)
        .orderBy(...orderBy(order))
        .limit(size)
        .offset((number - 1) * size);
    };
    const amongMatches = () => {
      // OFFSET 0 keeps the matches a subquery of their own: the planner finds them by the filter, then sorts them.
      const found = db
        .select({ id: idCol, key: sql`${sortKey(order.field)}`.as('sort_key') })
        .from(table)
        .where(where)
        .offset(0)
        .as('found');
      const direction = order.direction === 'desc' ? desc : asc;
      const tieBreak = order.field === def.uniqueField ? [] : [direction(found.id)];
      return db
        .select({ id: found.id })
        .from(found)
        .orderBy(direction(found.key), ...tieBreak)
        .limit(size)
        .offset((number - 1) * size);
    };
    let pageIds: { id: unknown }[];
    let matches: number;
    if (filtered && sortJoins.length === 0) {
      matches = await counted();
      pageIds = await (matches <= FEW_MATCHES ? amongMatches() : alongSort());
    } else [pageIds, matches] = await Promise.all([alongSort(), counted()]);
    const at = new Map(pageIds.map((r, i) => [r.id as number, i]));
    const rows = at.size === 0 ? [] : ((await selectRows().where(inArray(idCol, [...at.keys()]))) as ResourceRecord[]).sort((a, b) => at.get(a.id)! - at.get(b.id)!);
    return { rows, matches };
  }

  /** Every row matching `conditions`, in `order`, unpaged. */
  const all = async (conditions: SQL[], order: SortOrder): Promise<ResourceRecord[]> =>
    (await selectRows()
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(...orderBy(order))) as ResourceRecord[];

  return { table, cols, column, idCol, scopeKey, scopeCol: scopeKey ? column(scopeKey) : null, refs, links, rowById, filterCondition, page, all, rowsAreFacilities: table === facilities };
}
