import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { addProduct, EMPTY_CART, type PosProduct } from '../../domain/pos/cart';
import { transitionId } from '../../machines/coverage';
import { checkoutMachine, refusalOf, type CheckoutEvent, type OpenTab, type PosFacility } from '../../machines/checkout.machine';

/**
 * The checkout machine's model as the counter can walk it (tests/e2e/checkout-machine.spec.ts):
 * the events a person at the checkout screen can cause, with samples the demo's Madrid Padel
 * Center supports, and the fewest shortest paths that take every step.
 *
 * Left out, because no person can cause them (the machine tests cover them):
 * - answers with another key (stale answers): a guard refuses them, they take no transition.
 * A booking's balance is added, and refused once in the cart, but never sold: the demo's bookings
 * owing today are the checkout spec's to pay. A booking's pending video is added alone ("Whole
 * balance" on a booking whose own balance the walk paid before it starts) and refused the second
 * time, never sold. A method is refused at Brooklyn Courts, whose card
 * payments are off: its typed-in card is offered and says why not (`methodsOf`); there the walk
 * only charges a free amount up to that refusal.
 */

/** Madrid Padel Center as the model takes it (the walk reads the real one from the screen). */
export const FRONT_DESK = 1;
export const BAR = 2;
const FACILITY: PosFacility = { taxPercent: 21, fees: 0, onlinePayments: true, readerIds: [FRONT_DESK, BAR], onsiteMethodIds: [1] };
/** Brooklyn Courts as the model takes it: card payments off (the walk opens the checkout there). */
export const BROOKLYN: PosFacility = { taxPercent: 8.875, fees: 0, onlinePayments: false, readerIds: [], onsiteMethodIds: [] };
export const atBrooklyn = (facility: PosFacility | null) => facility?.onlinePayments === false;

/** Products of the demo's Madrid: plenty of water, no overgrip left; "Walk grip" (one unit) is made by the walk. */
export const WATER: PosProduct = { id: 1, name: 'Agua 50 cl', priceCents: 150, stock: 120 };
export const OVERGRIP: PosProduct = { id: 2, name: 'Overgrip', priceCents: 350, stock: 0 };
export const GRIP: PosProduct = { id: 3, name: 'Walk grip', priceCents: 300, stock: 1 };

/** An open tab of the facility named so (the walk keeps some before it starts). */
export const TAB_NAME = 'Walk tab';
const TAB: OpenTab = { invoiceId: 90, name: TAB_NAME, cart: (addProduct(EMPTY_CART, WATER) as { ok: true; value: typeof EMPTY_CART }).value };
export const FREE_LINE = 'Walk lesson';
/** The first of today's bookings owing (the walk takes the screen's first "Whole balance"). */
const BOOKING = { bookingId: 1, participantId: null, description: 'Booking', amount: 3000 };
/** The pending video of a booking whose own balance is paid (the walk makes it: "Whole balance" adds the video alone). */
const VIDEO = { videoOrderId: 1, description: 'Video', amount: 500 };

type Snap = SnapshotFrom<typeof checkoutMachine>;

/** One sample per thing the screen lets a person do, for a snapshot; the server's answers carry the key in flight. */
function samples(snap: Snap): CheckoutEvent[] {
  const { save, attempt, cart } = snap.context;
  const saveKey = save?.key ?? 'none';
  const key = attempt?.key ?? 'none';
  return [
    { type: 'sale.opened', facility: FACILITY, saleKey: 'S' },
    { type: 'sale.opened', facility: BROOKLYN, saleKey: 'S' },
    { type: 'cart.productAdded', product: WATER },
    { type: 'cart.productAdded', product: OVERGRIP },
    { type: 'cart.productAdded', product: GRIP },
    ...cart.lines.flatMap((line): CheckoutEvent[] => [
      ...(line.kind === 'product' ? [{ type: 'cart.quantityChanged' as const, key: line.key, quantity: line.quantity + 1 }] : []),
      { type: 'cart.lineRemoved', key: line.key },
    ]),
    { type: 'cart.freeLineAdded', description: FREE_LINE, amount: 2000 },
    { type: 'cart.freeLineAdded', description: FREE_LINE, amount: 0 },
    { type: 'cart.bookingAdded', charge: BOOKING },
    { type: 'cart.videoAdded', video: VIDEO },
    { type: 'cart.contactAttached', contact: { id: 1, name: 'Contact' } },
    { type: 'cart.contactDetached' },
    { type: 'tab.park', name: TAB_NAME },
    { type: 'tab.park', name: '   ' },
    { type: 'tab.resume', tab: TAB },
    { type: 'checkout.start' },
    { type: 'invoice.saved', key: saveKey, invoiceId: 40 },
    { type: 'invoice.failed', key: saveKey, code: 'E_NETWORK', message: 'offline' },
    { type: 'tip.chosen', tip: { kind: 'percent', percent: 10 } },
    { type: 'tip.chosen', tip: { kind: 'amount', amount: -100 } },
    { type: 'part.set', amount: 100 },
    { type: 'part.set', amount: 99_999 },
    { type: 'method.chosen', method: { kind: 'reader', readerId: FRONT_DESK } },
    { type: 'method.chosen', method: { kind: 'reader', readerId: BAR } },
    { type: 'method.chosen', method: { kind: 'cash' } },
    { type: 'method.chosen', method: { kind: 'manual_card' } },
    { type: 'method.chosen', method: { kind: 'onsite', methodId: 1 } },
    { type: 'method.back' },
    { type: 'cart.edit' },
    { type: 'cash.tendered', amount: 10_000 },
    { type: 'cash.tendered', amount: Number.NaN },
    { type: 'cash.confirm' },
    { type: 'cash.exact' },
    { type: 'manual.submit' },
    { type: 'intent.created', key },
    { type: 'reader.cardPresented', key },
    { type: 'reader.offline', key },
    { type: 'reader.timedOut', key },
    { type: 'payment.captured', key, paymentId: snap.context.payments.length + 1 },
    { type: 'payment.declined', key, reason: 'insufficient_funds' },
    { type: 'payment.failed', key, code: 'E_NETWORK', message: 'offline' },
    { type: 'reader.cancel' },
    { type: 'payment.retry' },
    { type: 'method.change' },
    { type: 'receipt.print' },
    { type: 'receipt.email' },
    { type: 'sale.new', facility: FACILITY, saleKey: 'T' },
  ];
}

/** After a tab is resumed or a payment made, only these go on (the rest was walked before). */
const HAPPY: ReadonlySet<CheckoutEvent['type']> = new Set(['checkout.start', 'invoice.saved', 'method.chosen', 'cash.exact', 'payment.captured', 'receipt.print', 'receipt.email', 'cart.edit', 'sale.new']);

/** The reader of the attempt in flight (or stopped), if it is on one. */
export const readerOf = (snap: Snap) => (snap.context.attempt?.method.kind === 'reader' ? snap.context.attempt.method.readerId : null);

/**
 * What the screen offers and the simulated provider answers: a refusal, a failed save or a new
 * sale ends a path; the cart holds one line; tip and part are chosen once; the Barra reader is
 * switched off before a payment starts (it answers offline at once), the Recepción one while it
 * waits for a card (offline at the next status read), and takes the cards — one of them read and
 * never answered (it times out while processing). At Brooklyn, only a free amount up to a typed-in
 * card refused.
 */
function filterEvents(snap: Snap, event: CheckoutEvent): boolean {
  const c = snap.context;
  if (snap.status !== 'active' || c.refusal !== null || (c.error !== null && !snap.matches({ payment: 'failed' })) || c.saleKey === 'T' || c.keys > 3) return false;
  if ('key' in event && event.key === 'none') return false;
  if (c.parked !== null) return event.type === 'tab.resume';
  if (atBrooklyn(c.facility)) {
    if (event.type === 'cart.freeLineAdded') return c.cart.lines.length === 0 && event.amount > 0;
    if (event.type === 'method.chosen') return event.method.kind === 'manual_card';
    return event.type === 'checkout.start' || event.type === 'invoice.saved';
  }
  const grip = c.cart.lines.some((l) => l.description === GRIP.name);
  // The one unit of grip is never sold: it is there to be refused a second one; the booking is refused a second time.
  if (grip) return event.type === 'cart.quantityChanged';
  if (c.cart.lines.some((l) => l.kind === 'booking')) return event.type === 'cart.bookingAdded';
  // The video too is refused a second time, never sold.
  if (c.cart.lines.some((l) => l.kind === 'video')) return event.type === 'cart.videoAdded';
  if (c.tabName !== null || c.payments.length > 0) {
    // Paid without a contact: one attached at the confirmation, for the receipt by e-mail.
    if (event.type === 'cart.contactAttached') return snap.matches('confirmation') && c.cart.contact === null;
    if (!HAPPY.has(event.type)) return false;
    if (event.type === 'method.chosen') return event.method.kind === 'cash';
    return true;
  }
  switch (event.type) {
    case 'sale.opened':
      return snap.matches('loading');
    case 'cart.productAdded':
    case 'cart.freeLineAdded':
    case 'cart.bookingAdded':
    case 'cart.videoAdded':
      return c.cart.lines.length === 0;
    case 'cart.quantityChanged':
      return c.cart.lines[0]?.quantity === 1;
    case 'cart.contactAttached':
      return c.cart.contact === null && c.cart.lines.length === 1;
    case 'cart.contactDetached':
      return c.cart.contact !== null;
    case 'tab.park':
      return c.invoiceId === null && c.cart.contact === null;
    case 'tab.resume':
      return c.cart.lines.length > 0 && c.cart.contact === null;
    case 'checkout.start':
      return c.cart.lines.length === 0 || c.cart.lines[0]!.quantity === 1;
    case 'tip.chosen':
      return c.tip.kind === 'percent' && c.tip.percent === 0 && c.part === null;
    case 'part.set':
      return c.part === null;
    case 'cash.tendered':
      return c.tendered === null;
    case 'intent.created':
      return readerOf(snap) === FRONT_DESK;
    case 'reader.timedOut':
      return readerOf(snap) === FRONT_DESK;
    case 'reader.offline':
      return readerOf(snap) === BAR ? snap.matches({ payment: { reader: 'creatingIntent' } }) : snap.matches({ payment: { reader: 'waitingForCard' } });
    case 'payment.failed':
    case 'reader.cancel':
    case 'reader.cardPresented':
      return readerOf(snap) !== BAR;
    case 'payment.declined':
      return snap.matches({ payment: 'recording' }) ? c.attempt?.method.kind === 'manual_card' : true;
    case 'method.chosen':
      return refusalOf(c, event) === null;
    default:
      return true;
  }
}

/** What the walk shows apart: where the sale stands and what it holds (not the keys). */
const serializeState = (snap: Snap) => {
  const c = snap.context;
  return JSON.stringify([
    snap.value,
    atBrooklyn(c.facility),
    c.saleKey,
    c.cart.lines.map((l) => [l.description, l.quantity]),
    c.cart.contact !== null,
    c.invoiceId !== null,
    c.tabName,
    c.save?.tabName ?? null,
    c.tip,
    c.part,
    c.tendered === null ? null : Number.isNaN(c.tendered) ? 'NaN' : c.tendered,
    c.payments.length,
    c.attempt ? [c.attempt.method, c.attempt.amount] : null,
    c.declined,
    c.refusal?.code ?? null,
    c.error !== null,
    c.parked,
  ]);
};

export const model = createTestModel(checkoutMachine, { events: samples, filterEvents, serializeState });

type ModelPath = ReturnType<typeof model.getShortestPaths>[number];

/** A path the walk takes: its steps (the first is where the machine starts) and the transitions they take. */
export interface UiPath {
  steps: { state: Snap; event: CheckoutEvent }[];
  transitions: Set<string>;
}

/** The transitions a run of these events takes (machines/coverage.ts ids) and its snapshots. */
function run(events: CheckoutEvent[]): UiPath {
  const transitions = new Set<string>();
  const actor = createActor(checkoutMachine, {
    inspect: (e) => {
      if (e.type === '@xstate.microstep') for (const t of e._transitions) transitions.add(transitionId(t));
    },
  });
  actor.start();
  const steps: UiPath['steps'] = [{ state: actor.getSnapshot(), event: { type: 'xstate.init' } as never }];
  for (const event of events) {
    actor.send(event);
    steps.push({ state: actor.getSnapshot(), event });
  }
  actor.stop();
  return { steps, transitions };
}

/**
 * The fewest shortest paths that take every transition the screen can: each candidate is the
 * shortest way to a state of the model and one more thing done there; the one taking most
 * transitions not taken yet is kept (the shorter on a tie), until none adds one.
 */
export function uiPaths(): UiPath[] {
  const candidates: UiPath[] = [];
  const seen = new Set<string>();
  // The model's paths without those that begin another (xstate/graph): every beginning is a shortest path too.
  for (const path of model.getShortestPaths() as ModelPath[]) {
    const events = path.steps.slice(1).map((s) => s.event as CheckoutEvent);
    for (let k = 0; k <= events.length; k++) {
      const last = (k === 0 ? path.steps[0]!.state : path.steps[k]!.state) as Snap;
      const id = serializeState(last);
      if (seen.has(id)) continue;
      seen.add(id);
      for (const event of samples(last).filter((e) => filterEvents(last, e) && last.can(e))) candidates.push(run([...events.slice(0, k), event]));
    }
  }
  const taken = new Set<string>();
  const paths: UiPath[] = [];
  for (;;) {
    let best: UiPath | null = null;
    let gain = 0;
    for (const c of candidates) {
      const adds = [...c.transitions].filter((t) => !taken.has(t)).length;
      if (adds > gain || (adds === gain && adds > 0 && best && c.steps.length < best.steps.length)) {
        best = c;
        gain = adds;
      }
    }
    if (!best) return paths;
    paths.push(best);
    for (const t of best.transitions) taken.add(t);
  }
}
