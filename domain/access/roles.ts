/** Role codes of SPEC §6. */
export const ROLE_CODES = ['A', 'F', 'R', 'admin', 'client'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Roles that work inside the console (the client role only reaches the access-control page). */
export const STAFF_ROLES: readonly RoleCode[] = ['admin', 'A', 'F', 'R'];

/** Role A (and the legacy `admin` code) is not bound to one organization. */
export function isPlatformRole(role: string): boolean {
  return role === 'A' || role === 'admin';
}

/** The label helper of SPEC §6. Returns an i18n key under `roles.`. */
export function roleLabelKey(role: string): string {
  switch (role) {
    case 'subscriber':
    case 'F':
      return 'roles.facility';
    case 'author':
    case 'R':
      return 'roles.representative';
    case 'maintainer':
      return 'roles.maintainer';
    case 'editor':
      return 'roles.editor';
    default:
      return 'roles.administrator';
  }
}
