import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isPlatformRole } from '../../domain/access/roles';
import { listEnvelope, okEnvelope } from '../../domain/api/envelope';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  parseFilter,
  parseOrder,
  recordFields,
  refNameField,
  scopeColumn,
  writtenByPlatformOnly,
  type ResourceAction,
  type ResourceDef,
  type ResourceRecord,
  type SortOrder,
} from '../../domain/resources/resource';
import { getResource } from '../../domain/resources/registry';
import { assertFacilityAccess, assertGroupAccess, currentUser, type Access } from '../auth/guard';
import type { AuthUser } from '../auth/users';
import type { Db } from '../db/connect';
import { hasPgCode, PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, PG_UNIQUE_VIOLATION } from '../db/errors';
import { facilities, organizations } from '../db/schema';
import { ok, okList } from '../http/envelope';
import { AppError, fieldError } from '../http/errors';
import { COMPUTED, LINKS, linkedIds, REF_LABELS, saveLinks } from './extras';
import { AFTER_WRITE_HOOKS, WRITE_HOOKS } from './hooks';
import { TABLES } from './tables';
import { saveUpload } from './uploads';

/** A record's id in a path: digits only, so `/user_console/login/` and the like stay other routes (or 404). */
const ID = ':id(^\\d+)';

type PageQuery = { filter?: string; order?: string; count: number; page: number };

/**
 * Lists count their matches exactly up to this many; beyond it they answer `total_capped` (at least
 * this many) and page no further: past the first 10,000 matches a filter or another order finds a
 * row sooner than paging does. Counting, or skipping, every one of 100,000 rows costs more than the
 * page itself (`npm run bench`).
 */
export const COUNT_CAP = 10_000;

/**
 * The CRUD routes of SPEC §7 for one declared resource, under its path:
 * - `GET <path>?group_id|facility_id=&filter=&order=&count=&page=` → `{ ok, data, total }`
 *   (also `GET <path>group|facility/:id/?filter=...`, the tenant as a path segment)
 * - `GET <path>active/` and `GET <path>all/` (also `all/active/`): the active / all rows unpaged
 * - `GET|PUT|DELETE <path>:id`, `POST <path>` (the body names its group_id / facility_id)
 * - `PUT <path><upload>:id/` multipart: the record's image or logo
 *
 * Tenancy (SPEC §6): the organization or facility of every row and of every request must be the
 * user's (role A: any). A record of another organization answers E403, as an organization the
 * user may not see does; a record that does not exist answers E404. Platform resources (no
 * tenant) are read by whoever holds their view and written by platform roles only. Organizations
 * (scope `self`) are their own tenant: a user of one reads only that row; platform roles write.
 * Sub-paths the declaration lists as `bespoke` are left to the route that answers them.
 */
export async function resourceRoutes(app: FastifyInstance, { db, def }: { db: Db; def: ResourceDef }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const table = TABLES[def.name];
  /** The declaration's rows are facilities (tenancy reaches each row, not only its organization). */
  const rowsAreFacilities = table === facilities;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const scopeKey = scopeColumn(def.scope);
  const column = (field: string): PgColumn => {
    const c = cols[field];
    if (!c) throw new Error(`resource ${def.name}: no column ${field}`);
    return c;
  };
  const idCol = column('id');
  const scopeCol = scopeKey ? column(scopeKey) : null;
  const isText = (field: string) => column(field).dataType === 'string';

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

  const access = (action: ResourceAction): { access: Access } => ({ access: { views: action === 'read' ? def.readViews : [def.view], permissions: def.permissions[action] } });
  const tags = [def.name];
  const scopeId = z.coerce.number().int().positive();
  const scopeQuery = z.object(scopeKey ? { [scopeKey]: scopeId } : {});
  const idParams = z.object({ id: z.coerce.number().int().positive() });
  const pageQuery = z.object({
    filter: z.string().max(1000).optional(),
    order: z.string().max(100).optional(),
    count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    page: z.coerce.number().int().min(1).default(1),
  });
  const listQuery = scopeKey ? pageQuery.extend({ [scopeKey]: scopeId }) : pageQuery;
  const createBody = scopeKey ? def.create.extend({ [scopeKey]: z.number().int().positive() }) : def.create;
  const hook = WRITE_HOOKS[def.name];
  const afterHook = AFTER_WRITE_HOOKS[def.name];

  /** The organization or facility must be the user's; one that does not exist answers E404 to role A only. */
  async function assertScope(user: AuthUser, id: number | null): Promise<void> {
    if (def.scope === 'platform') return;
    // An organization's own row: the user's organization (role A: any); a list is narrowed by `inTenant`.
    if (def.scope === 'self') return id === null ? undefined : assertGroupAccess(user, id);
    if (id === null && def.platformRows && !isPlatformRole(user.role)) throw new AppError('E403');
    if (id === null) throw new AppError('E400');
    if (def.scope === 'group') {
      assertGroupAccess(user, id);
      const [group] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      if (!group) throw new AppError('E404');
      return;
    }
    const [facility] = await db.select({ id: facilities.id, group_id: facilities.group_id }).from(facilities).where(eq(facilities.id, id));
    if (!facility) throw new AppError(isPlatformRole(user.role) ? 'E404' : 'E403');
    assertFacilityAccess(user, facility);
  }

  /** Platform records and organizations are written by platform roles only, whatever views a role was given. */
  function assertWrite(user: AuthUser): void {
    if (writtenByPlatformOnly(def.scope) && !isPlatformRole(user.role)) throw new AppError('E403');
  }

  /** The time of a write, for tables that keep one (console notifications keep last_update instead, set by their hook). */
  const touched = (): Record<string, Date> => ('updated_at' in cols ? { updated_at: new Date() } : {});

  const tenantOf = (row: Record<string, unknown>): number | null => (scopeKey ? (row[scopeKey] as number) : def.scope === 'self' && typeof row.id === 'number' ? row.id : null);

  /** A row the user may act on: E404 when missing, E403 when another tenant's. */
  async function findOwn(user: AuthUser, id: number): Promise<ResourceRecord> {
    const [row] = await selectRows().where(eq(idCol, id));
    if (!row) throw new AppError('E404');
    // A platform row (no organization) is a platform role's only.
    if (def.platformRows && tenantOf(row) === null) {
      if (!isPlatformRole(user.role)) throw new AppError('E403');
    } else await assertScope(user, tenantOf(row));
    // A facility itself: also one of the user's facilities, when the user is limited to some.
    if (rowsAreFacilities) assertFacilityAccess(user, { id: row.id as number, group_id: row.group_id as number });
    return row as ResourceRecord;
  }

  /** Referenced rows must exist in the same tenant (an id of another organization's row is refused as invalid). */
  async function assertRefs(request: FastifyRequest, values: Record<string, unknown>, tenant: number | null): Promise<void> {
    for (const ref of refs) {
      const value = values[ref.field];
      if (value === undefined || value === null || ref.field === scopeKey) continue;
      const refCols = getTableColumns(ref.source) as Record<string, PgColumn>;
      const conditions = [eq(refCols.id!, value as number)];
      const refScope = scopeKey ? refCols[scopeKey] : undefined;
      if (refScope && tenant !== null) conditions.push(ref.platformRows ? or(eq(refScope, tenant), isNull(refScope))! : eq(refScope, tenant));
      const [found] = await db.select({ id: refCols.id! }).from(ref.source).where(and(...conditions));
      if (!found) throw fieldError(request, ref.field, 'validation.invalidFormat');
    }
  }

  /**
   * The rows of one tenant (none for platform records); of organizations, the user's own unless a
   * platform role; a platform role also sees the platform's own rows (group_id null) with a tenant's.
   */
  const inTenant = (user: AuthUser, tenant: number | null): SQL[] => {
    if (def.scope === 'self') return isPlatformRole(user.role) ? [] : [eq(idCol, user.group_id ?? -1)];
    if (!scopeCol || tenant === null) return [];
    // The facilities themselves: a user limited to some facilities lists those only.
    if (rowsAreFacilities && !isPlatformRole(user.role) && user.facilities_ids.length > 0) return [eq(scopeCol, tenant), inArray(idCol, user.facilities_ids)];
    return [def.platformRows && isPlatformRole(user.role) ? or(eq(scopeCol, tenant), isNull(scopeCol))! : eq(scopeCol, tenant)];
  };

  /** Text is sorted case-insensitively; a reference by the referenced row's name. */
  const sortKey = (field: string): SQL | PgColumn => {
    const ref = refs.find((x) => refNameField(x.field) === field || x.field === field);
    if (ref) return sql`lower(${ref.name})`;
    return isText(field) ? sql`lower(${column(field)})` : column(field);
  };
  const orderBy = (order: SortOrder) => {
    const direction = order.direction === 'desc' ? desc : asc;
    // The unique field needs no tie-break: the index on (tenant, lower(name)) then gives the order as is.
    const tieBreak = order.field === def.uniqueField ? [] : [direction(idCol)];
    return [direction(sortKey(order.field)), ...tieBreak];
  };

  /** Text filters match case-insensitively anywhere; numbers, flags, codes and references exactly. */
  function filterCondition(request: FastifyRequest, field: string, text: string): SQL {
    const c = column(field);
    if (c.dataType === 'string') {
      const exact = def.form.some((f) => f.field === field && (f.kind === 'select' || f.kind === 'status')) || field === def.statusField;
      return exact ? eq(c, text) : ilike(c, `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    }
    if (c.dataType === 'boolean') return eq(c, text === 'true');
    const n = Number(text);
    if (!Number.isFinite(n)) throw fieldError(request, 'filter', 'validation.invalidFormat');
    return eq(c, n);
  }

  /** A page of the tenant's rows: filter, order, count, page; `total` counts every match. */
  async function listPage(request: FastifyRequest, tenant: number | null, query: PageQuery) {
    const user = currentUser(request);
    await assertScope(user, tenant);
    const filter = parseFilter(def, query.filter);
    if (!filter) throw fieldError(request, 'filter', 'validation.invalidFormat');
    const order = parseOrder(def, query.order);
    if (!order) throw fieldError(request, 'order', 'validation.invalidFormat');
    if ((query.page - 1) * query.count >= COUNT_CAP) throw fieldError(request, 'page', 'validation.pageTooDeep', { message: 'validation.pageTooDeep', params: { max: COUNT_CAP.toLocaleString('en') } });
    const conditions = inTenant(user, tenant);
    for (const [field, text] of Object.entries(filter)) conditions.push(filterCondition(request, field, text));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const matches = db.select({ one: sql`1` }).from(table).where(where).limit(COUNT_CAP + 1).as('matches');
    // First the page's ids (joining only the reference it is sorted by), then its rows with their
    // references, links and computed values: a deep page computes those for its own rows only.
    let ids = db.select({ id: idCol }).from(table).$dynamic();
    for (const ref of refs.filter((x) => x.field === order.field || refNameField(x.field) === order.field)) ids = ids.leftJoin(ref.joined, eq(ref.id, column(ref.field)));
    const [page, [counted]] = await Promise.all([
      ids
        .where(where)
        .orderBy(...orderBy(order))
        .limit(query.count)
        .offset((query.page - 1) * query.count),
      db.select({ n: count() }).from(matches),
    ]);
    const at = new Map(page.map((r, i) => [r.id as number, i]));
    const rows = at.size === 0 ? [] : ((await selectRows().where(inArray(idCol, [...at.keys()]))) as ResourceRecord[]).sort((a, b) => at.get(a.id)! - at.get(b.id)!);
    const n = counted?.n ?? 0;
    return okList(rows, Math.min(n, COUNT_CAP), n > COUNT_CAP);
  }

  /** The tenant's rows (only the active ones when asked) in the default order, unpaged (the pickers of other screens). */
  async function unpagedRows(request: FastifyRequest, tenant: number | null, onlyActive: boolean) {
    const user = currentUser(request);
    await assertScope(user, tenant);
    const conditions = inTenant(user, tenant);
    if (onlyActive) conditions.push(eq(column(def.statusField), 'A'));
    const rows = await selectRows()
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(...orderBy(def.defaultSort));
    return okList(rows as ResourceRecord[], rows.length);
  }

  const listSummary = 'List (filter: JSON object field→text, order: field or -field, count, page)';
  const listResponse = { 200: listEnvelope(def.record) };
  const tenantParams = z.object({ tenant: scopeId });
  const tenantFromQuery = (request: FastifyRequest): number | null => (scopeKey ? ((request.query as Record<string, number>)[scopeKey] ?? null) : null);

  r.get(def.path, { config: access('read'), schema: { tags, summary: scopeKey ? `${listSummary}; tenant as ${scopeKey}` : listSummary, querystring: listQuery, response: listResponse } }, async (request) =>
    listPage(request, tenantFromQuery(request), request.query as unknown as PageQuery),
  );

  const activeSummary = 'The active rows (status A), in the default order';
  const allSummary = 'Every row, in the default order';
  const generic = (sub: string) => !def.bespoke.includes(sub);
  for (const [sub, onlyActive, summary] of [
    ['active/', true, activeSummary],
    ['all/active/', true, activeSummary],
    ['all/', false, allSummary],
  ] as const) {
    if (!generic(sub)) continue;
    r.get(`${def.path}${sub}`, { config: access('read'), schema: { tags, summary, querystring: scopeQuery, response: listResponse } }, async (request) =>
      unpagedRows(request, tenantFromQuery(request), onlyActive),
    );
  }

  if (scopeKey) {
    // SPEC §7 names the tenant as a path segment too: `/cancellation_reason/group/{id}/`, `/product_category/facility/{id}/`.
    if (generic(`${def.scope}/:tenant/`)) {
      r.get(
        `${def.path}${def.scope}/:tenant/`,
        { config: access('read'), schema: { tags, summary: listSummary, params: tenantParams, querystring: pageQuery, response: listResponse } },
        async (request) => listPage(request, request.params.tenant, request.query as unknown as PageQuery),
      );
    }
    r.get(
      `${def.path}active/${def.scope}/:tenant/`,
      { config: access('read'), schema: { tags, summary: activeSummary, params: tenantParams, response: listResponse } },
      async (request) => unpagedRows(request, request.params.tenant, true),
    );
  }

  r.get(
    `${def.path}${ID}`,
    { config: access('read'), schema: { tags, summary: 'One row', params: idParams, response: { 200: okEnvelope(def.record) } } },
    async (request) => ok(await findOwn(currentUser(request), request.params.id)),
  );

  /**
   * Inserts or updates the columns, the link tables and what the resource's after-hook keeps in
   * one transaction, then answers the row as a read would (with the references' names).
   */
  async function write(request: FastifyRequest, values: Record<string, unknown>, run: (tx: Db, columns: Record<string, unknown>) => PromiseLike<{ id: unknown }[]>): Promise<ResourceRecord> {
    const columns = Object.fromEntries(Object.entries(values).filter(([f]) => !(f in links)));
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const [row] = await run(tx as unknown as Db, columns);
        if (!row) throw new AppError('E404');
        await saveLinks(tx as unknown as Db, def.name, row.id as number, values);
        if (afterHook) await afterHook({ db: tx as unknown as Db, id: row.id as number, values });
        return row.id as number;
      });
    } catch (err) {
      if (hasPgCode(err, PG_UNIQUE_VIOLATION) && def.uniqueField) throw fieldError(request, def.uniqueField, def.duplicateKey, { code: 'E409', message: def.duplicateKey });
      if (hasPgCode(err, PG_UNIQUE_VIOLATION)) throw new AppError('E409', def.duplicateKey);
      throw err;
    }
    const [row] = await selectRows().where(eq(idCol, id));
    return row as ResourceRecord;
  }

  r.post(
    def.path,
    { config: access('create'), schema: { tags, summary: 'Create (the body names its organization or facility)', body: createBody, response: { 200: okEnvelope(def.record) } } },
    async (request) => {
      const user = currentUser(request);
      assertWrite(user);
      const body = request.body as Record<string, unknown>;
      const tenant = tenantOf(body);
      await assertScope(user, tenant);
      await assertRefs(request, body, tenant);
      const values = hook ? await hook({ db, request, values: body, id: null, tenant }) : body;
      return ok(await write(request, values, (tx, columns) => tx.insert(table).values(columns as never).returning({ id: idCol })));
    },
  );

  r.put(
    `${def.path}${ID}`,
    { config: access('update'), schema: { tags, summary: 'Update (the id, organization and facility stay)', params: idParams, body: def.update, response: { 200: okEnvelope(def.record) } } },
    async (request) => {
      const user = currentUser(request);
      assertWrite(user);
      const current = await findOwn(user, request.params.id);
      const body = request.body as Record<string, unknown>;
      await assertRefs(request, body, tenantOf(current));
      const values = hook ? await hook({ db, request, values: body, id: request.params.id, tenant: tenantOf(current) }) : body;
      return ok(
        await write(request, values, (tx, columns) =>
          tx
            .update(table)
            .set({ ...columns, ...touched() } as never)
            .where(eq(idCol, request.params.id))
            .returning({ id: idCol }),
        ),
      );
    },
  );

  r.delete(
    `${def.path}${ID}`,
    { config: access('delete'), schema: { tags, summary: 'Delete', params: idParams, response: { 200: okEnvelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const user = currentUser(request);
      assertWrite(user);
      await findOwn(user, request.params.id);
      try {
        await db.delete(table).where(eq(idCol, request.params.id));
      } catch (err) {
        // Still used elsewhere (a field with bookings, a category with products): keep it; deactivate instead.
        if (hasPgCode(err, PG_FOREIGN_KEY_VIOLATION) || hasPgCode(err, PG_RESTRICT_VIOLATION)) throw new AppError('E409', 'records.inUse');
        throw err;
      }
      return ok({ id: request.params.id });
    },
  );

  if (def.image) {
    const image = def.image;
    r.put(
      `${def.path}${image.upload}${ID}/`,
      {
        config: access('update'),
        schema: { tags, summary: `Upload the ${image.field} (multipart/form-data, one file field)`, params: idParams, response: { 200: okEnvelope(def.record) } },
      },
      async (request) => {
        const user = currentUser(request);
        assertWrite(user);
        await findOwn(user, request.params.id);
        const url = await saveUpload(db, request);
        await db
          .update(table)
          .set({ [image.field]: url, ...touched() } as never)
          .where(eq(idCol, request.params.id));
        return ok(await findOwn(user, request.params.id));
      },
    );
  }
}
