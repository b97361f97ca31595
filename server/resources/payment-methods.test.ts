import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../domain/resources/resource';
import { paymentMethods } from '../db/schema';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';

/** SPEC §3 Payment method: the card number and CVV are taken, never kept. */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => {
  await demo?.server.close();
});

const add = (payload: Record<string, unknown>, lang?: string) =>
  call(demo.server.app, 'POST', '/payment_method/', {
    token: demo.owner.access_token,
    payload: { group_id: demo.ids.demoGroupId, name_on_card: 'Olivia Martín', card_number: '5555 5555 5555 4444', cvv: '321', expiry: '09/31', ...payload },
    ...(lang ? { lang } : {}),
  });

describe('payment methods', () => {
  it('keeps the brand and last four digits only; the number and CVV are neither stored nor answered', async () => {
    const card = expectOk<ResourceRecord>(await add({ is_default: true })).data;
    expect(card).toMatchObject({ brand: 'mastercard', last4: '4444', expiry: '09/31', is_default: true });
    expect(card).not.toHaveProperty('card_number');
    expect(card).not.toHaveProperty('cvv');
    const row = await demo.server.database.db.execute(sql`select row_to_json(p)::text as json from payment_methods p where id = ${card.id}`);
    // Every stored value but the row's times (whose digits may hold '321' by chance) and its own id.
    const { created_at: _c, updated_at: _u, id: _id, ...columns } = JSON.parse((row as unknown as { rows: { json: string }[] }).rows[0]!.json) as Record<string, unknown>;
    const stored = JSON.stringify(columns);
    expect(stored).toContain('4444');
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('5555 5555 5555 4444');
    expect(stored).not.toContain('321');
    // One default card per organization: the seeded default gave way.
    const defaults = await demo.server.database.db.select().from(paymentMethods).where(eq(paymentMethods.group_id, demo.ids.demoGroupId));
    expect(defaults.filter((p) => p.is_default).map((p) => p.id)).toEqual([card.id]);
  });

  it('refuses a number that fails the checksum and an expired card, in both languages, writing nothing', async () => {
    const before = (await demo.server.database.db.select().from(paymentMethods)).length;
    expect(fieldsOf(expectError(await add({ card_number: '4242 4242 4242 4241' }), 400, 'E400')).card_number).toBe('Card number is not valid');
    expect(fieldsOf(expectError(await add({ card_number: '4242' }, 'es'), 400, 'E400')).card_number).toBe('El número de tarjeta no es válido');
    expect(fieldsOf(expectError(await add({ expiry: '01/20' }), 400, 'E400')).expiry).toBe('This card has expired');
    expect(fieldsOf(expectError(await add({ expiry: '13/30' }), 400, 'E400')).expiry).toBe('Invalid Format');
    expect(fieldsOf(expectError(await add({ cvv: '12' }), 400, 'E400')).cvv).toBe('Invalid Format');
    expect((await demo.server.database.db.select().from(paymentMethods)).length).toBe(before);
  });

  it('an update cannot replace the number', async () => {
    const card = expectOk<ResourceRecord>(await add({})).data;
    const updated = expectOk<ResourceRecord>(
      await call(demo.server.app, 'PUT', `/payment_method/${card.id}/`, {
        token: demo.owner.access_token,
        payload: { name_on_card: 'Renamed', expiry: '10/32', card_number: '4242424242424242' },
      }),
    ).data;
    expect(updated).toMatchObject({ name_on_card: 'Renamed', expiry: '10/32', brand: 'mastercard', last4: '4444' });
  });
});
