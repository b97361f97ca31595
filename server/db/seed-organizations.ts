import { eq } from 'drizzle-orm';
import { DEFAULT_WEEK, type WeekSchedule } from '../../domain/resources/resource';
import type { Tx } from './connect';
import { facilities, organizations } from './schema';

/** Weekdays 08:00–23:00, Saturday 09:00–22:00, Sunday 09:00–14:00 (Monday first). */
const CLUB_WEEK: WeekSchedule = DEFAULT_WEEK.map((day, i) => (i === 5 ? { open: '09:00', close: '22:00', closed: false } : i === 6 ? { open: '09:00', close: '14:00', closed: false } : day));

/** The details of the demo organizations and facilities (SPEC §3), so their lists and forms look alive. */
export async function seedOrganizationDetails(tx: Tx, ids: { demo: number; other: number; madrid: number; newYork: number; lisbon: number }): Promise<void> {
  await tx
    .update(organizations)
    .set({
      currency: 'EUR',
      min_orders_amount_cents: 20000,
      min_orders_filter: 'orders',
      monthly_charge_cents: 14900,
      order_reminder_minutes: 90,
      notes: 'Flagship customer: padel in Madrid, tennis and pickleball in Brooklyn.',
      price_plan: [
        { from: 0, to: 50, price_cents: 450 },
        { from: 50, to: 200, price_cents: 375 },
        { from: 200, to: null, price_cents: 300 },
      ],
      fixed_minimum_amount_cents: 9900,
      service_fee_amount_cents: 50,
      service_fee_percent: 2.9,
      cancellation_policy_hours: 24,
      booking_fee_percent: 3,
      match_fee_percent: 5,
    })
    .where(eq(organizations.id, ids.demo));
  await tx
    .update(organizations)
    .set({
      currency: 'EUR',
      min_orders_amount_cents: 4000,
      min_orders_filter: 'hours',
      monthly_charge_cents: 7900,
      order_reminder_minutes: 60,
      price_plan: [{ from: 0, to: null, price_cents: 500 }],
      only_hourly_price: true,
      service_fee_percent: 3.5,
      cancellation_policy_hours: 12,
      booking_fee_percent: 2.5,
    })
    .where(eq(organizations.id, ids.other));

  const bank = { bank_holder_name: 'Demo Sports Club S.L.', bank_name: 'Banco Demo' };
  await tx
    .update(facilities)
    .set({
      ...bank,
      signer_name: 'Olivia Martín',
      owner_name: 'Demo Sports Club S.L.',
      representative: 'Raúl Gómez',
      administrator: 'Olivia Martín',
      commission: 10,
      commission_after_sale: 5,
      tax_percent: 21,
      short_address: 'Calle de Alcalá 120, Madrid',
      billing_cycle: 'monthly',
      latitude: 40.4232,
      longitude: -3.6713,
      google_place_id: 'ChIJgTwKgJcpQg0RaSKMYcHeNsQ',
      schedule: CLUB_WEEK,
      bank_account_number: 'ES9121000418450200051332',
      bank_routing_number: 'CAIXESBBXXX',
      monthly_minimum_orders: 100,
      order_phone_required: true,
      video_declaration: 'Matches on our courts may be recorded. Recordings are shared only with the players of the booking.',
      online_payments: true,
      pos_for_bookings: true,
    })
    .where(eq(facilities.id, ids.madrid));
  await tx
    .update(facilities)
    .set({
      ...bank,
      bank_holder_name: 'Demo Sports Club LLC',
      bank_name: 'Brooklyn Savings',
      signer_name: 'Olivia Martín',
      owner_name: 'Demo Sports Club LLC',
      administrator: 'Sam Carter',
      commission: 12,
      tax_percent: 8.875,
      short_address: '45 Kent Ave, Brooklyn, NY',
      billing_cycle: 'biweekly',
      latitude: 40.7218,
      longitude: -73.9614,
      schedule: DEFAULT_WEEK,
      bank_account_number: '000123456789',
      bank_routing_number: '021000021',
      monthly_minimum_orders: 60,
      team_required: true,
    })
    .where(eq(facilities.id, ids.newYork));
  await tx
    .update(facilities)
    .set({
      signer_name: 'João Silva',
      owner_name: 'Other Club Lda.',
      commission: 8,
      tax_percent: 23,
      short_address: 'Av. da Liberdade 10, Lisboa',
      billing_cycle: 'weekly',
      latitude: 38.7169,
      longitude: -9.1399,
      schedule: CLUB_WEEK,
      no_booking_sms: true,
    })
    .where(eq(facilities.id, ids.lisbon));
}
