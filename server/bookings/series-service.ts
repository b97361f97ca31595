import { LocalDate } from '@js-joda/core';
import type { z } from 'zod';
import { BOOKING_START_GRACE_MINUTES } from '../../domain/bookings/opening-hours';
import { findConflicts } from '../../domain/bookings/overlap';
import {
  extensionTooLong,
  MAX_SERIES_DATES_PER_REQUEST,
  recurrenceDates,
  recurrenceProblems,
  ruleFromInput,
  seriesSlots,
  seriesTooLongText,
  seriesTooManyDatesText,
  type SeriesSlot,
} from '../../domain/bookings/recurrence';
import type { RecurrenceInput } from '../../domain/bookings/type-schemas';
import type { addSeriesDatesSchema, cancelSeriesSchema, changeEndDateSchema, DateConflicts, SeriesCreate } from '../../domain/bookings/series';
import { actorUserId, type Actor } from '../auth/actor';
import type { Db, Tx } from '../db/connect';
import { DomainError, invalidInput } from '../domain-error';
import { activeField, checkContact, facilityField, facilityFor, isActiveReason, type FacilityRow, type FieldRow } from './access';
import { priceColumns, seriesPrice } from './pricing';
import { describeSeries, heldStarts, liveBookingsAfter, ruleDates, seriesById, seriesDetail, seriesPage } from './queries';
import * as repo from './repository';
import type { BookingPlan, SeriesRow } from './repository';
import { bookableSlots } from './time-rules';

/**
 * Recurring reservations (SPEC §4 Recurring creation, §7 `/recurring_reservation/...`).
 *
 * Creation takes the dates the user confirmed after verify and writes the series and those dates
 * in one transaction, each date in a savepoint checked by the exclusion constraint. A date taken
 * since verify does not fail the others: it is answered back in `failed` with the bookings in its
 * way, and the rest is created (SPEC §4: creation can be partial). Only when no date at all can be
 * created does the whole call fail with E409 (the conflicts in `data.failed`), and nothing is
 * written. The console creates a long series in batches (`add_dates`).
 *
 * Creation rules (domain/bookings/opening-hours.ts): the series' one time must fit the field's
 * hours on every weekday it falls on; when it does not, the whole series is refused with E400
 * naming the hours (no choice of dates would help, unlike a conflict, which is one date's).
 * Dates already past are not created (verify leaves them out; create, add_dates and a longer end
 * date skip them).
 */

type Input<S extends z.ZodType> = z.output<S>;

/** Why a rule gives no series, as the field error of the input to correct. */
export function ruleError(problems: string[]): DomainError | null {
  if (problems.length === 0) return null;
  const field = problems.includes('until_before_start') || problems.includes('too_long') || problems.includes('no_dates') ? 'end_date' : 'weekdays';
  return invalidInput(field, problems.includes('too_long') ? seriesTooLongText : undefined, { data: { problems } });
}

/** More than MAX_SERIES_DATES_PER_REQUEST dates asked in one request: E400 on `field`, its message as the answer's too. */
const tooManyDates = (field: string) => invalidInput(field, seriesTooManyDatesText, { message: seriesTooManyDatesText });

const TIME_RULE = { durations: 'choices', graceMinutes: BOOKING_START_GRACE_MINUTES } as const;

/** The slots of these dates of a series that may be booked now (see the creation rules above). */
function bookable(facility: FacilityRow, field: FieldRow, dates: string[], slot: { time: string; minutes: number }, now: Date): SeriesSlot[] {
  const slots = seriesSlots(
    dates.map((d) => LocalDate.parse(d)),
    { ...slot, zone: facility.timezone },
  );
  return bookableSlots(facility, field, slots, { ...TIME_RULE, now });
}

/** A series of the actor's facilities that is not a blocked time (those live under /blocked_time/). */
async function ownSeries(db: Db, actor: Actor, id: number) {
  const row = await seriesById(db, id);
  if (!row || row.type === 'blocked') throw new DomainError('E404');
  return { row, facility: await facilityFor(db, actor, row.facility_id) };
}

/** The booking each date of a series gets: the series' field, type, contact and notes, on `slotFields`, at its price. */
function seriesPlan(row: SeriesRow, slotFields: number[], actor: Actor, price: Parameters<typeof priceColumns>[0]): BookingPlan {
  return {
    values: { facility_id: row.facility_id, field_id: row.field_id, type: row.type, contact_id: row.contact_id, notes: row.notes, series_id: row.id, created_by: actorUserId(actor), ...priceColumns(price) },
    slotFields,
  };
}

/**
 * Writes the bookings of the slots of a series, each date in its own savepoint: `plans` are the
 * bookings of one date (a blocked time's fields). Locks the fields first (id order). Returns the
 * dates created and those in the way.
 */
export async function createDates(tx: Tx, slots: readonly SeriesSlot[], plans: BookingPlan[]): Promise<{ created: string[]; failed: DateConflicts[] }> {
  await repo.lockFields(tx, [...new Set(plans.flatMap((p) => p.slotFields))]);
  const created: string[] = [];
  const failed: DateConflicts[] = [];
  for (const slot of slots) {
    const result = await repo.insertBookings(tx, plans, slot.start, slot.end);
    if (result.ok) created.push(slot.date);
    else failed.push({ date: slot.date, conflicts: result.conflicts });
  }
  return { created, failed };
}

/** For each date still to come of a weekly series on a field: whether it conflicts (with a live booking or blocked time on the field or a field shared with it) and with what. */
export async function verifySeries(db: Db, actor: Actor, body: RecurrenceInput & { facility_id: number; field_id: number; time: string; minutes: number }, now = new Date()) {
  const facility = await facilityFor(db, actor, body.facility_id);
  const field = await facilityField(db, facility.id, body.field_id);
  const rule = ruleFromInput(body);
  const problems = recurrenceProblems(rule);
  if (problems.length > 0) throw invalidInput(problems.includes('until_before_start') || problems.includes('too_long') ? 'end_date' : 'weekdays', problems.includes('too_long') ? seriesTooLongText : undefined);
  const slots = bookable(facility, field, recurrenceDates(rule).map(String), body, now).map((x) => ({ ...x, fieldId: field.id }));
  const blocked = await repo.blockedFields(db, field);
  // One query for every date of the series (a multirange on the GiST index); which date each
  // booking stands in the way of is then worked out in memory.
  const inWay = await repo.conflictsWithAny(db, blocked, slots);
  const byId = new Map(inWay.map((b) => [b.id, b]));
  const occupants = inWay.map((b) => ({ kind: b.type === 'blocked' ? ('blocked_time' as const) : ('booking' as const), id: b.id, fieldId: field.id, start: new Date(b.start_at), end: new Date(b.end_at) }));
  return findConflicts(slots, occupants).map((v) => ({ date: v.slot.date, start_at: v.slot.start.toISOString(), end_at: v.slot.end.toISOString(), conflicts: v.conflicts.map((c) => byId.get(c.id)!) }));
}

/** Creates a series with the dates confirmed after verify (see above). */
export async function createSeries(db: Db, actor: Actor, body: SeriesCreate, now = new Date()) {
  const facility = await facilityFor(db, actor, body.facility_id);
  const field = await activeField(db, facility.id, body.field_id);
  await checkContact(db, facility.id, body.contact_id);
  const ruleProblem = ruleError(recurrenceProblems(ruleFromInput(body)));
  if (ruleProblem) throw ruleProblem;
  const allowed = new Set(ruleDates({ start_date: body.start_date, end_date: body.end_date, every_weeks: body.every_weeks, weekdays: body.weekdays }));
  const dates = [...new Set(body.dates)].sort();
  if (dates.length > MAX_SERIES_DATES_PER_REQUEST) throw tooManyDates('dates');
  if (dates.some((d) => !allowed.has(d))) throw invalidInput('dates');
  const slots = bookable(facility, field, dates, body, now);
  if (slots.length === 0) throw invalidInput('dates', { key: 'bookings.hours.start_in_past' }, { message: { key: 'bookings.hours.start_in_past' } });

  return db.transaction(async (tx) => {
    const series = await repo.insertSeries(tx, {
      facility_id: facility.id,
      field_id: field.id,
      type: body.type,
      contact_id: body.contact_id,
      start_date: body.start_date,
      end_date: body.end_date,
      time: body.time,
      duration: body.minutes,
      every_weeks: body.every_weeks,
      weekdays: [...new Set(body.weekdays)].sort(),
      notes: body.notes,
      created_by: actorUserId(actor),
    });
    const plan = seriesPlan(series, await repo.blockedFields(tx, field), actor, await seriesPrice(tx, series, facility.group_id));
    const { created, failed } = await createDates(tx, slots, [plan]);
    // Nothing could be created: the transaction rolls back, the series is not left empty.
    if (created.length === 0) throw new DomainError('E409', { key: 'bookings.seriesTaken' }, { failed });
    const [described] = await describeSeries(tx, [series]);
    return { series: described!, created, failed };
  });
}

/** More dates of an active series' rule (creation in batches): each written on its own, one taken meanwhile comes back in `failed`. */
export async function addSeriesDates(db: Db, actor: Actor, body: Input<typeof addSeriesDatesSchema>, now = new Date()) {
  const dates = [...new Set(body.dates)].sort();
  if (dates.length > MAX_SERIES_DATES_PER_REQUEST) throw tooManyDates('dates');
  const { row: found, facility } = await ownSeries(db, actor, body.series_id);
  return db.transaction(async (tx) => {
    // The series row is held until the dates are written: a cancel or a new end date at the same
    // moment waits, and the state and rule checked here are the ones the dates are written under.
    const row = await repo.lockSeries(tx, found.id);
    if (row?.status !== 'active') throw new DomainError('E409', { key: 'bookings.seriesCancelled' });
    const allowed = new Set(ruleDates(row));
    if (dates.some((d) => !allowed.has(d))) throw invalidInput('dates');
    const all = seriesSlots(
      dates.map((d) => LocalDate.parse(d)),
      { time: row.time, minutes: row.duration, zone: facility.timezone },
    );
    const held = await heldStarts(
      tx,
      row.id,
      all.map((s) => s.start),
    );
    if (held.size > 0) throw new DomainError('E409', { key: 'bookings.datesInSeries' }, { dates: all.filter((s) => held.has(s.start.getTime())).map((s) => s.date) });
    const field = await facilityField(tx, facility.id, row.field_id);
    const slots = bookable(facility, field, dates, { time: row.time, minutes: row.duration }, now);
    return createDates(tx, slots, [seriesPlan(row, await repo.blockedFields(tx, field), actor, await seriesPrice(tx, row, facility.group_id))]);
  });
}

/** Shorter: cancels the bookings after the new end date. Longer: adds the new dates that are free (and still to come); those in the way come back in `failed`. */
export async function changeSeriesEndDate(db: Db, actor: Actor, body: Input<typeof changeEndDateSchema>, now = new Date()) {
  const { row, facility } = await ownSeries(db, actor, body.series_id);
  if (row.status !== 'active') throw new DomainError('E409', { key: 'bookings.seriesCancelled' });
  const endDate = body.end_date;
  if (endDate === row.end_date) throw new DomainError('E409', { key: 'bookings.refused.nothing_to_change' });
  const rule = { start_date: row.start_date, end_date: endDate, every_weeks: row.every_weeks, weekdays: row.weekdays };
  const ruleProblem = ruleError(recurrenceProblems(ruleFromInput(rule)));
  if (ruleProblem) throw ruleProblem;
  if (extensionTooLong({ startDate: row.start_date, everyWeeks: row.every_weeks, weekdays: row.weekdays, endDate: row.end_date }, endDate)) throw tooManyDates('end_date');
  const field = endDate > row.end_date ? await facilityField(db, facility.id, row.field_id) : null;
  const added = field
    ? bookable(
        facility,
        field,
        ruleDates(rule).filter((d) => d > row.end_date),
        { time: row.time, minutes: row.duration },
        now,
      )
    : [];

  return db.transaction(async (tx) => {
    let created: string[] = [];
    let failed: DateConflicts[] = [];
    if (!field) {
      // The first instant after the new end date, in the facility's zone.
      const [dayAfter] = seriesSlots([LocalDate.parse(endDate).plusDays(1)], { time: '00:00', minutes: 1, zone: facility.timezone });
      await repo.cancelBookings(tx, await liveBookingsAfter(tx, row.id, new Date(dayAfter!.start.getTime() - 1)), null);
    } else {
      const plan = seriesPlan(row, await repo.blockedFields(tx, field), actor, await seriesPrice(tx, row, facility.group_id));
      ({ created, failed } = await createDates(tx, added, [plan]));
      if (added.length > 0 && created.length === 0) throw new DomainError('E409', { key: 'bookings.seriesTaken' }, { failed });
    }
    const updated = await repo.updateSeries(tx, row.id, { end_date: endDate });
    const [described] = await describeSeries(tx, [updated]);
    return { series: described!, created, failed };
  });
}

/** Cancels a series with one of the organization's reasons: its bookings still to come are cancelled (past ones stay). */
export async function cancelSeries(db: Db, actor: Actor, body: Input<typeof cancelSeriesSchema>, now = new Date()) {
  const { row, facility } = await ownSeries(db, actor, body.series_id);
  if (row.status !== 'active') throw new DomainError('E409', { key: 'bookings.seriesCancelled' });
  if (!(await isActiveReason(db, facility.group_id, body.reason_id))) throw invalidInput('reason_id');
  return db.transaction(async (tx) => {
    await repo.cancelBookings(tx, await liveBookingsAfter(tx, row.id, now), body.reason_id);
    return seriesDetail(tx, await repo.updateSeries(tx, row.id, { status: 'cancelled' }));
  });
}

/** The recurring series of a facility, newest first. */
export async function listSeries(db: Db, actor: Actor, facilityId: number, page: { page: number; count: number; status?: string | undefined }) {
  const facility = await facilityFor(db, actor, facilityId);
  return seriesPage(db, facility.id, false, page);
}

/** One series with all its bookings. */
export async function getSeries(db: Db, actor: Actor, id: number) {
  const { row } = await ownSeries(db, actor, id);
  return seriesDetail(db, row);
}
