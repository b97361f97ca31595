import { ChronoUnit, LocalDate, LocalTime } from '@js-joda/core';
import { and, eq, inArray } from 'drizzle-orm';
import { BOOKING_START_GRACE_MINUTES } from '../../domain/bookings/opening-hours';
import { recurrenceProblems, seriesSlots } from '../../domain/bookings/recurrence';
import type { BlockedTimeCreate } from '../../domain/bookings/series';
import { actorUserId, type Actor } from '../auth/actor';
import type { Db } from '../db/connect';
import { fields } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { facilityFor } from './access';
import { liveBookingsEndingAfter, ruleDates, seriesById, seriesDetail, seriesPage } from './queries';
import * as repo from './repository';
import { createDates } from './series-service';
import { bookableSlots } from './time-rules';

/**
 * Blocked times (SPEC §7 `/blocked_time/ serie, facility`; view 38): one or more fields of a
 * facility blocked on a date from one time to another, optionally every week on that weekday until
 * a date, with a reason. A blocked time is a series of type `blocked` (even a single date, so the
 * list has one row per blocked time) whose bookings (one per field and date, type `blocked`) hold
 * slots like any booking: every conflict check sees them and the schedule shows them hatched.
 *
 * Unlike a recurring reservation, a blocked time is all or nothing: when a date is already booked
 * the call answers E409 with the bookings in the way (`data.failed` by date, `data.conflicts`
 * flat) and writes nothing; staff move or cancel those bookings first, nobody's booking is dropped
 * silently. Its time and fields are not edited in place (remove it and block again); its reason is.
 *
 * Creation rules: its own range (any duration) inside the hours of each chosen field on that
 * weekday (E400 naming the hours, nothing written); dates already past are not blocked.
 */

/** A blocked time of the actor's facilities. */
async function ownBlocked(db: Db, actor: Actor, id: number) {
  const row = await seriesById(db, id);
  if (!row || row.type !== 'blocked') throw new DomainError('E404');
  await facilityFor(db, actor, row.facility_id);
  return row;
}

export async function createBlockedTime(db: Db, actor: Actor, body: BlockedTimeCreate, now = new Date()) {
  const facility = await facilityFor(db, actor, body.facility_id);
  const fieldIds = [...new Set(body.field_ids)];
  const chosen = (
    await db
      .select()
      .from(fields)
      .where(and(inArray(fields.id, fieldIds), eq(fields.facility_id, facility.id), eq(fields.status, 'A')))
  ).sort((a, b) => a.id - b.id);
  if (chosen.length !== fieldIds.length) throw invalidInput('field_ids');
  const minutes = ChronoUnit.MINUTES.between(LocalTime.parse(body.time), LocalTime.parse(body.end_time));
  if (minutes <= 0) throw invalidInput('end_time');
  const date = LocalDate.parse(body.date);
  const rule = { start_date: body.date, end_date: body.repeat_until ?? body.date, every_weeks: 1, weekdays: [date.dayOfWeek().value()] };
  if (recurrenceProblems({ start: date, until: LocalDate.parse(rule.end_date), everyWeeks: 1, weekdays: rule.weekdays }).length > 0) throw invalidInput('repeat_until');
  const all = seriesSlots(
    ruleDates(rule).map((d) => LocalDate.parse(d)),
    { time: body.time, minutes, zone: facility.timezone },
  );
  let slots = all;
  for (const field of chosen) slots = bookableSlots(facility, field, slots, { now, durations: 'any', graceMinutes: BOOKING_START_GRACE_MINUTES });
  if (slots.length === 0) throw invalidInput('date', { key: 'bookings.hours.start_in_past' }, { message: { key: 'bookings.hours.start_in_past' } });
  // Each chosen field gets a booking; a field shared with a chosen one is held by the first
  // booking that blocks it (never twice: the blocked time must not conflict with itself).
  const held = new Set<number>();
  const slotsOf: number[][] = [];
  for (const field of chosen) {
    const mine = (await repo.blockedFields(db, field)).filter((id) => id === field.id || (!fieldIds.includes(id) && !held.has(id)));
    mine.forEach((id) => held.add(id));
    slotsOf.push(mine);
  }
  const userId = actorUserId(actor);

  return db.transaction(async (tx) => {
    const series = await repo.insertSeries(tx, {
      facility_id: facility.id,
      field_id: chosen[0]!.id,
      type: 'blocked',
      start_date: rule.start_date,
      end_date: rule.end_date,
      time: body.time,
      duration: minutes,
      every_weeks: 1,
      weekdays: rule.weekdays,
      notes: body.reason,
      created_by: userId,
    });
    const plans = chosen.map((field, i) => ({
      values: { facility_id: facility.id, field_id: field.id, type: 'blocked', notes: body.reason, series_id: series.id, created_by: userId },
      slotFields: slotsOf[i]!,
    }));
    const { failed } = await createDates(tx, slots, plans);
    if (failed.length > 0) throw new DomainError('E409', { key: 'bookings.blockedOverlap' }, { failed, conflicts: failed.flatMap((f) => f.conflicts) });
    return seriesDetail(tx, series);
  });
}

export async function listBlockedTimes(db: Db, actor: Actor, facilityId: number, page: { page: number; count: number; status?: string | undefined }) {
  const facility = await facilityFor(db, actor, facilityId);
  return seriesPage(db, facility.id, true, page);
}

export async function getBlockedTime(db: Db, actor: Actor, id: number) {
  return seriesDetail(db, await ownBlocked(db, actor, id));
}

/** Changes the reason of a blocked time (its bookings' notes too). */
export async function changeBlockedReason(db: Db, actor: Actor, id: number, reason: string) {
  const row = await ownBlocked(db, actor, id);
  return db.transaction(async (tx) => {
    const updated = await repo.updateSeries(tx, row.id, { notes: reason });
    await repo.setSeriesNotes(tx, row.id, reason);
    return seriesDetail(tx, updated);
  });
}

/** Removes a blocked time: the fields are free again from now on (past dates stay as they were). */
export async function removeBlockedTime(db: Db, actor: Actor, id: number, now = new Date()) {
  const row = await ownBlocked(db, actor, id);
  if (row.status !== 'active') throw new DomainError('E409', { key: 'bookings.seriesCancelled' });
  return db.transaction(async (tx) => {
    await repo.cancelBookings(tx, await liveBookingsEndingAfter(tx, row.id, now), null);
    return seriesDetail(tx, await repo.updateSeries(tx, row.id, { status: 'cancelled' }));
  });
}
