import type { ResourceAction, ResourceDef, ResourceScope } from '../resources/resource';
import { isPlatformRole } from './roles';
import { holdsAny } from './views';

/** What the rule needs of the signed-in user (the session's user in the console, the guard's on the server). */
export interface Actor {
  readonly role: string;
  readonly views_ids: readonly number[];
  readonly permissions_ids: readonly number[];
}

/** Platform records and organizations themselves are written by platform roles only (SPEC §6). */
export const writtenByPlatformOnly = (scope: ResourceScope): boolean => scope === 'platform' || scope === 'self';

/**
 * May the user do `action` on the rows of a declared resource (SPEC §6)? The one rule, used by the
 * server's guard and by the console to show or hide an action: the user holds one of the views
 * that open it (any view that reads the rows, for `read`; the resource's own view otherwise) and
 * one of the action's permission ids; platform records and organizations are written by platform
 * roles only, whatever views a role was given. Which rows (tenancy) is checked apart, per row.
 */
export function canAct(user: Actor | null | undefined, resource: Pick<ResourceDef, 'view' | 'readViews' | 'permissions' | 'scope'>, action: ResourceAction): boolean {
  if (!user) return false;
  const views = action === 'read' ? resource.readViews : [resource.view];
  if (!holdsAny(user.views_ids, views) || !holdsAny(user.permissions_ids, resource.permissions[action])) return false;
  return action === 'read' || !writtenByPlatformOnly(resource.scope) || isPlatformRole(user.role);
}
