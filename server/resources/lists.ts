import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, LARGEST_LIST_PAGE, parseFilter, parseOrder, type ResourceDef } from '../../domain/resources/resource';
import { currentUser } from '../auth/guard';
import { okList } from '../http/envelope';
import { fieldError } from '../http/errors';
import type { resourcePolicy } from './policy';
import { COUNT_CAP, type ResourceQuery } from './query';
import { intParam, MAX_INT } from '../../domain/fields';

/** The list query of SPEC §7: filter (JSON object field→text), order (field or -field), count, page. */
export const pageQuery = z.object({
  filter: z.string().max(1000).optional(),
  order: z.string().max(100).optional(),
  count: z.coerce.number().int().min(1).max(LARGEST_LIST_PAGE).default(DEFAULT_PAGE_SIZE),
  page: intParam(1, MAX_INT).default(1),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The list answers of a declared resource: the tenant's rows a page at a time, or all of them for pickers. */
export function resourceLists(def: ResourceDef, q: ResourceQuery, { assertScope, inTenant }: ReturnType<typeof resourcePolicy>) {
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
    for (const [field, text] of Object.entries(filter)) {
      const condition = q.filterCondition(field, text);
      if (!condition) throw fieldError(request, 'filter', 'validation.invalidFormat');
      conditions.push(condition);
    }
    const { rows, matches } = await q.page(conditions, order, query.count, query.page, Object.keys(filter).length > 0);
    return okList(rows, Math.min(matches, COUNT_CAP), matches > COUNT_CAP);
  }

  /** The tenant's rows (only the active ones when asked) in the default order, unpaged (the pickers of other screens). */
  async function unpagedRows(request: FastifyRequest, tenant: number | null, onlyActive: boolean) {
    const user = currentUser(request);
    await assertScope(user, tenant);
    const conditions = inTenant(user, tenant);
    if (onlyActive) conditions.push(eq(q.column(def.statusField), 'A'));
    const rows = await q.all(conditions, def.defaultSort);
    return okList(rows, rows.length);
  }

  return { listPage, unpagedRows };
}
