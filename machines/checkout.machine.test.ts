import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { addProduct, EMPTY_CART, lineGross } from '../domain/pos/cart';
import { BALLS, COURT_BALANCE, LUCIA_SHARE, MATCH_VIDEO, PLACE, WATER } from '../domain/pos/samples';
import { taxWithin } from '../domain/pos/totals';
import { coverageRecorder } from '../tests/support/machine-coverage';
import { testModelPaths } from '../tests/support/model-paths';
import { changeOf, checkoutMachine, figuresOf, methodsOf, partOf, remainingOf, totalsOf, type CheckoutEffect, type CheckoutEvent, type OpenTab, type PosFacility } from './checkout.machine';

/** A facility at 21 % tax with card payments, reader 5 and onsite method 3. */
const FACILITY: PosFacility = { ...PLACE, taxPercent: 21, fees: 0 };
/** "Bar table 2": two waters, kept as invoice 40. */
const TAB: OpenTab = { invoiceId: 40, name: 'Bar table 2', cart: (addProduct(EMPTY_CART, WATER, 2) as { ok: true; value: typeof EMPTY_CART }).value };

const recorder = coverageRecorder(checkoutMachine);
afterAll(() => {
  const c = recorder.save();
  expect(c.visitedStates).toEqual(c.states);
  expect(c.takenTransitions).toEqual(c.transitions);
});

function start() {
  const actor = createActor(checkoutMachine, { inspect: recorder.inspect });
  const effects: CheckoutEffect[] = [];
  actor.on('*', (e) => effects.push(e as CheckoutEffect));
  actor.start();
  recorder.watch(actor);
  return { actor, effects };
}

type Snap = SnapshotFrom<typeof checkoutMachine>;

/**
 * One sample per kind of event the model explores, for a snapshot: the answers carry the key of
 * the write in flight (answers with another key are stale: the scenarios below send those).
 */
function samples(snap: Snap): CheckoutEvent[] {
  const save = snap.context.save?.key ?? 'none';
  const key = snap.context.attempt?.key ?? 'none';
  return [
    { type: 'sale.opened', facility: FACILITY, saleKey: 'S' },
    { type: 'cart.productAdded', product: WATER },
    { type: 'cart.productAdded', product: BALLS, quantity: 2 },
    { type: 'cart.quantityChanged', key: 'product:1', quantity: 2 },
    { type: 'cart.lineRemoved', key: 'product:1' },
    { type: 'cart.freeLineAdded', description: 'Toalla', amount: 150 },
    { type: 'cart.bookingAdded', charge: COURT_BALANCE },
    { type: 'cart.videoAdded', video: MATCH_VIDEO },
    { type: 'cart.contactAttached', contact: { id: 4, name: 'Lucía' } },
    { type: 'cart.contactDetached' },
    { type: 'tab.park', name: 'Bar table 2' },
    { type: 'tab.resume', tab: TAB },
    { type: 'checkout.start' },
    { type: 'invoice.saved', key: save, invoiceId: 40 },
    { type: 'invoice.failed', key: save, code: 'E500', message: 'Network' },
    { type: 'tip.chosen', tip: { kind: 'percent', percent: 10 } },
    { type: 'tip.chosen', tip: { kind: 'amount', amount: -1 } },
    { type: 'part.set', amount: 100 },
    { type: 'part.set', amount: null },
    { type: 'part.set', amount: 99_999 },
    { type: 'method.chosen', method: { kind: 'reader', readerId: 5 } },
    { type: 'method.chosen', method: { kind: 'reader', readerId: 6 } },
    { type: 'method.chosen', method: { kind: 'cash' } },
    { type: 'method.chosen', method: { kind: 'manual_card' } },
    { type: 'method.chosen', method: { kind: 'onsite', methodId: 3 } },
    { type: 'method.back' },
    { type: 'cart.edit' },
    { type: 'cash.tendered', amount: 5000 },
    { type: 'cash.tendered', amount: 10.5 },
    { type: 'cash.confirm' },
    { type: 'cash.exact' },
    { type: 'manual.submit' },
    { type: 'intent.created', key },
    { type: 'reader.cardPresented', key },
    { type: 'reader.offline', key },
    { type: 'reader.timedOut', key },
    { type: 'payment.captured', key, paymentId: snap.context.payments.length + 1 },
    { type: 'payment.declined', key, reason: 'insufficient_funds' },
    { type: 'payment.failed', key, code: 'E500', message: 'Network' },
    { type: 'reader.cancel' },
    { type: 'payment.retry' },
    { type: 'method.change' },
    { type: 'receipt.print' },
    { type: 'receipt.email' },
    { type: 'sale.new', facility: FACILITY, saleKey: 'T' },
  ];
}

const EVENT_TYPES = [...new Set(samples({ context: { save: null, attempt: null, payments: [] } } as unknown as Snap).map((e) => e.type))];

/** What must hold in every state, whatever the path that led there. */
function checkInvariants(snap: Snap) {
  const c = snap.context;
  if (snap.matches('loading')) {
    expect(c.facility).toBeNull();
    return;
  }
  expect(c.facility).not.toBeNull();
  const totals = totalsOf(c);
  expect(totals.net + totals.tax).toBe(totals.subtotal);
  const paid = c.payments.reduce((s, p) => s + p.amount, 0);
  // Never more paid than the total; each payment for a whole positive amount, with its own key.
  expect(paid).toBeLessThanOrEqual(totals.total);
  expect(remainingOf(c)).toBe(totals.total - paid);
  // The screen's figures (computed once per snapshot) are these same totals, paid and remaining.
  expect(figuresOf(c)).toEqual({ totals, paid, remaining: totals.total - paid });
  expect(new Set(c.payments.map((p) => p.key)).size).toBe(c.payments.length);
  for (const p of c.payments) {
    expect(Number.isInteger(p.amount) && p.amount > 0).toBe(true);
    expect(p.key.startsWith(`${c.saleKey}.`)).toBe(true);
    if (p.method.kind === 'cash') expect(p.tendered! - p.amount).toBe(p.change);
    else expect(p.tendered).toBeNull();
  }
  // The cart is edited only before any payment.
  if (snap.matches('cart') || snap.matches('parking') || snap.matches('saving')) expect(c.payments).toEqual([]);
  // A write in flight has its key.
  if (snap.matches('parking') || snap.matches('saving')) expect(c.save).not.toBeNull();
  if (snap.matches('parking')) expect(c.save!.tabName).toBeTruthy();
  // Payment happens on a saved invoice, with one attempt (one key) at a time.
  if (snap.matches('payment') || snap.matches('confirmation')) expect(c.invoiceId).not.toBeNull();
  if (snap.matches({ payment: 'reader' }) || snap.matches({ payment: 'recording' }) || snap.matches({ payment: 'failed' })) {
    expect(c.attempt).not.toBeNull();
    expect(c.attempt!.amount).toBeLessThanOrEqual(remainingOf(c));
    expect(c.payments.some((p) => p.key === c.attempt!.key)).toBe(false);
  }
  if (snap.matches({ payment: 'reader' })) expect(c.attempt!.method).toEqual({ kind: 'reader', readerId: 5 });
  if (snap.matches({ payment: 'choosing' })) expect(remainingOf(c)).toBeGreaterThan(0);
  if (snap.matches({ payment: { reader: { stopped: 'declined' } } })) expect(c.declined).not.toBeNull();
  // Paid: the payments cover the total exactly, and their tip parts are the tip.
  if (snap.matches('confirmation')) {
    expect(paid).toBe(totals.total);
    expect(c.payments.reduce((s, p) => s + p.tip, 0)).toBe(totals.tip);
  }
}

/** After these, only the shortest way on is explored: the rest was explored from the main sale. */
const HAPPY: ReadonlySet<CheckoutEvent['type']> = new Set(['checkout.start', 'invoice.saved', 'method.chosen', 'cash.exact', 'payment.captured', 'receipt.print', 'receipt.email', 'cart.edit', 'tip.chosen']);

/**
 * The model explores one sale: a refusal or a failed invoice save ends a path (what follows is what
 * follows without it: the scenarios go on); the cart holds at most one line and goes to payment as one
 * water; tip and part are chosen once; at most three keys are made. A kept tab, once resumed, a
 * contact and a sale's second payment go the shortest way on (`HAPPY`, cash). Answers carry the
 * key in flight.
 */
function filterEvents(snap: Snap, event: CheckoutEvent): boolean {
  const c = snap.context;
  if (c.refusal !== null || (c.error !== null && !snap.matches({ payment: 'failed' })) || (c.facility !== null && c.saleKey !== 'S') || c.keys > 3) return false;
  if ('key' in event && event.key === 'none') return false;
  if (c.parked !== null) return event.type === 'tab.resume';
  if (c.tabName !== null || c.payments.length > 0) {
    if (!HAPPY.has(event.type) && event.type !== 'cart.contactAttached') return false;
    if (event.type === 'cart.contactAttached') return c.cart.contact === null;
    if (event.type === 'method.chosen') return event.method.kind === 'cash';
    return true;
  }
  switch (event.type) {
    case 'cart.productAdded':
    case 'cart.freeLineAdded':
    case 'cart.bookingAdded':
    case 'cart.videoAdded':
      return c.cart.lines.length === 0;
    case 'cart.contactAttached':
    case 'cart.contactDetached':
      return false;
    case 'tab.park':
      return c.invoiceId === null;
    case 'checkout.start': {
      const only = c.cart.lines[0];
      return c.cart.lines.length !== 1 || (only!.key === 'product:1' && only!.quantity === 1);
    }
    case 'tip.chosen':
      return c.tip.kind === 'percent' && c.tip.percent === 0;
    case 'part.set':
      return (c.part === null) === (event.amount !== null);
    case 'cash.tendered':
      return c.tendered === null;
    default:
      return true;
  }
}

/** A state of the model: the machine's value and its whole context. */
const serializeState = (snap: Snap) => JSON.stringify({ value: snap.value, context: snap.context });

describe('checkout machine: every shortest path of the model', () => {
  const model = createTestModel(checkoutMachine, { events: samples, filterEvents, serializeState });
  testModelPaths({ paths: model.getShortestPaths(), eventTypes: EVENT_TYPES, start, invariants: checkInvariants, minPaths: 400 });
});

describe('checkout machine: the sale (the money rules themselves: domain/pos/*.test.ts)', () => {
  type Run = ReturnType<typeof start>;
  const snap = (s: Run) => s.actor.getSnapshot();
  const ctx = (s: Run) => snap(s).context;
  const send = (s: Run, ...events: CheckoutEvent[]) => events.forEach((e) => s.actor.send(e));
  const saveKey = (s: Run) => ctx(s).save!.key;
  const key = (s: Run) => ctx(s).attempt!.key;
  const last = (s: Run) => s.effects[s.effects.length - 1];

  function opened(facility: PosFacility = FACILITY) {
    const s = start();
    send(s, { type: 'sale.opened', facility, saleKey: 'S' });
    return s;
  }

  /** A sale of the court's balance (30.00) and two waters (5.00), saved as invoice 40, at the payment step. */
  function atPayment(facility: PosFacility = FACILITY) {
    const s = opened(facility);
    send(s, { type: 'cart.bookingAdded', charge: COURT_BALANCE }, { type: 'cart.productAdded', product: WATER, quantity: 2 }, { type: 'checkout.start' });
    send(s, { type: 'invoice.saved', key: saveKey(s), invoiceId: 40 });
    expect(snap(s).value).toEqual({ payment: 'choosing' });
    return s;
  }

  /** Pay what `part` says (all that remains when null) on reader 5 up to the card being read. */
  function readerUpToCard(s: Run) {
    send(s, { type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    send(s, { type: 'intent.created', key: key(s) });
    expect(snap(s).value).toEqual({ payment: { reader: 'waitingForCard' } });
  }

  it('builds the cart with the rules: products, a booking balance, a share, a video, a free line, a contact', () => {
    const s = opened();
    send(
      s,
      { type: 'cart.productAdded', product: WATER },
      { type: 'cart.productAdded', product: WATER },
      { type: 'cart.bookingAdded', charge: COURT_BALANCE },
      { type: 'cart.bookingAdded', charge: LUCIA_SHARE },
      { type: 'cart.videoAdded', video: MATCH_VIDEO },
      { type: 'cart.freeLineAdded', description: 'Toalla', amount: 150 },
      { type: 'cart.contactAttached', contact: { id: 4, name: 'Lucía' } },
    );
    expect(ctx(s).cart.lines.map((l) => [l.key, lineGross(l)])).toEqual([
      ['product:1', 500],
      ['booking:7', 3000],
      ['share:7:71', 750],
      ['video:9', 500],
      ['free:1', 150],
    ]);
    // Tax per line (87 + 521 + 130 + 87 + 26): a cent more than 21 % of the whole would round to.
    expect(totalsOf(ctx(s))).toMatchObject({ subtotal: 4900, tax: 851, net: 4049, total: 4900 });
    send(s, { type: 'cart.quantityChanged', key: 'product:1', quantity: 3 }, { type: 'cart.lineRemoved', key: 'video:9' }, { type: 'cart.contactDetached' });
    expect(ctx(s).cart.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['product:1', 3],
      ['booking:7', 1],
      ['share:7:71', 1],
      ['free:1', 1],
    ]);
    expect(ctx(s).cart.contact).toBeNull();
    expect(s.effects).toEqual([]);
  });

  it('refusals change nothing and say why: empty cart, zero quantity, stock naming the product, a balance or a video twice', () => {
    const s = opened();
    send(s, { type: 'checkout.start' });
    expect(snap(s).value).toBe('cart');
    expect(ctx(s).refusal).toEqual({ code: 'cart_empty' });
    send(s, { type: 'cart.productAdded', product: BALLS, quantity: 2 });
    expect(ctx(s).refusal).toEqual({ code: 'out_of_stock', product: 'Bolas de pádel', left: 1 });
    expect(ctx(s).cart.lines).toEqual([]);
    send(s, { type: 'cart.productAdded', product: BALLS });
    expect(ctx(s).refusal).toBeNull();
    send(s, { type: 'cart.quantityChanged', key: 'product:2', quantity: 0 });
    expect(ctx(s).refusal).toEqual({ code: 'quantity_not_positive' });
    send(s, { type: 'cart.quantityChanged', key: 'product:2', quantity: -1 });
    expect(ctx(s).refusal).toEqual({ code: 'quantity_not_positive' });
    send(s, { type: 'cart.bookingAdded', charge: COURT_BALANCE }, { type: 'cart.bookingAdded', charge: COURT_BALANCE });
    expect(ctx(s).refusal).toEqual({ code: 'already_in_cart' });
    send(s, { type: 'cart.freeLineAdded', description: '', amount: 100 });
    expect(ctx(s).refusal).toEqual({ code: 'description_required' });
    // A line not in the cart (the screen offers only those in it): no transition, the last refusal stands.
    expect(snap(s).can({ type: 'cart.lineRemoved', key: 'product:1' })).toBe(false);
    send(s, { type: 'cart.lineRemoved', key: 'product:1' });
    expect(ctx(s).refusal).toEqual({ code: 'description_required' });
    send(s, { type: 'cart.videoAdded', video: { ...MATCH_VIDEO, amount: 0 } });
    expect(ctx(s).refusal).toEqual({ code: 'nothing_owed' });
    // A booking's pending video added twice ("Whole balance" again on a booking whose own balance is paid).
    send(s, { type: 'cart.videoAdded', video: MATCH_VIDEO }, { type: 'cart.videoAdded', video: MATCH_VIDEO });
    expect(ctx(s).refusal).toEqual({ code: 'already_in_cart' });
    expect(ctx(s).cart.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['product:2', 1],
      ['booking:7', 1],
      ['video:9', 1],
    ]);
    expect(s.effects).toEqual([]);
  });

  it('nothing is decided before the facility is known', () => {
    const s = start();
    expect(snap(s).value).toBe('loading');
    expect(snap(s).can({ type: 'cart.productAdded', product: WATER })).toBe(false);
  });

  it('tip presets 0/10/15/20 % of the amount due, a custom tip, never below zero, fixed after the first payment', () => {
    const s = atPayment();
    const totals = () => totalsOf(ctx(s));
    expect(totals()).toMatchObject({ due: 3500, tip: 0, total: 3500 });
    const tips = [0, 10, 15, 20].map((percent) => {
      send(s, { type: 'tip.chosen', tip: { kind: 'percent', percent } });
      return [totals().tip, totals().total];
    });
    expect(tips).toEqual([
      [0, 3500],
      [350, 3850],
      [525, 4025],
      [700, 4200],
    ]);
    send(s, { type: 'tip.chosen', tip: { kind: 'amount', amount: 300 } });
    expect(totals()).toMatchObject({ tip: 300, total: 3800 });
    send(s, { type: 'tip.chosen', tip: { kind: 'amount', amount: -100 } });
    expect(ctx(s).refusal).toEqual({ code: 'tip_negative' });
    expect(totals().tip).toBe(300);
    send(s, { type: 'tip.chosen', tip: { kind: 'percent', percent: 10 } });
    expect(remainingOf(ctx(s))).toBe(3850);
    // Cash pays 20.00: none of it is tip; the card pays the rest, the whole tip with it.
    send(s, { type: 'part.set', amount: 2000 }, { type: 'method.chosen', method: { kind: 'cash' } }, { type: 'cash.exact' });
    expect(last(s)).toMatchObject({ type: 'effect.recordPayment', amount: 2000, tip: 0 });
    send(s, { type: 'payment.captured', key: key(s), paymentId: 1 });
    send(s, { type: 'tip.chosen', tip: { kind: 'percent', percent: 20 } });
    expect(ctx(s).refusal).toEqual({ code: 'tip_locked' });
    readerUpToCard(s);
    expect(last(s)).toMatchObject({ type: 'effect.createIntent', amount: 1850, tip: 350, saleTip: 350 });
  });

  it('split tender: part in cash with change, the rest by card on the reader; then the receipt', () => {
    const s = atPayment();
    send(s, { type: 'part.set', amount: 5000 });
    expect(ctx(s).refusal).toEqual({ code: 'over_payment' });
    send(s, { type: 'part.set', amount: 2000 }, { type: 'method.chosen', method: { kind: 'cash' } });
    expect(snap(s).value).toEqual({ payment: 'cash' });
    send(s, { type: 'cash.tendered', amount: 1500 });
    expect(changeOf(ctx(s))).toEqual({ change: 0, exact: false });
    send(s, { type: 'cash.confirm' });
    expect(ctx(s).refusal).toEqual({ code: 'cash_short' });
    expect(snap(s).value).toEqual({ payment: 'cash' });
    send(s, { type: 'cash.tendered', amount: 5000 });
    expect(changeOf(ctx(s))).toEqual({ change: 3000, exact: false });
    send(s, { type: 'cash.confirm' });
    expect(last(s)).toEqual({ type: 'effect.recordPayment', key: 'S.2', invoiceId: 40, method: { kind: 'cash' }, amount: 2000, tip: 0, saleTip: 0, tendered: 5000, change: 3000 });
    send(s, { type: 'payment.captured', key: 'S.2', paymentId: 1 });
    expect(snap(s).value).toEqual({ payment: 'choosing' });
    expect(remainingOf(ctx(s))).toBe(1500);
    expect(partOf(ctx(s))).toBe(1500);
    // The cart of a sale with a payment stays as it is.
    send(s, { type: 'cart.edit' });
    expect(ctx(s).refusal).toEqual({ code: 'payment_made' });
    readerUpToCard(s);
    expect(s.effects.filter((e) => e.type === 'effect.createIntent')).toEqual([{ type: 'effect.createIntent', key: 'S.3', invoiceId: 40, readerId: 5, amount: 1500, tip: 0, saleTip: 0 }]);
    send(s, { type: 'reader.cardPresented', key: 'S.3' }, { type: 'payment.captured', key: 'S.3', paymentId: 2 });
    expect(snap(s).value).toBe('confirmation');
    expect(ctx(s).payments.map((p) => [p.method.kind, p.amount, p.paymentId])).toEqual([
      ['cash', 2000, 1],
      ['reader', 1500, 2],
    ]);
    send(s, { type: 'receipt.print' });
    expect(last(s)).toEqual({ type: 'effect.printReceipt', invoiceId: 40 });
    send(s, { type: 'receipt.email' });
    expect(ctx(s).refusal).toEqual({ code: 'contact_required' });
    send(s, { type: 'sale.new', facility: FACILITY, saleKey: 'T' });
    expect(snap(s).value).toBe('cart');
    expect(ctx(s)).toMatchObject({ saleKey: 'T', keys: 0, cart: EMPTY_CART, invoiceId: null, payments: [], facility: FACILITY });
  });

  it('"exact" tenders the amount itself: no change', () => {
    const s = atPayment();
    send(s, { type: 'method.chosen', method: { kind: 'cash' } }, { type: 'cash.exact' });
    expect(last(s)).toMatchObject({ type: 'effect.recordPayment', amount: 3500, tendered: 3500, change: 0 });
    send(s, { type: 'payment.captured', key: key(s), paymentId: 1 });
    expect(snap(s).value).toBe('confirmation');
  });

  it('a decline says why; retry on the reader is a new attempt with a new key; or another method', () => {
    const s = atPayment();
    readerUpToCard(s);
    send(s, { type: 'reader.cardPresented', key: 'S.2' }, { type: 'payment.declined', key: 'S.2', reason: 'insufficient_funds' });
    expect(snap(s).value).toEqual({ payment: { reader: { stopped: 'declined' } } });
    expect(ctx(s).declined).toBe('insufficient_funds');
    send(s, { type: 'payment.retry' });
    expect(last(s)).toMatchObject({ type: 'effect.createIntent', key: 'S.3', amount: 3500 });
    expect(ctx(s).declined).toBeNull();
    send(s, { type: 'intent.created', key: 'S.3' }, { type: 'reader.cardPresented', key: 'S.3' }, { type: 'payment.declined', key: 'S.3', reason: 'generic' });
    send(s, { type: 'method.change' });
    expect(snap(s).value).toEqual({ payment: 'choosing' });
    expect(ctx(s).attempt).toBeNull();
    send(s, { type: 'method.chosen', method: { kind: 'onsite', methodId: 3 } });
    expect(last(s)).toEqual({ type: 'effect.recordPayment', key: 'S.4', invoiceId: 40, method: { kind: 'onsite', methodId: 3 }, amount: 3500, tip: 0, saleTip: 0, tendered: null, change: null });
    send(s, { type: 'payment.captured', key: 'S.4', paymentId: 9 });
    expect(snap(s).value).toBe('confirmation');
    expect(ctx(s).payments.map((p) => p.method.kind)).toEqual(['onsite']);
  });

  it('a card typed in: declined comes back to the card with the reason; submitted again is a new attempt', () => {
    const s = atPayment();
    send(s, { type: 'method.chosen', method: { kind: 'manual_card' } });
    expect(snap(s).value).toEqual({ payment: 'manualCard' });
    send(s, { type: 'manual.submit' });
    expect(last(s)).toMatchObject({ type: 'effect.recordPayment', key: 'S.2', method: { kind: 'manual_card' }, amount: 3500 });
    send(s, { type: 'payment.declined', key: 'S.2', reason: 'generic' });
    expect(snap(s).value).toEqual({ payment: 'manualCard' });
    expect(ctx(s).declined).toBe('generic');
    send(s, { type: 'manual.submit' });
    expect(last(s)).toMatchObject({ key: 'S.3' });
    send(s, { type: 'payment.captured', key: 'S.3', paymentId: 2 });
    expect(snap(s).value).toBe('confirmation');
    // Back from the card or the cash step to choosing.
    const t = atPayment();
    send(t, { type: 'method.chosen', method: { kind: 'manual_card' } }, { type: 'method.back' });
    expect(snap(t).value).toEqual({ payment: 'choosing' });
    send(t, { type: 'method.chosen', method: { kind: 'cash' } }, { type: 'cash.tendered', amount: 100 }, { type: 'method.back' });
    expect(snap(t).value).toEqual({ payment: 'choosing' });
    expect(ctx(t).tendered).toBeNull();
  });

  it('cancel on the reader: the intent is cancelled, and a late tap of that attempt charges nothing', () => {
    const s = atPayment();
    readerUpToCard(s);
    send(s, { type: 'reader.cancel' });
    expect(snap(s).value).toEqual({ payment: { reader: { stopped: 'cancelled' } } });
    expect(last(s)).toEqual({ type: 'effect.cancelIntent', key: 'S.2', readerId: 5 });
    // The card comes after the cancel: ignored, nothing captured.
    send(s, { type: 'reader.cardPresented', key: 'S.2' }, { type: 'payment.captured', key: 'S.2', paymentId: 1 });
    expect(snap(s).value).toEqual({ payment: { reader: { stopped: 'cancelled' } } });
    expect(ctx(s).payments).toEqual([]);
    // A new attempt: the old attempt's answers still count for nothing.
    send(s, { type: 'payment.retry' });
    send(s, { type: 'intent.created', key: 'S.2' });
    expect(snap(s).value).toEqual({ payment: { reader: 'creatingIntent' } });
    send(s, { type: 'intent.created', key: 'S.3' }, { type: 'reader.cardPresented', key: 'S.2' });
    expect(snap(s).value).toEqual({ payment: { reader: 'waitingForCard' } });
    send(s, { type: 'reader.cardPresented', key: 'S.3' }, { type: 'payment.captured', key: 'S.2', paymentId: 1 });
    expect(snap(s).value).toEqual({ payment: { reader: 'processing' } });
    expect(ctx(s).payments).toEqual([]);
    // Cancelled before the reader showed the amount.
    const t = atPayment();
    send(t, { type: 'method.chosen', method: { kind: 'reader', readerId: 5 } }, { type: 'reader.cancel' });
    expect(snap(t).value).toEqual({ payment: { reader: { stopped: 'cancelled' } } });
    expect(last(t)).toEqual({ type: 'effect.cancelIntent', key: 'S.2', readerId: 5 });
  });

  it('a reader that never answers times out (waiting or processing) and the intent is cancelled; a stale timeout is ignored', () => {
    const s = atPayment();
    readerUpToCard(s);
    send(s, { type: 'reader.timedOut', key: 'S.1' });
    expect(snap(s).value).toEqual({ payment: { reader: 'waitingForCard' } });
    send(s, { type: 'reader.timedOut', key: 'S.2' });
    expect(snap(s).value).toEqual({ payment: { reader: { stopped: 'timedOut' } } });
    expect(last(s)).toEqual({ type: 'effect.cancelIntent', key: 'S.2', readerId: 5 });
    send(s, { type: 'payment.retry' }, { type: 'intent.created', key: 'S.3' }, { type: 'reader.cardPresented', key: 'S.3' }, { type: 'reader.timedOut', key: 'S.3' });
    expect(snap(s).value).toEqual({ payment: { reader: { stopped: 'timedOut' } } });
    expect(last(s)).toEqual({ type: 'effect.cancelIntent', key: 'S.3', readerId: 5 });
    expect(ctx(s).payments).toEqual([]);
  });

  it('a reader offline, before or while showing the amount, stops the attempt', () => {
    const s = atPayment();
    send(s, { type: 'method.chosen', method: { kind: 'reader', readerId: 5 } }, { type: 'reader.offline', key: 'S.2' });
    expect(snap(s).value).toEqual({ payment: { reader: { stopped: 'offline' } } });
    send(s, { type: 'payment.retry' }, { type: 'intent.created', key: 'S.3' }, { type: 'reader.offline', key: 'S.3' });
    expect(snap(s).value).toEqual({ payment: { reader: { stopped: 'offline' } } });
    expect(s.effects.filter((e) => e.type === 'effect.cancelIntent').map((e) => e.key)).toEqual(['S.2', 'S.3']);
  });

  it('a failed call is retried with the same key (charged once); a new attempt gets a new key', () => {
    const s = atPayment();
    send(s, { type: 'method.chosen', method: { kind: 'cash' } }, { type: 'cash.exact' });
    send(s, { type: 'payment.failed', key: 'S.2', code: 'E500', message: 'Network' });
    expect(snap(s).value).toEqual({ payment: 'failed' });
    expect(ctx(s).error).toEqual({ code: 'E500', message: 'Network' });
    send(s, { type: 'payment.retry' });
    expect(snap(s).value).toEqual({ payment: 'recording' });
    expect(s.effects.filter((e) => e.type === 'effect.recordPayment').map((e) => e.key)).toEqual(['S.2', 'S.2']);
    send(s, { type: 'payment.failed', key: 'S.2', code: 'E500', message: 'Network' }, { type: 'method.change' });
    readerUpToCard(s);
    expect(last(s)).toMatchObject({ type: 'effect.createIntent', key: 'S.3' });
    send(s, { type: 'reader.cardPresented', key: 'S.3' }, { type: 'payment.failed', key: 'S.3', code: 'E500', message: 'Network' });
    send(s, { type: 'payment.retry' });
    expect(snap(s).value).toEqual({ payment: { reader: 'creatingIntent' } });
    expect(last(s)).toMatchObject({ type: 'effect.createIntent', key: 'S.3' });
    send(s, { type: 'payment.failed', key: 'S.3', code: 'E500', message: 'Network' });
    expect(snap(s).value).toEqual({ payment: 'failed' });
  });

  it('card payments need the facility to take them, and a reader of the facility', () => {
    const s = atPayment({ ...FACILITY, onlinePayments: false });
    send(s, { type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    expect(ctx(s).refusal).toEqual({ code: 'card_not_enabled' });
    send(s, { type: 'method.chosen', method: { kind: 'manual_card' } });
    expect(ctx(s).refusal).toEqual({ code: 'card_not_enabled' });
    expect(snap(s).value).toEqual({ payment: 'choosing' });
    const t = atPayment();
    send(t, { type: 'method.chosen', method: { kind: 'reader', readerId: 6 } });
    expect(ctx(t).refusal).toEqual({ code: 'reader_unknown' });
    send(t, { type: 'method.chosen', method: { kind: 'onsite', methodId: 8 } });
    expect(ctx(t).refusal).toEqual({ code: 'method_unknown' });
    expect(t.effects.filter((e) => e.type !== 'effect.saveInvoice')).toEqual([]);
  });

  it("offers the methods of the sale's facility: its readers with card payments on, cash, a typed-in card (refused, saying why, where cards are off), its onsite methods", () => {
    expect(methodsOf(ctx(atPayment()))).toEqual({
      methods: [{ kind: 'reader', readerId: 5 }, { kind: 'cash' }, { kind: 'manual_card' }],
      onsite: [{ kind: 'onsite', methodId: 3 }],
    });
    const off = atPayment({ ...FACILITY, onlinePayments: false });
    expect(methodsOf(ctx(off)).methods).toEqual([{ kind: 'cash' }, { kind: 'manual_card' }]);
    send(off, { type: 'method.chosen', method: { kind: 'manual_card' } });
    expect(ctx(off).refusal).toEqual({ code: 'card_not_enabled' });
  });

  it("each new sale starts with the facility as its facts are then (the screen's), not as they were when the counter opened", () => {
    const s = opened({ ...FACILITY, onlinePayments: false, readerIds: [] });
    send(s, { type: 'cart.productAdded', product: WATER }, { type: 'checkout.start' });
    send(s, { type: 'invoice.saved', key: saveKey(s), invoiceId: 40 }, { type: 'method.chosen', method: { kind: 'cash' } }, { type: 'cash.exact' });
    send(s, { type: 'payment.captured', key: key(s), paymentId: 1 });
    expect(snap(s).value).toBe('confirmation');
    // Card payments were turned on and a reader added meanwhile: the next sale takes them (and a new tax).
    const now: PosFacility = { ...FACILITY, taxPercent: 10, readerIds: [5, 7] };
    send(s, { type: 'sale.new', facility: now, saleKey: 'T' });
    expect(ctx(s).facility).toEqual(now);
    expect(methodsOf(ctx(s)).methods).toContainEqual({ kind: 'reader', readerId: 7 });
    send(s, { type: 'cart.productAdded', product: WATER }, { type: 'checkout.start' });
    send(s, { type: 'invoice.saved', key: saveKey(s), invoiceId: 41 });
    expect(totalsOf(ctx(s)).tax).toBe(taxWithin(WATER.priceCents, 10).tax);
    send(s, { type: 'method.chosen', method: { kind: 'reader', readerId: 7 } });
    expect(ctx(s).refusal).toBeNull();
    expect(snap(s).value).toEqual({ payment: { reader: 'creatingIntent' } });
  });

  it('the invoice save: a failure returns to the cart, the same cart retries with the same key, a changed cart with a new one', () => {
    const s = opened();
    send(s, { type: 'cart.productAdded', product: WATER }, { type: 'checkout.start' });
    expect(snap(s).value).toBe('saving');
    expect(last(s)).toMatchObject({ type: 'effect.saveInvoice', key: 'S.1', invoiceId: null, tabName: null, contactId: null, totals: { subtotal: 250, tax: 43 } });
    send(s, { type: 'invoice.saved', key: 'S.0', invoiceId: 1 });
    expect(snap(s).value).toBe('saving');
    send(s, { type: 'invoice.failed', key: 'S.1', code: 'E409', message: 'Agua: only 0 left in stock' });
    expect(snap(s).value).toBe('cart');
    expect(ctx(s).error).toEqual({ code: 'E409', message: 'Agua: only 0 left in stock' });
    send(s, { type: 'checkout.start' });
    expect(last(s)).toMatchObject({ key: 'S.1' });
    send(s, { type: 'invoice.failed', key: 'S.1', code: 'E500', message: 'Network' }, { type: 'cart.productAdded', product: WATER }, { type: 'checkout.start' });
    expect(last(s)).toMatchObject({ key: 'S.2', lines: [{ key: 'product:1', quantity: 2 }] });
    send(s, { type: 'invoice.saved', key: 'S.2', invoiceId: 41 });
    expect(snap(s).value).toEqual({ payment: 'choosing' });
    // Back to the cart before paying: the next save updates the same invoice.
    send(s, { type: 'cart.edit' }, { type: 'cart.lineRemoved', key: 'product:1' }, { type: 'cart.freeLineAdded', description: 'Toalla', amount: 150 }, { type: 'checkout.start' });
    expect(last(s)).toMatchObject({ type: 'effect.saveInvoice', key: 'S.3', invoiceId: 41 });
    // Its invoice exists: another tab is not taken up into this sale.
    send(s, { type: 'invoice.failed', key: 'S.3', code: 'E500', message: 'Network' }, { type: 'cart.lineRemoved', key: 'free:1' }, { type: 'tab.resume', tab: TAB });
    expect(ctx(s).refusal).toEqual({ code: 'cart_not_empty' });
    expect(ctx(s).invoiceId).toBe(41);
  });

  it('an open tab: kept under a name, the counter starts afresh; resumed into an empty cart, paid and closed', () => {
    const s = opened();
    send(s, { type: 'tab.park', name: 'Bar table 2' });
    expect(ctx(s).refusal).toEqual({ code: 'cart_empty' });
    send(s, { type: 'cart.productAdded', product: WATER, quantity: 2 }, { type: 'tab.park', name: '  ' });
    expect(ctx(s).refusal).toEqual({ code: 'tab_name_required' });
    send(s, { type: 'tab.park', name: ' Bar table 2 ' });
    expect(snap(s).value).toBe('parking');
    expect(last(s)).toMatchObject({ type: 'effect.saveInvoice', key: 'S.1', invoiceId: null, tabName: 'Bar table 2' });
    send(s, { type: 'invoice.saved', key: 'S.1', invoiceId: 40 });
    expect(snap(s).value).toBe('cart');
    expect(ctx(s)).toMatchObject({ cart: EMPTY_CART, invoiceId: null, parked: 'Bar table 2', payments: [] });
    // A failed keep leaves the cart as it was.
    send(s, { type: 'cart.productAdded', product: BALLS }, { type: 'tab.park', name: 'Pista 3 · Lucía' }, { type: 'invoice.failed', key: 'S.2', code: 'E500', message: 'Network' });
    expect(snap(s).value).toBe('cart');
    expect(ctx(s).cart.lines.map((l) => l.key)).toEqual(['product:2']);
    send(s, { type: 'tab.resume', tab: TAB });
    expect(ctx(s).refusal).toEqual({ code: 'cart_not_empty' });
    send(s, { type: 'cart.lineRemoved', key: 'product:2' }, { type: 'tab.resume', tab: TAB });
    expect(ctx(s)).toMatchObject({ invoiceId: 40, tabName: 'Bar table 2', cart: TAB.cart, refusal: null });
    send(s, { type: 'cart.productAdded', product: WATER }, { type: 'checkout.start' });
    expect(last(s)).toMatchObject({ type: 'effect.saveInvoice', invoiceId: 40, tabName: 'Bar table 2', lines: [{ key: 'product:1', quantity: 3 }] });
    send(s, { type: 'invoice.saved', key: saveKey(s), invoiceId: 40 }, { type: 'method.chosen', method: { kind: 'cash' } }, { type: 'cash.exact' });
    send(s, { type: 'payment.captured', key: key(s), paymentId: 5 });
    expect(snap(s).value).toBe('confirmation');
  });

  it('a sale with nothing to pay (a free product) is done once its invoice is saved', () => {
    const s = opened();
    send(s, { type: 'cart.productAdded', product: { ...WATER, priceCents: 0 } }, { type: 'checkout.start' });
    send(s, { type: 'invoice.saved', key: saveKey(s), invoiceId: 42 });
    expect(snap(s).value).toBe('confirmation');
    expect(ctx(s).payments).toEqual([]);
    expect(s.effects.map((e) => e.type)).toEqual(['effect.saveInvoice']);
  });

  it('the receipt goes by e-mail to the contact of the sale', () => {
    const s = opened();
    send(s, { type: 'cart.productAdded', product: WATER }, { type: 'cart.contactAttached', contact: { id: 4, name: 'Lucía' } }, { type: 'checkout.start' });
    send(s, { type: 'invoice.saved', key: saveKey(s), invoiceId: 40 }, { type: 'method.chosen', method: { kind: 'cash' } }, { type: 'cash.exact' });
    send(s, { type: 'payment.captured', key: key(s), paymentId: 5 }, { type: 'receipt.email' });
    expect(last(s)).toEqual({ type: 'effect.emailReceipt', invoiceId: 40, contactId: 4 });
  });

  it('a sale paid without a contact: the e-mail is refused until one is attached at the confirmation, then goes to them', () => {
    const s = opened();
    send(s, { type: 'cart.productAdded', product: WATER }, { type: 'checkout.start' });
    send(s, { type: 'invoice.saved', key: saveKey(s), invoiceId: 40 }, { type: 'method.chosen', method: { kind: 'cash' } }, { type: 'cash.exact' });
    send(s, { type: 'payment.captured', key: key(s), paymentId: 5 }, { type: 'receipt.email' });
    expect(ctx(s).refusal).toEqual({ code: 'contact_required' });
    const before = s.effects.length;
    send(s, { type: 'cart.contactAttached', contact: { id: 4, name: 'Lucía' } });
    expect(snap(s).value).toBe('confirmation');
    expect(ctx(s).refusal).toBeNull();
    expect(ctx(s).payments).toHaveLength(1);
    expect(s.effects.length).toBe(before);
    send(s, { type: 'receipt.email' });
    expect(last(s)).toEqual({ type: 'effect.emailReceipt', invoiceId: 40, contactId: 4 });
  });
});
