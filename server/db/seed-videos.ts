import { newPlayback } from '../videos/playback';
import { LocalDate } from '@js-joda/core';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { flatReservation, reservationQuote, type OrganizationFees } from '../../domain/bookings/quote';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { todayIn } from '../../domain/bookings/schedule';
import type { Tx } from './connect';
import { insertRecordedBookings, type BookingRow } from '../bookings/repository';
import { cameras, contacts, facilities, fields, highlights, organizations, videoHighlights, videoOrders, videos, type bookings } from './schema';

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
 * The past week of a facility: bookings that took place (completed) for its contacts, each tied to
 * its recording, so the videos of the facility (and the navigation search's files) are there.
 * Answers them: each was paid at the desk before it was played (owing as written, paid through the
 * ledger by seed-payments.ts `seedDeskPayments`).
 */
export async function seedPastWeek(tx: Tx, facilityId: number): Promise<BookingRow[]> {
  const [facility] = await tx.select({ timezone: facilities.timezone }).from(facilities).where(eq(facilities.id, facilityId));
  const fieldRows = await tx.select({ id: fields.id, hourly_price_cents: fields.hourly_price_cents }).from(fields).where(eq(fields.facility_id, facilityId)).orderBy(fields.id);
  const people = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.facility_id, facilityId), eq(contacts.status, 'A')))
    .orderBy(contacts.id);
  if (!facility || fieldRows.length === 0) return [];
  const today = LocalDate.parse(todayIn(facility.timezone, new Date()));
  const fees = await feesOfFacility(tx, facilityId);
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (let day = 1; day <= 7; day++) {
    for (const [i, field] of fieldRows.entries()) {
      for (const [j, time] of PAST_TIMES.entries()) {
        if ((day * 5 + i * 3 + j) % 4 === 0) continue;
        const [slot] = seriesSlots([today.minusDays(day)], { time, minutes: 90, zone: facility.timezone });
        const contact = people.length > 0 ? people[(day + i + j) % people.length]!.id : null;
        // Priced as the reservation form prices it (one price on its receipt and its form); paid in full through the ledger.
        const price = reservationQuote(flatReservation('one_day'), { hourlyPrice: field.hourly_price_cents, minutes: 90, participants: 0 }, fees);
        rows.push({
          facility_id: facilityId,
          field_id: field.id,
          type: 'one_day',
          start_at: slot!.start,
          end_at: slot!.end,
          status: 'completed',
          amount_cents: price.total,
          service_fee_cents: price.serviceFee,
          contact_id: contact,
          include_video: true,
        });
      }
    }
  }
  if (rows.length === 0) return [];
  // Played and recorded: written as they were, through the repository (no creation rule: they are past).
  const created = await insertRecordedBookings(tx, rows);
  await tx.insert(videos).values(
    created.map((b, n) => ({
      facility_id: facilityId,
      field_id: b.field_id,
      booking_id: b.id,
      playback: newPlayback(),
      started_at: b.start_at,
      duration: Math.round((b.end_at.getTime() - b.start_at.getTime()) / 60_000),
      type: n % 5 === 0 ? 'left' : 'left/right',
      views: (n * 7) % 23,
      status: 'completed',
    })),
  );
  return created;
}

/** Minutes in ms. */
const MIN = 60_000;

/**
 * Videos across their life (issue 18): ordered videos scheduled for the coming hours and days,
 * one recording now, one processing, one failed, one cancelled, one hidden and one older than its
 * 30 days to download, each with its video order; and highlights on the past week's recordings.
 * Ordered at the counter: the paid ones were paid there, through the ledger (seed-payments.ts
 * `seedVideoDeskPayments`, once the staff exist); the failed and cancelled ones were never paid.
 */
export async function seedVideoLife(tx: Tx, facilityId: number, now = new Date()): Promise<void> {
  const [facility] = await tx.select({ timezone: facilities.timezone, group_id: facilities.group_id }).from(facilities).where(eq(facilities.id, facilityId));
  const fieldRows = await tx.select({ id: fields.id }).from(fields).where(eq(fields.facility_id, facilityId)).orderBy(fields.id);
  // Recordings still to come or under way sit on fields with a camera: the recording job
  // (server/videos/recording-job.ts) fails a live recording whose field has no camera reporting.
  const filmed = await tx.selectDistinct({ id: fields.id }).from(fields).innerJoin(cameras, eq(cameras.field_id, fields.id)).where(eq(fields.facility_id, facilityId)).orderBy(fields.id);
  const people = await tx
    .select({ id: contacts.id, phone: contacts.phone })
    .from(contacts)
    .where(and(eq(contacts.facility_id, facilityId), eq(contacts.status, 'A')))
    .orderBy(contacts.id);
  if (!facility || fieldRows.length === 0) return;
  const hour = Math.floor(now.getTime() / (60 * MIN)) * 60 * MIN;
  const plan = [
    { status: 'scheduled', start: hour + 26 * 60 * MIN, order: 'paid', hidden: false },
    { status: 'scheduled', start: hour + 50 * 60 * MIN, order: 'pending', hidden: false },
    // Under way for the next 50 minutes whenever the demo is made (a start on the hour could end at once).
    { status: 'recording', start: Math.floor(now.getTime() / MIN) * MIN - 10 * MIN, order: 'paid', hidden: false },
    { status: 'processing', start: hour - 100 * MIN, order: 'paid', hidden: false },
    { status: 'failed', start: hour - 26 * 60 * MIN, order: 'failed', hidden: false },
    { status: 'cancelled', start: hour - 50 * 60 * MIN, order: 'cancelled', hidden: false },
    { status: 'completed', start: hour - 74 * 60 * MIN, order: 'paid', hidden: true },
    { status: 'completed', start: hour - 40 * 24 * 60 * MIN, order: 'paid', hidden: false },
  ] as const;
  for (const [n, p] of plan.entries()) {
    const live = p.status === 'scheduled' || p.status === 'recording' || p.status === 'processing';
    const pool = live && filmed.length > 0 ? filmed : fieldRows;
    const field = pool[n % pool.length]!;
    const person = people.length > 0 ? people[n % people.length]! : null;
    const price = 1000;
    const tax = 210;
    const [order] = await tx
      .insert(videoOrders)
      .values({
        group_id: facility.group_id,
        facility_id: facilityId,
        field_id: field.id,
        contact_id: person?.id ?? null,
        phone: person?.phone || '+34 600 000 000',
        date: todayIn(facility.timezone, new Date(p.start)),
        start_at: new Date(p.start),
        duration: 60,
        type: n % 3 === 0 ? 'left' : 'left/right',
        price_cents: price,
        discount_cents: n % 2 === 0 ? 100 : 0,
        tax_cents: tax,
        service_fee_cents: 50,
        total_cents: price - (n % 2 === 0 ? 100 : 0) + tax + 50,
        status: p.order,
        created_at: new Date(Math.min(p.start, now.getTime()) - 2 * 24 * 60 * MIN),
      })
      .returning({ id: videoOrders.id });
    await tx.insert(videos).values({
      facility_id: facilityId,
      field_id: field.id,
      video_order_id: order!.id,
      playback: newPlayback(),
      started_at: new Date(p.start),
      duration: 60,
      type: n % 3 === 0 ? 'left' : 'left/right',
      views: p.status === 'completed' ? 5 + n : 0,
      status: p.status,
      hidden: p.hidden,
    });
  }
  // Highlights on the latest recordings of the past week.
  const kinds = await tx.select({ id: highlights.id, type: highlights.type, category: highlights.category }).from(highlights).where(eq(highlights.facility_id, facilityId)).orderBy(highlights.id);
  const recorded = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.facility_id, facilityId), eq(videos.status, 'completed'), isNotNull(videos.booking_id)))
    .orderBy(desc(videos.started_at))
    .limit(3);
  const players = ['Lucía Fernández', 'Javier Ruiz', 'Marta Sánchez', 'Jordan Lee'];
  const rows: (typeof videoHighlights.$inferInsert)[] = [];
  for (const [i, video] of recorded.entries()) {
    for (let j = 0; j < 3; j++) {
      const kind = kinds.length > 0 ? kinds[(i + j) % kinds.length]! : null;
      rows.push({
        video_id: video.id,
        highlight_id: kind?.id ?? null,
        offset_seconds: 300 + j * 900 + i * 60,
        duration_seconds: 15,
        type: kind?.type ?? (['goal', 'foul', 'assist'] as const)[j]!,
        category: kind?.category ?? 'Padel',
        player: players[(i + j) % players.length]!,
        playback: newPlayback(),
      });
    }
  }
  if (rows.length > 0) await tx.insert(videoHighlights).values(rows);
}
