import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice, PaymentResult } from '../../../domain/pos/api';
import { SIM_MANUAL_CARDS } from '../../../domain/pos/api-paths';
import { invoicePayments } from '../../db/schema';
import { call, expectError, expectOk, fieldsOf } from '../../test-support/http';
import { useCardKit } from './card-test-kit';

/** A card typed in at the counter (`/invoice/pos/manual/initiate_payment/`), charged by the simulated provider. */
const kit = useCardKit();

const nextYear = new Date().getUTCFullYear() + 1;
const pay = (invoice: Invoice, number: string, options: { key?: string; expYear?: number; expMonth?: number; lang?: string } = {}) =>
  call(kit.app, 'POST', '/invoice/pos/manual/initiate_payment/', {
    token: kit.owner(),
    ...(options.lang ? { lang: options.lang } : {}),
    payload: {
      idempotency_key: options.key ?? randomUUID(),
      invoice_id: invoice.id,
      amount_cents: invoice.due_cents,
      tip_cents: 0,
      sale_tip_cents: 0,
      card: { number, exp_month: options.expMonth ?? 12, exp_year: options.expYear ?? nextYear, cvc: '123' },
    },
  });
const rowsOf = async <T>(query: SQL) => ((await kit.db.execute(query)) as unknown as { rows: T[] }).rows;
const rows = (key: string) => kit.db.select().from(invoicePayments).where(eq(invoicePayments.idempotency_key, key));

describe('a typed-in card', () => {
  it('approved (4242…): captured, the invoice paid, brand and last four kept; the same key answers the same payment', async () => {
    const invoice = await kit.sale(2500);
    const first = expectOk<PaymentResult>(await pay(invoice, SIM_MANUAL_CARDS.approved, { key: 'manual-ok' })).data;
    expect(first.payment).toMatchObject({
      method: 'manual_card',
      status: 'captured',
      card_brand: 'visa',
      card_last4: '4242',
      method_label: 'Visa ···4242',
      amount_cents: invoice.due_cents,
      decline_reason: null,
    });
    expect(first.payment.provider_reference).toMatch(/^ch_sim_/);
    expect(first.invoice).toMatchObject({ status: 'paid', remaining_cents: 0 });
    const again = expectOk<PaymentResult>(await pay(invoice, SIM_MANUAL_CARDS.approved, { key: 'manual-ok' })).data;
    expect(again.payment).toEqual(first.payment);
    expect(await rows('manual-ok')).toHaveLength(1);
  });

  it.each([
    ['insufficient_funds', SIM_MANUAL_CARDS.insufficient_funds],
    ['generic', SIM_MANUAL_CARDS.generic],
  ] as const)('declined for %s: answered 200 with the payment declined and its reason, nothing paid', async (reason, number) => {
    const invoice = await kit.sale(1100);
    const key = `manual-${reason}`;
    const { payment, invoice: after } = expectOk<PaymentResult>(await pay(invoice, number, { key })).data;
    expect(payment).toMatchObject({ method: 'manual_card', status: 'declined', decline_reason: reason });
    expect(after).toMatchObject({ status: 'open', paid_cents: 0 });
    expect((await rows(key))[0]).toMatchObject({ status: 'declined', decline_reason: reason });
  });

  it('an expired card is declined (generic); another valid number is approved with its brand', async () => {
    const invoice = await kit.sale(1300);
    const expired = expectOk<PaymentResult>(await pay(invoice, SIM_MANUAL_CARDS.approved, { expYear: 2020 })).data;
    expect(expired.payment).toMatchObject({ status: 'declined', decline_reason: 'generic' });
    const mastercard = expectOk<PaymentResult>(await pay(invoice, '5555555555554444')).data;
    expect(mastercard.payment).toMatchObject({ status: 'captured', card_brand: 'mastercard', card_last4: '4444', method_label: 'Mastercard ···4444' });
  });

  it('a number that fails the Luhn check: E400 on card.number, translated, nothing written', async () => {
    const invoice = await kit.sale(1000);
    const body = expectError(await pay(invoice, '4242424242424241', { key: 'manual-luhn', lang: 'es' }), 400, 'E400');
    expect(fieldsOf(body)['card.number']).toBe('Este número de tarjeta no es válido');
    expect(await rows('manual-luhn')).toHaveLength(0);
  });

  it('a facility without card payments refuses it (card_not_enabled), nothing written', async () => {
    const invoice = await kit.sale(1000, kit.demo.ids.brooklynId);
    expect(expectError(await pay(invoice, SIM_MANUAL_CARDS.approved, { key: 'manual-disabled' }), 400, 'E400').data).toMatchObject({ reason: 'card_not_enabled' });
    expect(await rows('manual-disabled')).toHaveLength(0);
  });

  it('the card number appears in no table, and no answer echoes it', async () => {
    const invoice = await kit.sale(1000);
    const number = '4000056655665556';
    const res = await pay(invoice, number, { key: 'manual-secret' });
    expect(res.body).not.toContain(number);
    const bad = await pay(invoice, number, { key: 'manual-secret-bad', expMonth: 13 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain(number);
    const tables = await rowsOf<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const names = tables.map((t) => t.table_name);
    expect(names).toContain('invoice_payments');
    const count = async (table: string, text: string) => {
      const [found] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${text}%`}`);
      return found!.n;
    };
    // The search finds what is stored (the sale's line) …
    expect(await count('invoice_lines', 'Court fee')).toBeGreaterThan(0);
    // … and never the number, nor its first twelve digits.
    for (const name of names) expect({ table: name, n: (await count(name, number)) + (await count(name, number.slice(0, 12))) }).toEqual({ table: name, n: 0 });
  });
});
