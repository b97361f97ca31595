import type { FastifyRequest } from 'fastify';
import { and, eq, getTableColumns, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isPlatformRole } from '../../domain/access/roles';
import type { ResourceAction, ResourceDef, ResourceRecord } from '../../domain/resources/resource';
import { assertFacilityAccess, assertGroupAccess, outsideTenancy, type Access } from '../auth/guard';
import type { AuthUser } from '../auth/users';
import type { Db } from '../db/connect';
import { facilities, organizations } from '../db/schema';
import { AppError, fieldError } from '../http/errors';
import type { ResourceQuery } from './query';

/**
 * Who may do what to which rows of a declared resource (SPEC §6). The action itself is `canAct`
 * (domain/access/can-act.ts), checked by the guard from each route's `access`; tenancy is here: the
 * organization or facility of every row and of every request must be the user's (role A: any). A
 * record, organization or facility outside the user's tenancy answers the E404 of one that does not
 * exist (../auth/guard.ts `outsideTenancy`). Platform resources (no tenant) are read by whoever may
 * read them; organizations (scope `self`) are their own tenant: a user of one reads only that row.
 */
export function resourcePolicy(db: Db, def: ResourceDef, q: ResourceQuery) {
  const { scopeKey, scopeCol, idCol, rowsAreFacilities } = q;

  /** The route's access: the action on this resource, as canAct rules. */
  const access = (action: ResourceAction): { access: Access } => ({ access: { resource: def, action } });

  /** The tenant of a row or a create body: its organization or facility (an organization is its own). */
  const tenantOf = (row: Record<string, unknown>): number | null => (scopeKey ? (row[scopeKey] as number) : def.scope === 'self' && typeof row.id === 'number' ? row.id : null);

  /** The organization or facility must be the user's; one that does not exist answers the same E404. */
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
    if (!facility) throw outsideTenancy();
    assertFacilityAccess(user, facility);
  }

  /** A row the user may act on: E404 when missing or another tenant's. */
  async function findOwn(user: AuthUser, id: number): Promise<ResourceRecord> {
    const row = await q.rowById(id);
    if (!row) throw new AppError('E404');
    // A platform row (no organization) is a platform role's only.
    if (def.platformRows && tenantOf(row) === null) {
      if (!isPlatformRole(user.role)) throw outsideTenancy();
    } else await assertScope(user, tenantOf(row));
    // A facility itself: also one of the user's facilities, when the user is limited to some.
    if (rowsAreFacilities) assertFacilityAccess(user, { id: row.id, group_id: row.group_id as number });
    return row;
  }

  /** Referenced rows must exist in the same tenant (an id of another organization's row is refused as invalid). */
  async function assertRefs(request: FastifyRequest, values: Record<string, unknown>, tenant: number | null): Promise<void> {
    for (const ref of q.refs) {
      const value = values[ref.field];
      if (value === undefined || value === null || ref.field === scopeKey) continue;
      const refCols = getTableColumns(ref.source) as Record<string, PgColumn>;
      const conditions = [eq(refCols.id!, value as number)];
      const refScope = scopeKey ? refCols[scopeKey] : undefined;
      if (refScope && tenant !== null) conditions.push(ref.platformRows ? or(eq(refScope, tenant), isNull(refScope))! : eq(refScope, tenant));
      const [found] = await db
        .select({ id: refCols.id! })
        .from(ref.source)
        .where(and(...conditions));
      if (!found) throw fieldError(request, ref.field, 'validation.invalidFormat');
    }
  }

  /**
   * The rows of one tenant (none for platform records); of organizations, the user's own unless a
   * platform role; a platform role also sees the platform's own rows (group_id null) with a tenant's.
   */
  function inTenant(user: AuthUser, tenant: number | null): SQL[] {
    if (def.scope === 'self') return isPlatformRole(user.role) ? [] : [eq(idCol, user.group_id ?? -1)];
    if (!scopeCol || tenant === null) return [];
    // The facilities themselves: a user limited to some facilities lists those only.
    if (rowsAreFacilities && !isPlatformRole(user.role) && user.facilities_ids.length > 0) return [eq(scopeCol, tenant), inArray(idCol, user.facilities_ids)];
    return [def.platformRows && isPlatformRole(user.role) ? or(eq(scopeCol, tenant), isNull(scopeCol))! : eq(scopeCol, tenant)];
  }

  return { access, tenantOf, assertScope, findOwn, assertRefs, inTenant };
}
