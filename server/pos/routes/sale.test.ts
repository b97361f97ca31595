import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, OpenTabRow, PaymentResult, PaymentRow, PosFacts, PosProductRow } from '../../../domain/pos/api';
import { en as sharedEn, es as sharedEs } from '../../../domain/i18n/messages';
import { contacts, invoicePayments, invoices, onsitePaymentMethods, outbox, productCategories, products, stockMovements } from '../../db/schema';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../../test-support/http';

/** A sale at the counter through the API: save, pay by cash or an onsite method, tabs, the payments list, the receipt. */
let demo: DemoSessions;
let madridMethod: number;
let lisbonMethod: number;
let drinks: number;
beforeAll(async () => {
  demo = await startDemoSessions();
  const methods = await db().select().from(onsitePaymentMethods);
  madridMethod = methods.find((m) => m.facility_id === demo.ids.madridId)!.id;
  lisbonMethod = methods.find((m) => m.facility_id === demo.ids.lisbonId)!.id;
  drinks = (await db().select().from(productCategories).where(eq(productCategories.facility_id, demo.ids.madridId)))[0]!.id;
});
afterAll(async () => demo?.server.close());

const db = () => demo.server.database.db;
const app = () => demo.server.app;
const owner = () => demo.owner.access_token;
let n = 0;
const key = () => `sale-test.${++n}`;

/** A product of Madrid of its own, with this stock. */
async function product(stock: number, price = 250) {
  const [row] = await db()
    .insert(products)
    .values({ facility_id: demo.ids.madridId, category_id: drinks, name: `Test product ${++n}`, price_cents: price, stock, code: `T${n}` })
    .returning();
  return row!;
}
const stockOf = async (id: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

const save = (body: Record<string, unknown>, options: { token?: string; lang?: string; path?: string } = {}) =>
  call(app(), 'POST', options.path ?? '/invoice/pos/', {
    token: options.token ?? owner(),
    payload: { idempotency_key: key(), facility_id: demo.ids.madridId, invoice_id: null, contact_id: null, tab_name: null, ...body },
    ...(options.lang ? { lang: options.lang } : {}),
  });
const pay = (body: Record<string, unknown>, options: { token?: string; lang?: string } = {}) =>
  call(app(), 'POST', '/invoice/pos/payment/', {
    token: options.token ?? owner(),
    payload: { idempotency_key: key(), tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: null, ...body },
    ...(options.lang ? { lang: options.lang } : {}),
  });

describe('saving a sale', () => {
  it('prices product lines at the product price, takes their stock, and taxes within', async () => {
    const p = await product(10, 250);
    const inv = expectOk<Invoice>(
      await save({
        lines: [
          { kind: 'product', product_id: p.id, quantity: 3 },
          { kind: 'free', description: 'Racket rental', amount_cents: 500 },
        ],
      }),
    ).data;
    expect(inv).toMatchObject({ status: 'open', subtotal_cents: 1250, due_cents: 1250, tax_percent: 21, total_cents: 1250, paid_cents: 0, remaining_cents: 1250, currency: 'EUR' });
    expect(inv.lines.map((l) => [l.kind, l.description, l.quantity, l.unit_price_cents, l.total_cents, l.tax_cents])).toEqual([
      ['product', p.name, 3, 250, 750, 130],
      ['free', 'Racket rental', 1, 500, 500, 87],
    ]);
    expect(inv.net_cents + inv.tax_cents).toBe(inv.subtotal_cents);
    expect(await stockOf(p.id)).toBe(7);
    // Changing the lines moves only the difference.
    expectOk(await save({ invoice_id: inv.id, lines: [{ kind: 'product', product_id: p.id, quantity: 1 }] }));
    expect(await stockOf(p.id)).toBe(9);
    const journal = await db().select().from(stockMovements).where(eq(stockMovements.product_id, p.id));
    expect(journal.map((j) => [j.kind, j.quantity])).toEqual([
      ['sale', -3],
      ['sale', 2],
    ]);
  });

  it('the same key twice answers the first invoice and writes once; with another request, E409', async () => {
    const p = await product(10);
    const body = { idempotency_key: key(), lines: [{ kind: 'product', product_id: p.id, quantity: 2 }] };
    const a = expectOk<Invoice>(await save(body)).data;
    const b = expectOk<Invoice>(await save(body)).data;
    expect(b.id).toBe(a.id);
    expect(await stockOf(p.id)).toBe(8);
    expectError(await save({ ...body, lines: [{ kind: 'product', product_id: p.id, quantity: 1 }] }), 409, 'E409');
    expect(await stockOf(p.id)).toBe(8);
  });

  it('refuses bad carts with a translated message and writes nothing', async () => {
    const p = await product(3);
    const before = (await db().select().from(invoices)).length;
    fieldsOf(expectError(await save({ lines: [] }), 400, 'E400'));
    fieldsOf(expectError(await save({ lines: [{ kind: 'product', product_id: p.id, quantity: 0 }] }), 400, 'E400'));
    fieldsOf(expectError(await save({ lines: [{ kind: 'product', product_id: p.id, quantity: -2 }] }), 400, 'E400'));
    const out = expectError(await save({ lines: [{ kind: 'product', product_id: p.id, quantity: 4 }] }), 409, 'E409');
    expect(out.message.text).toBe(`${p.name}: only 3 left in stock`);
    const es = expectError(await save({ lines: [{ kind: 'product', product_id: p.id, quantity: 4 }] }, { lang: 'es' }), 409, 'E409');
    expect(es.message.text).toBe(`${p.name}: solo hay 3 en stock`);
    expect((await db().select().from(invoices)).length).toBe(before);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('another tenant is E404, a client E403', async () => {
    expectError(await save({ facility_id: demo.ids.lisbonId, lines: [{ kind: 'free', description: 'x', amount_cents: 100 }] }), 404, 'E404');
    expectError(await save({ lines: [{ kind: 'free', description: 'x', amount_cents: 100 }] }, { token: demo.client.access_token }), 403, 'E403');
  });
});

describe('paying in cash or by an onsite method', () => {
  it('cash with change pays the invoice; the same key again charges once', async () => {
    const inv = expectOk<Invoice>(await save({ lines: [{ kind: 'free', description: 'Lesson', amount_cents: 1850 }] })).data;
    const body = { idempotency_key: key(), invoice_id: inv.id, amount_cents: 1850, tendered_cents: 2000 };
    const r = expectOk<PaymentResult>(await pay(body)).data;
    expect(r.payment).toMatchObject({ method: 'cash', method_label: 'Cash', amount_cents: 1850, tendered_cents: 2000, change_cents: 150, status: 'captured' });
    expect(r.invoice).toMatchObject({ status: 'paid', paid_cents: 1850, remaining_cents: 0 });
    expect(expectOk<PaymentResult>(await pay(body)).data.payment.id).toBe(r.payment.id);
    expect(await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, inv.id))).toHaveLength(1);
    // Spanish label, and nothing more on a paid invoice.
    expect(expectOk<PaymentResult>(await pay(body, { lang: 'es' })).data.payment.method_label).toBe('Efectivo');
    const paid = expectError(await pay({ invoice_id: inv.id, amount_cents: 100 }), 409, 'E409');
    expect(paid.message.text).toBe('This sale is already paid');
  });

  it('refuses cash short, a tip below zero, an onsite method of another facility, a void invoice', async () => {
    const inv = expectOk<Invoice>(await save({ lines: [{ kind: 'free', description: 'Lesson', amount_cents: 1000 }] })).data;
    const short = expectError(await pay({ invoice_id: inv.id, amount_cents: 1000, tendered_cents: 500 }, { lang: 'es' }), 400, 'E400');
    expect(short.message.text).toBe('El efectivo entregado es menor que el importe a pagar');
    fieldsOf(expectError(await pay({ invoice_id: inv.id, amount_cents: 1000, sale_tip_cents: -1 }), 400, 'E400'));
    const method = expectError(await pay({ invoice_id: inv.id, amount_cents: 1000, method: { kind: 'onsite', method_id: lisbonMethod } }), 400, 'E400');
    expect(method.message.text).toBe('This payment method is not one of this facility');
    expect(await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, inv.id))).toHaveLength(0);
    // Onsite method of Madrid, a split: 400 now, 600 by cash.
    const part = expectOk<PaymentResult>(await pay({ invoice_id: inv.id, amount_cents: 400, method: { kind: 'onsite', method_id: madridMethod } })).data;
    expect(part.invoice).toMatchObject({ status: 'open', remaining_cents: 600 });
    expect(part.payment.method_label).toBe('Bizum'); // Madrid's onsite method, as the demo names it
    expect(expectOk<PaymentResult>(await pay({ invoice_id: inv.id, amount_cents: 600 })).data.invoice.status).toBe('paid');

    const other = expectOk<Invoice>(await save({ tab_name: 'Bar table 2', lines: [{ kind: 'free', description: 'Coffee', amount_cents: 150 }] }, { path: '/invoice/pos/open_tab/' })).data;
    expectOk(await call(app(), 'DELETE', `/invoice/open_tab/${other.id}/`, { token: owner() }));
    const voided = expectError(await pay({ invoice_id: other.id, amount_cents: 150 }), 409, 'E409');
    expect(voided.message.text).toBe('This sale was voided');
  });

  it('the tip is the part beyond the amount due, fixed by the first payment', async () => {
    const inv = expectOk<Invoice>(await save({ lines: [{ kind: 'free', description: 'Lesson', amount_cents: 1000 }] })).data;
    // 600 now with a sale tip of 100: no tip in this part.
    expectError(await pay({ invoice_id: inv.id, amount_cents: 600, sale_tip_cents: 100, tip_cents: 100 }), 400, 'E400');
    expectOk(await pay({ invoice_id: inv.id, amount_cents: 600, sale_tip_cents: 100, tip_cents: 0 }));
    const locked = expectError(await pay({ invoice_id: inv.id, amount_cents: 500, sale_tip_cents: 0, tip_cents: 0 }), 409, 'E409');
    expect(locked.message.text).toBe('The tip cannot change once a payment is made');
    const last = expectOk<PaymentResult>(await pay({ invoice_id: inv.id, amount_cents: 500, sale_tip_cents: 100, tip_cents: 100 })).data;
    expect(last.invoice).toMatchObject({ status: 'paid', tip_cents: 100, total_cents: 1100, paid_cents: 1100 });
    expect(last.payment.tip_cents).toBe(100);
  });
});

describe('open tabs', () => {
  it('keeps a tab, lists it, reopens it and voids it: its stock comes back', async () => {
    const p = await product(5);
    expectError(await save({ tab_name: '  ', lines: [{ kind: 'product', product_id: p.id, quantity: 1 }] }, { path: '/invoice/pos/open_tab/' }), 400, 'E400');
    const tab = expectOk<Invoice>(await save({ tab_name: 'Pista 3 · Lucía', lines: [{ kind: 'product', product_id: p.id, quantity: 2 }] }, { path: '/invoice/pos/open_tab/' })).data;
    expect(await stockOf(p.id)).toBe(3);
    const list = expectOk<OpenTabRow[]>(await call(app(), 'GET', `/invoice/open_tabs/?facility_id=${demo.ids.madridId}`, { token: owner() })).data;
    expect(list.find((t) => t.invoice_id === tab.id)).toMatchObject({ name: 'Pista 3 · Lucía', lines: 1, total_cents: 500 });
    expect(expectOk<Invoice>(await call(app(), 'GET', `/invoice/open_tab/${tab.id}/`, { token: owner() })).data.tab_name).toBe('Pista 3 · Lucía');
    expect(expectOk<Invoice>(await call(app(), 'DELETE', `/invoice/open_tab/${tab.id}/`, { token: owner() })).data.status).toBe('void');
    expect(await stockOf(p.id)).toBe(5);
    expectError(await call(app(), 'GET', `/invoice/open_tab/${tab.id}/`, { token: owner() }), 404, 'E404');
  });
});

describe('the counter lists and the payments list', () => {
  it('facts, products by code, and the payments list filtered by method', async () => {
    const facts = expectOk<PosFacts>(await call(app(), 'GET', `/invoice/pos/?facility_id=${demo.ids.madridId}`, { token: owner() })).data;
    expect(facts).toMatchObject({ facility_id: demo.ids.madridId, tax_percent: 21, online_payments: true, simulated_provider: true, reader_timeout_seconds: 60 });
    expect(facts.readers.map((r) => r.name).sort()).toEqual(['Barra', 'Recepción']);
    const p = await product(4);
    const found = expectOk<PosProductRow[]>(await call(app(), 'GET', `/reservation/pos/products/?facility_id=${demo.ids.madridId}&search=${p.code}`, { token: owner() })).data;
    expect(found.map((r) => r.id)).toEqual([p.id]);

    const inv = expectOk<Invoice>(await save({ lines: [{ kind: 'free', description: 'Lesson', amount_cents: 700 }] })).data;
    expectOk(await pay({ invoice_id: inv.id, amount_cents: 300, method: { kind: 'onsite', method_id: madridMethod } }));
    expectOk(await pay({ invoice_id: inv.id, amount_cents: 400 }));
    const onsite = await call(app(), 'GET', `/invoice_payment/paged/?facility_id=${demo.ids.madridId}&method=onsite&count=100`, { token: owner() });
    const body = expectOk<PaymentRow[]>(onsite);
    expect(body.data.every((r) => r.method === 'onsite')).toBe(true);
    expect(body.data.find((r) => r.invoice_id === inv.id)).toMatchObject({ amount_cents: 300, invoice_total_cents: 700, facility_name: 'Madrid Padel Center' });
    expect(body.total).toBe(body.data.length);
    const detail = expectOk<{ payment: PaymentRow; invoice: Invoice }>(await call(app(), 'GET', `/invoice_payment/${body.data[0]!.id}/`, { token: owner() })).data;
    expect(detail.invoice.payments.length).toBeGreaterThan(0);
    expectError(await call(app(), 'GET', `/invoice_payment/paged/?facility_id=${demo.ids.lisbonId}`, { token: owner() }), 404, 'E404');
  });

  it("the demo's checkouts offer cash once: no onsite method is named like the ledger's own cash or card, in either language", async () => {
    const own = [sharedEn, sharedEs].flatMap((m) => [m.pos.method.cash, m.pos.method.manual_card].map((n) => n.toLowerCase()));
    for (const facility of [demo.ids.madridId, demo.ids.brooklynId]) {
      const facts = expectOk<PosFacts>(await call(app(), 'GET', `/invoice/pos/?facility_id=${facility}`, { token: owner() })).data;
      expect(facts.onsite_methods.length).toBeGreaterThan(0);
      expect(facts.onsite_methods.filter((m) => own.includes(m.name.trim().toLowerCase()))).toEqual([]);
    }
  });

  it('e-mails a paid receipt to the contact through the outbox', async () => {
    const inv = expectOk<Invoice>(await save({ lines: [{ kind: 'free', description: 'Lesson', amount_cents: 700 }] })).data;
    expectOk(await pay({ invoice_id: inv.id, amount_cents: 700 }));
    expectError(await call(app(), 'POST', `/invoice/${inv.id}/receipt/email/`, { token: owner(), payload: {} }), 400, 'E400');
    const [contact] = await db()
      .insert(contacts)
      .values({ facility_id: demo.ids.madridId, name: `Receipt ${n}`, email: 'lucia@example.com' })
      .returning();
    const sent = expectOk<{ email: string }>(await call(app(), 'POST', `/invoice/${inv.id}/receipt/email/`, { token: owner(), payload: { contact_id: contact!.id }, lang: 'es' })).data;
    expect(sent.email).toBe('lucia@example.com');
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, 'lucia@example.com'));
    expect(mail!.subject).toBe('Tu recibo de Madrid Padel Center');
    expect(mail!.body).toContain('Lesson');
  });

  it("a sale closed from an open tab: its e-mailed receipt names the tab, in the reader's language", async () => {
    const tab = expectOk<Invoice>(await save({ tab_name: 'Pista 3 · Lucía', lines: [{ kind: 'free', description: 'Café', amount_cents: 150 }] }, { path: '/invoice/pos/open_tab/' })).data;
    // Closed at the checkout: the cart saved again (no tab name: it keeps its own), then paid.
    const closed = expectOk<Invoice>(await save({ invoice_id: tab.id, lines: [{ kind: 'free', description: 'Café', amount_cents: 150 }] })).data;
    expect(closed.tab_name).toBe('Pista 3 · Lucía');
    expectOk(await pay({ invoice_id: tab.id, amount_cents: 150 }));
    const [contact] = await db()
      .insert(contacts)
      .values({ facility_id: demo.ids.madridId, name: `Tab ${n}`, email: `tab-${n}@example.com` })
      .returning();
    for (const [lang, words] of [
      ['es', 'Cuenta: Pista 3 · Lucía'],
      ['en', 'Tab: Pista 3 · Lucía'],
    ] as const) {
      expectOk(await call(app(), 'POST', `/invoice/${tab.id}/receipt/email/`, { token: owner(), payload: { contact_id: contact!.id }, lang }));
      const mails = await db().select().from(outbox).where(eq(outbox.recipient, contact!.email!));
      expect(mails.at(-1)!.body.split('\n').slice(0, 2)).toEqual(['Madrid Padel Center', words]);
    }
  });
});
