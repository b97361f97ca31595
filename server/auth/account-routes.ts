import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../domain/api/envelope';
import { registerRequestSchema } from '../../domain/auth/schemas';
import { withinReach } from '../../domain/access/reach';
import { isPlatformRole } from '../../domain/access/roles';
import type { Db, Executor } from '../db/connect';
import { hasPgCode, PG_UNIQUE_VIOLATION } from '../db/errors';
import { consoleUsers, outbox, roles } from '../db/schema';
import { sendResetCode } from './reset-codes';
import { ok, okList } from '../http/envelope';
import { AppError } from '../http/errors';
import { translator } from '../http/i18n';
import { assertGroupAccess, currentUser, outsideTenancy } from './guard';
import { beyondReach } from '../resources/user-hooks';
import { hashPassword } from './passwords';
import { endSessions } from './sessions';
import { RegistrationThrottle } from './registration-throttle';
import { findUserById } from './users';
import { requiredText, rowIdParam } from '../../domain/fields';

/** Console users' own accounts: registration, and an administrator ending or disabling someone's access. */
export async function accountRoutes(app: FastifyInstance, options: { db: Db; devOutbox: boolean; registrationsPerHour: number }): Promise<void> {
  const { db } = options;
  const registrations = new RegistrationThrottle(db, options.registrationsPerHour);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const messageSchema = okEnvelope(z.object({ message: z.string() }));

  r.post(
    '/user_console/register/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Create a console account with the client role (at most REGISTRATIONS_PER_HOUR per client address)',
        body: registerRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const t = translator(request.headers['accept-language']);
      await registrations.count(request.ip);
      const body = request.body;
      const username = body.username.toLowerCase();
      const email = body.email.trim();
      // The same work whether or not the username or address is taken, so neither the answer nor its time tells.
      const passwordHash = await hashPassword(body.new_password);
      try {
        await db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ username: consoleUsers.username, email: consoleUsers.email })
            .from(consoleUsers)
            .where(or(eq(consoleUsers.username, username), sql`lower(${consoleUsers.email}) = lower(${email})`))
            .limit(1);
          if (existing) return tellOwner(tx, existing, { username, email });
          const [role] = await tx
            .select({ id: roles.id })
            .from(roles)
            .where(and(eq(roles.code, 'client'), isNull(roles.group_id)));
          if (!role) throw new AppError('E500');
          await tx.insert(consoleUsers).values({ username, password_hash: passwordHash, first_name: body.first_name, last_name: body.last_name, email, role_id: role.id });
        });
      } catch (err) {
        // The same username registered at the same moment: the first one has it; this one answers as any other.
        if (!hasPgCode(err, PG_UNIQUE_VIOLATION)) throw err;
      }
      return ok({ message: t('auth.registered') });
    },
  );

  /**
   * Someone registered with the username or e-mail address of an existing account: no account is
   * made, and the account's owner hears of it through the outbox (at their address, else their
   * username), in English and Spanish: the account keeps no language.
   */
  async function tellOwner(tx: Executor, owner: { username: string; email: string | null }, tried: { username: string; email: string }): Promise<void> {
    const [en, es] = [translator('en'), translator('es')];
    await tx.insert(outbox).values({
      kind: 'registration_attempt',
      recipient: (owner.email || owner.username).toLowerCase(),
      subject: `${en('auth.registrationAttemptSubject')} / ${es('auth.registrationAttemptSubject')}`,
      body: `${en('auth.registrationAttemptBody', tried)}\n\n${es('auth.registrationAttemptBody', tried)}`,
    });
  }

  const userParams = z.object({ id: rowIdParam() });

  /** The target must be in the actor's organization and within the actor's reach (domain/access/reach.ts); only role A may act on role A. */
  async function manageable(actorId: number, targetId: number) {
    const actor = await findUserById(db, actorId);
    const target = await findUserById(db, targetId);
    if (!actor || !target) throw new AppError('E404');
    if (isPlatformRole(target.role) && !isPlatformRole(actor.role)) throw outsideTenancy();
    if (!isPlatformRole(actor.role)) assertGroupAccess(actor, target.group_id ?? -1);
    if (!withinReach(actor, target)) throw beyondReach();
    return target;
  }

  r.put(
    '/user_console/:id/status/',
    {
      config: { access: { views: [6] } },
      schema: {
        tags: ['console users'],
        summary: 'Enable (A) or disable (I) a console user; disabling ends their sessions, they are sent out at the next call',
        params: userParams,
        body: z.object({ status: z.enum(['A', 'I']) }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const target = await manageable(currentUser(request).id, request.params.id);
      await db.transaction(async (tx) => {
        await tx.update(consoleUsers).set({ status: request.body.status, updated_at: new Date() }).where(eq(consoleUsers.id, target.id));
        // Disabling ends the user's sessions: enabling again does not bring them back.
        if (request.body.status === 'I') await endSessions(tx, target.id, 'admin');
      });
      return ok({ message: translator(request.headers['accept-language'])('auth.statusChanged') });
    },
  );

  r.post(
    '/user_console/:id/end_sessions/',
    {
      config: { access: { views: [6] } },
      schema: {
        tags: ['console users'],
        summary: 'End every session of a console user: their tokens stop working and they must sign in again',
        params: userParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const target = await manageable(currentUser(request).id, request.params.id);
      await endSessions(db, target.id, 'admin');
      return ok({ message: translator(request.headers['accept-language'])('auth.sessionsEnded') });
    },
  );

  r.post(
    '/user_console/:id/reset_password/',
    {
      config: { access: { views: [6] } },
      schema: {
        tags: ['console users'],
        summary: 'Send a console user a password reset code (through the outbox, as the forgot-password page does); their password stays until they use it',
        params: userParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const target = await manageable(currentUser(request).id, request.params.id);
      if (target.status !== 'A') throw new AppError('E400', 'auth.resetDisabledUser');
      await db.transaction((tx) => sendResetCode(tx, target));
      return ok({ message: translator(request.headers['accept-language'])('auth.resetCodeSent', { username: target.username }) });
    },
  );

  if (options.devOutbox) {
    r.get(
      '/dev/outbox/',
      {
        config: { access: 'public' },
        schema: {
          tags: ['development'],
          summary: 'Development only (DEV_OUTBOX): the messages the product would have sent',
          querystring: z.object({ recipient: requiredText(100) }),
          response: {
            200: listEnvelope(z.object({ id: z.number(), recipient: z.string(), subject: z.string(), body: z.string(), created_at: z.date() })),
          },
        },
      },
      async (request) => {
        const rows = await db.select().from(outbox).where(eq(outbox.recipient, request.query.recipient.toLowerCase())).orderBy(desc(outbox.id)).limit(5);
        return okList(rows, rows.length);
      },
    );
  }
}
