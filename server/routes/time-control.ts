import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { okEnvelope } from '../../domain/api/envelope';
import { API_PATHS } from '../../domain/api/paths';
import { timerQuerySchema, timerStateSchema, timerToggleSchema, userStateQuerySchema, type TimerAction, type TimerState } from '../../domain/time/time-control';
import { secondsWithin } from '../../domain/time/worked';
import { startOfDayIn } from '../../domain/time/zone';
import { assertFacilityAccess, currentUser } from '../auth/guard';
import type { AuthUser } from '../auth/users';
import type { Db } from '../db/connect';
import { facilities, timeRecords } from '../db/schema';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';

/**
 * The top bar's timer (SPEC §3 Timer response, §4 Timer, §7 Time control): staff clock in and out
 * at a facility. A running session is a `time_records` row with `ended_at` null; the partial
 * unique index `time_records_running_key` keeps it to one per user and facility.
 */
interface FacilityRow {
  id: number;
  group_id: number;
  timezone: string;
  time_control: boolean;
}

/** The clock of "now" (tests may fake `Date`). */
const now = () => new Date();

async function facilityFor(db: Db, user: AuthUser, facilityId: number, groupId: number | undefined): Promise<FacilityRow> {
  const [facility] = await db
    .select({ id: facilities.id, group_id: facilities.group_id, timezone: facilities.timezone, time_control: facilities.time_control })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  if (!facility) throw new AppError('E404');
  if (groupId !== undefined && facility.group_id !== groupId) throw new AppError('E404');
  assertFacilityAccess(user, facility);
  return facility;
}

/** The Timer response for a user at a facility: today's seconds (the facility's day) and whether a session runs. */
async function stateAt(db: Db, userId: number, facility: FacilityRow, at: Date): Promise<TimerState> {
  const from = startOfDayIn(at, facility.timezone);
  const spans = await db
    .select({ started_at: timeRecords.started_at, ended_at: timeRecords.ended_at })
    .from(timeRecords)
    .where(and(eq(timeRecords.user_id, userId), eq(timeRecords.facility_id, facility.id), or(isNull(timeRecords.ended_at), gt(timeRecords.ended_at, from))));
  return {
    user_console_time_control: facility.time_control ? 'Y' : 'N',
    secs_qty_sum: secondsWithin(spans, from, at),
    action: spans.some((s) => s.ended_at === null) ? 'end' : 'start',
  };
}

export async function timeControlRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: okEnvelope(timerStateSchema) };

  /** Both load calls answer the state of the user's timer at a facility. */
  const loadState = async (request: FastifyRequest<{ Querystring: { facility_id: number; group_id?: number | undefined } }>) => {
    const user = currentUser(request);
    const facility = await facilityFor(db, user, request.query.facility_id, request.query.group_id);
    return ok(await stateAt(db, user.id, facility, now()));
  };

  r.get(
    API_PATHS.timeControl,
    {
      schema: {
        tags: ['time control'],
        summary: "The timer's state at a facility: time control Y/N, seconds worked today (running session included), next action",
        querystring: timerQuerySchema,
        response,
      },
    },
    loadState,
  );

  r.get(
    API_PATHS.userState,
    {
      schema: {
        tags: ['time control'],
        summary: "The timer's state at a facility (the organization is the facility's)",
        querystring: userStateQuerySchema,
        response,
      },
    },
    loadState,
  );

  r.post(
    API_PATHS.timeControl,
    {
      schema: {
        tags: ['time control'],
        summary: "Starts or ends the user's session at a facility (toggles; with `action`, only does that action) and answers the new state",
        body: timerToggleSchema,
        response,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { group_id, facility_id, action } = request.body;
      const facility = await facilityFor(db, user, facility_id, group_id);
      const state = await db.transaction(async (tx) => {
        const at = now();
        const [running] = await tx
          .select({ id: timeRecords.id })
          .from(timeRecords)
          .where(and(eq(timeRecords.user_id, user.id), eq(timeRecords.facility_id, facility.id), isNull(timeRecords.ended_at)));
        const intent: TimerAction = action ?? (running ? 'end' : 'start');
        if (intent === 'start' && !facility.time_control) throw new AppError('E403', 'timeControl.disabled');
        if (intent === 'start' && !running) {
          // A concurrent start may have won since the read: the running-key index keeps one row, this one is dropped.
          await tx
            .insert(timeRecords)
            .values({ user_id: user.id, group_id: facility.group_id, facility_id: facility.id, started_at: at })
            .onConflictDoNothing({ target: [timeRecords.user_id, timeRecords.facility_id], where: sql`ended_at is null` });
        } else if (intent === 'end' && running) {
          // A concurrent end may have won: then nothing is left to end.
          await tx
            .update(timeRecords)
            .set({ ended_at: at })
            .where(and(eq(timeRecords.id, running.id), isNull(timeRecords.ended_at)));
        }
        return stateAt(tx, user.id, facility, at);
      });
      return ok(state);
    },
  );
}
