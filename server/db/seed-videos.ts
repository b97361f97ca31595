import { randomUUID } from 'node:crypto';
import { LocalDate } from '@js-joda/core';
import { and, eq } from 'drizzle-orm';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { todayIn } from '../../domain/bookings/schedule';
import type { Tx } from './connect';
import { insertRecordedBookings } from '../bookings/repository';
import { contacts, facilities, fields, videos, type bookings } from './schema';

/** Evening slots of the past week that were booked, played and recorded. */
const PAST_TIMES = ['10:30', '17:00', '18:30', '20:00'];

/**
 * The past week of a facility: bookings that took place (paid, completed) for its contacts, each
 * tied to its recording, so the videos of the facility (and the navigation search's files) are there.
 */
export async function seedPastWeek(tx: Tx, facilityId: number): Promise<void> {
  const [facility] = await tx.select({ timezone: facilities.timezone }).from(facilities).where(eq(facilities.id, facilityId));
  const fieldRows = await tx.select({ id: fields.id }).from(fields).where(eq(fields.facility_id, facilityId)).orderBy(fields.id);
  const people = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.facility_id, facilityId), eq(contacts.status, 'A')))
    .orderBy(contacts.id);
  if (!facility || fieldRows.length === 0) return;
  const today = LocalDate.parse(todayIn(facility.timezone, new Date()));
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (let day = 1; day <= 7; day++) {
    for (const [i, field] of fieldRows.entries()) {
      for (const [j, time] of PAST_TIMES.entries()) {
        if ((day * 5 + i * 3 + j) % 4 === 0) continue;
        const [slot] = seriesSlots([today.minusDays(day)], { time, minutes: 90, zone: facility.timezone });
        const contact = people.length > 0 ? people[(day + i + j) % people.length]!.id : null;
        rows.push({ facility_id: facilityId, field_id: field.id, start_at: slot!.start, end_at: slot!.end, status: 'completed', payment_state: 'paid', contact_id: contact, include_video: true });
      }
    }
  }
  if (rows.length === 0) return;
  // Played and recorded: written as they were, through the repository (no creation rule: they are past).
  const created = await insertRecordedBookings(tx, rows);
  await tx.insert(videos).values(
    created.map((b, n) => ({
      facility_id: facilityId,
      field_id: b.field_id,
      booking_id: b.id,
      playback: randomUUID().replaceAll('-', '').slice(0, 12),
      started_at: b.start_at,
      duration: Math.round((b.end_at.getTime() - b.start_at.getTime()) / 60_000),
      type: n % 5 === 0 ? 'left' : 'left/right',
      views: (n * 7) % 23,
      status: 'completed',
    })),
  );
}
