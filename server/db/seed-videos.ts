import { randomUUID } from 'node:crypto';
import { LocalDate } from '@js-joda/core';
import { and, eq } from 'drizzle-orm';
import { flatReservation, reservationQuote, type OrganizationFees } from '../../domain/bookings/quote';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { todayIn } from '../../domain/bookings/schedule';
import type { Tx } from './connect';
import { insertRecordedBookings } from '../bookings/repository';
import { contacts, facilities, fields, organizations, videos, type bookings } from './schema';

/** Evening slots of the past week that were booked, played and recorded. */
const PAST_TIMES = ['10:30', '17:00', '18:30', '20:00'];

/** The organization's fees of a facility, as the reservation form prices its bookings with. */
export async function feesOfFacility(tx: Tx, facilityId: number): Promise<OrganizationFees> {
  const [fees] = await tx
    .select({ bookingPercent: organizations.booking_fee_percent, matchPercent: organizations.match_fee_percent })
    .from(facilities)
    .innerJoin(organizations, eq(organizations.id, facilities.group_id))
    .where(eq(facilities.id, facilityId));
  return fees ?? { bookingPercent: 0, matchPercent: 0 };
}

/**
 * The past week of a facility: bookings that took place (paid, completed) for its contacts, each
 * tied to its recording, so the videos of the facility (and the navigation search's files) are there.
 */
export async function seedPastWeek(tx: Tx, facilityId: number): Promise<void> {
  const [facility] = await tx.select({ timezone: facilities.timezone }).from(facilities).where(eq(facilities.id, facilityId));
  const fieldRows = await tx.select({ id: fields.id, hourly_price_cents: fields.hourly_price_cents }).from(fields).where(eq(fields.facility_id, facilityId)).orderBy(fields.id);
  const people = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.facility_id, facilityId), eq(contacts.status, 'A')))
    .orderBy(contacts.id);
  if (!facility || fieldRows.length === 0) return;
  const today = LocalDate.parse(todayIn(facility.timezone, new Date()));
  const fees = await feesOfFacility(tx, facilityId);
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (let day = 1; day <= 7; day++) {
    for (const [i, field] of fieldRows.entries()) {
      for (const [j, time] of PAST_TIMES.entries()) {
        if ((day * 5 + i * 3 + j) % 4 === 0) continue;
        const [slot] = seriesSlots([today.minusDays(day)], { time, minutes: 90, zone: facility.timezone });
        const contact = people.length > 0 ? people[(day + i + j) % people.length]!.id : null;
        // Priced as the reservation form prices it (one price on its receipt and its form), and paid in full.
        const price = reservationQuote(flatReservation('one_day'), { hourlyPrice: field.hourly_price_cents, minutes: 90, participants: 0 }, fees);
        rows.push({
          facility_id: facilityId,
          field_id: field.id,
          type: 'one_day',
          start_at: slot!.start,
          end_at: slot!.end,
          status: 'completed',
          payment_state: 'paid',
          amount_cents: price.total,
          service_fee_cents: price.serviceFee,
          amount_paid_cents: price.total,
          contact_id: contact,
          include_video: true,
        });
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
