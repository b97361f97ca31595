import { describe, expect, it } from 'vitest';
import { SIM_MANUAL_CARDS } from '../../../domain/pos/api-paths';
import { SimulatedCardProvider } from './simulated';

const T0 = new Date('2026-11-24T12:00:00Z');

function setup() {
  let now = T0;
  const sim = new SimulatedCardProvider(() => now);
  const later = (seconds: number) => (now = new Date(T0.getTime() + seconds * 1000));
  const intentOn = async (reader = 'tmr_a', reference = `ref-${Math.random()}`) => {
    const { id } = await sim.createIntent({ amount: 1500, currency: 'EUR', reference, expiresAt: new Date(T0.getTime() + 60_000) });
    expect(await sim.processOnReader(reader, id)).toEqual({ ok: true });
    return id;
  };
  return { sim, later, intentOn };
}

describe('the simulated card provider', () => {
  it('authorizes an approved tap, then captures it once', async () => {
    const { sim, intentOn } = setup();
    const id = await intentOn();
    expect(await sim.readerState('tmr_a')).toEqual({ online: true, intentId: id });
    const tap = sim.tap('tmr_a', 'approved');
    expect(tap.ok && tap.intent.state).toEqual({ status: 'authorized', card: { brand: 'visa', last4: '4242' } });
    expect((await sim.capture(id))?.state.status).toBe('captured');
    expect((await sim.capture(id))?.state.status).toBe('captured');
    expect(await sim.readerState('tmr_a')).toEqual({ online: true, intentId: null });
  });

  it.each(['insufficient_funds', 'generic', 'card_removed'] as const)('declines a %s tap and captures nothing', async (card) => {
    const { sim, intentOn } = setup();
    const id = await intentOn();
    sim.tap('tmr_a', card);
    expect((await sim.retrieveIntent(id))?.state).toEqual({ status: 'declined', reason: card });
    expect((await sim.capture(id))?.state.status).toBe('declined');
    expect(sim.tap('tmr_a', 'approved')).toEqual({ ok: false, reason: 'no_payment' });
  });

  it('keeps waiting on no answer, then times out at expiresAt and refuses a late tap', async () => {
    const { sim, later, intentOn } = setup();
    const id = await intentOn();
    sim.tap('tmr_a', 'no_answer');
    later(59);
    expect((await sim.retrieveIntent(id))?.state.status).toBe('waiting_for_card');
    later(60);
    expect((await sim.retrieveIntent(id))?.state).toEqual({ status: 'cancelled', reason: 'timed_out' });
    expect(sim.tap('tmr_a', 'approved')).toEqual({ ok: false, reason: 'no_payment' });
  });

  it('reads a no_answer_after_tap card and stays processing, never answering, until cancelled', async () => {
    const { sim, later, intentOn } = setup();
    const id = await intentOn();
    const tap = sim.tap('tmr_a', 'no_answer_after_tap');
    expect(tap.ok && tap.intent.state).toEqual({ status: 'processing' });
    later(600);
    expect((await sim.retrieveIntent(id))?.state.status).toBe('processing');
    expect((await sim.capture(id))?.state.status).toBe('processing');
    expect((await sim.cancel(id, 'timed_out'))?.state).toEqual({ status: 'cancelled', reason: 'timed_out' });
    expect(sim.tap('tmr_a', 'approved')).toEqual({ ok: false, reason: 'no_payment' });
  });

  it('drops the payment a reader waits a card for when it is switched off; keeps one whose card was read', async () => {
    const { sim, intentOn } = setup();
    const waiting = await intentOn();
    sim.setOnline('tmr_a', false);
    expect((await sim.retrieveIntent(waiting))?.state).toEqual({ status: 'cancelled', reason: 'reader_offline' });
    expect(await sim.readerState('tmr_a')).toEqual({ online: false, intentId: null });
    sim.setOnline('tmr_a', true);
    const read = await intentOn();
    sim.tap('tmr_a', 'approved');
    sim.setOnline('tmr_a', false);
    expect((await sim.retrieveIntent(read))?.state.status).toBe('authorized');
    expect((await sim.capture(read))?.state.status).toBe('captured');
  });

  it('refuses a tap after cancel, and a tap with nothing on the reader', async () => {
    const { sim, intentOn } = setup();
    expect(sim.tap('tmr_a', 'approved')).toEqual({ ok: false, reason: 'no_payment' });
    const id = await intentOn();
    expect((await sim.cancel(id, 'requested'))?.state).toEqual({ status: 'cancelled', reason: 'requested' });
    expect(sim.tap('tmr_a', 'approved')).toEqual({ ok: false, reason: 'no_payment' });
    expect((await sim.capture(id))?.state.status).toBe('cancelled');
  });

  it('cancels an authorized intent (the hold is released) but never a captured one', async () => {
    const { sim, intentOn } = setup();
    const held = await intentOn();
    sim.tap('tmr_a', 'approved');
    expect((await sim.cancel(held, 'requested'))?.state.status).toBe('cancelled');
    const taken = await intentOn();
    sim.tap('tmr_a', 'approved');
    await sim.capture(taken);
    expect((await sim.cancel(taken, 'requested'))?.state.status).toBe('captured');
  });

  it('answers the same intent for the same reference', async () => {
    const { sim } = setup();
    const first = await sim.createIntent({ amount: 100, currency: 'EUR', reference: 'r1', expiresAt: null });
    const again = await sim.createIntent({ amount: 100, currency: 'EUR', reference: 'r1', expiresAt: null });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
  });

  it('refuses an offline reader, and a busy one once a card is presented', async () => {
    const { sim, intentOn } = setup();
    sim.setOnline('tmr_a', false);
    const { id } = await sim.createIntent({ amount: 100, currency: 'EUR', reference: 'off', expiresAt: null });
    expect(await sim.processOnReader('tmr_a', id)).toEqual({ ok: false, reason: 'offline' });
    expect(sim.tap('tmr_a', 'approved')).toEqual({ ok: false, reason: 'offline' });
    sim.setOnline('tmr_a', true);
    const first = await intentOn();
    // A new payment takes the place of one still waiting for a card: the old one is cancelled.
    const second = await intentOn();
    expect((await sim.retrieveIntent(first))?.state.status).toBe('cancelled');
    sim.tap('tmr_a', 'approved');
    const { id: third } = await sim.createIntent({ amount: 100, currency: 'EUR', reference: 'busy', expiresAt: null });
    expect(await sim.processOnReader('tmr_a', third)).toEqual({ ok: false, reason: 'busy' });
    expect((await sim.retrieveIntent(second))?.state.status).toBe('authorized');
  });

  it('charges typed-in cards per the test numbers', async () => {
    const { sim } = setup();
    const card = (number: string, expYear = 2030, expMonth = 12) => ({ number, expMonth, expYear, cvc: '123' });
    const ok = await sim.chargeCard(card(SIM_MANUAL_CARDS.approved), 500, 'EUR', 'm1');
    expect(ok).toMatchObject({ status: 'captured', card: { brand: 'visa', last4: '4242' } });
    expect(await sim.chargeCard(card(SIM_MANUAL_CARDS.approved), 500, 'EUR', 'm1')).toEqual(ok);
    expect(await sim.chargeCard(card(SIM_MANUAL_CARDS.insufficient_funds), 500, 'EUR', 'm2')).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
    expect(await sim.chargeCard(card(SIM_MANUAL_CARDS.generic), 500, 'EUR', 'm3')).toMatchObject({ status: 'declined', reason: 'generic' });
    expect(await sim.chargeCard(card('5555555555554444'), 500, 'EUR', 'm4')).toMatchObject({ status: 'captured', card: { brand: 'mastercard', last4: '4444' } });
    expect(await sim.chargeCard(card(SIM_MANUAL_CARDS.approved, 2026, 10), 500, 'EUR', 'm5')).toMatchObject({ status: 'declined', reason: 'generic' });
  });

  it('refunds a captured charge up to its amount, once per reference; a "refund fails" card is declined', async () => {
    const sim = new SimulatedCardProvider();
    const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' });
    const charge = await sim.chargeCard(card(SIM_MANUAL_CARDS.approved), 1000, 'EUR', 'r1');
    if (charge.status !== 'captured') throw new Error('not captured');
    const first = await sim.refund(charge.id, 600, 'refund-1');
    expect(first).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^re_sim_/) });
    expect(await sim.refund(charge.id, 600, 'refund-1')).toEqual(first);
    expect(await sim.refund(charge.id, 401, 'refund-2')).toEqual({ status: 'declined', reason: 'generic' });
    expect(await sim.refund(charge.id, 400, 'refund-3')).toMatchObject({ status: 'succeeded' });
    expect(await sim.refund('ch_unknown', 100, 'refund-4')).toEqual({ status: 'declined', reason: 'generic' });
    const failing = await sim.chargeCard(card(SIM_MANUAL_CARDS.refund_fails), 1000, 'EUR', 'r2');
    expect(failing.status).toBe('captured');
    if (failing.status === 'captured') expect(await sim.refund(failing.id, 100, 'refund-5')).toEqual({ status: 'declined', reason: 'generic' });
  });
});
