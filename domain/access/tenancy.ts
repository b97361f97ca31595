import { isPlatformRole } from './roles';

/** What the tenancy rule of SPEC §6 needs to know about the acting user. */
export interface TenantScope {
  readonly role: string;
  readonly group_id: number | null;
  /** Facilities the user is limited to; empty means every facility of the organization. */
  readonly facilities_ids: readonly number[];
}

export function canAccessGroup(user: TenantScope, groupId: number): boolean {
  return isPlatformRole(user.role) || user.group_id === groupId;
}

export function canAccessFacility(user: TenantScope, facility: { id: number; group_id: number }): boolean {
  if (isPlatformRole(user.role)) return true;
  if (user.group_id !== facility.group_id) return false;
  return user.facilities_ids.length === 0 || user.facilities_ids.includes(facility.id);
}
