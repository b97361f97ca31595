import { isPlatformRole } from './roles';

/** What a user sees: their role's code, views and permissions, and the facilities they are limited to. */
export interface Sight {
  readonly role: string;
  readonly views_ids: readonly number[];
  readonly permissions_ids: readonly number[];
  /** Empty means every facility of the organization (SPEC §6). */
  readonly facilities_ids: readonly number[];
}

/** What a role gives its holders: its views and permissions. */
export type RoleSight = Pick<Sight, 'views_ids' | 'permissions_ids'>;

const within = (held: readonly number[], wanted: readonly number[]) => wanted.every((id) => held.includes(id));

/** Are `target` facilities within `actor` ones? Empty is every facility of the organization. */
export function facilitiesWithin(actor: readonly number[], target: readonly number[]): boolean {
  if (actor.length === 0) return true;
  return target.length > 0 && within(actor, target);
}

/** Does the role give nothing the actor lacks (no view, no permission)? */
export function roleWithin(actor: RoleSight, role: RoleSight): boolean {
  return within(actor.views_ids, role.views_ids) && within(actor.permissions_ids, role.permissions_ids);
}

/**
 * May `actor` create, edit, disable, delete or end the sessions of the console user `target`
 * (issue 14)? Only when the target sees no more than the actor: facilities within the actor's,
 * views and permissions within the actor's. Role A (a platform role) may act on anyone; nobody
 * else on a platform user. The organization is checked apart (tenancy).
 */
export function withinReach(actor: Sight, target: Sight): boolean {
  if (isPlatformRole(actor.role)) return true;
  if (isPlatformRole(target.role)) return false;
  return facilitiesWithin(actor.facilities_ids, target.facilities_ids) && roleWithin(actor, target);
}

/**
 * May `actor` change or delete `role` (its name, permissions, status)? Only when the role gives no
 * more than the actor holds and every holder's facilities are within the actor's: a role whose
 * holders see more than the actor is read-only to the actor. Role A may change any role.
 */
export function roleWithinReach(actor: Sight, role: RoleSight, holders: readonly Pick<Sight, 'facilities_ids'>[]): boolean {
  if (isPlatformRole(actor.role)) return true;
  return roleWithin(actor, role) && holders.every((h) => facilitiesWithin(actor.facilities_ids, h.facilities_ids));
}
