import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../domain/pos/api';
import { SIM_MANUAL_CARDS } from '../../domain/pos/api-paths';
import { cardKit } from '../pos/card/card-test-kit';
import { orderVideoBodySchema, type RecordedTimeline, type VideoChargeRow, type VideoQuote } from '../../domain/videos/order-video';
import type { VideoOrder } from '../../domain/videos/orders';
import type { Actor } from '../auth/actor';
import { cameraChunks, cameras, contacts, invoiceLines, invoicePayments, outbox, videoOrders, videos } from '../db/schema';
import { actorFor, call, expectError, expectOk, fieldIdsByName, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';
import { createVideoOrder, orderVideo } from './order-video';

/** Order video (issue 18 item 2): the timeline of recorded minutes, the price (server-side), the order and its refusals, paid at the checkout. */
let demo: DemoSessions;
let pista: Record<string, number>;
let lisbon: Record<string, number>;
let owner: Actor;
beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
  lisbon = await fieldIdsByName(demo, demo.ids.lisbonId);
  owner = await actorFor(db(), 'owner');
});
afterAll(async () => demo?.server.close());

const db = () => demo.server.database.db;
const app = () => demo.server.app;
/** A Wednesday far ahead: any order on it is a pre-order. */
const AHEAD = '2031-02-05';
let n = 0;
const order = (body: Record<string, unknown>, options: { token?: string; lang?: string } = {}) =>
  call(app(), 'POST', '/video_order/', {
    token: options.token ?? demo.owner.access_token,
    payload: { field_id: pista['Pista 1'], date: AHEAD, start_time: '10:00', duration: 60, type: 'left', contact_id: null, phone: '+34 600 111 222', ...body },
    ...(options.lang ? { lang: options.lang } : {}),
  });

/** A minute recorded by Pista 1's camera. */
async function recorded(at: string) {
  const [camera] = await db().select().from(cameras).where(eq(cameras.field_id, pista['Pista 1']!));
  await db()
    .insert(cameraChunks)
    .values({ camera_id: camera!.id, facility_id: demo.ids.madridId, field_id: pista['Pista 1']!, minute: new Date(at), size_bytes: 1000 })
    .onConflictDoNothing();
}

describe('the price of an order (domain/videos/price.ts, server-side)', () => {
  it('a pre-order on Pista 1 (12.00 an hour, 10 % pre-order, 21 % tax, 10 % commission): the parts and the total', async () => {
    const q = expectOk<VideoQuote>(await call(app(), 'GET', `/video_order/quote/?field_id=${pista['Pista 1']}&date=${AHEAD}&start_time=10:00&duration=60`, { token: demo.owner.access_token })).data;
    expect(q).toMatchObject({ preorder: true, price_cents: 1200, discount_cents: 120, tax_cents: 227, commission_cents: 108, service_fee_cents: 0, total_cents: 1307, currency: 'EUR' });
    const made = expectOk<VideoOrder>(await order({ start_time: '11:00', duration: 90, price_cents: 1 })).data;
    // What the client sent about money is not read: the field's prices are.
    expect(made).toMatchObject({ price_cents: 1800, discount_cents: 180, tax_cents: 340, commission_cents: 162, total_cents: 1960, status: 'pending', type: 'left', duration: 90 });
    const [video] = await db().select().from(videos).where(eq(videos.video_order_id, made.id));
    expect(video).toMatchObject({ status: 'scheduled', duration: 90, field_id: pista['Pista 1'] });
  });

  it('an order of minutes already recorded: no pre-order discount, a video made of them (processing)', async () => {
    await recorded('2031-03-05T09:00:00Z');
    const now = new Date('2031-03-05T12:00:00Z');
    const input = orderVideoBodySchema.parse({ field_id: pista['Pista 1'], date: '2031-03-05', start_time: '10:00', duration: 60, phone: '+34 600 000 001' });
    const made = await orderVideo(db(), owner, input, now);
    expect(made).toMatchObject({ price_cents: 1200, discount_cents: 0, tax_cents: 252, total_cents: 1452, status: 'pending' });
    const [video] = await db().select().from(videos).where(eq(videos.video_order_id, made.id));
    expect(video!.status).toBe('processing');
    // A past start that was not recorded is refused, nothing written.
    const before = (await db().select().from(videoOrders)).length;
    await expect(db().transaction((tx) => createVideoOrder(tx, owner, { ...input, start_time: '12:30' }, new Date('2031-03-05T13:00:00Z')))).rejects.toMatchObject({
      code: 'E400',
      text: { key: 'videos.order.not_recorded' },
    });
    expect((await db().select().from(videoOrders)).length).toBe(before);
  });

  it("an order whose start has come but not its end: its video is recording (the recording machine's steps, not a clock rule of its own)", async () => {
    await recorded('2031-03-12T09:00:00Z');
    const input = orderVideoBodySchema.parse({ field_id: pista['Pista 1'], date: '2031-03-12', start_time: '10:00', duration: 60, phone: '+34 600 000 002' });
    const made = await orderVideo(db(), owner, input, new Date('2031-03-12T09:30:00Z'));
    const [video] = await db().select().from(videos).where(eq(videos.video_order_id, made.id));
    expect(video!.status).toBe('recording');
  });
});

describe('refusals: a translated message and nothing written', () => {
  it('no phone, a duration not in the list, outside the hours, a field without a camera', async () => {
    const count = async () => (await db().select().from(videoOrders)).length;
    const before = await count();
    const noPhone = expectError(await order({ phone: '' }, { lang: 'es' }), 400, 'E400');
    expect(noPhone.message.text).toBe('Debes añadir al menos un número de teléfono');
    expect(fieldsOf(noPhone).phone).toBe('Debes añadir al menos un número de teléfono');
    expect(expectError(await order({ phone: '' }), 400, 'E400').message.text).toBe('You must add at least one phone number');
    expect(expectError(await order({ duration: 45 }), 400, 'E400').message.text).toBe('This duration is not offered');
    expect(expectError(await order({ start_time: '03:00' }), 400, 'E400').message.text).toMatch(/Pista 1/);
    expect(expectError(await order({ field_id: pista['Pista 4'] }), 400, 'E400').message.text).toBe('This field has no camera: no video can be ordered on it');
    expect(await count()).toBe(before);
  });

  it('a contact of the facility gives its phone', async () => {
    const [contact] = await db().select().from(contacts).where(eq(contacts.facility_id, demo.ids.madridId)).limit(1);
    const made = expectOk<VideoOrder>(await order({ phone: '', contact_id: contact!.id, start_time: '12:00' })).data;
    expect(made.phone).toBe(contact!.phone || null);
  });

  it("tenancy: another organization's field is not found; a user without view 1 is refused", async () => {
    expectError(await order({ field_id: lisbon['Campo A'] }), 404, 'E404');
    expectError(await call(app(), 'GET', `/chunk/order_video/field/date/?field_id=${lisbon['Campo A']}&date=${AHEAD}`, { token: demo.owner.access_token }), 404, 'E404');
    expectError(await order({}, { token: demo.client.access_token }), 403, 'E403');
  });
});

describe("a field's day", () => {
  it('answers the recorded minutes as runs of the local day, and the orders of the field on that date', async () => {
    await recorded('2031-04-02T08:00:00Z');
    await recorded('2031-04-02T08:01:00Z');
    await recorded('2031-04-02T08:05:00Z');
    const t = expectOk<RecordedTimeline>(await call(app(), 'GET', `/chunk/order_video/field/date/?field_id=${pista['Pista 1']}&date=2031-04-02`, { token: demo.owner.access_token })).data;
    // Madrid is UTC+2 in April: 08:00Z is 10:00 local.
    expect(t).toMatchObject({
      has_camera: true,
      minutes: 3,
      runs: [
        { from: 600, to: 602 },
        { from: 605, to: 606 },
      ],
      now: null,
    });
    const m = expectOk<{ minutes: string[] }>(await call(app(), 'GET', `/chunk/order_video/field/date/minutes/?field_id=${pista['Pista 1']}&date=2031-04-02`, { token: demo.owner.access_token })).data;
    expect(m.minutes).toEqual(['2031-04-02T08:00:00.000Z', '2031-04-02T08:01:00.000Z', '2031-04-02T08:05:00.000Z']);
    const list = expectOk<VideoOrder[]>(await call(app(), 'GET', `/video_order/field/date/?field_id=${pista['Pista 1']}&date=${AHEAD}`, { token: demo.owner.access_token })).data;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((o) => o.field_id === pista['Pista 1'] && o.date === AHEAD)).toBe(true);
  });
});

describe('paid through the checkout', () => {
  it('the order goes to a sale as a video line at its total; paying the sale in cash makes it paid; a paid order cannot be sold again', async () => {
    const made = expectOk<VideoOrder>(await order({ start_time: '15:00', duration: 60 })).data;
    const charge = expectOk<VideoChargeRow>(await call(app(), 'GET', `/video_order/pos/${made.id}/`, { token: demo.owner.access_token })).data;
    expect(charge).toMatchObject({ video_order_id: made.id, amount_cents: 1307 });
    const key = `order-video-sale-${++n}`;
    // The client's amount is not what is charged: the order's total is.
    const sale = { idempotency_key: key, facility_id: demo.ids.madridId, invoice_id: null, contact_id: null, tab_name: null, lines: [{ kind: 'video', video_order_id: made.id, amount_cents: 1 }] };
    const inv = expectOk<Invoice>(await call(app(), 'POST', '/invoice/pos/', { token: demo.owner.access_token, payload: sale })).data;
    expect(inv.total_cents).toBe(1307);
    expect(inv.lines[0]).toMatchObject({ kind: 'video', video_order_id: made.id, total_cents: 1307 });
    // The same key again answers the same sale.
    expect(expectOk<Invoice>(await call(app(), 'POST', '/invoice/pos/', { token: demo.owner.access_token, payload: sale })).data.id).toBe(inv.id);
    expectOk(
      await call(app(), 'POST', '/invoice/pos/payment/', {
        token: demo.owner.access_token,
        payload: { idempotency_key: `${key}-pay`, invoice_id: inv.id, amount_cents: 1307, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: 2000 },
      }),
    );
    const [row] = await db().select().from(videoOrders).where(eq(videoOrders.id, made.id));
    expect(row!.status).toBe('paid');
    expectError(await call(app(), 'GET', `/video_order/pos/${made.id}/`, { token: demo.owner.access_token }), 409, 'E409');
    expect(expectError(await call(app(), 'POST', '/invoice/pos/', { token: demo.owner.access_token, payload: { ...sale, idempotency_key: `${key}-again` } }), 400, 'E400').message.text).toBe(
      'Nothing is owed on this',
    );
  });
});

describe("the video line in its reader's language", () => {
  it('the cart, the sale, its payment and its e-mailed receipt name the video in Spanish for a Spanish reader and in English for an English one', async () => {
    const made = expectOk<VideoOrder>(await order({ start_time: '18:30', duration: 90 })).data;
    const es = 'Vídeo · Pista 1 · 05/02/2031 18:30 · 90 min';
    const en = 'Video · Pista 1 · 02/05/2031 18:30 · 90 min';
    const charge = (lang: string) => call(app(), 'GET', `/video_order/pos/${made.id}/`, { token: demo.owner.access_token, lang });
    expect(expectOk<VideoChargeRow>(await charge('es')).data.description).toBe(es);
    expect(expectOk<VideoChargeRow>(await charge('en')).data.description).toBe(en);
    const key = `order-video-language-${++n}`;
    const sale = {
      idempotency_key: key,
      facility_id: demo.ids.madridId,
      invoice_id: null,
      contact_id: null,
      tab_name: null,
      lines: [{ kind: 'video', video_order_id: made.id, amount_cents: made.total_cents }],
    };
    const inv = expectOk<Invoice>(await call(app(), 'POST', '/invoice/pos/', { token: demo.owner.access_token, payload: sale, lang: 'es' })).data;
    expect(inv.lines[0]!.description).toBe(es);
    const paid = expectOk<{ payment: { id: number }; invoice: Invoice }>(
      await call(app(), 'POST', '/invoice/pos/payment/', {
        token: demo.owner.access_token,
        payload: { idempotency_key: `${key}-pay`, invoice_id: inv.id, amount_cents: made.total_cents, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: 5000 },
        lang: 'es',
      }),
    ).data;
    expect(paid.invoice.lines[0]!.description).toBe(es);
    // The receipt and the payment's preview, read by each.
    expect(expectOk<Invoice>(await call(app(), 'GET', `/invoice/${inv.id}/`, { token: demo.owner.access_token, lang: 'en' })).data.lines[0]!.description).toBe(en);
    const detail = (lang: string) => call(app(), 'GET', `/invoice_payment/${paid.payment.id}/`, { token: demo.owner.access_token, lang });
    expect(expectOk<{ invoice: Invoice }>(await detail('es')).data.invoice.lines[0]!.description).toBe(es);
    expect(expectOk<{ invoice: Invoice }>(await detail('en')).data.invoice.lines[0]!.description).toBe(en);
    const email = `video-line-${n}@example.com`;
    const [contact] = await db()
      .insert(contacts)
      .values({ facility_id: demo.ids.madridId, name: `Video line ${n}`, email })
      .returning();
    expectOk(await call(app(), 'POST', `/invoice/${inv.id}/receipt/email/`, { token: demo.owner.access_token, payload: { contact_id: contact!.id }, lang: 'es' }));
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail!.body).toContain(`1 × ${es}`);
    // The order's history names the payment's method in the reader's language.
    const history = (lang: string) => call(app(), 'GET', `/video_order/${made.id}/`, { token: demo.owner.access_token, lang });
    expect(expectOk<{ lines: { kind: string; description: string }[] }>(await history('es')).data.lines.find((l) => l.kind === 'payment')!.description).toBe('Efectivo');
    expect(expectOk<{ lines: { kind: string; description: string }[] }>(await history('en')).data.lines.find((l) => l.kind === 'payment')!.description).toBe('Cash');
    // The ledger keeps its own text, in English.
    const [line] = await db().select().from(invoiceLines).where(eq(invoiceLines.invoice_id, inv.id));
    expect(line!.description).toBe(en);
  });
});

describe('idempotent, and sold once', () => {
  it('the same idempotency key twice (one after the other, or at once) makes one order and answers it; the key with another order is refused', async () => {
    const key = `video-order-key-${Date.now()}`;
    const first = expectOk<VideoOrder>(await order({ start_time: '16:00', idempotency_key: key })).data;
    expect(expectOk<VideoOrder>(await order({ start_time: '16:00', idempotency_key: key })).data.id).toBe(first.id);
    const reused = expectError(await order({ start_time: '17:00', idempotency_key: key }, { lang: 'es' }), 409, 'E409');
    expect(reused.message.text).toBe('Esta clave de idempotencia ya se usó para otra petición');
    const raced = `${key}-raced`;
    const both = await Promise.all([order({ start_time: '16:30', idempotency_key: raced }), order({ start_time: '16:30', idempotency_key: raced })]);
    const ids = both.map((res) => expectOk<VideoOrder>(res).data.id);
    expect(ids[0]).toBe(ids[1]);
    const rows = await db()
      .select({ id: videoOrders.id })
      .from(videoOrders)
      .where(inArray(videoOrders.idempotency_key, [key, raced]));
    expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual([first.id, ids[0]!].sort((x, y) => x - y));
  });

  it('two open sales holding one pending order: the first paid pays it, a payment on the other is refused (E409, translated) and writes nothing', async () => {
    const made = expectOk<VideoOrder>(await order({ start_time: '18:00', duration: 60 })).data;
    const token = demo.owner.access_token;
    const sale = async (key: string) =>
      expectOk<Invoice>(
        await call(app(), 'POST', '/invoice/pos/', {
          token,
          payload: { idempotency_key: key, facility_id: demo.ids.madridId, invoice_id: null, contact_id: null, tab_name: null, lines: [{ kind: 'video', video_order_id: made.id, amount_cents: 1 }] },
        }),
      ).data;
    const key = `two-sales-${made.id}`;
    const a = await sale(`${key}-a`);
    const b = await sale(`${key}-b`);
    const pay = (inv: Invoice, lang = 'en') =>
      call(app(), 'POST', '/invoice/pos/payment/', {
        token,
        lang,
        payload: { idempotency_key: `${key}-pay-${inv.id}`, invoice_id: inv.id, amount_cents: inv.total_cents, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: inv.total_cents },
      });
    // At once: exactly one is taken.
    const [ra, rb] = await Promise.all([pay(a), pay(b)]);
    const ok = [ra, rb].filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refusedRes = ra.statusCode === 200 ? rb : ra;
    const loser = ra.statusCode === 200 ? b : a;
    const refused = expectError(refusedRes, 409, 'E409');
    expect(refused.message.text).toBe('A video order of this sale was already paid or cancelled elsewhere: remove it from the sale');
    expect(refused.data).toMatchObject({ reason: 'video_not_pending' });
    expect(expectError(await pay(loser, 'es'), 409, 'E409').message.text).toBe('Un pedido de vídeo de esta venta ya se pagó o se canceló en otra parte: quítalo de la venta');
    const [row] = await db().select().from(videoOrders).where(eq(videoOrders.id, made.id));
    expect(row!.status).toBe('paid');
    expect(await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, loser.id))).toEqual([]);
    expect(expectOk<Invoice>(await call(app(), 'GET', `/invoice/${loser.id}/`, { token })).data.status).toBe('open');
  });

  it('a card on the reader while another sale pays the order: its capture is refused (E409, translated), the hold released, nothing charged; a typed-in card the same', async () => {
    const kit = cardKit(demo);
    const made = expectOk<VideoOrder>(await order({ start_time: '19:00', duration: 60 })).data;
    const token = demo.owner.access_token;
    const key = `late-capture-${made.id}`;
    const sale = async (k: string) =>
      expectOk<Invoice>(
        await call(app(), 'POST', '/invoice/pos/', {
          token,
          payload: { idempotency_key: k, facility_id: demo.ids.madridId, invoice_id: null, contact_id: null, tab_name: null, lines: [{ kind: 'video', video_order_id: made.id, amount_cents: 1 }] },
        }),
      ).data;
    const onReader = await sale(`${key}-reader`);
    const typed = await sale(`${key}-typed`);
    const cash = await sale(`${key}-cash`);
    const frontDesk = await kit.terminalId(demo.ids.madridId, 'Recepción');
    // The card is read and approved on the reader (the money held, not captured) ...
    const started = await kit.started(onReader, frontDesk, { key: `${key}-card` });
    expect(expectOk<{ status: string }>(await kit.tap(frontDesk, 'approved')).data.status).toBe('authorized');
    // ... while the other sale is paid in cash: the order is paid.
    const paid = await call(app(), 'POST', '/invoice/pos/payment/', {
      token,
      payload: { idempotency_key: `${key}-cash-pay`, invoice_id: cash.id, amount_cents: cash.total_cents, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: cash.total_cents },
    });
    expect(paid.statusCode).toBe(200);
    const late = expectError(await kit.capture(started.idempotency_key), 409, 'E409');
    expect(late.data).toMatchObject({ reason: 'video_not_pending' });
    expect(late.message.text).toBe('A video order of this sale was already paid or cancelled elsewhere: remove it from the sale');
    // Asked again (a retry), in Spanish: still refused, nothing charged.
    const again = await call(app(), 'POST', '/terminal/capture_payment/', { token, lang: 'es', payload: { idempotency_key: started.idempotency_key } });
    expect(expectError(again, 409, 'E409').data).toMatchObject({ status: 'cancelled' });
    const [cardRow] = await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, onReader.id));
    expect(cardRow).toMatchObject({ status: 'cancelled' });
    expect((await kit.statusOf(started.idempotency_key)).status).toBe('cancelled');
    // The reader is free for the next sale (the hold was released).
    const next = await kit.sale(500);
    expect((await kit.started(next, frontDesk)).status).toBe('waiting_for_card');
    await kit.cancel((await kit.statusOf((await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, next.id)))[0]!.idempotency_key)).idempotency_key);
    // A typed-in card on the third sale: refused before the card is charged, in Spanish.
    const manual = await call(app(), 'POST', '/invoice/pos/manual/initiate_payment/', {
      token,
      lang: 'es',
      payload: {
        idempotency_key: `${key}-typed-pay`,
        invoice_id: typed.id,
        amount_cents: typed.total_cents,
        tip_cents: 0,
        sale_tip_cents: 0,
        card: { number: SIM_MANUAL_CARDS.approved, exp_month: 12, exp_year: 2035, cvc: '123' },
      },
    });
    expect(expectError(manual, 409, 'E409').message.text).toBe('Un pedido de vídeo de esta venta ya se pagó o se canceló en otra parte: quítalo de la venta');
    // One captured payment for the order: the cash one; no second ledger row.
    const captured = await db()
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(and(inArray(invoicePayments.invoice_id, [onReader.id, typed.id, cash.id]), eq(invoicePayments.status, 'captured')));
    expect(captured).toHaveLength(1);
    const [row] = await db().select().from(videoOrders).where(eq(videoOrders.id, made.id));
    expect(row!.status).toBe('paid');
  });
});
