import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isPlatformRole } from '../../domain/access/roles';
import { listEnvelope, okEnvelope } from '../../domain/api/envelope';
import type { ResourceName } from '../../domain/resources/names';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, parseFilter, parseOrder, scopeColumn, type ResourceAction, type ResourceDef, type ResourceRecord } from '../../domain/resources/resource';
import { assertFacilityAccess, assertGroupAccess, currentUser, type Access } from '../auth/guard';
import type { AuthUser } from '../auth/users';
import type { Db } from '../db/connect';
import { cancellationReasons, facilities, onsitePaymentMethods, organizations, productCategories } from '../db/schema';
import { ok, okList } from '../http/envelope';
import { AppError } from '../http/errors';
import { translator } from '../http/i18n';

/** The table behind each declared resource. */
const TABLES: Record<ResourceName, PgTable> = {
  'cancellation-reasons': cancellationReasons,
  'onsite-payment-methods': onsitePaymentMethods,
  'product-categories': productCategories,
};

/** A unique-index violation, as drizzle wraps the driver's error. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The CRUD routes of SPEC §7 for one declared resource, under its path:
 * - `GET <path>?group_id|facility_id=&filter=&order=&count=&page=` → `{ ok, data, total }`
 *   (also `GET <path>group|facility/:id/?filter=...`, the tenant as a path segment)
 * - `GET <path>active/?group_id|facility_id=` (or `<path>active/group|facility/:id/`) → the active
 *   rows (status A), default sort
 * - `GET|PUT|DELETE <path>:id`, `POST <path>` (the body names its group_id / facility_id)
 *
 * Tenancy (SPEC §6): the organization or facility of every row and of every request must be the
 * user's (role A: any). A record of another organization answers E403, as an organization the
 * user may not see does; a record that does not exist answers E404.
 */
export async function resourceRoutes(app: FastifyInstance, { db, def }: { db: Db; def: ResourceDef }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const table = TABLES[def.name];
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const scopeKey = scopeColumn(def.scope);
  const column = (field: string): PgColumn => {
    const c = cols[field];
    if (!c) throw new Error(`resource ${def.name}: no column ${field}`);
    return c;
  };
  const idCol = column('id');
  const scopeCol = column(scopeKey);
  const outputFields = [...new Set(['id', scopeKey, 'status', ...Object.keys(def.create.shape)])];
  const selection = Object.fromEntries(outputFields.map((f) => [f, column(f)]));
  const access = (action: ResourceAction): { access: Access } => ({ access: { views: [def.view], permissions: def.permissions[action] } });
  const tags = [def.name];

  const scopeId = z.coerce.number().int().positive();
  const scopeQuery = z.object({ [scopeKey]: scopeId });
  const idParams = z.object({ id: z.coerce.number().int().positive() });
  const pageQuery = z.object({
    filter: z.string().max(1000).optional(),
    order: z.string().max(100).optional(),
    count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    page: z.coerce.number().int().min(1).default(1),
  });
  const listQuery = pageQuery.extend({ [scopeKey]: scopeId });
  const createBody = def.create.extend({ [scopeKey]: z.number().int().positive() });

  /** The organization or facility must be the user's; one that does not exist answers E404 to role A only. */
  async function assertScope(user: AuthUser, id: number): Promise<void> {
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

  /** A row the user may act on: E404 when missing, E403 when another tenant's. */
  async function findOwn(user: AuthUser, id: number): Promise<ResourceRecord> {
    const [row] = await db.select(selection).from(table).where(eq(idCol, id));
    if (!row) throw new AppError('E404');
    await assertScope(user, row[scopeKey] as number);
    return row as ResourceRecord;
  }

  const invalidQuery = (request: FastifyRequest, field: string) => {
    const t = translator(request.headers['accept-language']);
    return new AppError('E400', 'errors.E400', {}, { fields: { [field]: t('validation.invalidFormat') } });
  };

  const duplicate = (request: FastifyRequest) => {
    const t = translator(request.headers['accept-language']);
    return new AppError('E409', 'records.duplicate', {}, { fields: { [def.uniqueField]: t('records.duplicate') } });
  };

  /** Text is sorted case-insensitively (the tenant's unique index on lower(name) serves the default sort). */
  const sortKey = (field: string): SQL => sql`lower(${column(field)})`;

  type PageQuery = { filter?: string; order?: string; count: number; page: number };

  /** A page of the tenant's rows: filter (case-insensitive contains), order, count, page; `total` counts every match. */
  async function listPage(request: FastifyRequest, tenant: number, query: PageQuery) {
    await assertScope(currentUser(request), tenant);
    const filter = parseFilter(def, query.filter);
    if (!filter) throw invalidQuery(request, 'filter');
    const order = parseOrder(def, query.order);
    if (!order) throw invalidQuery(request, 'order');
    const conditions: SQL[] = [eq(scopeCol, tenant)];
    for (const [field, text] of Object.entries(filter)) {
      conditions.push(ilike(column(field), `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    }
    const where = and(...conditions);
    const direction = order.direction === 'desc' ? desc : asc;
    // The unique field needs no tie-break: the index on (tenant, lower(name)) then gives the order as is.
    const tieBreak = order.field === def.uniqueField ? [] : [direction(idCol)];
    const [rows, [total]] = await Promise.all([
      db
        .select(selection)
        .from(table)
        .where(where)
        .orderBy(direction(sortKey(order.field)), ...tieBreak)
        .limit(query.count)
        .offset((query.page - 1) * query.count),
      db.select({ n: count() }).from(table).where(where),
    ]);
    return okList(rows as ResourceRecord[], total?.n ?? 0);
  }

  /** The tenant's active rows (status A) in the default order, unpaged (the pickers of other screens). */
  async function activeRows(request: FastifyRequest, tenant: number) {
    await assertScope(currentUser(request), tenant);
    const direction = def.defaultSort.direction === 'desc' ? desc : asc;
    const rows = await db
      .select(selection)
      .from(table)
      .where(and(eq(scopeCol, tenant), eq(column(def.statusField), 'A')))
      .orderBy(direction(sortKey(def.defaultSort.field)), asc(idCol));
    return okList(rows as ResourceRecord[], rows.length);
  }

  const listSummary = 'List (filter: JSON object field→text, order: field or -field, count, page)';
  const listResponse = { 200: listEnvelope(def.record) };
  const tenantParams = z.object({ tenant: scopeId });

  r.get(def.path, { config: access('read'), schema: { tags, summary: `${listSummary}; tenant as ${scopeKey}`, querystring: listQuery, response: listResponse } }, async (request) =>
    listPage(request, (request.query as Record<string, number>)[scopeKey]!, request.query as unknown as PageQuery),
  );
  // SPEC §7 names the tenant as a path segment too: `/cancellation_reason/group/{id}/`, `/product_category/facility/{id}/`.
  r.get(
    `${def.path}${def.scope}/:tenant/`,
    { config: access('read'), schema: { tags, summary: listSummary, params: tenantParams, querystring: pageQuery, response: listResponse } },
    async (request) => listPage(request, request.params.tenant, request.query as unknown as PageQuery),
  );

  const activeSummary = 'The active rows (status A), in the default order';
  r.get(`${def.path}active/`, { config: access('read'), schema: { tags, summary: activeSummary, querystring: scopeQuery, response: listResponse } }, async (request) =>
    activeRows(request, (request.query as Record<string, number>)[scopeKey]!),
  );
  r.get(
    `${def.path}active/${def.scope}/:tenant/`,
    { config: access('read'), schema: { tags, summary: activeSummary, params: tenantParams, response: listResponse } },
    async (request) => activeRows(request, request.params.tenant),
  );

  r.get(
    `${def.path}:id`,
    { config: access('read'), schema: { tags, summary: 'One row', params: idParams, response: { 200: okEnvelope(def.record) } } },
    async (request) => ok(await findOwn(currentUser(request), request.params.id)),
  );

  r.post(
    def.path,
    { config: access('create'), schema: { tags, summary: 'Create (the body names its organization or facility)', body: createBody, response: { 200: okEnvelope(def.record) } } },
    async (request) => {
      const user = currentUser(request);
      const body = request.body as Record<string, unknown>;
      await assertScope(user, body[scopeKey] as number);
      try {
        const [row] = await db
          .insert(table)
          .values(body as never)
          .returning(selection);
        return ok(row as ResourceRecord);
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(request);
        throw err;
      }
    },
  );

  r.put(
    `${def.path}:id`,
    { config: access('update'), schema: { tags, summary: 'Update (the id, organization and facility stay)', params: idParams, body: def.update, response: { 200: okEnvelope(def.record) } } },
    async (request) => {
      const user = currentUser(request);
      await findOwn(user, request.params.id);
      try {
        const [row] = await db
          .update(table)
          .set({ ...(request.body as Record<string, unknown>), updated_at: new Date() } as never)
          .where(eq(idCol, request.params.id))
          .returning(selection);
        if (!row) throw new AppError('E404');
        return ok(row as ResourceRecord);
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(request);
        throw err;
      }
    },
  );

  r.delete(
    `${def.path}:id`,
    { config: access('delete'), schema: { tags, summary: 'Delete', params: idParams, response: { 200: okEnvelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const user = currentUser(request);
      await findOwn(user, request.params.id);
      await db.delete(table).where(eq(idCol, request.params.id));
      return ok({ id: request.params.id });
    },
  );
}
