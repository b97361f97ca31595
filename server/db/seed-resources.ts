import { LocalDate } from '@js-joda/core';
import { flatReservation, reservationQuote } from '../../domain/bookings/quote';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { isMatchType } from '../../domain/bookings/quote';
import { minutesOf, todayIn } from '../../domain/bookings/schedule';
import type { BookingType } from '../../domain/bookings/types';
import { DEFAULT_WEEK, type WeekSchedule } from '../../domain/resources/resource';
import type { Tx } from './connect';
import { feesOfFacility, seedPastWeek, seedVideoLife } from './seed-videos';
import { insertRecordedBookings, type BookingRow } from '../bookings/repository';
import {
  appNotifications,
  type bookings,
  cameras,
  contactCategories,
  contacts,
  fields,
  highlights,
  paymentMethods,
  savedCards,
  playersGroups,
  productCategories,
  products,
  stockMovements,
  rankingGroups,
  sports,
  terminals,
} from './schema';

/** Weekdays 08:00–23:00, weekends 09:00–21:00 (Monday first). */
const WEEK: WeekSchedule = DEFAULT_WEEK.map((day, i) => (i >= 5 ? { open: '09:00', close: '21:00', closed: false } : day));

/**
 * Demo rows of the declared resources in the three demo facilities, enough for every list to look
 * alive. Answers the bookings that were paid at the desk, still owing as written (their payments
 * are the ledger's, made once the staff exist: seed-payments.ts `seedDeskPayments`).
 */
export async function seedResources(tx: Tx, ids: { demo: number; other: number; madrid: number; newYork: number; lisbon: number }): Promise<BookingRow[]> {
  const { demo, other, madrid, newYork, lisbon } = ids;
  const madridFields = await tx
    .insert(fields)
    .values([
      ...['Pista 1', 'Pista 2', 'Pista 3', 'Pista 4'].map((name, i) => ({
        facility_id: madrid,
        name,
        hourly_price_cents: (24 + i * 2) * 100,
        // Premium recording costs more; a video ordered ahead is 10 % off.
        video_hourly_price_cents: i < 2 ? 1200 : 800,
        video_preorder_discount_percent: 10,
        recording_type: i < 2 ? 'premium' : 'basic',
        chunk_frequency: '30',
        schedule: WEEK,
      })),
      {
        facility_id: madrid,
        name: 'Pista Central',
        hourly_price_cents: 3600,
        video_hourly_price_cents: 1500,
        video_preorder_discount_percent: 10,
        recording_type: 'tracked',
        chunk_frequency: '30',
        schedule: WEEK,
        players_quantity: 4,
      },
    ])
    .returning({ id: fields.id, name: fields.name, hourly_price_cents: fields.hourly_price_cents });
  const newYorkFields = await tx
    .insert(fields)
    .values([
      ...['Court 1', 'Court 2', 'Court 3', 'Court 4'].map((name, i) => ({
        facility_id: newYork,
        name,
        hourly_price_cents: (40 + i * 5) * 100,
        video_hourly_price_cents: 1500,
        video_preorder_discount_percent: 15,
        recording_type: 'static',
        chunk_frequency: '60',
        schedule: WEEK,
      })),
      ...['Campo A', 'Campo B'].map((name) => ({
        facility_id: lisbon,
        name,
        hourly_price_cents: 6000,
        video_hourly_price_cents: 2000,
        video_preorder_discount_percent: 10,
        players_quantity: 10,
        recording_type: 'tracked',
        chunk_frequency: '60',
        schedule: WEEK,
      })),
    ])
    .returning({ id: fields.id, facility_id: fields.facility_id, hourly_price_cents: fields.hourly_price_cents });

  await tx.insert(cameras).values([
    ...madridFields.map((f, i) => ({
      facility_id: madrid,
      field_id: f.id,
      name: `Cam ${f.name}`,
      code: `MAD-${i + 1}`,
      mac_address: `00:1A:2B:3C:4D:${(16 + i).toString(16).toUpperCase()}`,
      ip_address: `10.0.0.${11 + i}`,
      status: i === 3 ? 'I' : 'A',
      // The simulated fleet (server/cameras/simulator.ts) drives the demo's cameras.
      simulated: true,
    })),
    { facility_id: newYork, field_id: newYorkFields[0]!.id, name: 'Cam Court 1', code: 'NYC-1', mac_address: '00:1A:2B:3C:5D:01', ip_address: '10.1.0.11', simulated: true },
    { facility_id: newYork, field_id: newYorkFields[1]!.id, name: 'Cam Court 2', code: 'NYC-2', mac_address: '00:1A:2B:3C:5D:02', ip_address: '10.1.0.12', simulated: true },
    { facility_id: lisbon, field_id: newYorkFields.find((f) => f.facility_id === lisbon)!.id, name: 'Cam Campo A', code: 'LIS-1', mac_address: '00:1A:2B:3C:6D:01', simulated: true },
  ]);

  const people = [
    ['Lucía Fernández', '+34 611 200 301', 'lucia@example.com', 'member'],
    ['Javier Ruiz', '+34 611 200 302', 'javier@example.com', 'customer'],
    ['Marta Sánchez', '+34 611 200 303', 'marta@example.com', 'member'],
    ['Carlos Navarro', '+34 611 200 304', '', 'customer'],
    ['Elena Torres', '+34 611 200 305', 'elena@example.com', 'coach'],
    ['Pablo Romero', '+34 611 200 306', 'pablo@example.com', 'customer'],
    ['Sofía Díaz', '+34 611 200 307', '', 'member'],
    ['Diego Moreno', '+34 611 200 308', 'diego@example.com', 'customer'],
    ['Laura Jiménez', '+34 611 200 309', 'laura@example.com', 'member'],
    ['Andrés Castro', '+34 611 200 310', 'andres@example.com', 'customer'],
    ['Padel Supplies S.L.', '+34 910 000 111', 'ventas@padelsupplies.example', 'supplier'],
    ['Nuria Ortega', '+34 611 200 312', 'nuria@example.com', 'customer'],
  ] as const;
  // Brooklyn's desk reads English: its contacts have English names.
  const brooklynPeople = [
    ['Jordan Lee', '+1 718 555 0101', 'jordan@example.com', 'Member'],
    ['Sam Rivera', '+1 718 555 0102', '', 'Customer'],
    ['Emily Carter', '+1 718 555 0103', 'emily@example.com', 'Member'],
    ['Marcus Johnson', '+1 718 555 0104', 'marcus@example.com', 'Customer'],
    ['Hannah Brooks', '+1 718 555 0105', '', 'Customer'],
    ['Tyler Morgan', '+1 718 555 0106', 'tyler@example.com', 'Member'],
  ] as const;
  // Madrid's desk reads Spanish (issue 20 item 5): its categories, products and highlights are in Spanish.
  const kinds = { customer: 'Cliente', member: 'Socio', coach: 'Entrenador', supplier: 'Proveedor' } as const;
  const kindDescriptions = { customer: 'Reserva de vez en cuando', member: 'Paga una cuota mensual', coach: 'Da clases en el club', supplier: 'Vende al club' } as const;
  const contactCategoryRows = await tx
    .insert(contactCategories)
    .values([
      ...Object.entries(kinds).map(([kind, name]) => ({ facility_id: madrid, name, description: kindDescriptions[kind as keyof typeof kinds] })),
      { facility_id: newYork, name: 'Member' },
      { facility_id: newYork, name: 'Customer' },
      { facility_id: lisbon, name: 'Cliente' },
    ])
    .returning({ id: contactCategories.id, name: contactCategories.name, facility_id: contactCategories.facility_id });
  const contactCategory = (facility: number, name: string) => contactCategoryRows.find((c) => c.facility_id === facility && c.name === name)!.id;
  const contactRows = await tx
    .insert(contacts)
    .values([
      ...people.map(([name, phone, email, kind]) => ({ facility_id: madrid, name, phone, email, category_id: contactCategory(madrid, kinds[kind]) })),
      ...brooklynPeople.map(([name, phone, email, kind]) => ({ facility_id: newYork, name, phone, email, category_id: contactCategory(newYork, kind) })),
      { facility_id: lisbon, name: 'João Silva', phone: '+351 912 000 001', email: 'joao@example.com', category_id: contactCategory(lisbon, 'Cliente') },
    ])
    .returning({ id: contacts.id, facility_id: contacts.facility_id, category_id: contacts.category_id });
  // Saved cards of a few organizers (brand and last four only; the simulated provider's references,
  // server/pos/card/simulated.ts): unpaid balances are charged to them, one declines (insufficient funds).
  const firstOf = (facility: number, n: number) => contactRows.filter((c) => c.facility_id === facility).slice(0, n);
  const [m1, m2, m3] = firstOf(madrid, 3);
  const [ny1] = firstOf(newYork, 1);
  const cards = await tx
    .insert(savedCards)
    .values([
      { contact_id: m1!.id, provider_ref: 'pm_sim_approved_visa_4242', brand: 'visa', last4: '4242' },
      { contact_id: m2!.id, provider_ref: 'pm_sim_approved_mastercard_4444', brand: 'mastercard', last4: '4444' },
      { contact_id: m3!.id, provider_ref: 'pm_sim_insufficient_funds_visa_9995', brand: 'visa', last4: '9995' },
      { contact_id: ny1!.id, provider_ref: 'pm_sim_approved_amex_8431', brand: 'amex', last4: '8431' },
    ])
    .returning({ contact_id: savedCards.contact_id });

  // The coming two weeks' bookings name who plays (the players of each facility, not its suppliers).
  const supplier = contactCategory(madrid, kinds.supplier);
  const players = (facility: number) => contactRows.filter((c) => c.facility_id === facility && c.category_id !== supplier).map((c) => c.id);
  const withCard = new Set(cards.map((c) => c.contact_id));
  const paidAtDesk = [
    ...(await seedBookings(tx, madrid, 'Europe/Madrid', madridFields, players(madrid), withCard)),
    ...(await seedBookings(
      tx,
      newYork,
      'America/New_York',
      newYorkFields.filter((f) => f.facility_id === newYork),
      players(newYork),
      withCard,
    )),
  ];

  const categories = await tx.select({ id: productCategories.id, name: productCategories.name, facility_id: productCategories.facility_id }).from(productCategories);
  const category = (facility: number, name: string) => categories.find((c) => c.facility_id === facility && c.name === name)!.id;
  const productRows = await tx
    .insert(products)
    .values([
      { facility_id: madrid, category_id: category(madrid, 'Bebidas'), name: 'Agua 50 cl', code: '8410001000018', price_cents: 150, cost_cents: 40, low_stock: 24, stock: 120 },
      { facility_id: madrid, category_id: category(madrid, 'Bebidas'), name: 'Bebida isotónica', code: '8410001000025', price_cents: 250, cost_cents: 90, low_stock: 12, stock: 60 },
      { facility_id: madrid, category_id: category(madrid, 'Tentempiés'), name: 'Barrita energética', code: '8410001000032', price_cents: 200, cost_cents: 70, low_stock: 10, stock: 40, visibility: 'both' },
      { facility_id: madrid, category_id: category(madrid, 'Material'), name: 'Pelotas de pádel (3)', code: '8410001000049', price_cents: 690, cost_cents: 300, low_stock: 30, stock: 25, visibility: 'both' },
      { facility_id: madrid, category_id: category(madrid, 'Material'), name: 'Overgrip', code: '8410001000056', price_cents: 350, cost_cents: 120, stock: 0 },
      { facility_id: newYork, category_id: category(newYork, 'Drinks'), name: 'Sparkling water', code: '0012000000133', price_cents: 200, cost_cents: 60, low_stock: 10, stock: 48 },
      { facility_id: newYork, category_id: category(newYork, 'Drinks'), name: 'Sports drink', code: '0012000000140', price_cents: 300, cost_cents: 100, low_stock: 10, stock: 30 },
      { facility_id: lisbon, category_id: category(lisbon, 'Bebidas'), name: 'Água', code: '5601000000017', price_cents: 100, cost_cents: 30, stock: 80 },
    ])
    .returning({ id: products.id, name: products.name, stock: products.stock, cost_cents: products.cost_cents });
  // Stock is a journal: each product's stock is its initial stock 40 days ago less what sold since
  // (two units a day of the drinks and bars in the last 30 days), so days left read as they would.
  const day = 86_400_000;
  const now = Date.now();
  const dailySales = (name: string) => (['Agua 50 cl', 'Bebida isotónica', 'Barrita energética', 'Sparkling water'].includes(name) ? 2 : 0);
  await tx.insert(stockMovements).values(
    productRows.flatMap((p) => {
      const daily = dailySales(p.name);
      const sales = Array.from({ length: daily > 0 ? 30 : 0 }, (_, i) => ({
        product_id: p.id,
        quantity: -daily,
        kind: 'sale',
        unit_cost_cents: p.cost_cents,
        created_at: new Date(now - (30 - i) * day + 3_600_000),
      }));
      return [{ product_id: p.id, quantity: p.stock + daily * sales.length, kind: 'initial', stock_before: 0, unit_cost_cents: p.cost_cents, created_at: new Date(now - 40 * day) }, ...sales];
    }),
  );

  await tx.insert(terminals).values([
    { facility_id: madrid, name: 'Recepción', reader_reference: 'tmr_front_desk', serial: 'WPE-MAD-0001', description: 'Mostrador de recepción' },
    { facility_id: madrid, name: 'Barra', reader_reference: 'tmr_bar', serial: 'WPE-MAD-0002' },
    { facility_id: newYork, name: 'Front desk', reader_reference: 'tmr_nyc_front', serial: 'WPE-NYC-0001' },
    { facility_id: lisbon, name: 'Receção', reader_reference: 'tmr_lis_front', serial: 'WPE-LIS-0001' },
  ]);

  await tx.insert(playersGroups).values([
    { facility_id: madrid, name: 'Los Martes', type: 'team', visibility: 'private', captain_name: 'Lucía Fernández', captain_phone: '+34 611 200 301', co_captain_name: 'Marta Sánchez' },
    { facility_id: madrid, name: 'Academia Junior', type: 'academy', visibility: 'public', captain_name: 'Elena Torres', captain_email: 'elena@example.com' },
    { facility_id: madrid, name: 'Liga de Invierno', type: 'league', visibility: 'public', captain_name: 'Javier Ruiz' },
    { facility_id: newYork, name: 'Brooklyn Ballers', type: 'club', visibility: 'public', captain_name: 'Jordan Lee' },
    { facility_id: lisbon, name: 'Equipa A', type: 'team', visibility: 'private', captain_name: 'João Silva' },
  ]);

  await tx.insert(highlights).values([
    { facility_id: madrid, name: 'Punto ganador', category: 'Pádel', type: 'goal', duration: 15 },
    { facility_id: madrid, name: 'Falta en la red', category: 'Pádel', type: 'foul', duration: 10 },
    { facility_id: madrid, name: 'Gran asistencia', category: 'Pádel', type: 'assist', duration: 12 },
    { facility_id: newYork, name: 'Match point', category: 'Tennis', type: 'goal', duration: 15 },
    { facility_id: lisbon, name: 'Golo', category: 'Futebol', type: 'goal', duration: 20 },
  ]);

  await tx.insert(sports).values([
    { name: 'Padel', description: 'Doubles on a glass-walled court', playing_time: 90, additional_players: 0 },
    { name: 'Tennis', description: 'Singles or doubles', playing_time: 60 },
    { name: 'Football 7', description: 'Seven-a-side', playing_time: 60, additional_players: 4, max_score_difference: 15 },
    { name: 'Pickleball', description: '', playing_time: 60, status: 'I' },
  ]);

  // Cards: brand and last four digits only (the numbers were never stored).
  await tx.insert(paymentMethods).values([
    { group_id: demo, brand: 'visa', last4: '4242', name_on_card: 'Demo Sports Club S.L.', expiry: '08/29', is_default: true, billing_email: 'billing@demo-club.test', zip_code: '28001' },
    { group_id: demo, brand: 'mastercard', last4: '4444', name_on_card: 'Olivia Martín', expiry: '03/28', billing_email: 'owner@demo-club.test' },
    { group_id: other, brand: 'amex', last4: '0005', name_on_card: 'Other Club Lda', expiry: '11/28', is_default: true },
  ]);

  paidAtDesk.push(...(await seedPastWeek(tx, madrid)), ...(await seedPastWeek(tx, newYork)));
  await seedVideoLife(tx, madrid);
  await seedVideoLife(tx, newYork);
  await seedAppSide(tx);
  return paidAtDesk;
}

/**
 * Ranking groups and app notifications (the app users are seeded by seed-app-users.ts).
 */
async function seedAppSide(tx: Tx): Promise<void> {
  const sportRows = await tx.select({ id: sports.id, name: sports.name }).from(sports);
  const sport = (name: string) => sportRows.find((s) => s.name === name)!.id;
  await tx.insert(rankingGroups).values([
    { sport_id: sport('Padel'), name: 'Padel Rookies', description: 'New players', min_rating: 0, max_rating: 1200 },
    { sport_id: sport('Padel'), name: 'Padel Intermediate', min_rating: 1200, max_rating: 1800 },
    { sport_id: sport('Padel'), name: 'Padel Pro', description: 'Competition level', min_rating: 1800, max_rating: 3000 },
    { sport_id: sport('Tennis'), name: 'Tennis Open', min_rating: 0, max_rating: 3000 },
  ]);

  await tx.insert(appNotifications).values([
    {
      title_en: 'Book your court in seconds',
      title_es: 'Reserva tu pista en segundos',
      description_en: 'Choose a time, pay in the app and play.',
      description_es: 'Elige una hora, paga en la app y a jugar.',
      button_en: 'Book now',
      button_es: 'Reservar',
      handled_action: 'bookings',
      type: 'info',
      color: 'primary',
      show_modal: true,
    },
    {
      title_en: 'Your highlights are ready',
      title_es: 'Tus jugadas destacadas están listas',
      description_en: 'Watch and share the best points of your last match.',
      description_es: 'Mira y comparte los mejores puntos de tu último partido.',
      button_en: 'Watch',
      button_es: 'Ver',
      handled_action: 'highlights',
      type: 'success',
      color: 'success',
      only_app_users: true,
    },
    { title_en: 'Summer league sign-up', title_es: 'Inscripción liga de verano', type: 'warning', color: 'warning', status: 'I' },
  ]);
}

/** Starts of the demo day, 90 minutes apart so they never overlap. */
const DEMO_TIMES = ['09:00', '10:30', '12:00', '17:00', '18:30', '20:00'];
const DEMO_TYPES: BookingType[] = ['one_day', 'regular_match', 'academy', 'pick_up', 'league', 'birthday'];

/**
 * Bookings across the coming two weeks (from the facility's today), so the schedule looks alive, each
 * for one of the facility's `players`. A booking still owing goes to a player without a saved card:
 * the unpaid-balance job (server/pos/unpaid-balances.ts) charges a balance to the organizer's saved
 * card a day after the booking ends, and a demo left running must not charge its own schedule (nor
 * crowd that job's runs in tests that move its clock years ahead); a paid one to anyone. Answers
 * the bookings to be paid at the desk (all owe when written: `seedDeskPayments` pays them through the ledger).
 */
async function seedBookings(tx: Tx, facilityId: number, zone: string, fieldRows: { id: number; hourly_price_cents: number }[], players: readonly number[], withCard: ReadonlySet<number>): Promise<BookingRow[]> {
  const cardless = players.filter((id) => !withCard.has(id));
  const today = LocalDate.parse(todayIn(zone, new Date()));
  const fees = await feesOfFacility(tx, facilityId);
  const rows: (typeof bookings.$inferInsert)[] = [];
  const toPay = new Set<string>();
  for (let day = 0; day < 14; day++) {
    const date = today.plusDays(day);
    for (const [i, { id: fieldId, hourly_price_cents }] of fieldRows.entries()) {
      for (const [j, time] of DEMO_TIMES.entries()) {
        // A fixed pattern: about half the slots taken, evenings busier.
        if ((day * 7 + i * 3 + j * 5) % 10 >= (j >= 3 ? 7 : 4)) continue;
        // Only within the opening hours of that weekday.
        const hours = WEEK[date.dayOfWeek().value() - 1]!;
        if (minutesOf(time) < minutesOf(hours.open) || minutesOf(time) + 90 > minutesOf(hours.close)) continue;
        const [slot] = seriesSlots([date], { time, minutes: 90, zone });
        const type = DEMO_TYPES[(day + i + j) % DEMO_TYPES.length]!;
        // Priced as the reservation form prices a flat booking of that field; a third of them paid at the counter (through the ledger, below).
        const price = reservationQuote(flatReservation(type), { hourlyPrice: hourly_price_cents, minutes: 90, participants: 0 }, fees);
        const paid = (day + j) % 3 === 0;
        if (paid) toPay.add(`${fieldId}@${slot!.start.getTime()}`);
        // Fields of one time go to different people (a facility has more players than fields).
        const pool = paid ? players : cardless;
        rows.push({
          contact_id: pool.length > 0 ? pool[(day * 7 + j * fieldRows.length + i) % pool.length]! : null,
          facility_id: facilityId,
          field_id: fieldId,
          type,
          start_at: slot!.start,
          end_at: slot!.end,
          amount_cents: price.total,
          service_fee_cents: price.serviceFee,
        });
      }
    }
  }
  // Two open matches of the coming days listed for sale: four places at 8.00 each, nobody joined yet.
  const tomorrow = seriesSlots([today.plusDays(1)], { time: '00:00', minutes: 1, zone })[0]!.start;
  for (const row of rows.filter((r) => isMatchType(r.type!) && r.start_at >= tomorrow).slice(0, 2)) {
    Object.assign(row, { for_sale: true, min_players: 2, max_players: 4, price_per_player_cents: 800, pricing_method: 'per_participant', skill_level: 'intermediate' });
  }
  const created = await insertRecordedBookings(tx, rows);
  return created.filter((b) => toPay.has(`${b.field_id}@${b.start_at.getTime()}`));
}
