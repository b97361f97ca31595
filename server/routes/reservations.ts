import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LocalDate } from '@js-joda/core';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '../../domain/api/envelope';
import { recurrenceDates, recurrenceInputSchema, recurrenceProblems, ruleFromInput, seriesSlots } from '../../domain/bookings/recurrence';
import { findConflicts } from '../../domain/bookings/overlap';
import { decide, type BookingRefusal } from '../../machines/booking.machine';
import { reservationSchema } from '../../domain/bookings/reservation';
import { isoDateSchema, timeOfDaySchema } from '../../domain/bookings/types';
import { ownFacility } from '../auth/guard';
import type { Db } from '../db/connect';
import { hasPgCode, PG_EXCLUSION_VIOLATION } from '../db/errors';
import { bookingSlots, bookings, cancellationReasons, fields } from '../db/schema';
import { blockedFields, conflictsWith, conflictsWithAny, toReservation } from '../bookings/slots';
import { ok } from '../http/envelope';
import { recordHistory } from './booking-history';
import { factsOf } from './booking-support';
import { AppError, fieldError } from '../http/errors';

/** Who may book: the schedule (23), the reservation (31) and the reservation form (35). */
export const BOOKING_VIEWS = [23, 31, 35];

const amountsSchema = z.object({ price: z.number().int(), serviceFee: z.number().int(), video: z.number().int() });
/** What a cancellation gives back, in cents (SPEC §9 refund rules). */
const refundSchema = z.object({ refund: amountsSchema, kept: amountsSchema, total: z.number().int(), videoCancelled: z.boolean() });

/** The machine refused: E409 with its reason, translated (`bookings.refused.<reason>`), and the code in `data`. */
export function refused(request: FastifyRequest, reason: BookingRefusal): AppError {
  if (reason === 'reason_unknown') return fieldError(request, 'reason_id', 'validation.invalidFormat', { data: { reason } });
  return new AppError('E409', `bookings.refused.${reason}`, {}, { reason });
}

/**
 * Reservations (SPEC §7 `/reservation/...`). Creating one writes the booking and the slots it
 * occupies in one transaction; the database's exclusion constraint decides overlaps, so two
 * clients booking the same time at once get one booking and one E409 naming the booking in the way.
 */
export async function reservationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: { views: BOOKING_VIEWS } };
  const tags = ['reservations'];

  const invalid = (request: FastifyRequest, field: string) => fieldError(request, field, 'validation.invalidFormat');


  // POST /reservation/ (create) and PUT /reservation/:id/ (update): reservation-form.ts.

  r.put(
    '/reservation/cancel/:id/',
    {
      config: access,
      schema: {
        tags,
        summary: "Cancel a booking with one of the organization's cancellation reasons: it no longer blocks its fields. The booking machine decides (machines/booking.machine.ts).",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ reason_id: z.number().int().positive() }),
        response: { 200: okEnvelope(reservationSchema.extend({ refund: refundSchema })) },
      },
    },
    async (request) => {
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, request.params.id));
      if (!booking) throw new AppError('E404');
      const facility = await ownFacility(db, request, booking.facility_id);
      const reasons = await db
        .select({ id: cancellationReasons.id })
        .from(cancellationReasons)
        .where(and(eq(cancellationReasons.group_id, facility.group_id), eq(cancellationReasons.status, 'A')));
      const decision = decide(factsOf(booking), { type: 'booking.cancel', reasonId: request.body.reason_id }, new Date().toISOString(), reasons.map((x) => x.id));
      if (!decision.ok) throw refused(request, decision.reason);
      if (decision.effect.type !== 'effect.cancel') throw new AppError('E500');
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancel_reason_id: request.body.reason_id, for_sale: false, updated_at: new Date() })
          .where(and(eq(bookings.id, booking.id), ne(bookings.status, 'cancelled')))
          .returning();
        // Cancelled at the same moment by someone else: the machine's rule holds for the loser too.
        if (!updated) throw refused(request, 'booking_cancelled');
        await tx.update(bookingSlots).set({ live: false }).where(eq(bookingSlots.booking_id, booking.id));
        await recordHistory(tx, request, booking.id, 'cancelled', { reason_id: request.body.reason_id });
        return updated;
      });
      return ok({ ...toReservation(row, facility.currency), refund: decision.effect.refund });
    },
  );

  r.put(
    '/console/reservation/reschedule/',
    {
      config: access,
      schema: {
        tags,
        summary: 'Move a booking to another time or field of its facility, keeping its duration. The booking machine decides; overlaps answer E409.',
        body: z.object({ id: z.number().int().positive(), field_id: z.number().int().positive(), date: isoDateSchema, time: timeOfDaySchema }),
        response: { 200: okEnvelope(reservationSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, body.id));
      if (!booking) throw new AppError('E404');
      const facility = await ownFacility(db, request, booking.facility_id);
      const [field] = await db.select().from(fields).where(and(eq(fields.id, body.field_id), eq(fields.facility_id, facility.id), eq(fields.status, 'A')));
      if (!field) throw invalid(request, 'field_id');
      const minutes = (booking.end_at.getTime() - booking.start_at.getTime()) / 60_000;
      const [slot] = seriesSlots([LocalDate.parse(body.date)], { time: body.time, minutes, zone: facility.timezone });
      const { start, end } = slot!;
      const decision = decide(factsOf(booking), { type: 'booking.reschedule', start: start.toISOString(), end: end.toISOString(), fieldId: field.id }, new Date().toISOString());
      if (!decision.ok) throw refused(request, decision.reason);
      const blocked = await blockedFields(db, field);
      try {
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(bookings)
            .set({ field_id: field.id, start_at: start, end_at: end, updated_at: new Date() })
            .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirmed')))
            .returning();
          if (!updated) throw refused(request, 'booking_cancelled');
          await tx.delete(bookingSlots).where(eq(bookingSlots.booking_id, booking.id));
          await tx.insert(bookingSlots).values(blocked.map((field_id) => ({ booking_id: booking.id, field_id, start_at: start, end_at: end })));
          await recordHistory(tx, request, booking.id, 'rescheduled', { from: { field_id: booking.field_id, start_at: booking.start_at.toISOString() }, to: { field_id: field.id, start_at: start.toISOString() } });
          return updated;
        });
        return ok(toReservation(row, facility.currency));
      } catch (err) {
        if (!hasPgCode(err, PG_EXCLUSION_VIOLATION)) throw err;
        const conflicts = (await conflictsWith(db, blocked, start, end)).filter((c) => c.id !== booking.id);
        throw new AppError('E409', 'bookings.overlap', {}, { conflicts });
      }
    },
  );

  r.post(
    '/recurring_reservation/verify/',
    {
      config: access,
      schema: {
        tags,
        summary: 'For each date of a weekly series on a field: whether it conflicts (with a live booking or blocked time on the field or a field shared with it) and with what',
        body: recurrenceInputSchema.extend({ facility_id: z.number().int().positive(), field_id: z.number().int().positive(), time: timeOfDaySchema, minutes: z.number().int().min(1).max(24 * 60) }),
        response: { 200: okEnvelope(z.array(z.object({ date: z.string(), start_at: z.string(), end_at: z.string(), conflicts: z.array(reservationSchema) }))) },
      },
    },
    async (request) => {
      const body = request.body;
      const facility = await ownFacility(db, request, body.facility_id);
      const [field] = await db.select().from(fields).where(and(eq(fields.id, body.field_id), eq(fields.facility_id, facility.id)));
      if (!field) throw invalid(request, 'field_id');
      const rule = ruleFromInput(body);
      const problems = recurrenceProblems(rule);
      if (problems.length > 0) throw invalid(request, problems.includes('until_before_start') || problems.includes('too_long') ? 'end_date' : 'weekdays');
      const slots = seriesSlots(recurrenceDates(rule), { time: body.time, minutes: body.minutes, zone: facility.timezone }).map((x) => ({ ...x, fieldId: field.id }));
      const blocked = await blockedFields(db, field);
      // One query for every date of the series (a multirange on the GiST index); which date each
      // booking stands in the way of is then worked out in memory.
      const inWay = await conflictsWithAny(db, blocked, slots);
      const byId = new Map(inWay.map((b) => [b.id, b]));
      const occupants = inWay.map((b) => ({ kind: b.type === 'blocked' ? ('blocked_time' as const) : ('booking' as const), id: b.id, fieldId: field.id, start: new Date(b.start_at), end: new Date(b.end_at) }));
      const verdicts = findConflicts(slots, occupants);
      return ok(
        verdicts.map((v) => ({
          date: v.slot.date,
          start_at: v.slot.start.toISOString(),
          end_at: v.slot.end.toISOString(),
          conflicts: v.conflicts.map((c) => byId.get(c.id)!),
        })),
      );
    },
  );

  r.get(
    '/reservation/facility/:facility_id/',
    {
      config: access,
      schema: {
        tags,
        summary: 'Live bookings of a facility that overlap [from, to)',
        params: z.object({ facility_id: z.coerce.number().int().positive() }),
        querystring: z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) }),
        response: { 200: okEnvelope(z.array(reservationSchema)) },
      },
    },
    async (request) => {
      const facility = await ownFacility(db, request, request.params.facility_id);
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      const rows = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.facility_id, facility.id), or(eq(bookings.status, 'confirmed'), eq(bookings.status, 'completed')), lt(bookings.start_at, to), gt(bookings.end_at, from)))
        .orderBy(bookings.start_at, bookings.field_id);
      return ok(rows.map((row) => toReservation(row, facility.currency)));
    },
  );
}
