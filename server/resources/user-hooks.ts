import { and, eq, inArray, sql } from 'drizzle-orm';
import { isPlatformRole } from '../../domain/access/roles';
import { isPlatformRoleCode, ORGANIZATION_ROLE_CODES, ORGANIZATION_VIEW_SCOPES, ungrantable } from '../../domain/access/permissions';
import { roleWithinReach, withinReach, type RoleSight } from '../../domain/access/reach';
import { viewIdsInScopes } from '../../domain/access/views';
import { hashPassword } from '../auth/passwords';
import { endSessions } from '../auth/sessions';
import { currentUser } from '../auth/guard';
import { findUserById } from '../auth/users';
import type { Db } from '../db/connect';
import { appUsers, consolePermissions, consoleUsers, facilities, rolePermissions, roles, roleViews, userFacilities } from '../db/schema';
import { AppError, fieldError } from '../http/errors';
import type { AfterWriteHook, TargetGuard, WriteHook } from './hooks';

/**
 * Server rules of roles, console users and app users (issue 5), run by the generic CRUD before a
 * write: who may make which role, grant which permission, give which role and facilities.
 */

const permissionsOfRole = async (db: Db, roleId: number) => (await db.select({ id: rolePermissions.permission_id }).from(rolePermissions).where(eq(rolePermissions.role_id, roleId))).map((r) => r.id);

/** The refusal of a change to a user or role that sees more than its author (issue 14). */
export const beyondReach = () => new AppError('E403', 'records.beyondReach');

/** What a role gives its holders: its views and permissions. */
async function sightOfRole(db: Db, roleId: number): Promise<RoleSight> {
  const views = await db.select({ id: roleViews.view_id }).from(roleViews).where(eq(roleViews.role_id, roleId));
  return { views_ids: views.map((v) => v.id), permissions_ids: await permissionsOfRole(db, roleId) };
}

/** Before an update, delete or upload of a console user: the user is within the author's reach (domain/access/reach.ts). */
export const userInReach: TargetGuard = async ({ db, request, id }) => {
  const target = await findUserById(db, id);
  if (target && !withinReach(currentUser(request), target)) throw beyondReach();
};

/** Before an update or delete of a role: neither the role nor any of its holders sees more than the author. */
export const roleInReach: TargetGuard = async ({ db, request, id }) => {
  const holders = await db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.role_id, id));
  const limits =
    holders.length === 0
      ? []
      : await db
          .select()
          .from(userFacilities)
          .where(
            inArray(
              userFacilities.user_id,
              holders.map((h) => h.id),
            ),
          );
  const facilitiesOf = holders.map((h) => ({ facilities_ids: limits.filter((l) => l.user_id === h.id).map((l) => l.facility_id) }));
  if (!roleWithinReach(currentUser(request), await sightOfRole(db, id), facilitiesOf)) throw beyondReach();
};

const cannotGrant = (request: Parameters<WriteHook>[0]['request'], field: string) => fieldError(request, field, 'records.cannotGrant', { code: 'E403', message: 'records.cannotGrant' });

/**
 * A role: the code decides the kind (A, admin, client: the platform's, no organization, platform
 * roles only; F, R: the organization's); only existing permissions, of the organization's menu
 * sections for an organization's role; none its author lacks. A name is once per organization, and
 * once among the platform's roles: the unique index roles_name_key holds it.
 */
export const roleHook: WriteHook = async ({ db, request, values, id, tenant }) => {
  const author = currentUser(request);
  const code = values.code as string;
  const [current] = id === null ? [] : await db.select({ code: roles.code, group_id: roles.group_id }).from(roles).where(eq(roles.id, id));
  // The organization stays on update; on create the code decides it.
  const groupId = current ? current.group_id : isPlatformRoleCode(code) ? null : tenant;
  const keepsCode = current?.code === code;
  if (groupId === null ? !isPlatformRoleCode(code) || !isPlatformRole(author.role) : !keepsCode && !(ORGANIZATION_ROLE_CODES as readonly string[]).includes(code)) {
    throw fieldError(request, 'code', 'validation.invalidFormat');
  }

  const requested = [...new Set(values.permissions_ids as number[])];
  const known = requested.length === 0 ? [] : await db.select({ id: consolePermissions.id, view_id: consolePermissions.view_id }).from(consolePermissions).where(inArray(consolePermissions.id, requested));
  if (known.length !== requested.length) throw fieldError(request, 'permissions_ids', 'validation.invalidFormat');
  if (groupId !== null) {
    const allowed = viewIdsInScopes(ORGANIZATION_VIEW_SCOPES);
    if (known.some((p) => !allowed.includes(p.view_id))) throw fieldError(request, 'permissions_ids', 'records.platformPermission');
  }
  const before = id === null ? [] : await permissionsOfRole(db, id);
  if (ungrantable(author, before, requested).length > 0) throw cannotGrant(request, 'permissions_ids');
  return { ...values, permissions_ids: requested, ...(current ? {} : { group_id: groupId }) };
};

/** A role's views follow from its permissions (role_views, which the sign-in reads). */
export const afterRoleWrite: AfterWriteHook = async ({ db, id }) => {
  await db.delete(roleViews).where(eq(roleViews.role_id, id));
  await db.execute(
    sql`insert into ${roleViews} (role_id, view_id) select distinct ${id}::int, p.view_id from ${rolePermissions} rp join ${consolePermissions} p on p.id = rp.permission_id where rp.role_id = ${id}`,
  );
};

/**
 * A console user: the role's organization is the user's (a platform role makes a platform user,
 * which only platform roles may); an author gives no role holding permissions they lack, and only
 * facilities of the organization that they themselves may open. The password is hashed.
 */
export const consoleUserHook: WriteHook = async ({ db, request, values, id }) => {
  const author = currentUser(request);
  const { password, confirm_password: _confirm, ...rest } = values;
  const [role] = await db
    .select({ id: roles.id, group_id: roles.group_id })
    .from(roles)
    .where(eq(roles.id, rest.role_id as number));
  if (!role || (role.group_id === null && !isPlatformRole(author.role))) throw fieldError(request, 'role_id', 'validation.invalidFormat');
  const [current] = id === null ? [] : await db.select({ role_id: consoleUsers.role_id }).from(consoleUsers).where(eq(consoleUsers.id, id));
  if (current?.role_id !== role.id && ungrantable(author, [], await permissionsOfRole(db, role.id)).length > 0) throw cannotGrant(request, 'role_id');

  const groupId = role.group_id;
  const wanted = groupId === null ? [] : [...new Set(rest.facilities_ids as number[])];
  if (wanted.length > 0) {
    const found = await db
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.group_id, groupId!), inArray(facilities.id, wanted)));
    if (found.length !== wanted.length) throw fieldError(request, 'facilities_ids', 'validation.invalidFormat');
  }
  // An author limited to some facilities gives only those (and never "all").
  if (!isPlatformRole(author.role) && author.facilities_ids.length > 0 && (wanted.length === 0 || wanted.some((f) => !author.facilities_ids.includes(f)))) {
    throw cannotGrant(request, 'facilities_ids');
  }
  // The user as saved sees no more than the author (the checks above name the field at fault).
  const [code] = await db.select({ code: roles.code }).from(roles).where(eq(roles.id, role.id));
  if (!withinReach(author, { role: code!.code, ...(await sightOfRole(db, role.id)), facilities_ids: wanted })) throw beyondReach();
  return {
    ...rest,
    group_id: groupId,
    facilities_ids: wanted,
    ...(typeof password === 'string' ? { password_hash: await hashPassword(password) } : {}),
  };
};

/** A console user saved disabled loses every session, as with the status call: enabling again does not bring them back. */
export const afterConsoleUserWrite: AfterWriteHook = async ({ db, id, values }) => {
  if (values.status === 'I') await endSessions(db, id, 'admin');
};

/** An app user: `consent_at` is when consent turned true; withdrawn consent clears it. */
export const appUserHook: WriteHook = async ({ db, values, id }) => {
  if (values.consent !== true) return { ...values, consent_at: null };
  const [current] = id === null ? [] : await db.select({ consent: appUsers.consent }).from(appUsers).where(eq(appUsers.id, id));
  return current?.consent ? values : { ...values, consent_at: new Date() };
};
