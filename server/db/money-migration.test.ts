import { describe, expect, it } from 'vitest';
import { onDatabaseBefore, type Query } from '../test-support/migrations';

/**
 * The money migration (0017_money_cents) on a database holding amounts of the numeric(12,2) era:
 * every amount becomes the same number of cents, the price plan's prices and the history lines that
 * name amounts too, and the organizations get their currency (EUR).
 */
const MONEY = '0017_money_cents';

/** Amounts as the numeric(12,2) columns took them: `12.345` is kept as 12.35, `0.1 + 0.2` as 0.30. */
async function insertOldRows(query: Query): Promise<void> {
  await query(`insert into organizations (id, name, min_orders_amount, monthly_charge, fixed_minimum_amount, service_fee_amount, price_plan)
    values (901, 'Old Club', 12.345, ${0.1 + 0.2}, 9999999.99, 0.005,
      '[{"from":0,"to":10,"price":4.5},{"from":10,"to":null,"price":${0.1 + 0.2}},{"from":20,"to":null,"price":12.345}]')`);
  await query(`insert into facilities (id, group_id, name, timezone) values (901, 901, 'Old Facility', 'Europe/Madrid')`);
  await query(`insert into fields (id, facility_id, name, hourly_price) values (901, 901, 'Old Court', 24.99)`);
  await query(`insert into product_categories (id, facility_id, name) values (901, 901, 'Drinks')`);
  await query(`insert into products (id, facility_id, category_id, name, price) values (901, 901, 901, 'Water', 1.1)`);
  await query(`insert into bookings (id, facility_id, field_id, start_at, end_at, price_per_player, amount, amount_paid, service_fee)
    values (901, 901, 901, '2026-01-05 10:00+00', '2026-01-05 11:30+00', 8.5, 17.86, ${0.1 + 0.2}, 0.86),
           (902, 901, 901, '2026-01-06 10:00+00', '2026-01-06 11:30+00', null, 0, 0, 0)`);
  await query(`insert into booking_participants (booking_id, name, amount) values (901, 'Ana', 8.93)`);
  await query(`insert into booking_events (booking_id, kind, action, data) values
    (901, 'history', 'created', '{"type":"pick_up","amount":17.86}'),
    (901, 'history', 'paid', '{"amount":17.86,"before":8.93}'),
    (901, 'history', 'repriced', '{"from":17.86,"to":26.79}'),
    (901, 'history', 'updated', '{"changes":{"notes":{"from":"","to":"x"},"amount":{"from":49.5,"to":33},"price_per_player":{"from":null,"to":8.5}}}'),
    (901, 'note', 'note', '{"amount":1.5}')`);
}

async function expectCents(query: Query): Promise<void> {
  const [org] = await query(`select min_orders_amount_cents, monthly_charge_cents, fixed_minimum_amount_cents, service_fee_amount_cents, price_plan, currency from organizations where id = 901`);
  expect(org).toEqual({
    min_orders_amount_cents: 1235,
    monthly_charge_cents: 30,
    fixed_minimum_amount_cents: 999999999,
    service_fee_amount_cents: 1,
    // The plan's own prices were never rounded by a column: 0.30000000000000004 → 30, 12.345 → 1235 (half away from zero).
    price_plan: [
      { from: 0, to: 10, price_cents: 450 },
      { from: 10, to: null, price_cents: 30 },
      { from: 20, to: null, price_cents: 1235 },
    ],
    currency: 'EUR',
  });
  expect(await query(`select hourly_price_cents from fields where id = 901`)).toEqual([{ hourly_price_cents: 2499 }]);
  expect(await query(`select price_cents from products where id = 901`)).toEqual([{ price_cents: 110 }]);
  expect(await query(`select id, price_per_player_cents, amount_cents, amount_paid_cents, service_fee_cents from bookings where id in (901, 902) order by id`)).toEqual([
    { id: 901, price_per_player_cents: 850, amount_cents: 1786, amount_paid_cents: 30, service_fee_cents: 86 },
    { id: 902, price_per_player_cents: null, amount_cents: 0, amount_paid_cents: 0, service_fee_cents: 0 },
  ]);
  expect(await query(`select amount_cents from booking_participants where booking_id = 901`)).toEqual([{ amount_cents: 893 }]);
  expect(await query(`select action, data from booking_events where booking_id = 901 order by id`)).toEqual([
    { action: 'created', data: { type: 'pick_up', amount_cents: 1786 } },
    { action: 'paid', data: { amount_cents: 1786, before_cents: 893 } },
    { action: 'repriced', data: { from_cents: 1786, to_cents: 2679 } },
    { action: 'updated', data: { changes: { notes: { from: '', to: 'x' }, amount_cents: { from: 4950, to: 3300 }, price_per_player_cents: { from: null, to: 850 } } } },
    // Not a history line: left as it was.
    { action: 'note', data: { amount: 1.5 } },
  ]);
  const old = await query(
    `select column_name from information_schema.columns where table_schema = 'public' and column_name in ('amount', 'amount_paid', 'service_fee', 'price', 'hourly_price', 'price_per_player', 'monthly_charge')`,
  );
  expect(old).toEqual([]);
  // The currency is checked by the database too.
  await expect(query(`update organizations set currency = 'eur' where id = 901`)).rejects.toThrow();
}

describe('money migration: numeric amounts become cents exactly', () => {
  it('on the database of the run (PGlite, or PostgreSQL under SERVER_TEST_DB=postgres)', async () => {
    await onDatabaseBefore(MONEY, async (query, migrate) => {
      await insertOldRows(query);
      await migrate();
      await expectCents(query);
    });
  });
});
