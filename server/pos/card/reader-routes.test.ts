import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult, PosFacts, ReaderPayment, ReaderRow } from '../../../domain/pos/api';
import { invoicePayments, terminalOperators } from '../../db/schema';
import { actorFor, call, expectError, expectOk } from '../../test-support/http';
import { getInvoice } from '../invoice-service';
import { useCardKit } from './card-test-kit';

/** Card readers through the simulated provider (issue 15 item 3, "Bad input and faults"). */
const kit = useCardKit();
let frontDesk: number;
let bar: number;
let brooklynDesk: number;
let lisbonDesk: number;
beforeAll(async () => {
  frontDesk = await kit.terminalId(kit.demo.ids.madridId, 'Recepción');
  bar = await kit.terminalId(kit.demo.ids.madridId, 'Barra');
  brooklynDesk = await kit.terminalId(kit.demo.ids.brooklynId, 'Front desk');
  lisbonDesk = await kit.terminalId(kit.demo.ids.lisbonId, 'Receção');
});
afterEach(() => kit.clock.reset());

const ledgerRows = (key: string) => kit.db.select().from(invoicePayments).where(eq(invoicePayments.idempotency_key, key));
const invoiceNow = async (id: number) => getInvoice(kit.db, await actorFor(kit.db, 'owner'), id);

describe('a reader payment', () => {
  it('initiate → tap approved → authorized → capture: the invoice is paid with the tip, the card kept as brand and last four', async () => {
    const invoice = await kit.sale(2000);
    const key = 'flow-approved';
    const started = await kit.started(invoice, frontDesk, { key, saleTip: 300 });
    expect(started).toMatchObject({
      idempotency_key: key,
      invoice_id: invoice.id,
      terminal_id: frontDesk,
      amount_cents: invoice.due_cents + 300,
      tip_cents: 300,
      status: 'waiting_for_card',
      decline_reason: null,
    });
    const wait = Date.parse(started.expires_at) - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // The reader shows it.
    const readers = expectOk<ReaderRow[]>(await call(kit.app, 'GET', `/terminal/readers/?facility_id=${kit.demo.ids.madridId}`, { token: kit.owner() })).data;
    expect(readers.find((r) => r.terminal_id === frontDesk)).toMatchObject({ name: 'Recepción', online: true, simulated: true, current: { idempotency_key: key, status: 'waiting_for_card' } });
    expect(readers.find((r) => r.terminal_id === bar)?.current).toBeNull();

    expect(expectOk<ReaderPayment>(await kit.tap(frontDesk, 'approved')).data.status).toBe('authorized');
    expect((await kit.statusOf(key)).status).toBe('authorized');
    const { payment, invoice: paid } = await kit.captured(key);
    expect(payment).toMatchObject({ method: 'reader', status: 'captured', terminal_id: frontDesk, amount_cents: invoice.due_cents + 300, tip_cents: 300, card_brand: 'visa', card_last4: '4242' });
    expect(payment.provider_reference).toMatch(/^pi_sim_/);
    expect(paid).toMatchObject({ status: 'paid', tip_cents: 300, remaining_cents: 0, paid_cents: invoice.due_cents + 300 });
    expect((await invoiceNow(invoice.id)).status).toBe('paid');
    expect((await kit.statusOf(key)).status).toBe('captured');
    // Capturing again answers the same payment; the reader shows nothing any more.
    expect((await kit.captured(key)).payment.id).toBe(payment.id);
    expect(await ledgerRows(key)).toHaveLength(1);
    const after = expectOk<ReaderRow[]>(await call(kit.app, 'GET', `/terminal/facility/active/?facility_id=${kit.demo.ids.madridId}`, { token: kit.owner() })).data;
    expect(after.find((r) => r.terminal_id === frontDesk)?.current).toBeNull();
  });

  it.each(['insufficient_funds', 'generic', 'card_removed'] as const)('a %s tap is declined with its reason, and nothing can be captured', async (card) => {
    const invoice = await kit.sale(1200);
    const key = `declined-${card}`;
    await kit.started(invoice, frontDesk, { key });
    expect(expectOk<ReaderPayment>(await kit.tap(frontDesk, card)).data).toMatchObject({ status: 'declined', decline_reason: card });
    expect(await kit.statusOf(key)).toMatchObject({ status: 'declined', decline_reason: card });
    const refused = expectError(await kit.capture(key), 409, 'E409');
    expect(refused.data).toMatchObject({ status: 'declined' });
    const [row] = await ledgerRows(key);
    expect(row).toMatchObject({ status: 'declined', decline_reason: card });
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'open', paid_cents: 0 });
  });

  it('a tap after cancel charges nothing', async () => {
    const invoice = await kit.sale(900);
    const key = 'cancel-then-tap';
    await kit.started(invoice, frontDesk, { key });
    expect(expectOk<ReaderPayment>(await kit.cancel(key)).data.status).toBe('cancelled');
    const body = expectError(await kit.tap(frontDesk, 'approved'), 409, 'E409');
    expect(body.message.text).toBe('The reader is not waiting for a card: nothing was charged');
    expectError(await kit.capture(key), 409, 'E409');
    expect((await kit.statusOf(key)).status).toBe('cancelled');
    expect((await ledgerRows(key))[0]?.status).toBe('cancelled');
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'open', paid_cents: 0, remaining_cents: invoice.due_cents });
    // Cancelling again answers as it is.
    expect(expectOk<ReaderPayment>(await kit.cancel(key)).data.status).toBe('cancelled');
  });

  it('while the reader waits for a card, its amount is held: a cash payment of it is refused (nothing written), and taken once the reader payment is cancelled', async () => {
    const invoice = await kit.sale(1500);
    const key = 'held-by-reader';
    await kit.started(invoice, frontDesk, { key });
    const cash = (k: string) =>
      call(kit.app, 'POST', '/invoice/pos/payment/', {
        token: kit.owner(),
        lang: 'es',
        payload: { idempotency_key: k, invoice_id: invoice.id, amount_cents: invoice.due_cents, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: null },
      });
    expect(expectError(await cash('held-cash-1'), 409, 'E409').message.text).toBe('Hay un pago con tarjeta de esta venta en curso: termínalo o cancélalo antes');
    expect(await ledgerRows('held-cash-1')).toHaveLength(0);
    expect(expectOk<ReaderPayment>(await kit.cancel(key)).data.status).toBe('cancelled');
    expect(expectOk<PaymentResult>(await cash('held-cash-2')).data.invoice).toMatchObject({ status: 'paid', paid_cents: invoice.due_cents });
  });

  it('a reader that never answers times out after READER_TIMEOUT_SECONDS, and a late tap charges nothing', async () => {
    const invoice = await kit.sale(700);
    const key = 'no-answer';
    await kit.started(invoice, frontDesk, { key });
    expect(expectOk<ReaderPayment>(await kit.tap(frontDesk, 'no_answer')).data.status).toBe('waiting_for_card');
    kit.clock.forward(30);
    expect((await kit.statusOf(key)).status).toBe('waiting_for_card');
    kit.clock.forward(61);
    expect((await kit.statusOf(key)).status).toBe('timed_out');
    expectError(await kit.tap(frontDesk, 'approved'), 409, 'E409');
    expect(expectError(await kit.capture(key), 409, 'E409').data).toMatchObject({ status: 'timed_out' });
    expect((await ledgerRows(key))[0]?.status).toBe('timed_out');
    expect((await invoiceNow(invoice.id)).paid_cents).toBe(0);
  });

  it('cancels an authorized payment (the hold is released), but not a captured one', async () => {
    const invoice = await kit.sale(500);
    await kit.started(invoice, frontDesk, { key: 'held' });
    await kit.tap(frontDesk, 'approved');
    expect(expectOk<ReaderPayment>(await kit.cancel('held')).data.status).toBe('cancelled');
    expectError(await kit.capture('held'), 409, 'E409');
    await kit.started(invoice, frontDesk, { key: 'taken' });
    await kit.tap(frontDesk, 'approved');
    await kit.captured('taken');
    const body = expectError(await kit.cancel('taken'), 409, 'E409');
    expect(body.message.text).toMatch(/already captured/);
  });

  it('a capture before the card is approved is refused and the payment still waits', async () => {
    const invoice = await kit.sale(500);
    await kit.started(invoice, frontDesk, { key: 'too-early' });
    const body = expectError(await kit.capture('too-early', kit.owner()), 409, 'E409');
    expect(body.data).toMatchObject({ reason: 'not_authorized' });
    expect((await kit.statusOf('too-early')).status).toBe('waiting_for_card');
    await kit.cancel('too-early');
  });

  it('an offline reader: the payment is cancelled and answers offline, the same key again too; nothing charged', async () => {
    const off = expectOk<ReaderRow>(await kit.switchReader(bar, false)).data;
    expect(off).toMatchObject({ terminal_id: bar, online: false, simulated: true });
    try {
      // The checkout's facts carry the reader's real state.
      const facts = expectOk<PosFacts>(await call(kit.app, 'GET', `/invoice/pos/?facility_id=${kit.demo.ids.madridId}`, { token: kit.owner() })).data;
      expect(facts.readers.find((r) => r.terminal_id === bar)).toMatchObject({ online: false, simulated: true, current: null });
      expect(facts.readers.find((r) => r.terminal_id === frontDesk)?.online).toBe(true);
      const invoice = await kit.sale(800);
      expect((await kit.started(invoice, bar, { key: 'offline' })).status).toBe('offline');
      expect((await kit.started(invoice, bar, { key: 'offline' })).status).toBe('offline');
      expect((await kit.statusOf('offline')).status).toBe('offline');
      const rows = await ledgerRows('offline');
      expect(rows.map((r) => r.status)).toEqual(['cancelled']);
      expect(expectError(await kit.tap(bar, 'approved'), 409, 'E409').message.text).toBe('This reader is offline');
    } finally {
      expect(expectOk<ReaderRow>(await kit.switchReader(bar, true)).data.online).toBe(true);
    }
  });

  it('a reader switched off while it waits for a card answers offline at the next status read; nothing charged, a tap refused', async () => {
    const invoice = await kit.sale(650);
    const key = 'off-while-waiting';
    expect((await kit.started(invoice, bar, { key })).status).toBe('waiting_for_card');
    try {
      expect(expectOk<ReaderRow>(await kit.switchReader(bar, false)).data).toMatchObject({ online: false, current: null });
      expect((await kit.statusOf(key)).status).toBe('offline');
      expect((await ledgerRows(key)).map((r) => r.status)).toEqual(['cancelled']);
      expect(expectError(await kit.tap(bar, 'approved'), 409, 'E409').message.text).toBe('This reader is offline');
      expect(expectError(await kit.capture(key), 409, 'E409').data).toMatchObject({ status: 'cancelled' });
    } finally {
      await kit.switchReader(bar, true);
    }
    expectError(await kit.tap(bar, 'approved'), 409, 'E409');
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'open', paid_cents: 0 });
  });

  it('a card read, then no answer: processing until the time runs out, then timed out; a late capture or tap charges nothing', async () => {
    const invoice = await kit.sale(750);
    const key = 'read-no-answer';
    await kit.started(invoice, frontDesk, { key });
    expect(expectOk<ReaderPayment>(await kit.tap(frontDesk, 'no_answer_after_tap')).data.status).toBe('processing');
    kit.clock.forward(30);
    expect((await kit.statusOf(key)).status).toBe('processing');
    expect(expectError(await kit.capture(key), 409, 'E409').data).toMatchObject({ reason: 'not_authorized' });
    kit.clock.forward(61);
    expect((await kit.statusOf(key)).status).toBe('timed_out');
    expect(expectError(await kit.capture(key), 409, 'E409').data).toMatchObject({ status: 'timed_out' });
    expectError(await kit.tap(frontDesk, 'approved'), 409, 'E409');
    // The checkout's timer cancels it too: it stays timed out.
    expect(expectOk<ReaderPayment>(await kit.cancel(key)).data.status).toBe('timed_out');
    expect((await ledgerRows(key)).map((r) => r.status)).toEqual(['timed_out']);
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'open', paid_cents: 0 });
  });

  it('the same key again answers the same payment and sends no second intent', async () => {
    const invoice = await kit.sale(600);
    const first = await kit.started(invoice, frontDesk, { key: 'twice' });
    const again = await kit.started(invoice, frontDesk, { key: 'twice' });
    expect(again).toEqual(first);
    expect(await ledgerRows('twice')).toHaveLength(1);
    // The same key with another request: E409, nothing more written.
    expectError(await kit.initiate(invoice, bar, { key: 'twice' }), 409, 'E409');
    expect(await ledgerRows('twice')).toHaveLength(1);
    await kit.cancel('twice');
  });
});

describe('one payment per reader', () => {
  it('a reader with an approved card is busy for another payment (nothing written); one still waiting gives way to a new one', async () => {
    const invoice = await kit.sale(1500);
    await kit.started(invoice, frontDesk, { key: 'busy-a' });
    await kit.tap(frontDesk, 'approved');
    const body = expectError(await kit.initiate(invoice, frontDesk, { key: 'busy-b' }), 409, 'E409');
    expect(body.message.text).toBe('This reader is busy with another payment');
    expect(await ledgerRows('busy-b')).toHaveLength(0);
    // The same key again is not refused: it answers its own payment.
    expect((await kit.started(invoice, frontDesk, { key: 'busy-a' })).status).toBe('authorized');
    await kit.captured('busy-a');

    const next = await kit.sale(800);
    await kit.started(next, frontDesk, { key: 'waiting-c' });
    expect((await kit.started(next, frontDesk, { key: 'waiting-d' })).status).toBe('waiting_for_card');
    expect((await kit.statusOf('waiting-c')).status).toBe('cancelled');
    await kit.cancel('waiting-d');
  });
});

describe('refused reader payments (nothing written)', () => {
  it('a reader of another facility, or of another tenant, is refused', async () => {
    const invoice = await kit.sale(400);
    const other = expectError(await kit.initiate(invoice, brooklynDesk, { key: 'other-facility' }), 400, 'E400');
    expect(other.message.text).toBe('This card reader is not one of this facility');
    expectError(await kit.initiate(invoice, lisbonDesk, { key: 'other-tenant' }), 400, 'E400');
    expect(await ledgerRows('other-facility')).toHaveLength(0);
    expect(await ledgerRows('other-tenant')).toHaveLength(0);
    // Another tenant's reader is not found at all for the simulated tap or the switch.
    expectError(await kit.tap(lisbonDesk, 'approved'), 404, 'E404');
    expectError(await kit.switchReader(lisbonDesk, false), 404, 'E404');
    expectError(await call(kit.app, 'GET', `/terminal/readers/?facility_id=${kit.demo.ids.lisbonId}`, { token: kit.owner() }), 404, 'E404');
  });

  it('a facility whose card payments are not enabled refuses, in Spanish too', async () => {
    const invoice = await kit.sale(400, kit.demo.ids.brooklynId);
    expect(expectError(await kit.initiate(invoice, brooklynDesk, { key: 'not-enabled' }), 400, 'E400').data).toMatchObject({ reason: 'card_not_enabled' });
    const es = expectError(await kit.initiate(invoice, brooklynDesk, { key: 'not-enabled', lang: 'es' }), 400, 'E400');
    expect(es.message.text).toBe('Los pagos con tarjeta no están activados en esta instalación');
    expect(await ledgerRows('not-enabled')).toHaveLength(0);
  });

  it('an operator not among the terminal operators gets E403; the checkout lists only the readers one may operate', async () => {
    // The bar is the owner's (kit.demo seed): hand it to the representative alone.
    await kit.db.delete(terminalOperators).where(eq(terminalOperators.terminal_id, bar));
    await kit.db.insert(terminalOperators).values({ terminal_id: bar, user_id: kit.demo.rep.id });
    try {
      const invoice = await kit.sale(400);
      expectError(await kit.initiate(invoice, bar, { key: 'not-operator' }), 403, 'E403');
      expect(await ledgerRows('not-operator')).toHaveLength(0);
      const operable = expectOk<ReaderRow[]>(await call(kit.app, 'GET', `/terminal/facility/active/?facility_id=${kit.demo.ids.madridId}`, { token: kit.owner() })).data;
      expect(operable.map((r) => r.terminal_id)).toEqual([frontDesk]);
      const all = expectOk<ReaderRow[]>(await call(kit.app, 'GET', `/terminal/readers/?facility_id=${kit.demo.ids.madridId}`, { token: kit.owner() })).data;
      expect(all.find((r) => r.terminal_id === bar)?.operators_ids).toEqual([kit.demo.rep.id]);
    } finally {
      await kit.db.delete(terminalOperators).where(eq(terminalOperators.terminal_id, bar));
      await kit.db.insert(terminalOperators).values({ terminal_id: bar, user_id: kit.demo.owner.id });
    }
  });

  it('a tap on a reader that waits for nothing is refused, translated', async () => {
    const body = expectError(await kit.tap(bar, 'approved', { lang: 'es' }), 409, 'E409');
    expect(body.message.text).toBe('El lector no está esperando una tarjeta: no se cobró nada');
  });

  it('an unknown key answers E404; the client role E403', async () => {
    expectError(await kit.status('no-such-key'), 404, 'E404');
    expectError(await kit.capture('no-such-key'), 404, 'E404');
    expectError(await kit.status('flow-approved', kit.demo.client.access_token), 403, 'E403');
    expectError(await kit.tap(frontDesk, 'approved', { token: kit.demo.client.access_token }), 403, 'E403');
  });
});

describe('PaymentResult of a capture', () => {
  it('is the ledger payment (one per key) with the invoice after it', async () => {
    const invoice = await kit.sale(1000);
    await kit.started(invoice, frontDesk, { key: 'result' });
    await kit.tap(frontDesk, 'approved');
    const result: PaymentResult = await kit.captured('result');
    expect(result.invoice.payments.map((p) => p.id)).toContain(result.payment.id);
  });
});
