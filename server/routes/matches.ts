import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { okEnvelope } from '../../domain/api/envelope';
import { paymentStateOf, typeInputs } from '../../domain/bookings/quote';
import { addGuestSchema, addPlayerSchema, markParticipantsSchema, removePlayerSchema, reservationDetailSchema } from '../../domain/bookings/reservation-detail';
import { countJoined, type BookingType } from '../../domain/bookings/types';
import { decide } from '../../machines/booking.machine';
import type { Db } from '../db/connect';
import { bookingParticipants, bookings, contacts } from '../db/schema';
import { ok } from '../http/envelope';
import { AppError, fieldError } from '../http/errors';
import { recordHistory, type Tx } from './booking-history';
import { bookingFor, factsOf, lockBooking, participantsOf, priceOf, quoteFacts, reprice, type BookingRow } from './booking-support';
import { detailOf } from './reservation-form';
import { BOOKING_VIEWS, refused } from './reservations';

/**
 * The people of a booking (SPEC §3 Booking participants, §7 Matches): add a guest, add and remove
 * players, mark them paid / not going / no-show. Each change runs in one transaction with the
 * booking row locked, so two desks adding the last place at once cannot both get it: the number
 * who joined never goes above the maximum. Each writes a history line; the price follows.
 */
export async function matchRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: { views: BOOKING_VIEWS } };
  const tags = ['matches'];
  const response = { 200: okEnvelope(reservationDetailSchema) };

  /** The booking, locked, if people can still join it: not cancelled, of a type that takes participants. */
  async function openBooking(tx: Tx, request: FastifyRequest, bookingId: number): Promise<BookingRow> {
    const { facility } = await bookingFor(tx, request, bookingId);
    const booking = await lockBooking(tx, bookingId, facility.id);
    if (booking.status === 'cancelled') throw refused(request, 'booking_cancelled');
    if (!typeInputs(booking.type as BookingType).participants) throw new AppError('E409', 'bookings.noParticipants');
    return booking;
  }

  /** Someone more joins: refused once the maximum has joined. */
  async function assertRoom(tx: Tx, booking: BookingRow): Promise<void> {
    if (booking.max_players !== null && countJoined(await participantsOf(tx, booking.id)) >= booking.max_players) throw new AppError('E409', 'bookings.full', {}, { max_players: booking.max_players });
  }

  /** Runs a change of participants, reprices the booking and answers its detail. */
  async function change(request: FastifyRequest, bookingId: number, run: (tx: Tx, booking: BookingRow, groupId: number) => Promise<void>) {
    const { facility } = await bookingFor(db, request, bookingId);
    const row = await db.transaction(async (tx) => {
      const booking = await openBooking(tx, request, bookingId);
      await run(tx, booking, facility.group_id);
      const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
      return reprice(tx, request, fresh!, facility.group_id);
    });
    return ok(await detailOf(db, row, facility));
  }

  r.post('/match/add_guest/', { config: access, schema: { tags, summary: 'Add a guest (someone who is not a contact) to a booking, up to its maximum', body: addGuestSchema, response } }, async (request) => {
    const body = request.body;
    return change(request, body.reservation_id, async (tx, booking) => {
      await assertRoom(tx, booking);
      await tx.insert(bookingParticipants).values({ booking_id: booking.id, name: body.name, phone: body.phone, email: body.email, is_guest: true });
      await recordHistory(tx, request, booking.id, 'guest_added', { name: body.name });
    });
  });

  r.post('/console/match/user/add/', { config: access, schema: { tags, summary: 'Add a contact of the facility to a booking, up to its maximum', body: addPlayerSchema, response } }, async (request) => {
    const body = request.body;
    return change(request, body.reservation_id, async (tx, booking) => {
      const [contact] = await tx.select().from(contacts).where(and(eq(contacts.id, body.contact_id), eq(contacts.facility_id, booking.facility_id)));
      if (!contact) throw fieldError(request, 'contact_id', 'validation.invalidFormat');
      const participants = await participantsOf(tx, booking.id);
      if (participants.some((p) => p.contact_id === contact.id)) throw new AppError('E409', 'bookings.alreadyJoined');
      await assertRoom(tx, booking);
      await tx.insert(bookingParticipants).values({ booking_id: booking.id, contact_id: contact.id, name: contact.name, phone: contact.phone, email: contact.email });
      await recordHistory(tx, request, booking.id, 'participant_added', { name: contact.name, contact_id: contact.id });
    });
  });

  r.post('/console/match/user/remove/', { config: access, schema: { tags, summary: 'Remove a participant from a booking (one who has paid is marked not going instead)', body: removePlayerSchema, response } }, async (request) => {
    const body = request.body;
    return change(request, body.reservation_id, async (tx, booking) => {
      const [participant] = await tx.select().from(bookingParticipants).where(and(eq(bookingParticipants.id, body.participant_id), eq(bookingParticipants.booking_id, booking.id)));
      if (!participant) throw fieldError(request, 'participant_id', 'validation.invalidFormat');
      // Their payment stays on the booking's record: someone who paid is marked not going, not removed.
      if (participant.paid) throw new AppError('E409', 'bookings.participantPaid');
      await tx.delete(bookingParticipants).where(eq(bookingParticipants.id, participant.id));
      await recordHistory(tx, request, booking.id, 'participant_removed', { name: participant.name });
    });
  });

  r.put(
    '/console/match/user/mark/',
    { config: access, schema: { tags, summary: 'Mark participants (one, selected or all not marked yet) paid, not going or no-show. The booking machine decides (not going only before the start, no-show from the start on).', body: markParticipantsSchema, response } },
    async (request) => {
      const body = request.body;
      return change(request, body.reservation_id, async (tx, booking, groupId) => {
        const participants = await participantsOf(tx, booking.id);
        const decision = decide(factsOf(booking, participants), { type: 'participants.mark', ids: body.participant_ids, state: body.state }, new Date().toISOString());
        if (!decision.ok) throw refused(request, decision.reason);
        if (decision.effect.type !== 'effect.markParticipants') throw new AppError('E500');
        const ids = decision.effect.participant_ids;
        const column = { paid: 'paid', not_going: 'not_going', no_show: 'no_show' } as const;
        // What each pays: a share of a per-participant booking; a flat-rate booking is paid by its organizer.
        let share = 0;
        if (body.state === 'paid' && booking.pricing_method === 'per_participant') {
          const minutes = (booking.end_at.getTime() - booking.start_at.getTime()) / 60_000;
          const price = await priceOf(tx, quoteFacts(booking), booking.field_id, groupId, minutes, countJoined(participants));
          share = price.share + price.shareFee;
        }
        await tx
          .update(bookingParticipants)
          .set({ [column[body.state]]: true, ...(body.state === 'paid' ? { amount_cents: share } : {}) })
          .where(and(eq(bookingParticipants.booking_id, booking.id), inArray(bookingParticipants.id, ids)));
        if (share > 0) {
          const paid = Math.min(booking.amount_cents, booking.amount_paid_cents + share * ids.length);
          await tx
            .update(bookings)
            .set({ amount_paid_cents: paid, payment_state: paymentStateOf(booking.amount_cents, paid, booking.payment_state), updated_at: new Date() })
            .where(eq(bookings.id, booking.id));
        }
        const names = participants.filter((p) => ids.includes(p.id)).map((p) => p.name);
        await recordHistory(tx, request, booking.id, 'participants_marked', { state: body.state, names });
      });
    },
  );
}
