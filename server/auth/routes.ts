import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '../../domain/api/envelope';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseDataSchema,
  logoutRequestSchema,
  refreshResponseDataSchema,
  resetPasswordRequestSchema,
  userProfileSchema,
} from '../../domain/auth/schemas';
import type { Db } from '../db/connect';
import { consoleUsers, passwordResetTokens } from '../db/schema';
import { sendResetCode, sha256 } from './reset-codes';
import { ok } from '../http/envelope';
import { AppError, fieldError } from '../http/errors';
import { translator } from '../http/i18n';
import { currentUser } from './guard';
import type { LoginThrottle } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { endSession, endSessions, refreshSession, startSession } from './sessions';
import type { TokenService } from './tokens';
import { findUserById, findUserByUsername, toProfile } from './users';

export interface AuthRoutesOptions {
  db: Db;
  tokens: TokenService;
  throttle: LoginThrottle;
  clientId: string;
  clientSecret: string;
}

const messageSchema = okEnvelope(z.object({ message: z.string() }));

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function assertConsoleClient(request: FastifyRequest, clientId: string, clientSecret: string): void {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const sep = decoded.indexOf(':');
  const ok = sep > 0 && sameSecret(decoded.slice(0, sep), clientId) && sameSecret(decoded.slice(sep + 1), clientSecret);
  if (!ok) throw new AppError('E403', 'auth.invalidClient');
}

function refreshBearer(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('T002');
  return match[1];
}

/** Sign-in, refresh, sign-out and passwords (SPEC §7 Session, Console users). */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { db, tokens, throttle } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user_console/login/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Sign in with username and password; Basic header with the console client credentials',
        body: loginRequestSchema,
        response: { 200: okEnvelope(loginResponseDataSchema) },
      },
    },
    async (request) => {
      assertConsoleClient(request, options.clientId, options.clientSecret);
      const username = request.body.username.toLowerCase();
      const attempt = await throttle.begin(username, request.ip);
      const user = await findUserByUsername(db, username);
      const passwordOk = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !passwordOk) throw throttle.failed(attempt);
      if (user.status !== 'A') throw new AppError('E004', 'auth.accountDisabled');
      await throttle.succeeded(username, request.ip);

      const session = await db.transaction(async (tx) => {
        await tx.update(consoleUsers).set({ last_login: new Date() }).where(eq(consoleUsers.id, user.id));
        return startSession(tx, tokens, user.id);
      });
      return ok({ ...toProfile(user), ...session });
    },
  );

  r.post(
    '/auth/refresh/console/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'New tokens; bearer = refresh token, no body. The refresh token is replaced: presenting it again ends the session (T004)',
        response: { 200: okEnvelope(refreshResponseDataSchema) },
      },
    },
    async (request, reply) => {
      const claims = await tokens.verifyRefresh(refreshBearer(request));
      const user = await findUserById(db, claims.userId);
      if (!user) throw new AppError('T004');
      if (user.status !== 'A') {
        reply.header('logout', 'true');
        throw new AppError('E004', 'auth.accountDisabled');
      }
      return ok(await refreshSession(db, tokens, claims));
    },
  );

  r.post(
    '/user_console/logout/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: "Sign out: ends the given refresh token's session, its access tokens too (proof of the session is the token itself)",
        body: logoutRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const t = translator(request.headers['accept-language']);
      try {
        const claims = await tokens.verifyRefresh(request.body.refresh_token);
        await endSession(db, claims.userId, claims.sessionId, 'signOut');
      } catch (err) {
        // An expired refresh token's session is over already: signing out still succeeds.
        if (!(err instanceof AppError && err.code === 'T004')) throw err;
      }
      return ok({ message: t('auth.loggedOut') });
    },
  );

  r.get('/user_console/ping/', { schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: okEnvelope(userProfileSchema) } } }, async (request) => ok(toProfile(currentUser(request))));

  r.post(
    '/user_console/change_password/',
    {
      schema: {
        tags: ['session'],
        summary: "Change the signed-in user's password (current, new, confirmation); ends the user's other sessions, this one goes on with its tokens",
        body: changePasswordRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const t = translator(request.headers['accept-language']);
      if (!(await verifyPassword(request.body.current_password, user.password_hash))) {
        throw fieldError(request, 'current_password', 'auth.wrongCurrentPassword', { message: 'auth.wrongCurrentPassword' });
      }
      const passwordHash = await hashPassword(request.body.new_password);
      await db.transaction(async (tx) => {
        await tx.update(consoleUsers).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(consoleUsers.id, user.id));
        await endSessions(tx, user.id, 'password', user.session_id);
      });
      return ok({ message: t('auth.passwordChanged') });
    },
  );

  r.post(
    '/user_console/forgot_password/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Request a reset code; it is written to the outbox (no mail server needed)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const t = translator(request.headers['accept-language']);
      const user = await findUserByUsername(db, request.body.username);
      if (user && user.status === 'A') {
        await db.transaction((tx) => sendResetCode(tx, user));
      }
      // The same answer whether or not the account exists.
      return ok({ message: t('auth.resetRequested') });
    },
  );

  r.post(
    '/user_console/reset_password/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Set a new password with a reset code; ends every session of the user',
        body: resetPasswordRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const t = translator(request.headers['accept-language']);
      const hash = sha256(request.body.token);
      const passwordHash = await hashPassword(request.body.new_password);
      const userId = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResetTokens)
          .set({ used_at: new Date() })
          .where(and(eq(passwordResetTokens.token_hash, hash), isNull(passwordResetTokens.used_at), gt(passwordResetTokens.expires_at, new Date())))
          .returning({ user_id: passwordResetTokens.user_id });
        if (!row) return undefined;
        await tx.update(consoleUsers).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(consoleUsers.id, row.user_id));
        await endSessions(tx, row.user_id, 'password');
        return row.user_id;
      });
      if (userId === undefined) {
        throw fieldError(request, 'token', 'auth.resetTokenInvalid', { message: 'auth.resetTokenInvalid' });
      }
      const user = await findUserById(db, userId);
      if (user) await throttle.clear(user.username);
      return ok({ message: t('auth.passwordReset') });
    },
  );
}
