import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../domain/api/envelope';
import { bodyOf } from '../../domain/resources/schemas';
import type { ResourceDef } from '../../domain/resources/resource';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/connect';
import { ok } from '../http/envelope';
import { TARGET_GUARDS } from './hooks';
import { pageQuery, resourceLists, type PageQuery } from './lists';
import { resourcePolicy } from './policy';
import { resourceQuery } from './query';
import { readUpload } from './uploads';
import { resourceWrites } from './write';
import { rowId, rowIdParam } from '../../domain/fields';

export { COUNT_CAP } from './query';

/** A record's id in a path: digits only, so `/user_console/login/` and the like stay other routes (or 404). */
const ID = ':id(^\\d+)';

/**
 * The CRUD routes of SPEC §7 for one declared resource, under its path:
 * - `GET <path>?group_id|facility_id=&filter=&order=&count=&page=` → `{ ok, data, total }`
 *   (also `GET <path>group|facility/:id/?filter=...`, the tenant as a path segment)
 * - `GET <path>active/` and `GET <path>all/` (also `all/active/`): the active / all rows unpaged
 * - `GET|PUT|DELETE <path>:id`, `POST <path>` (the body names its group_id / facility_id)
 * - `PUT <path><upload>:id/` multipart: the record's image or logo
 *
 * Each route is its schema, its access (`canAct`, checked by the guard), tenancy (./policy.ts),
 * the resource's write hook (run by ./write.ts in the write's transaction), and the SQL of ./query.ts (reads, ./lists.ts pages them) and
 * ./write.ts. Sub-paths the declaration lists as `bespoke` are left to the route that answers them.
 */
export async function resourceRoutes(app: FastifyInstance, { db, def }: { db: Db; def: ResourceDef }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const q = resourceQuery(db, def);
  const policy = resourcePolicy(db, def, q);
  const { access, tenantOf, assertScope, findOwn, assertRefs } = policy;
  const { listPage, unpagedRows } = resourceLists(def, q, policy);
  const writes = resourceWrites(db, def, q);
  const { scopeKey } = q;
  const guard = TARGET_GUARDS[def.name];
  /** The row the user may act on (tenancy), and the resource's guard on it. */
  const findTarget = async (request: FastifyRequest, id: number) => {
    const row = await findOwn(currentUser(request), id);
    if (guard) await guard({ db, request, id });
    return row;
  };

  const tags = [def.name];
  const scopeId = rowIdParam();
  const scopeQuery = z.object(scopeKey ? { [scopeKey]: scopeId } : {});
  const idParams = z.object({ id: rowIdParam() });
  const listQuery = scopeKey ? pageQuery.extend({ [scopeKey]: scopeId }) : pageQuery;
  const { create, update, record } = bodyOf(def);
  const createBody = scopeKey ? create.extend({ [scopeKey]: rowId() }) : create;

  const listSummary = 'List (filter: JSON object field→text, order: field or -field, count, page)';
  const listResponse = { 200: listEnvelope(record) };
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
      r.get(`${def.path}${def.scope}/:tenant/`, { config: access('read'), schema: { tags, summary: listSummary, params: tenantParams, querystring: pageQuery, response: listResponse } }, async (request) =>
        listPage(request, request.params.tenant, request.query as unknown as PageQuery),
      );
    }
    r.get(`${def.path}active/${def.scope}/:tenant/`, { config: access('read'), schema: { tags, summary: activeSummary, params: tenantParams, response: listResponse } }, async (request) =>
      unpagedRows(request, request.params.tenant, true),
    );
  }

  r.get(`${def.path}${ID}`, { config: access('read'), schema: { tags, summary: 'One row', params: idParams, response: { 200: okEnvelope(record) } } }, async (request) =>
    ok(await findOwn(currentUser(request), request.params.id)),
  );

  r.post(def.path, { config: access('create'), schema: { tags, summary: 'Create (the body names its organization or facility)', body: createBody, response: { 200: okEnvelope(record) } } }, async (request) => {
    const user = currentUser(request);
    const body = request.body as Record<string, unknown>;
    const tenant = tenantOf(body);
    await assertScope(user, tenant);
    await assertRefs(request, body, tenant);
    return ok(await writes.insert(request, body, tenant));
  });

  r.put(
    `${def.path}${ID}`,
    { config: access('update'), schema: { tags, summary: 'Update (the id, organization and facility stay)', params: idParams, body: update, response: { 200: okEnvelope(record) } } },
    async (request) => {
      const current = await findTarget(request, request.params.id);
      const body = request.body as Record<string, unknown>;
      await assertRefs(request, body, tenantOf(current));
      return ok(await writes.update(request, request.params.id, body, tenantOf(current)));
    },
  );

  r.delete(`${def.path}${ID}`, { config: access('delete'), schema: { tags, summary: 'Delete', params: idParams, response: { 200: okEnvelope(z.object({ id: z.number().int() })) } } }, async (request) => {
    await findTarget(request, request.params.id);
    await writes.remove(request.params.id);
    return ok({ id: request.params.id });
  });

  if (def.image) {
    const image = def.image;
    r.put(
      `${def.path}${image.upload}${ID}/`,
      {
        config: access('update'),
        schema: { tags, summary: `Upload the ${image.field} (multipart/form-data, one file field)`, params: idParams, response: { 200: okEnvelope(record) } },
      },
      async (request) => {
        await findTarget(request, request.params.id);
        return ok(await writes.setImage(request.params.id, image.field, await readUpload(request)));
      },
    );
  }
}
