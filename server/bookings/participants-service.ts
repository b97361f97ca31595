import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { paidMarkMovesMoney } from '../../domain/bookings/price';
import { typeInputs } from '../../domain/bookings/quote';
import type { addGuestSchema, addPlayerSchema, markParticipantsSchema, removePlayerSchema } from '../../domain/bookings/reservation-detail';
import { decideBooking } from '../../domain/bookings/rules';
import { countJoined, type BookingType } from '../../domain/bookings/types';
import type { Actor } from '../auth/actor';
import type { Db, Tx } from '../db/connect';
import { bookingParticipants, contacts } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { bookingFor, refused } from './access';
import { recordHistory } from './history';
import { balanceOf, minutesOf, participantShare, paymentAt, priceColumns, priceOf, quoteFacts } from './pricing';
import * as repo from './repository';
import type { BookingRow } from './repository';
import { detail, factsOf, lockedBooking } from './service';

/**
 * The people of a booking (SPEC §3 Booking participants, §7 Matches): add a guest, add and remove
 * players, mark them paid / not going / no-show. Each change runs in one transaction with the
 * booking row locked, so two desks adding the last place at once cannot both get it: the number
 * who joined never goes above the maximum. Each writes a history line; the price follows (`reprice`).
 */

type Input<S extends z.ZodType> = z.output<S>;

/**
 * Recomputes the stored amount of a booking (after its participants changed) and its payment
 * state; writes a 'repriced' history line when the amount changes. Answers the updated row.
 */
export async function reprice(tx: Tx, actor: Actor, booking: BookingRow, groupId: number): Promise<BookingRow> {
  const participants = await repo.participantsOf(tx, booking.id);
  const price = await priceOf(tx, quoteFacts(booking), booking.field_id, groupId, minutesOf(booking), countJoined(participants));
  const next = { ...priceColumns(price), payment_state: paymentAt(price, booking) };
  if (next.amount_cents === booking.amount_cents && next.service_fee_cents === booking.service_fee_cents && next.payment_state === booking.payment_state) return booking;
  const row = await repo.updateBooking(tx, booking.id, next);
  await recordHistory(tx, actor, booking.id, 'repriced', { from_cents: booking.amount_cents, to_cents: next.amount_cents });
  return row!;
}

/** Runs a change of participants on the locked booking (if people can still join it), reprices it and answers its detail. */
async function change(db: Db, actor: Actor, bookingId: number, run: (tx: Tx, booking: BookingRow, groupId: number) => Promise<void>) {
  const { facility } = await bookingFor(db, actor, bookingId);
  const row = await db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    if (booking.status === 'cancelled') throw refused('booking_cancelled');
    if (!typeInputs(booking.type as BookingType).participants) throw new DomainError('E409', { key: 'bookings.noParticipants' });
    await run(tx, booking, facility.group_id);
    return reprice(tx, actor, (await repo.bookingById(tx, booking.id))!, facility.group_id);
  });
  return detail(db, row, facility);
}

/** Someone more joins: refused once the maximum has joined. */
async function assertRoom(tx: Tx, booking: BookingRow): Promise<void> {
  if (booking.max_players !== null && countJoined(await repo.participantsOf(tx, booking.id)) >= booking.max_players)
    throw new DomainError('E409', { key: 'bookings.full' }, { max_players: booking.max_players });
}

/** Adds a guest (someone who is not a contact), up to the maximum. */
export function addGuest(db: Db, actor: Actor, body: Input<typeof addGuestSchema>) {
  return change(db, actor, body.reservation_id, async (tx, booking) => {
    await assertRoom(tx, booking);
    await repo.insertParticipants(tx, [{ booking_id: booking.id, name: body.name, phone: body.phone, email: body.email, is_guest: true }]);
    await recordHistory(tx, actor, booking.id, 'guest_added', { name: body.name });
  });
}

/** Adds a contact of the facility, up to the maximum. */
export function addPlayer(db: Db, actor: Actor, body: Input<typeof addPlayerSchema>) {
  return change(db, actor, body.reservation_id, async (tx, booking) => {
    const [contact] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, body.contact_id), eq(contacts.facility_id, booking.facility_id)));
    if (!contact) throw invalidInput('contact_id');
    const participants = await repo.participantsOf(tx, booking.id);
    if (participants.some((p) => p.contact_id === contact.id)) throw new DomainError('E409', { key: 'bookings.alreadyJoined' });
    await assertRoom(tx, booking);
    await repo.insertParticipants(tx, [{ booking_id: booking.id, contact_id: contact.id, name: contact.name, phone: contact.phone, email: contact.email }]);
    await recordHistory(tx, actor, booking.id, 'participant_added', { name: contact.name, contact_id: contact.id });
  });
}

/** Removes a participant (one who has paid is marked not going instead: their payment stays on the record). */
export function removePlayer(db: Db, actor: Actor, body: Input<typeof removePlayerSchema>) {
  return change(db, actor, body.reservation_id, async (tx, booking) => {
    const [participant] = await tx
      .select()
      .from(bookingParticipants)
      .where(and(eq(bookingParticipants.id, body.participant_id), eq(bookingParticipants.booking_id, booking.id)));
    if (!participant) throw invalidInput('participant_id');
    if (participant.paid) throw new DomainError('E409', { key: 'bookings.participantPaid' });
    await repo.deleteParticipant(tx, participant.id);
    await recordHistory(tx, actor, booking.id, 'participant_removed', { name: participant.name });
  });
}

/**
 * Marks participants (one, selected or all not marked yet) paid, not going or no-show; the rules decide.
 * Paid is a flag only where it moves no money (`paidMarkMovesMoney`); a share owed is refused (E409): it is paid at the counter.
 */
export function markParticipants(db: Db, actor: Actor, body: Input<typeof markParticipantsSchema>, now = new Date()) {
  return change(db, actor, body.reservation_id, async (tx, booking, groupId) => {
    const participants = await repo.participantsOf(tx, booking.id);
    const decision = decideBooking(factsOf(booking, participants), { type: 'participants.mark', ids: body.participant_ids, state: body.state }, now.toISOString());
    if (!decision.ok) throw refused(decision.reason);
    if (decision.effect.type !== 'effect.markParticipants') throw new DomainError('E500');
    const ids = decision.effect.participant_ids;
    // A share of a per-participant booking that still owes something is money: it is paid at the counter
    // (the sale's payment marks them paid, server/pos/booking-lines.ts), never by a mark. Otherwise paid is a flag.
    if (body.state === 'paid' && booking.pricing_method === 'per_participant') {
      const share = participantShare(await priceOf(tx, quoteFacts(booking), booking.field_id, groupId, minutesOf(booking), countJoined(participants)));
      if (paidMarkMovesMoney({ perParticipant: true, share, balance: balanceOf(booking) })) throw new DomainError('E409', { key: 'bookings.paidAtCounter' });
    }
    const column = { paid: 'paid', not_going: 'not_going', no_show: 'no_show' } as const;
    await repo.markParticipants(tx, booking.id, ids, { [column[body.state]]: true });
    const names = participants.filter((p) => ids.includes(p.id)).map((p) => p.name);
    await recordHistory(tx, actor, booking.id, 'participants_marked', { state: body.state, names });
  });
}
