import { VIEWS, type ViewScope } from './views';

/** A permission as `/console_permission/all/` answers it: it belongs to a view id (SPEC §3 Role). */
export interface PermissionDef {
  readonly id: number;
  readonly view_id: number;
  /** i18n-ready key, e.g. `camera.manage`. */
  readonly key: string;
}

/** The permissions of one view, as the role form shows them (a checkbox per view and per permission). */
export interface PermissionGroup {
  readonly view_id: number;
  /** The view's key (`views.<key>` labels it). */
  readonly view_key: string;
  readonly permissions: readonly PermissionDef[];
}

/** Groups permissions by their view, in view-id order; permissions by id within a view. */
export function groupByView(permissions: readonly PermissionDef[]): PermissionGroup[] {
  const groups = new Map<number, PermissionDef[]>();
  for (const p of [...permissions].sort((a, b) => a.view_id - b.view_id || a.id - b.id)) {
    const list = groups.get(p.view_id) ?? [];
    list.push(p);
    groups.set(p.view_id, list);
  }
  return [...groups].map(([view_id, list]) => ({ view_id, view_key: VIEWS.find((v) => v.id === view_id)?.key ?? String(view_id), permissions: list }));
}

/** The view ids a set of permissions opens: a role's views follow from its permissions. */
export function viewsOfPermissions(all: readonly PermissionDef[], ids: readonly number[]): number[] {
  return [...new Set(all.filter((p) => ids.includes(p.id)).map((p) => p.view_id))].sort((a, b) => a - b);
}

/** Role codes an organization's roles may have (SPEC §6: F facility owner, R representative). */
export const ORGANIZATION_ROLE_CODES = ['F', 'R'] as const;
/** Role codes of the platform's own roles: they belong to no organization. */
export const PLATFORM_ROLE_CODES = ['A', 'admin', 'client'] as const;
export const isPlatformRoleCode = (code: string) => (PLATFORM_ROLE_CODES as readonly string[]).includes(code);

/** Views an organization's role may hold: those of the facility and organization menu sections. */
export const ORGANIZATION_VIEW_SCOPES: readonly ViewScope[] = ['facility', 'organization'];

/**
 * The permission ids a save would grant that its author does not hold: the ones the role did not
 * have before and the author lacks (keeping what a role already had is not granting it).
 */
export function ungrantable(author: { permissions_ids: readonly number[] }, before: readonly number[], requested: readonly number[]): number[] {
  return requested.filter((id) => !before.includes(id) && !author.permissions_ids.includes(id));
}
