import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LocalDate } from '@js-joda/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '../../domain/api/envelope';
import type { BookingPrice } from '../../domain/bookings/price';
import { isMatchType, normalizeReservation, paymentStateOf, type ReservationFacts } from '../../domain/bookings/quote';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { reservationCreateSchema, reservationInputSchema, reservationSchema, type ReservationInput } from '../../domain/bookings/reservation';
import { priceBreakdownSchema, quoteRequestSchema, reservationDetailSchema, type PriceBreakdown } from '../../domain/bookings/reservation-detail';
import { decide } from '../../machines/booking.machine';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/connect';
import { hasPgCode, PG_EXCLUSION_VIOLATION } from '../db/errors';
import { bookingSlots, bookings, cancellationReasons, consoleUsers, contacts, fields } from '../db/schema';
import { ok } from '../http/envelope';
import { AppError, fieldError } from '../http/errors';
import { recordHistory } from './booking-history';
import { ownFacility } from '../auth/guard';
import { bookingFor, factsOf, participantsOf, priceOf, quoteFacts, type BookingRow } from './booking-support';
import { countJoined } from '../../domain/bookings/types';
import { blockedFields, conflictsWith, toReservation } from '../bookings/slots';
import { BOOKING_VIEWS, refused } from './reservations';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const breakdown = (p: BookingPrice, currency: string): PriceBreakdown => ({
  field_price_cents: p.fieldPrice,
  payers: p.payers,
  share_cents: p.share,
  service_fee_cents: p.serviceFee,
  total_cents: p.total,
  currency,
});

/** The inputs as the price and the table take them: the type's unused inputs cleared. */
function factsOfInput(body: ReservationInput): ReservationFacts {
  return normalizeReservation({
    type: body.type,
    contact_id: body.contact_id,
    skill_level: body.skill_level,
    min_players: body.min_players,
    max_players: body.max_players,
    price_per_player_cents: body.price_per_player_cents,
    cancel_hours_before: body.cancel_hours_before,
    pricing_method: body.pricing_method,
    include_video: body.include_video,
  });
}


/** The booked columns compared for the 'updated' history line. */
const TRACKED = ['type', 'contact_id', 'notes', 'skill_level', 'min_players', 'max_players', 'price_per_player_cents', 'cancel_hours_before', 'pricing_method', 'include_video', 'amount_cents'] as const;

/**
 * The reservation form's calls (SPEC §3 Booking, §7): create and update a booking with every input
 * of its type, its price recomputed here from the field's price and the organization's fees (a
 * client's amount is never read), the overlap invariant kept by the database (E409 naming the
 * bookings in the way), and a history line for each change. Also the detail and the price quote.
 */
export async function reservationFormRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: { views: BOOKING_VIEWS } };
  const tags = ['reservations'];
  const invalid = (request: FastifyRequest, field: string, key = 'validation.invalidFormat') => fieldError(request, field, key);

  async function activeField(request: FastifyRequest, facilityId: number, fieldId: number) {
    const [field] = await db.select().from(fields).where(and(eq(fields.id, fieldId), eq(fields.facility_id, facilityId), eq(fields.status, 'A')));
    if (!field) throw invalid(request, 'field_id');
    return field;
  }

  async function checkContact(request: FastifyRequest, facilityId: number, contactId: number | null) {
    if (contactId === null) return;
    const [contact] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.facility_id, facilityId)));
    if (!contact) throw invalid(request, 'contact_id');
  }

  /** The overlap answer: E409 with the live bookings in the way (not the booking itself). */
  async function overlap(blocked: number[], start: Date, end: Date, self?: number): Promise<AppError> {
    const conflicts = (await conflictsWith(db, blocked, start, end)).filter((c) => c.id !== self);
    return new AppError('E409', 'bookings.overlap', {}, { conflicts });
  }

  r.post(
    '/reservation/',
    { config: access, schema: { tags, summary: 'Book a field at a local date and time of its facility, with every input of its type; the server prices it', body: reservationCreateSchema, response: { 200: okEnvelope(reservationSchema) } } },
    async (request) => {
      const body = request.body;
      const facility = await ownFacility(db, request, body.facility_id);
      const field = await activeField(request, facility.id, body.field_id);
      const facts = factsOfInput(body);
      await checkContact(request, facility.id, facts.contact_id);
      const [slot] = seriesSlots([LocalDate.parse(body.date)], { time: body.time, minutes: body.minutes, zone: facility.timezone });
      const { start, end } = slot!;
      const price = await priceOf(db, facts, field.id, facility.group_id, body.minutes, 0);
      const blocked = await blockedFields(db, field);
      try {
        const row = await db.transaction(async (tx) => {
          const [booking] = await tx
            .insert(bookings)
            .values({
              facility_id: facility.id,
              field_id: field.id,
              start_at: start,
              end_at: end,
              notes: body.notes,
              ...facts,
              amount_cents: price.total,
              service_fee_cents: price.serviceFee,
              origin: 'console',
              created_by: currentUser(request).id,
            })
            .returning();
          await tx.insert(bookingSlots).values(blocked.map((field_id) => ({ booking_id: booking!.id, field_id, start_at: start, end_at: end })));
          await recordHistory(tx, request, booking!.id, 'created', { type: booking!.type, field_id: field.id, start_at: start.toISOString(), amount_cents: booking!.amount_cents });
          return booking!;
        });
        return ok(toReservation(row, facility.currency));
      } catch (err) {
        if (!hasPgCode(err, PG_EXCLUSION_VIOLATION)) throw err;
        throw await overlap(blocked, start, end);
      }
    },
  );

  r.put(
    '/reservation/:id/',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a booking: its inputs, and its time or field (the booking machine decides a move; overlaps answer E409). The maximum cannot go below those already registered.',
        params: idParams,
        body: reservationInputSchema,
        response: { 200: okEnvelope(reservationSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const { booking, facility } = await bookingFor(db, request, request.params.id);
      if (booking.status === 'cancelled') throw refused(request, 'booking_cancelled');
      const field = await activeField(request, facility.id, body.field_id);
      const facts = factsOfInput(body);
      await checkContact(request, facility.id, facts.contact_id);
      const participants = await participantsOf(db, booking.id);
      if (facts.max_players !== null && facts.max_players < countJoined(participants)) throw invalid(request, 'max_players', 'bookings.maxBelowRegistered');

      const [slot] = seriesSlots([LocalDate.parse(body.date)], { time: body.time, minutes: body.minutes, zone: facility.timezone });
      const { start, end } = slot!;
      const moved = start.getTime() !== booking.start_at.getTime() || end.getTime() !== booking.end_at.getTime() || field.id !== booking.field_id;
      if (moved) {
        const decision = decide(factsOf(booking, participants), { type: 'booking.reschedule', start: start.toISOString(), end: end.toISOString(), fieldId: field.id }, new Date().toISOString());
        if (!decision.ok) throw refused(request, decision.reason);
      }
      const price = await priceOf(db, facts, field.id, facility.group_id, body.minutes, countJoined(participants));
      const next = { notes: body.notes, ...facts, amount_cents: price.total, service_fee_cents: price.serviceFee };
      const payment_state = paymentStateOf(price.total, booking.amount_paid_cents, booking.payment_state);
      const changes = Object.fromEntries(
        TRACKED.filter((k) => next[k] !== booking[k]).map((k) => [k, { from: booking[k], to: next[k] }]),
      );
      const blocked = await blockedFields(db, field);
      try {
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(bookings)
            // A booking that is no longer a match is no longer for sale.
            .set({ ...next, payment_state, field_id: field.id, start_at: start, end_at: end, ...(isMatchType(facts.type) ? {} : { for_sale: false }), updated_at: new Date() })
            .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
            .returning();
          // Cancelled meanwhile by someone else.
          if (!updated) throw refused(request, 'booking_cancelled');
          if (moved) {
            await tx.delete(bookingSlots).where(eq(bookingSlots.booking_id, booking.id));
            await tx.insert(bookingSlots).values(blocked.map((field_id) => ({ booking_id: booking.id, field_id, start_at: start, end_at: end })));
            await recordHistory(tx, request, booking.id, 'rescheduled', {
              from: { field_id: booking.field_id, start_at: booking.start_at.toISOString(), end_at: booking.end_at.toISOString() },
              to: { field_id: field.id, start_at: start.toISOString(), end_at: end.toISOString() },
            });
          }
          if (Object.keys(changes).length > 0) await recordHistory(tx, request, booking.id, 'updated', { changes });
          return updated;
        });
        return ok(toReservation(row, facility.currency));
      } catch (err) {
        if (!hasPgCode(err, PG_EXCLUSION_VIOLATION)) throw err;
        throw await overlap(blocked, start, end, booking.id);
      }
    },
  );

  r.post(
    '/console/reservation/recalculate_payment/',
    {
      config: access,
      schema: { tags, summary: "The price of a booking before it is saved: the field's hourly price, the organization's fees, the pricing method (what the server will store)", body: quoteRequestSchema, response: { 200: okEnvelope(priceBreakdownSchema) } },
    },
    async (request) => {
      const body = request.body;
      const facility = await ownFacility(db, request, body.facility_id);
      const field = await activeField(request, facility.id, body.field_id);
      const facts = normalizeReservation({
        type: body.type,
        contact_id: null,
        skill_level: null,
        min_players: body.min_players,
        max_players: null,
        price_per_player_cents: body.price_per_player_cents,
        cancel_hours_before: null,
        pricing_method: body.pricing_method,
        include_video: false,
      });
      return ok(breakdown(await priceOf(db, facts, field.id, facility.group_id, body.minutes, body.participants), facility.currency));
    },
  );

  r.get(
    '/reservation/detail/:id/',
    { config: access, schema: { tags, summary: 'A booking with its field and contact names, participants, price breakdown, balance and who created it', params: idParams, response: { 200: okEnvelope(reservationDetailSchema) } } },
    async (request) => {
      const { booking, facility } = await bookingFor(db, request, request.params.id);
      return ok(await detailOf(db, booking, facility));
    },
  );
}

/** The detail of a booking (also answered by the calls that change it from the detail screen). */
export async function detailOf(db: Db, booking: BookingRow, facility: { group_id: number; currency: string }) {
  const [field] = await db.select({ name: fields.name }).from(fields).where(eq(fields.id, booking.field_id));
  const [contact] = booking.contact_id === null ? [] : await db.select({ name: contacts.name, phone: contacts.phone }).from(contacts).where(eq(contacts.id, booking.contact_id));
  const [creator] =
    booking.created_by === null ? [] : await db.select({ first: consoleUsers.first_name, last: consoleUsers.last_name, username: consoleUsers.username }).from(consoleUsers).where(eq(consoleUsers.id, booking.created_by));
  const [reason] = booking.cancel_reason_id === null ? [] : await db.select({ name: cancellationReasons.name }).from(cancellationReasons).where(eq(cancellationReasons.id, booking.cancel_reason_id));
  const participants = await participantsOf(db, booking.id);
  const minutes = (booking.end_at.getTime() - booking.start_at.getTime()) / 60_000;
  const price = await priceOf(db, quoteFacts(booking), booking.field_id, facility.group_id, minutes, countJoined(participants));
  return {
    ...toReservation(booking, facility.currency),
    field_name: field?.name ?? '',
    contact_name: contact?.name ?? null,
    contact_phone: contact?.phone ?? null,
    cancel_reason_name: reason?.name ?? null,
    created_by_name: creator ? `${creator.first} ${creator.last}`.trim() || creator.username : null,
    created_at: booking.created_at.toISOString(),
    participants: participants.map((p) => ({ id: p.id, contact_id: p.contact_id, name: p.name, phone: p.phone, email: p.email, is_guest: p.is_guest, paid: p.paid, not_going: p.not_going, no_show: p.no_show, amount_cents: p.amount_cents })),
    price: breakdown(price, facility.currency),
    balance_cents: Math.max(0, booking.amount_cents - booking.amount_paid_cents),
  };
}
