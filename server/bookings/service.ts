import { LocalDate } from '@js-joda/core';
import { and, eq, like, sql } from 'drizzle-orm';
import { bookingFacts } from '../../domain/bookings/facts';
import { BOOKING_START_GRACE_MINUTES } from '../../domain/bookings/opening-hours';
import { isMatchType } from '../../domain/bookings/quote';
import { localParts } from '../../domain/bookings/local-time';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { seriesAfterDelete } from '../../domain/bookings/series-dates';
import { refundChoiceOf, type CancelBody, type ReservationCreate, type ReservationInput } from '../../domain/bookings/reservation';
import { holdsAny } from '../../domain/access/views';
import { POS_VIEWS } from '../../domain/pos/api-paths';
import { cancelRefundKeyPrefix } from '../../domain/pos/refund';
import type { BookingEventKind, QuoteRequest } from '../../domain/bookings/reservation-detail';
import { decideBooking, editRefusal, isPaymentMade, type BookingCommand, type BookingEffect, type BookingFacts } from '../../domain/bookings/rules';
import { countJoined, type DeleteScope } from '../../domain/bookings/types';
import { actorUserId, type Actor } from '../auth/actor';
import type { Db, Executor, Tx } from '../db/connect';
import { cancellationReasons, consoleUsers, contacts, fields, invoiceRefunds } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { activeField, activeReasonIds, bookingFor, checkContact, facilityFor, refused, type FacilityRow } from './access';
import { addMessage, eventsOf, recordHistory } from './history';
import { balanceOf, breakdown, factsOfInput, minutesOf, paidHistory, paidInFull, paymentAt, priceColumns, priceOf, quoteFacts } from './pricing';
import { bookingsOfSeriesFrom, seriesById } from './queries';
import * as repo from './repository';
import type { BookingRow, ParticipantRow } from './repository';
import { assertBookableTime } from './time-rules';
import { bookingRecording, cancelRecordingsOfDeleted, syncBookingRecording, videoOwed } from '../videos/booking-recording';
import { fieldHasCamera } from '../videos/repository';

/**
 * The booking service (DESIGN §8): every change of one booking, each in one transaction, for an
 * actor (a user, or the system); refusals are DomainErrors (the HTTP edge translates them). The
 * booking rules are domain/bookings/rules.ts (`decideBooking`) and the creation-time rule
 * domain/bookings/opening-hours.ts; the overlap invariant is the database's (repository.ts).
 * Participants: participants-service.ts; series: series-service.ts; blocked times:
 * blocked-time-service.ts.
 */

/** The booked columns compared for the 'updated' history line. */
const TRACKED = ['type', 'contact_id', 'notes', 'skill_level', 'min_players', 'max_players', 'price_per_player_cents', 'cancel_hours_before', 'pricing_method', 'include_video', 'amount_cents'] as const;

/** A booking row and its participants as the booking rules see them. */
export const factsOf = (row: BookingRow, participants: readonly ParticipantRow[] = [], pendingRefunds = 0): BookingFacts =>
  bookingFacts(repo.reservationOf(row), participants, row.cancel_reason_id, pendingRefunds);

/** The rules' decision on a command, or the refusal thrown. */
function decide(row: BookingRow, participants: readonly ParticipantRow[], command: BookingCommand, now: Date, reasonIds: readonly number[] = [], pendingRefunds = 0): BookingEffect {
  const decision = decideBooking(factsOf(row, participants, pendingRefunds), command, now.toISOString(), reasonIds);
  if (!decision.ok) throw refused(decision.reason);
  return decision.effect;
}

/** A booking with "include video" needs a camera on its field (issue 18): E400 on `include_video` otherwise, translated. */
async function assertRecordable(db: Db, fieldId: number): Promise<void> {
  if (!(await fieldHasCamera(db, fieldId))) throw invalidInput('include_video', { key: 'videoField.noCamera' }, { message: { key: 'videoField.noCamera' } });
}

/** The overlap answer: E409 with the live bookings in the way. */
export const overlap = (conflicts: unknown[]) => new DomainError('E409', { key: 'bookings.overlap' }, { conflicts });

/** The instants of a booking at a local date and time of its facility. */
export function slotAt(facility: Pick<FacilityRow, 'timezone'>, date: string, time: string, minutes: number): { start: Date; end: Date } {
  const [slot] = seriesSlots([LocalDate.parse(date)], { time, minutes, zone: facility.timezone });
  return { start: slot!.start, end: slot!.end };
}

/**
 * Books a field at a local date and time of its facility with every input of its type, priced
 * here (a client's amount is never read): inside the field's hours, not in the past (the desk's
 * grace), a duration of SPEC §9's choices; E409 naming the bookings in the way.
 */
export async function createBooking(db: Db, actor: Actor, body: ReservationCreate, now = new Date()) {
  const facility = await facilityFor(db, actor, body.facility_id);
  const field = await activeField(db, facility.id, body.field_id);
  const facts = factsOfInput(body);
  await checkContact(db, facility.id, facts.contact_id);
  if (facts.include_video) await assertRecordable(db, field.id);
  const { start, end } = slotAt(facility, body.date, body.time, body.minutes);
  assertBookableTime(facility, field, start, end, { now, durations: 'choices', graceMinutes: BOOKING_START_GRACE_MINUTES });
  const price = await priceOf(db, facts, field.id, facility.group_id, body.minutes, 0);
  const row = await db.transaction(async (tx) => {
    const slotFields = await repo.blockedFields(tx, field);
    await repo.lockFields(tx, slotFields);
    const plan = { values: { facility_id: facility.id, field_id: field.id, notes: body.notes, ...facts, ...priceColumns(price), origin: 'console', created_by: actorUserId(actor) }, slotFields };
    const written = await repo.insertBookings(tx, [plan], start, end);
    if (!written.ok) throw overlap(written.conflicts);
    const booking = written.value[0]!;
    await recordHistory(tx, actor, booking.id, 'created', { type: booking.type, field_id: field.id, start_at: start.toISOString(), amount_cents: booking.amount_cents });
    await syncBookingRecording(tx, actor, facility, booking, now);
    return booking;
  });
  return repo.toReservation(row, facility.currency);
}

/**
 * Changes a booking: its inputs, and its time or field (a move: the booking rules decide, and the
 * new time must lie inside the field's hours, not in the past, a duration of the choices). The
 * maximum cannot go below those already registered.
 */
export async function updateBooking(db: Db, actor: Actor, id: number, body: ReservationInput, now = new Date()) {
  const { booking, facility } = await bookingFor(db, actor, id);
  const closed = editRefusal(factsOf(booking), now.toISOString());
  if (closed) throw refused(closed);
  const field = await activeField(db, facility.id, body.field_id);
  const facts = factsOfInput(body);
  await checkContact(db, facility.id, facts.contact_id);
  // Video asked for now, or the booking moves with it to another field: that field must have a camera.
  if (facts.include_video && (!booking.include_video || field.id !== booking.field_id)) await assertRecordable(db, field.id);
  const participants = await repo.participantsOf(db, booking.id);
  if (facts.max_players !== null && facts.max_players < countJoined(participants)) throw invalidInput('max_players', { key: 'bookings.maxBelowRegistered' });

  const { start, end } = slotAt(facility, body.date, body.time, body.minutes);
  const moved = start.getTime() !== booking.start_at.getTime() || end.getTime() !== booking.end_at.getTime() || field.id !== booking.field_id;
  if (moved) {
    decide(booking, participants, { type: 'booking.reschedule', start: start.toISOString(), end: end.toISOString(), fieldId: field.id }, now);
    assertBookableTime(facility, field, start, end, { now, durations: 'choices' });
  }
  const price = await priceOf(db, facts, field.id, facility.group_id, body.minutes, countJoined(participants));
  const next = { notes: body.notes, ...facts, ...priceColumns(price) };
  const changes = Object.fromEntries(TRACKED.filter((k) => next[k] !== booking[k]).map((k) => [k, { from: booking[k], to: next[k] }]));
  // A booking that is no longer a match is no longer for sale.
  const set = { ...next, payment_state: paymentAt(price, booking), ...(isMatchType(facts.type) ? {} : { for_sale: false }) };
  const row = await db.transaction(async (tx) => {
    let updated: BookingRow | undefined;
    if (moved) {
      const slotFields = await repo.blockedFields(tx, field);
      await repo.lockFields(tx, slotFields);
      const written = await repo.moveBooking(tx, booking, { ...set, field_id: field.id }, slotFields, start, end);
      if (!written.ok) throw overlap(written.conflicts);
      updated = written.value;
      if (updated) {
        await recordHistory(tx, actor, booking.id, 'rescheduled', {
          from: { field_id: booking.field_id, start_at: booking.start_at.toISOString(), end_at: booking.end_at.toISOString() },
          to: { field_id: field.id, start_at: start.toISOString(), end_at: end.toISOString() },
        });
      }
    } else {
      updated = await repo.updateBooking(tx, booking.id, set, { live: true });
    }
    // Cancelled meanwhile by someone else.
    if (!updated) throw refused('booking_cancelled');
    if (Object.keys(changes).length > 0) await recordHistory(tx, actor, booking.id, 'updated', { changes });
    await syncBookingRecording(tx, actor, facility, updated, now);
    return updated;
  });
  return repo.toReservation(row, facility.currency);
}

/** Moves a booking to another time or field of its facility, keeping its duration (the schedule's drag). The booking rules decide (no grace: a move never lands in the past). */
export async function rescheduleBooking(db: Db, actor: Actor, body: { id: number; field_id: number; date: string; time: string }, now = new Date()) {
  const { booking, facility } = await bookingFor(db, actor, body.id);
  const field = await activeField(db, facility.id, body.field_id);
  if (booking.include_video && field.id !== booking.field_id) await assertRecordable(db, field.id);
  const { start, end } = slotAt(facility, body.date, body.time, minutesOf(booking));
  decide(booking, [], { type: 'booking.reschedule', start: start.toISOString(), end: end.toISOString(), fieldId: field.id }, now);
  // The booking keeps its duration (any it was given): only its hours are checked here.
  assertBookableTime(facility, field, start, end, { now, durations: 'any' });
  const row = await db.transaction(async (tx) => {
    const slotFields = await repo.blockedFields(tx, field);
    await repo.lockFields(tx, slotFields);
    const written = await repo.moveBooking(tx, { id: booking.id, status: 'confirmed' }, { field_id: field.id }, slotFields, start, end);
    if (!written.ok) throw overlap(written.conflicts);
    if (!written.value) throw refused('booking_cancelled');
    await recordHistory(tx, actor, booking.id, 'rescheduled', { from: { field_id: booking.field_id, start_at: booking.start_at.toISOString() }, to: { field_id: field.id, start_at: start.toISOString() } });
    await syncBookingRecording(tx, actor, facility, written.value, now);
    return written.value;
  });
  return repo.toReservation(row, facility.currency);
}

/**
 * Cancels a booking with one of the organization's cancellation reasons (the rules decide, and say
 * what is refunded): by the organization's cancellation policy, or as staff holding the payments'
 * permission choose (full, partial, none) with a reason (E403 without it). What was refunded and
 * why stay on the booking and in its history.
 */
export async function cancelBooking<T = undefined>(
  db: Db,
  actor: Actor,
  id: number,
  body: CancelBody,
  now = new Date(),
  /** Written in the cancellation's transaction after the booking (its refunds: server/pos/booking-cancel.ts); a throw cancels nothing. */
  alsoIn?: (tx: Tx, booking: BookingRow, refundCents: number) => Promise<T>,
  /**
   * Run first in the cancellation's transaction, before the booking is touched: the ledger's rows its
   * refunds will lock (the lock order, server/pos/repository.ts). Answers what refunds still pending on
   * those payments will take off the booking's paid amount: the refund decided counts them as given back.
   */
  lockFirst?: (tx: Tx, bookingId: number) => Promise<number>,
  /** What `alsoIn`'s refunds will actually give back (less than asked when the payments hold less, e.g. a card refund still pending on the provider). */
  refundedBy?: (also: T) => number | null,
) {
  const { booking, facility } = await bookingFor(db, actor, id);
  const choice = refundChoiceOf(body);
  if (choice.kind !== 'policy' && !('system' in actor) && !holdsAny(actor.user.permissions_ids, [POS_VIEWS.payments])) throw new DomainError('E403');
  const command = { type: 'booking.cancel', reasonId: body.reason_id, policyHours: facility.cancellation_policy_hours, refund: choice, note: body.refund_note } as const;
  const reasons = await activeReasonIds(db, facility.group_id);
  const first = decide(booking, [], command, now, reasons);
  if (first.type !== 'effect.cancel') throw new DomainError('E500');
  const row = await db.transaction(async (tx) => {
    const pending = lockFirst ? await lockFirst(tx, booking.id) : 0;
    // Decided again on the row as it is under its lock: what was paid may have moved meanwhile (a refund
    // from a payment's preview), and refunds still pending on its payments are given back already.
    const locked = await repo.lockBooking(tx, booking.id);
    const effect = locked ? decide(locked, [], command, now, reasons, pending) : first;
    if (effect.type !== 'effect.cancel') throw new DomainError('E500');
    let updated = await repo.cancelBooking(tx, booking.id, body.reason_id, { at: now, refund: { cents: effect.refund.total, note: effect.note } });
    // Cancelled at the same moment by someone else: the rule holds for the loser too.
    if (!updated) throw refused('booking_cancelled');
    // Its video order cancelled with it (before the start only): what was paid for the video goes back in full with the booking's refund.
    const video = await bookingRecording(tx, booking.id);
    const videoRefund = (await syncBookingRecording(tx, actor, facility, updated, now)) === 'cancelled' && video?.order_status === 'paid' ? video.total_cents : 0;
    const also = alsoIn ? await alsoIn(tx, updated, effect.refund.total + videoRefund) : undefined;
    // The booking shows what will actually be refunded of it: a shortfall (a refund still pending elsewhere holds part of the payments) is the booking's.
    const given = refundedBy && also !== undefined ? refundedBy(also) : null;
    const actual = given === null ? effect.refund.total : Math.min(effect.refund.total, Math.max(0, given - videoRefund));
    if (actual !== effect.refund.total) updated = (await repo.setCancelRefund(tx, booking.id, actual)) ?? updated;
    await recordHistory(tx, actor, booking.id, 'cancelled', { reason_id: body.reason_id, refund_cents: actual, refund_choice: effect.refund.choice, ...(effect.note ? { note: effect.note } : {}) });
    return { updated, also, effect: { ...effect, refund: { ...effect.refund, total: actual } } };
  });
  return { ...repo.toReservation(row.updated, facility.currency), refund: row.effect.refund, also: row.also as T };
}

/**
 * The system cancels an open match short of its minimum of players (server/jobs/match-auto-cancel.ts):
 * only if it is still confirmed (a person cancelling at the same moment wins); its fields are free
 * and its history says why. Answers whether it was cancelled.
 */
export async function autoCancelMatch(db: Db, actor: Actor, id: number, facts: { going: number; min_players: number | null }, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await repo.cancelBooking(tx, id, null, { onlyConfirmed: true, at: now });
    if (!row) return false;
    await recordHistory(tx, actor, id, 'auto_cancelled', { going: facts.going, min_players: facts.min_players });
    return true;
  });
}

/**
 * Deletes a booking made by mistake: only this one, this and the following ones of its series, or
 * the entire series. The rules decide for the chosen booking; the others of a wider scope go too
 * when nothing was paid for them and they have not started (those are kept and named in `kept`).
 * Deleting the entire series also ends the series.
 */
export async function deleteBooking(db: Db, actor: Actor, id: number, scope: DeleteScope, now = new Date()) {
  const { booking, facility } = await bookingFor(db, actor, id);
  const effect = decide(booking, await repo.participantsOf(db, booking.id), { type: 'booking.delete', scope }, now);
  if (effect.type !== 'effect.delete') throw new DomainError('E500');
  const others =
    scope === 'this' || booking.series_id === null
      ? []
      : await bookingsOfSeriesFrom(db, booking.series_id, scope === 'following' ? { from: booking.start_at, inclusive: true } : { from: now, inclusive: false });
  const removable = [booking.id];
  const kept: number[] = [];
  // The local dates of the bookings kept because they were paid (and are still to come): the series keeps them.
  const keptDates: string[] = [];
  for (const other of others) {
    if (other.id === booking.id) continue;
    if (other.start_at <= now) kept.push(other.id);
    else if (isPaymentMade(factsOf(other))) {
      kept.push(other.id);
      keptDates.push(localParts(other.start_at.toISOString(), facility.timezone).date);
    } else removable.push(other.id);
  }
  const series = booking.series_id === null ? undefined : await seriesById(db, booking.series_id);
  const after = series ? seriesAfterDelete(scope, { startDate: series.start_date }, localParts(booking.start_at.toISOString(), facility.timezone).date, keptDates) : { type: 'unchanged' as const };
  await db.transaction(async (tx) => {
    await cancelRecordingsOfDeleted(tx, removable);
    await repo.deleteBookings(tx, removable);
    if (after.type === 'cancelled') await repo.updateSeries(tx, series!.id, { status: 'cancelled' });
    if (after.type === 'ends') await repo.updateSeries(tx, series!.id, { end_date: after.endDate });
  });
  return { deleted: removable.sort((a, b) => a - b), kept: kept.sort((a, b) => a - b) };
}

/** Marks a whole booking paid (payment made outside the app): what was paid becomes its amount. */
export async function markPaid(db: Db, actor: Actor, id: number, now = new Date()) {
  const { booking, facility } = await bookingFor(db, actor, id);
  const row = await db.transaction(async (tx) => {
    const locked = await lockedBooking(tx, booking.id);
    decide(locked, await repo.participantsOf(tx, locked.id), { type: 'booking.markPaid' }, now);
    const updated = await repo.updateBooking(tx, locked.id, paidInFull(locked));
    await recordHistory(tx, actor, locked.id, 'paid', paidHistory(locked));
    return updated!;
  });
  return detail(db, row, facility);
}

/** Lists a match for sale or withdraws it (the rules decide: a match, not cancelled, before its start, a free place to list). */
export async function setForSale(db: Db, actor: Actor, id: number, forSale: boolean, now = new Date()) {
  const { booking, facility } = await bookingFor(db, actor, id);
  const row = await db.transaction(async (tx) => {
    // Locked: a player joining the last place at the same moment is seen by the rule.
    const locked = await lockedBooking(tx, booking.id);
    const effect = decide(locked, await repo.participantsOf(tx, locked.id), forSale ? { type: 'booking.listForSale' } : { type: 'booking.withdrawFromSale' }, now);
    if (effect.type !== 'effect.setForSale') throw new DomainError('E500');
    const updated = await repo.updateBooking(tx, locked.id, { for_sale: effect.for_sale });
    await recordHistory(tx, actor, locked.id, effect.for_sale ? 'listed_for_sale' : 'withdrawn_from_sale', {});
    return updated!;
  });
  return detail(db, row, facility);
}

/** The booking row locked for the rest of the transaction (E404 when it is gone). */
export async function lockedBooking(tx: Tx, id: number): Promise<BookingRow> {
  const row = await repo.lockBooking(tx, id);
  if (!row) throw new DomainError('E404');
  return row;
}

/** The price of a booking before it is saved (what the server will store). */
export async function quote(db: Db, actor: Actor, body: Required<QuoteRequest>) {
  const facility = await facilityFor(db, actor, body.facility_id);
  const field = await activeField(db, facility.id, body.field_id);
  const facts = factsOfInput({
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
  return breakdown(await priceOf(db, facts, field.id, facility.group_id, body.minutes, body.participants), facility.currency);
}

/** A booking with its field and contact names, participants, price breakdown, balance and who created it. */
export async function bookingDetail(db: Db, actor: Actor, id: number) {
  const { booking, facility } = await bookingFor(db, actor, id);
  return detail(db, booking, facility);
}

/** The detail of a booking (also answered by the calls that change it from the detail screen). */
export async function detail(db: Executor, booking: BookingRow, facility: Pick<FacilityRow, 'group_id' | 'currency'>) {
  const [field] = await db.select({ name: fields.name }).from(fields).where(eq(fields.id, booking.field_id));
  const [contact] = booking.contact_id === null ? [] : await db.select({ name: contacts.name, phone: contacts.phone }).from(contacts).where(eq(contacts.id, booking.contact_id));
  const [creator] =
    booking.created_by === null
      ? []
      : await db.select({ first: consoleUsers.first_name, last: consoleUsers.last_name, username: consoleUsers.username }).from(consoleUsers).where(eq(consoleUsers.id, booking.created_by));
  const video = await bookingRecording(db, booking.id);
  const [reason] = booking.cancel_reason_id === null ? [] : await db.select({ name: cancellationReasons.name }).from(cancellationReasons).where(eq(cancellationReasons.id, booking.cancel_reason_id));
  // A cancellation's card refund the provider declined (server/pos/booking-cancel.ts): the detail says so beside what was decided.
  const [declined] =
    booking.status === 'cancelled'
      ? await db
          .select({ cents: sql<number>`coalesce(sum(${invoiceRefunds.amount_cents}), 0)::int` })
          .from(invoiceRefunds)
          .where(and(eq(invoiceRefunds.group_id, facility.group_id), like(invoiceRefunds.idempotency_key, `${cancelRefundKeyPrefix(booking.id)}%`), eq(invoiceRefunds.status, 'declined')))
      : [];
  const participants = await repo.participantsOf(db, booking.id);
  const price = await priceOf(db, quoteFacts(booking), booking.field_id, facility.group_id, minutesOf(booking), countJoined(participants));
  return {
    ...repo.toReservation(booking, facility.currency),
    field_name: field?.name ?? '',
    contact_name: contact?.name ?? null,
    contact_phone: contact?.phone ?? null,
    cancel_reason_name: reason?.name ?? null,
    cancel_refund_declined_cents: declined?.cents ?? 0,
    created_by_name: creator ? `${creator.first} ${creator.last}`.trim() || creator.username : null,
    created_at: booking.created_at.toISOString(),
    participants: participants.map((p) => ({
      id: p.id,
      contact_id: p.contact_id,
      name: p.name,
      phone: p.phone,
      email: p.email,
      is_guest: p.is_guest,
      paid: p.paid,
      not_going: p.not_going,
      no_show: p.no_show,
      amount_cents: p.amount_cents,
    })),
    price: breakdown(price, facility.currency),
    // What is owed for the booking and its video order (issue 18 item 4: one order, one balance).
    balance_cents: balanceOf(booking) + videoOwed(video),
    video,
  };
}

/** A booking's history, notes or chat messages. */
export async function bookingEvents(db: Db, actor: Actor, id: number, kind: BookingEventKind) {
  const { booking } = await bookingFor(db, actor, id);
  return eventsOf(db, booking.id, kind);
}

/** Adds a note or a chat message to a booking. */
export async function postMessage(db: Db, actor: Actor, id: number, body: { kind: 'note' | 'chat'; text: string }) {
  const { booking } = await bookingFor(db, actor, id);
  return addMessage(db, actor, booking.id, body.kind, body.text);
}
