import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { onDatabaseBefore } from '../test-support/migrations';
import { TokenService } from '../auth/tokens';

/**
 * The session migration (0019_session_families) on a database of the era before sessions: each live
 * refresh token becomes a session of its own, whose id is the token's, so the refresh tokens the
 * consoles hold (no `sid`) still refresh; revoked and expired ones are dropped.
 */
const LIVE = '11111111-1111-4111-8111-111111111111';
const REVOKED = '22222222-2222-4222-8222-222222222222';
const EXPIRED = '33333333-3333-4333-8333-333333333333';

describe('session migration: live refresh tokens become sessions', () => {
  it('on the database of the run (PGlite, or PostgreSQL under SERVER_TEST_DB=postgres)', async () => {
    await onDatabaseBefore('0019_session_families', async (query, migrate) => {
      await query(`insert into roles (id, code, name) values (901, 'A', 'Old admins')`);
      await query(`insert into console_users (id, username, password_hash, role_id, session_version) values (901, 'old.admin', 'x', 901, 3)`);
      await query(`insert into refresh_tokens (id, user_id, expires_at, revoked_at) values
        ('${LIVE}', 901, now() + interval '7 days', null),
        ('${REVOKED}', 901, now() + interval '7 days', now()),
        ('${EXPIRED}', 901, now() - interval '1 day', null)`);
      await migrate();

      const sessions = await query(`select id, user_id, ended_at, (expires_at > now() + interval '6 days') as lives from console_sessions`);
      expect(sessions).toEqual([{ id: LIVE, user_id: 901, ended_at: null, lives: true }]);
      expect(await query(`select id, session_id, replaced_by from refresh_tokens`)).toEqual([{ id: LIVE, session_id: LIVE, replaced_by: null }]);
      expect(await query(`select column_name from information_schema.columns where table_name = 'console_users' and column_name = 'session_version'`)).toEqual([]);
    });
  });

  it('a refresh token of that era (no sid) names the session the migration made of it', async () => {
    const secret = 'migration-secret-'.padEnd(48, 'x');
    const old = await new SignJWT({ typ: 'refresh', sv: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('901')
      .setJti(LIVE)
      .setIssuer('sideline')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await new TokenService(secret, 900, 3600).verifyRefresh(old)).toEqual({ userId: 901, sessionId: LIVE, jti: LIVE });
  });
});
