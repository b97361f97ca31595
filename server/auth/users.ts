import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { UserProfile } from '../../domain/auth/schemas';
import { roleLabelKey } from '../../domain/access/roles';
import type { Db } from '../db/connect';
import type { SessionState } from './sessions';
import { consoleSessions, consoleUsers, roles, rolePermissions, roleViews, userFacilities } from '../db/schema';

/** The acting console user as the guard and the login answer see it. */
export interface AuthUser extends UserProfile {
  status: string;
  password_hash: string;
  /** The session of the request's access token (console_sessions.id); null when read outside a request's sign-in. */
  session_id: string | null;
}

const intArray = (query: SQL) => sql<number[]>`coalesce((${query}), '{}'::int[])`;

const userColumns = {
  id: consoleUsers.id,
  username: consoleUsers.username,
  first_name: consoleUsers.first_name,
  last_name: consoleUsers.last_name,
  avatar: consoleUsers.avatar,
  status: consoleUsers.status,
  password_hash: consoleUsers.password_hash,
  group_id: consoleUsers.group_id,
  role: roles.code,
  role_name: roles.name,
  views_ids: intArray(sql`select array_agg(${roleViews.view_id} order by ${roleViews.view_id}) from ${roleViews} where ${roleViews.role_id} = ${roles.id}`),
  permissions_ids: intArray(sql`select array_agg(${rolePermissions.permission_id} order by ${rolePermissions.permission_id}) from ${rolePermissions} where ${rolePermissions.role_id} = ${roles.id}`),
  facilities_ids: intArray(sql`select array_agg(${userFacilities.facility_id} order by ${userFacilities.facility_id}) from ${userFacilities} where ${userFacilities.user_id} = ${consoleUsers.id}`),
};

function selectUsers(db: Db) {
  return db.select(userColumns).from(consoleUsers).innerJoin(roles, eq(roles.id, consoleUsers.role_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

function toAuthUser(row: Row): AuthUser {
  const fullName = `${row.first_name} ${row.last_name}`.trim() || row.username;
  return {
    id: row.id,
    fullName,
    username: row.username,
    avatar: row.avatar,
    role: row.role,
    role_name: row.role_name || roleLabelKey(row.role),
    group_id: row.group_id,
    facilities_ids: row.facilities_ids,
    views_ids: row.views_ids,
    permissions_ids: row.permissions_ids,
    status: row.status,
    password_hash: row.password_hash,
    session_id: null,
  };
}

export async function findUserById(db: Db, id: number): Promise<AuthUser | undefined> {
  const [row] = await selectUsers(db).where(eq(consoleUsers.id, id));
  return row && toAuthUser(row);
}

/**
 * The user of an access token with the token's session, in one query (the guard reads it on every
 * request): `session` is undefined when that session of the user is gone.
 */
export async function findUserInSession(db: Db, id: number, sessionId: string): Promise<{ user: AuthUser; session: SessionState | undefined } | undefined> {
  const [row] = await db
    .select({ ...userColumns, session: { id: consoleSessions.id, ended_at: consoleSessions.ended_at, end_reason: consoleSessions.end_reason } })
    .from(consoleUsers)
    .innerJoin(roles, eq(roles.id, consoleUsers.role_id))
    .leftJoin(consoleSessions, and(eq(consoleSessions.id, sessionId), eq(consoleSessions.user_id, consoleUsers.id)))
    .where(eq(consoleUsers.id, id));
  if (!row) return undefined;
  const { session, ...user } = row;
  return { user: toAuthUser(user), session: session?.id == null ? undefined : session };
}

export async function findUserByUsername(db: Db, username: string): Promise<AuthUser | undefined> {
  const [row] = await selectUsers(db).where(eq(consoleUsers.username, username.trim().toLowerCase()));
  return row && toAuthUser(row);
}

/** The profile of SPEC §3 without the server-only columns. */
export function toProfile(user: AuthUser): UserProfile {
  const { status: _s, password_hash: _h, session_id: _i, ...profile } = user;
  return profile;
}
