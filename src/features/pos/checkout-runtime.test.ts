import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Invoice, PaymentResult, ReaderPayment } from '../../../domain/pos/api';
import { WATER } from '../../../domain/pos/samples';
import { checkoutMachine, type PosFacility } from '../../../machines/checkout.machine';
import { READER_POLL_MS, startCheckoutRunner, type CheckoutRunnerDeps } from './checkout-runtime';

const FACILITY: PosFacility = { taxPercent: 21, fees: 0, onlinePayments: true, readerIds: [5], onsiteMethodIds: [3] };
const TIMEOUT_MS = 60_000;

const invoice = (id = 40) => ({ id, payments: [] }) as unknown as Invoice;
const result = (status: 'captured' | 'declined', id = 90, reason: 'insufficient_funds' | null = null): PaymentResult =>
  ({ payment: { id, status, decline_reason: reason }, invoice: invoice() }) as unknown as PaymentResult;
const reader = (status: ReaderPayment['status'], reason: ReaderPayment['decline_reason'] = null): ReaderPayment =>
  ({ idempotency_key: 'k', payment_id: 90, invoice_id: 40, terminal_id: 5, amount_cents: 500, tip_cents: 0, status, decline_reason: reason, expires_at: '' }) as ReaderPayment;
const lost = () => Promise.reject(new Error('network down'));

/** A sale of two waters (5.00), the runner on a fake of the POS calls, the invoice saved and the payment step open. */
async function atPayment(api: Partial<CheckoutRunnerDeps['api']> = {}) {
  const fake = {
    saveInvoice: vi.fn(() => Promise.resolve(invoice())),
    parkTab: vi.fn(() => Promise.resolve(invoice())),
    recordPayment: vi.fn(() => Promise.resolve(result('captured'))),
    manualCardPayment: vi.fn(() => Promise.resolve(result('captured'))),
    readerInitiate: vi.fn(() => Promise.resolve(reader('waiting_for_card'))),
    readerStatus: vi.fn(() => Promise.resolve(reader('waiting_for_card'))),
    readerCapture: vi.fn(() => Promise.resolve(result('captured'))),
    readerCancel: vi.fn(() => Promise.resolve(reader('cancelled'))),
    emailReceipt: vi.fn(() => Promise.resolve({ queued: true as const, email: 'a@b.c' })),
    ...api,
  };
  const actor = createActor(checkoutMachine).start();
  const runner = startCheckoutRunner(actor, {
    api: fake,
    facilityId: () => 1,
    errorOf: (error) => ({ code: 'E500', message: error instanceof Error ? error.message : 'unknown' }),
    card: () => ({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' }),
    readerTimeoutMs: () => TIMEOUT_MS,
    print: vi.fn(),
    emailed: vi.fn(),
  });
  actor.send({ type: 'sale.opened', facility: FACILITY, saleKey: 'sale' });
  actor.send({ type: 'cart.productAdded', product: WATER, quantity: 2 });
  actor.send({ type: 'checkout.start' });
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().value).toEqual({ payment: 'choosing' });
  return { actor, fake, runner };
}

const state = (actor: ReturnType<typeof createActor<typeof checkoutMachine>>) => actor.getSnapshot().value;

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the checkout runner', () => {
  it('saves the invoice with its lines and the sale key', async () => {
    const { fake } = await atPayment();
    expect(fake.saveInvoice).toHaveBeenCalledWith(
      expect.objectContaining({ idempotency_key: 'sale.1', facility_id: 1, invoice_id: null, tab_name: null, lines: [{ kind: 'product', product_id: 1, quantity: 2 }] }),
    );
  });

  it('polls the reader until the card is presented and authorized, then captures', async () => {
    const statuses = [reader('waiting_for_card'), reader('processing'), reader('authorized')];
    const { actor, fake } = await atPayment({ readerStatus: vi.fn(() => Promise.resolve(statuses.shift() ?? reader('authorized'))) });
    actor.send({ type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.readerInitiate).toHaveBeenCalledWith(expect.objectContaining({ idempotency_key: 'sale.2', terminal_id: 5, amount_cents: 500, invoice_id: 40 }));
    expect(state(actor)).toEqual({ payment: { reader: 'waitingForCard' } });
    await vi.advanceTimersByTimeAsync(READER_POLL_MS * 2);
    expect(state(actor)).toEqual({ payment: { reader: 'processing' } });
    await vi.advanceTimersByTimeAsync(READER_POLL_MS);
    expect(fake.readerCapture).toHaveBeenCalledWith('sale.2');
    expect(state(actor)).toBe('confirmation');
    expect(actor.getSnapshot().context.payments).toHaveLength(1);
  });

  it('a declined card is presented, then declined with its reason', async () => {
    const { actor, fake } = await atPayment({ readerStatus: vi.fn(() => Promise.resolve(reader('declined', 'insufficient_funds'))) });
    actor.send({ type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    await vi.advanceTimersByTimeAsync(READER_POLL_MS);
    expect(state(actor)).toEqual({ payment: { reader: { stopped: 'declined' } } });
    expect(actor.getSnapshot().context.declined).toBe('insufficient_funds');
    expect(fake.readerCapture).not.toHaveBeenCalled();
    // Another attempt: a new key.
    actor.send({ type: 'payment.retry' });
    expect(fake.readerInitiate).toHaveBeenLastCalledWith(expect.objectContaining({ idempotency_key: 'sale.3' }));
  });

  it('a reader that never answers times out at the facility timeout and the intent is cancelled', async () => {
    const { actor, fake } = await atPayment();
    actor.send({ type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(state(actor)).toEqual({ payment: { reader: 'waitingForCard' } });
    await vi.advanceTimersByTimeAsync(1);
    expect(state(actor)).toEqual({ payment: { reader: { stopped: 'timedOut' } } });
    expect(fake.readerCancel).toHaveBeenCalledWith('sale.2');
    const polls = vi.mocked(fake.readerStatus).mock.calls.length;
    await vi.advanceTimersByTimeAsync(READER_POLL_MS * 5);
    expect(vi.mocked(fake.readerStatus).mock.calls.length).toBe(polls);
  });

  it('a reader offline at the intent: offline, nothing polled', async () => {
    const { actor, fake } = await atPayment({ readerInitiate: vi.fn(() => Promise.resolve(reader('offline'))) });
    actor.send({ type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    await vi.advanceTimersByTimeAsync(READER_POLL_MS * 3);
    expect(state(actor)).toEqual({ payment: { reader: { stopped: 'offline' } } });
    expect(fake.readerStatus).not.toHaveBeenCalled();
  });

  it('the operator cancels: the intent is cancelled and polling stops', async () => {
    const { actor, fake } = await atPayment();
    actor.send({ type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'reader.cancel' });
    expect(fake.readerCancel).toHaveBeenCalledWith('sale.2');
    await vi.advanceTimersByTimeAsync(READER_POLL_MS * 3);
    expect(fake.readerStatus).not.toHaveBeenCalled();
    expect(state(actor)).toEqual({ payment: { reader: { stopped: 'cancelled' } } });
  });

  it('a payment cancelled elsewhere (another sale took the reader) ends cancelled, not waiting for a card', async () => {
    const { actor, fake } = await atPayment({ readerStatus: vi.fn(() => Promise.resolve(reader('cancelled'))) });
    actor.send({ type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    await vi.advanceTimersByTimeAsync(READER_POLL_MS);
    expect(state(actor)).toEqual({ payment: { reader: { stopped: 'cancelled' } } });
    await vi.advanceTimersByTimeAsync(READER_POLL_MS * 3);
    expect(fake.readerStatus).toHaveBeenCalledTimes(1);
  });

  it('a card read, then cancelled elsewhere: the attempt is not left waiting, the timer ends it', async () => {
    const statuses = [reader('processing'), reader('cancelled')];
    const { actor, fake } = await atPayment({ readerStatus: vi.fn(() => Promise.resolve(statuses.shift() ?? reader('cancelled'))) });
    actor.send({ type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    await vi.advanceTimersByTimeAsync(READER_POLL_MS * 2);
    expect(state(actor)).toEqual({ payment: { reader: 'processing' } });
    expect(fake.readerStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(state(actor)).toEqual({ payment: { reader: { stopped: 'timedOut' } } });
    expect(fake.readerStatus).toHaveBeenCalledTimes(2);
  });

  it('a lost cash payment answer is retried with the same key, and the first result is taken', async () => {
    const recordPayment = vi
      .fn()
      .mockImplementationOnce(lost)
      .mockImplementation(() => Promise.resolve(result('captured')));
    const { actor } = await atPayment({ recordPayment });
    actor.send({ type: 'method.chosen', method: { kind: 'cash' } });
    actor.send({ type: 'cash.tendered', amount: 1000 });
    actor.send({ type: 'cash.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toEqual({ payment: 'failed' });
    expect(actor.getSnapshot().context.error).toEqual({ code: 'E500', message: 'network down' });
    actor.send({ type: 'payment.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(recordPayment).toHaveBeenCalledTimes(2);
    const [first, second] = recordPayment.mock.calls.map((c) => c[0] as { idempotency_key: string; tendered_cents: number });
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
    expect(first!.tendered_cents).toBe(1000);
    expect(state(actor)).toBe('confirmation');
    expect(actor.getSnapshot().context.payments[0]?.change).toBe(500);
  });

  it('a lost reader intent is retried with the same key', async () => {
    const readerInitiate = vi
      .fn()
      .mockImplementationOnce(lost)
      .mockImplementation(() => Promise.resolve(reader('waiting_for_card')));
    const { actor } = await atPayment({ readerInitiate });
    actor.send({ type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toEqual({ payment: 'failed' });
    actor.send({ type: 'payment.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(readerInitiate.mock.calls.map((c) => (c[0] as { idempotency_key: string }).idempotency_key)).toEqual(['sale.2', 'sale.2']);
    expect(state(actor)).toEqual({ payment: { reader: 'waitingForCard' } });
  });

  it('a typed-in card declined goes back to the card with the reason', async () => {
    const { actor, fake } = await atPayment({ manualCardPayment: vi.fn(() => Promise.resolve(result('declined', 91, 'insufficient_funds'))) });
    actor.send({ type: 'method.chosen', method: { kind: 'manual_card' } });
    actor.send({ type: 'manual.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.manualCardPayment).toHaveBeenCalledWith(expect.objectContaining({ card: expect.objectContaining({ number: '4242424242424242' }) }));
    expect(state(actor)).toEqual({ payment: 'manualCard' });
    expect(actor.getSnapshot().context.declined).toBe('insufficient_funds');
  });

  it('keeps a tab under its name through the open-tab call', async () => {
    const { fake } = await atPayment();
    const actor = createActor(checkoutMachine).start();
    startCheckoutRunner(actor, { api: fake, facilityId: () => 1, errorOf: () => ({ code: 'E500', message: '' }), card: () => null, readerTimeoutMs: () => TIMEOUT_MS, print: vi.fn(), emailed: vi.fn() });
    actor.send({ type: 'sale.opened', facility: FACILITY, saleKey: 'tab' });
    actor.send({ type: 'cart.productAdded', product: WATER });
    actor.send({ type: 'tab.park', name: 'Bar table 2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.parkTab).toHaveBeenCalledWith(expect.objectContaining({ idempotency_key: 'tab.1', tab_name: 'Bar table 2' }));
    expect(actor.getSnapshot().context.parked).toBe('Bar table 2');
  });
});
