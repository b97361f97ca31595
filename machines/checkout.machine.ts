import { assign, emit, enqueueActions, setup } from 'xstate';
import {
  addBookingCharge,
  addFreeLine,
  addProduct,
  addVideoCharge,
  attachContact,
  checkoutRefusal,
  EMPTY_CART,
  removeLine,
  setQuantity,
  type BookingCharge,
  type Cart,
  type PosContact,
  type PosLine,
  type PosProduct,
  type VideoCharge,
} from '../domain/pos/cart';
import { amountPaid, amountRemaining, cashChange, paymentRefusal, tipLockRefusal, tipPart, type PaymentPlace, type TenderPayment } from '../domain/pos/tender';
import { saleTotals, tipRefusal, type SaleTotals } from '../domain/pos/totals';
import { amountRefusal, NO_TIP, type DeclineReason, type PaymentMethod, type PosRefusal, type PosResult, type TipChoice } from '../domain/pos/types';

/**
 * The checkout at the counter (issue 15; SPEC §4 Checkout: cart, payment, confirmation; an open
 * tab kept or closed), as a pure machine. Every decision is a rule of `domain/pos/` (the cart's
 * `cart.ts`, the money's `totals.ts`, the payments' `tender.ts`): a guard asks it, a refused event
 * changes nothing but `context.refusal` (a code the screen translates: `pos.refused.<code>`). No
 * `invoke`, no `after`, no clock, no randomness.
 *
 * States: `loading` → `cart` ⇄ `parking` (keep the cart as an open tab under a name; resume one
 * into an empty cart) → `saving` (the invoice is written) → `payment` { `choosing` (tip, the part to
 * pay now, the method) → `cash` | `manualCard` | `reader` { `creatingIntent` → `waitingForCard` →
 * `processing` → captured, or `stopped` { `declined` | `cancelled` | `timedOut` | `offline` }: retry
 * or change method } | `recording` (cash, typed-in card, onsite method); `failed` (retry with the
 * same key) ; `applied` } → after each captured payment, back to `choosing` while something remains
 * (split tender) → `confirmation` (receipt — a contact can still be attached for the e-mail —, new sale). The screen shows `figuresOf` (`totalsOf`, `remainingOf`),
 * `partOf` and `changeOf` of the context.
 *
 * ## What the runner (src/features/pos/checkout-runtime.ts, to come) does
 *
 * **Events it sends** (besides the screen's, see `CheckoutEvent`):
 * - `sale.opened { facility, saleKey }` once the facility's facts are loaded (tax percent, online
 *   payments, its readers and onsite methods), and `sale.new { facility, saleKey }` for the next
 *   sale, with the facts as they are then (the screen's: they are read again after each sale, and
 *   the sale's methods are the ones the screen offers — `methodsOf`).
 *   `saleKey` is a fresh unique string (a UUID) per sale; the machine makes every idempotency key
 *   from it: `<saleKey>.<n>`.
 * - The answers to its effects, each carrying the `key` of the effect it answers (answers with
 *   another key are stale and ignored): `invoice.saved { key, invoiceId }`,
 *   `invoice.failed { key, code, message }`, `intent.created { key }`, `reader.cardPresented { key }`,
 *   `reader.offline { key }`, `payment.captured { key, paymentId }`,
 *   `payment.declined { key, reason }`, `payment.failed { key, code, message }` (a call that failed
 *   or never answered: the outcome is unknown, a retry reuses the key).
 * - `reader.timedOut { key }`: the runner owns the reader's timer. It starts one when it performs
 *   `effect.createIntent` and sends `reader.timedOut` with that key when it runs out before a result;
 *   it stops it on any result for that key and on `effect.cancelIntent`.
 *
 * **Effects it performs** (emitted, `CheckoutEffect`; every write carries an idempotency key, the
 * same key for a retry of the same write, a new one for a new attempt):
 * - `effect.saveInvoice`: create (`invoiceId` null) or update the sale's open invoice with its lines,
 *   contact and tab name (`/invoice/pos/`, `pos/open_tab` when `tabName` is set); answer
 *   `invoice.saved` / `invoice.failed`.
 * - `effect.createIntent`: create a payment intent for the amount on the reader (the reader shows
 *   it); answer `intent.created`, then the reader's `reader.cardPresented`, then
 *   `payment.captured` / `payment.declined`, or `reader.offline`, `payment.failed`.
 * - `effect.cancelIntent`: cancel the intent on the reader (operator's cancel, timeout, offline):
 *   nothing is charged; a tap that comes after is refused by the server and ignored here.
 * - `effect.recordPayment`: a cash, typed-in card (the runner adds the card the screen holds: it is
 *   never in the machine) or onsite payment; answer `payment.captured` / `payment.declined` (card) /
 *   `payment.failed`.
 * - `effect.printReceipt`, `effect.emailReceipt`: the receipt of the paid invoice.
 */

/** The facility a sale is made at. */
export interface PosFacility extends PaymentPlace {
  /** `tax_percent` of the facility: prices include it (domain/pos/totals.ts). */
  taxPercent: number;
  /** A fee the facility adds to every sale, in cents (0: none). */
  fees: number;
}

/** An open tab as the server lists it (`/invoice/open_tabs`): an open invoice kept under a name. */
export interface OpenTab {
  invoiceId: number;
  name: string;
  cart: Cart;
}

/** A payment being made: one attempt, one idempotency key. */
export interface PaymentAttempt {
  key: string;
  method: PaymentMethod;
  amount: number;
  /** The part of `amount` that is tip (the tip is paid last: `tipPart`). */
  tip: number;
  /** Cash handed over, and the change given back (cash only). */
  tendered: number | null;
  change: number | null;
}

/** A payment the ledger captured. */
export interface CapturedPayment extends PaymentAttempt {
  paymentId: number;
}

/** An invoice write in flight (or failed): its key is reused by a retry of the same write. */
export interface InvoiceSave {
  key: string;
  tabName: string | null;
}

export interface CheckoutContext {
  facility: PosFacility | null;
  /** Unique per sale (the runner's); every idempotency key is `<saleKey>.<n>`. */
  saleKey: string;
  /** Keys made so far in this sale. */
  keys: number;
  cart: Cart;
  /** The sale's invoice once saved (or the resumed tab's). */
  invoiceId: number | null;
  /** The tab this sale is kept under (resumed or parked); null: a sale at once. */
  tabName: string | null;
  save: InvoiceSave | null;
  tip: TipChoice;
  /** The part to pay now (split tender); null: all that remains. */
  part: number | null;
  /** Cash handed over, as typed (the cash step). */
  tendered: number | null;
  payments: CapturedPayment[];
  attempt: PaymentAttempt | null;
  /** Why the last card was declined. */
  declined: DeclineReason | null;
  /** Why the last event was refused (a rule of domain/pos); cleared by the next one accepted. */
  refusal: PosRefusal | null;
  /** The last failed call (the server's code and translated message). */
  error: { code: string; message: string } | null;
  /** The name of the tab just kept (the screen says so). */
  parked: string | null;
}

export type CheckoutEvent =
  | { type: 'sale.opened'; facility: PosFacility; saleKey: string }
  /** The cart. */
  | { type: 'cart.productAdded'; product: PosProduct; quantity?: number }
  | { type: 'cart.quantityChanged'; key: string; quantity: number }
  | { type: 'cart.lineRemoved'; key: string }
  | { type: 'cart.freeLineAdded'; description: string; amount: number }
  /** A booking's balance (`participantId` null) or one participant's share (`/reservation/pos/amount/user`). */
  | { type: 'cart.bookingAdded'; charge: BookingCharge }
  | { type: 'cart.videoAdded'; video: VideoCharge }
  | { type: 'cart.contactAttached'; contact: PosContact }
  | { type: 'cart.contactDetached' }
  /** Keep the cart as an open tab under a name; take one up again (into an empty cart). */
  | { type: 'tab.park'; name: string }
  | { type: 'tab.resume'; tab: OpenTab }
  /** Go to payment. */
  | { type: 'checkout.start' }
  | { type: 'invoice.saved'; key: string; invoiceId: number }
  | { type: 'invoice.failed'; key: string; code: string; message: string }
  /** Payment: the tip (before the first payment), the part to pay now (null: all that remains), the method. */
  | { type: 'tip.chosen'; tip: TipChoice }
  | { type: 'part.set'; amount: number | null }
  | { type: 'method.chosen'; method: PaymentMethod }
  /** Back from a method's step to choosing; back from payment to the cart (nothing paid yet). */
  | { type: 'method.back' }
  | { type: 'cart.edit' }
  /** Cash: the amount handed over, confirm it, or "exact". */
  | { type: 'cash.tendered'; amount: number }
  | { type: 'cash.confirm' }
  | { type: 'cash.exact' }
  /** The typed-in card is complete (the screen holds it). */
  | { type: 'manual.submit' }
  /** The reader and the ledger (each names the attempt's key). */
  | { type: 'intent.created'; key: string }
  | { type: 'reader.cardPresented'; key: string }
  | { type: 'reader.offline'; key: string }
  | { type: 'reader.timedOut'; key: string }
  | { type: 'payment.captured'; key: string; paymentId: number }
  | { type: 'payment.declined'; key: string; reason: DeclineReason }
  | { type: 'payment.failed'; key: string; code: string; message: string }
  /** The operator cancels the payment on the reader. */
  | { type: 'reader.cancel' }
  /** Try again: the same attempt after a failure, a new attempt after a decline, cancel, timeout or offline reader. */
  | { type: 'payment.retry' }
  /** Pay by another method. */
  | { type: 'method.change' }
  /** Confirmation. */
  | { type: 'receipt.print' }
  | { type: 'receipt.email' }
  | { type: 'sale.new'; facility: PosFacility; saleKey: string };

export type CheckoutEffect =
  | { type: 'effect.saveInvoice'; key: string; invoiceId: number | null; tabName: string | null; lines: PosLine[]; contactId: number | null; totals: SaleTotals }
  | { type: 'effect.createIntent'; key: string; invoiceId: number; readerId: number; amount: number; tip: number; saleTip: number }
  | { type: 'effect.cancelIntent'; key: string; readerId: number }
  | { type: 'effect.recordPayment'; key: string; invoiceId: number; method: PaymentMethod; amount: number; tip: number; saleTip: number; tendered: number | null; change: number | null }
  | { type: 'effect.printReceipt'; invoiceId: number }
  | { type: 'effect.emailReceipt'; invoiceId: number; contactId: number };

/**
 * The methods the counter offers for this sale, from the sale's own facility (one source: the
 * screen's buttons are these): its readers when card payments are on, cash, a typed-in card, and
 * apart the facility's onsite methods. The typed-in card is offered even where card payments are
 * off: chosen, it is refused with the reason (`card_not_enabled`), so staff asked for a card learn
 * why the counter cannot take one instead of looking for a button that is not there.
 */
export function methodsOf(context: Pick<CheckoutContext, 'facility'>): { methods: PaymentMethod[]; onsite: PaymentMethod[] } {
  const f = context.facility;
  if (!f) return { methods: [], onsite: [] };
  return {
    methods: [...(f.onlinePayments ? f.readerIds.map((readerId): PaymentMethod => ({ kind: 'reader', readerId })) : []), { kind: 'cash' }, { kind: 'manual_card' }],
    onsite: f.onsiteMethodIds.map((methodId): PaymentMethod => ({ kind: 'onsite', methodId })),
  };
}

/** The sale's totals now (lines, tax, fees, tip). */
export function totalsOf(context: Pick<CheckoutContext, 'facility' | 'cart' | 'tip'>): SaleTotals {
  return saleTotals(context.cart.lines, { taxPercent: context.facility?.taxPercent ?? 0, fees: context.facility?.fees ?? 0, tip: context.tip });
}

const tender = (payments: readonly CapturedPayment[]): TenderPayment[] => payments.map((p) => ({ method: p.method, amount: p.amount, status: 'captured' }));

/** What the sale's figures are now: its totals, what was paid and what remains (the cart's panel shows them all: one computation per snapshot). */
export interface SaleFigures {
  totals: SaleTotals;
  paid: number;
  remaining: number;
}

export function figuresOf(context: Pick<CheckoutContext, 'facility' | 'cart' | 'tip' | 'payments'>): SaleFigures {
  const totals = totalsOf(context);
  const paid = tender(context.payments);
  return { totals, paid: amountPaid(paid), remaining: amountRemaining(totals.total, paid) };
}

/** What remains to be paid. */
export const remainingOf = (context: Pick<CheckoutContext, 'facility' | 'cart' | 'tip' | 'payments'>): number => amountRemaining(totalsOf(context).total, tender(context.payments));

/** The part to pay now: the one set, or all that remains. */
export const partOf = (context: CheckoutContext): number => context.part ?? remainingOf(context);

/** The change for the cash typed in (null before any). */
export const changeOf = (context: CheckoutContext): { change: number; exact: boolean } | null => (context.tendered === null ? null : cashChange(partOf(context), context.tendered));

/** The cart after a cart event, or why not. */
function cartAfter(cart: Cart, event: CheckoutEvent): PosResult<Cart> | null {
  switch (event.type) {
    case 'cart.productAdded':
      return addProduct(cart, event.product, event.quantity ?? 1);
    case 'cart.quantityChanged':
      return setQuantity(cart, event.key, event.quantity);
    case 'cart.lineRemoved':
      return removeLine(cart, event.key);
    case 'cart.freeLineAdded':
      return addFreeLine(cart, event.description, event.amount);
    case 'cart.bookingAdded':
      return addBookingCharge(cart, event.charge);
    case 'cart.videoAdded':
      return addVideoCharge(cart, event.video);
    case 'cart.contactAttached':
      return { ok: true, value: attachContact(cart, event.contact) };
    case 'cart.contactDetached':
      return { ok: true, value: attachContact(cart, null) };
    default:
      return null;
  }
}

/** The payment `method` for `amount` would be, checked against the rules. */
function paymentCheck(context: CheckoutContext, method: PaymentMethod, amount: number, tendered: number | null = null): PosRefusal | null {
  const place = context.facility ?? { onlinePayments: false, readerIds: [], onsiteMethodIds: [] };
  return paymentRefusal({ status: 'open', total: totalsOf(context).total, payments: tender(context.payments) }, { method, amount, tendered }, place);
}

/** Why `event` is refused in `context`, or null when the rules allow it. */
export function refusalOf(context: CheckoutContext, event: CheckoutEvent): PosRefusal | null {
  if (!context.facility) return { code: 'not_loaded' };
  const cart = cartAfter(context.cart, event);
  if (cart) return cart.ok ? null : cart.refusal;
  switch (event.type) {
    case 'checkout.start':
      return checkoutRefusal(context.cart);
    case 'tab.park':
      if (!event.name.trim()) return { code: 'tab_name_required' };
      return checkoutRefusal(context.cart);
    case 'tab.resume':
      // Into an empty cart of a sale not saved yet: the current sale is never left behind half-done.
      return context.cart.lines.length > 0 || context.invoiceId !== null ? { code: 'cart_not_empty' } : null;
    case 'tip.chosen': {
      const locked = tipLockRefusal(tender(context.payments));
      if (locked) return locked;
      const why = tipRefusal(event.tip);
      return why ? { code: why } : null;
    }
    case 'part.set': {
      if (event.amount === null) return null;
      const why = amountRefusal(event.amount);
      if (why) return { code: why };
      return event.amount > remainingOf(context) ? { code: 'over_payment' } : null;
    }
    case 'method.chosen':
      return paymentCheck(context, event.method, partOf(context));
    case 'cart.edit':
      return context.payments.length > 0 ? { code: 'payment_made' } : null;
    case 'cash.tendered': {
      const why = amountRefusal(event.amount);
      return why ? { code: why } : null;
    }
    case 'cash.confirm':
      return paymentCheck(context, { kind: 'cash' }, partOf(context), context.tendered ?? 0);
    case 'cash.exact':
      return paymentCheck(context, { kind: 'cash' }, partOf(context));
    case 'manual.submit':
      return paymentCheck(context, { kind: 'manual_card' }, partOf(context));
    case 'receipt.email':
      return context.cart.contact ? null : { code: 'contact_required' };
    default:
      return null;
  }
}

const nextKey = (context: CheckoutContext) => ({ key: `${context.saleKey}.${context.keys + 1}`, keys: context.keys + 1 });

/** A new payment attempt of `method` for the part to pay now, with a new key. */
function newAttempt(context: CheckoutContext, method: PaymentMethod, tendered: number | null): Pick<CheckoutContext, 'attempt' | 'keys'> {
  const { key, keys } = nextKey(context);
  const amount = partOf(context);
  const totals = totalsOf(context);
  const change = tendered === null ? null : cashChange(amount, tendered).change;
  return { keys, attempt: { key, method, amount, tip: tipPart(totals.due, amountPaid(tender(context.payments)), amount), tendered, change } };
}

/** The fresh context of a sale at `facility`. */
const freshSale = (facility: PosFacility | null, saleKey: string): CheckoutContext => ({
  facility,
  saleKey,
  keys: 0,
  cart: EMPTY_CART,
  invoiceId: null,
  tabName: null,
  save: null,
  tip: NO_TIP,
  part: null,
  tendered: null,
  payments: [],
  attempt: null,
  declined: null,
  refusal: null,
  error: null,
  parked: null,
});

const hasKey = (event: CheckoutEvent): event is Extract<CheckoutEvent, { key: string }> & { type: string } => 'key' in event && typeof (event as { key?: unknown }).key === 'string';

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEffect,
  },
  guards: {
    /** The rules of domain/pos allow this event now (see `refusalOf`). */
    isAllowed: ({ context, event }) => refusalOf(context, event) === null,
    /** An answer to the write in flight: the invoice save's key or the payment attempt's. */
    isCurrentSave: ({ context, event }) => hasKey(event) && context.save?.key === event.key,
    isCurrentAttempt: ({ context, event }) => hasKey(event) && context.attempt?.key === event.key,
    /** Nothing remains to be paid. */
    isSettled: ({ context }) => remainingOf(context) === 0,
    /** The attempt in flight (or failed) is of this kind. */
    attemptIs: ({ context }, params: { kind: PaymentMethod['kind'] }) => context.attempt?.method.kind === params.kind,
    /** The rules allow the method chosen, and it is of this kind. */
    allowsMethod: ({ context, event }, params: { kind: PaymentMethod['kind'] }) => event.type === 'method.chosen' && event.method.kind === params.kind && refusalOf(context, event) === null,
  },
  actions: {
    open: assign(({ event }) => (event.type === 'sale.opened' ? freshSale(event.facility, event.saleKey) : {})),
    /** The next sale, at the facility as its facts are now (a reader added or switched, card payments turned on or off). */
    newSale: assign(({ event }) => (event.type === 'sale.new' ? freshSale(event.facility, event.saleKey) : {})),
    refuse: assign({ refusal: ({ context, event }) => refusalOf(context, event) }),
    /** A cart event the rules allowed: the new cart; an earlier save's key no longer names this cart. */
    changeCart: assign(({ context, event }) => {
      const after = cartAfter(context.cart, event);
      return after?.ok ? { cart: after.value, save: null, refusal: null, error: null, parked: null } : {};
    }),
    resume: assign(({ event }) => (event.type === 'tab.resume' ? { cart: event.tab.cart, invoiceId: event.tab.invoiceId, tabName: event.tab.name, save: null, refusal: null, error: null, parked: null } : {})),
    /** The invoice write for `tabName` (null: the sale goes to payment): the failed one's key again, or a new key. */
    askSave: enqueueActions(({ context, event, enqueue }) => {
      const tabName = event.type === 'tab.park' ? event.name.trim() : null;
      let save = context.save;
      let keys = context.keys;
      if (!save || save.tabName !== tabName) {
        const next = nextKey(context);
        save = { key: next.key, tabName };
        keys = next.keys;
      }
      enqueue.assign({ save, keys, refusal: null, error: null, parked: null });
      enqueue.emit({
        type: 'effect.saveInvoice',
        key: save.key,
        invoiceId: context.invoiceId,
        tabName: tabName ?? context.tabName,
        lines: context.cart.lines,
        contactId: context.cart.contact?.id ?? null,
        totals: totalsOf(context),
      });
    }),
    saved: assign(({ event }) => (event.type === 'invoice.saved' ? { invoiceId: event.invoiceId, save: null } : {})),
    /** The tab is kept: the counter starts an empty cart (the same sale key: its keys go on counting). */
    parked: assign(({ context }) => ({ ...freshSale(context.facility, context.saleKey), keys: context.keys, parked: context.save?.tabName ?? null })),
    fail: assign(({ event }) => (event.type === 'invoice.failed' || event.type === 'payment.failed' ? { error: { code: event.code, message: event.message } } : {})),
    setTip: assign(({ event }) => (event.type === 'tip.chosen' ? { tip: event.tip, part: null, refusal: null } : {})),
    setPart: assign(({ event }) => (event.type === 'part.set' ? { part: event.amount, refusal: null } : {})),
    setTendered: assign(({ event }) => (event.type === 'cash.tendered' ? { tendered: event.amount, refusal: null } : {})),
    clearRefusal: assign({ refusal: null, error: null }),
    /** A new attempt of the method chosen (reader, onsite) or of the step's method (cash, typed-in card). */
    attempt: assign(({ context, event }) => {
      const base = { refusal: null, error: null, declined: null };
      if (event.type === 'method.chosen') return { ...base, ...newAttempt(context, event.method, null) };
      if (event.type === 'cash.confirm') return { ...base, ...newAttempt(context, { kind: 'cash' }, context.tendered) };
      if (event.type === 'cash.exact') return { ...base, tendered: partOf(context), ...newAttempt(context, { kind: 'cash' }, partOf(context)) };
      if (event.type === 'manual.submit') return { ...base, ...newAttempt(context, { kind: 'manual_card' }, null) };
      // payment.retry after a decline, cancel, timeout or offline reader: the same method, a new key.
      return context.attempt ? { ...base, ...newAttempt(context, context.attempt.method, null) } : base;
    }),
    /** Retry the attempt whose outcome is unknown: the same key. */
    retry: assign({ error: null, refusal: null }),
    askIntent: emit(({ context }) => {
      const a = context.attempt!;
      return {
        type: 'effect.createIntent' as const,
        key: a.key,
        invoiceId: context.invoiceId!,
        readerId: a.method.kind === 'reader' ? a.method.readerId : 0,
        amount: a.amount,
        tip: a.tip,
        saleTip: totalsOf(context).tip,
      };
    }),
    cancelIntent: emit(({ context }) => {
      const a = context.attempt!;
      return { type: 'effect.cancelIntent' as const, key: a.key, readerId: a.method.kind === 'reader' ? a.method.readerId : 0 };
    }),
    askRecord: emit(({ context }) => {
      const a = context.attempt!;
      return {
        type: 'effect.recordPayment' as const,
        key: a.key,
        invoiceId: context.invoiceId!,
        method: a.method,
        amount: a.amount,
        tip: a.tip,
        saleTip: totalsOf(context).tip,
        tendered: a.tendered,
        change: a.change,
      };
    }),
    decline: assign(({ event }) => (event.type === 'payment.declined' ? { declined: event.reason } : {})),
    capture: assign(({ context, event }) =>
      event.type === 'payment.captured' && context.attempt
        ? { payments: [...context.payments, { ...context.attempt, paymentId: event.paymentId }], attempt: null, part: null, tendered: null, declined: null }
        : {},
    ),
    dropAttempt: assign({ attempt: null, tendered: null, declined: null, error: null, refusal: null }),
    print: emit(({ context }) => ({ type: 'effect.printReceipt' as const, invoiceId: context.invoiceId! })),
    email: emit(({ context }) => ({ type: 'effect.emailReceipt' as const, invoiceId: context.invoiceId!, contactId: context.cart.contact!.id })),
  },
}).createMachine({
  id: 'checkout',
  context: freshSale(null, ''),
  initial: 'loading',
  states: {
    /** Waiting for the facility's facts. */
    loading: {
      on: { 'sale.opened': { target: 'cart', actions: 'open' } },
    },
    /** Building the cart. */
    cart: {
      on: {
        'cart.productAdded': [{ guard: 'isAllowed', actions: 'changeCart' }, { actions: 'refuse' }],
        'cart.quantityChanged': [{ guard: 'isAllowed', actions: 'changeCart' }, { actions: 'refuse' }],
        // The screen offers to remove only the lines in the cart: a removal of a line not there (a second
        // click on a line already gone) takes no transition, as a stale answer does.
        'cart.lineRemoved': { guard: 'isAllowed', actions: 'changeCart' },
        'cart.freeLineAdded': [{ guard: 'isAllowed', actions: 'changeCart' }, { actions: 'refuse' }],
        'cart.bookingAdded': [{ guard: 'isAllowed', actions: 'changeCart' }, { actions: 'refuse' }],
        'cart.videoAdded': [{ guard: 'isAllowed', actions: 'changeCart' }, { actions: 'refuse' }],
        'cart.contactAttached': { actions: 'changeCart' },
        'cart.contactDetached': { actions: 'changeCart' },
        'tab.park': [{ guard: 'isAllowed', target: 'parking', actions: 'askSave' }, { actions: 'refuse' }],
        'tab.resume': [{ guard: 'isAllowed', actions: 'resume' }, { actions: 'refuse' }],
        'checkout.start': [{ guard: 'isAllowed', target: 'saving', actions: 'askSave' }, { actions: 'refuse' }],
      },
    },
    /** The cart is being kept as an open tab. */
    parking: {
      on: {
        'invoice.saved': { guard: 'isCurrentSave', target: 'cart', actions: 'parked' },
        'invoice.failed': { guard: 'isCurrentSave', target: 'cart', actions: 'fail' },
      },
    },
    /** The invoice is being written before the first payment. */
    saving: {
      on: {
        // To payment; a sale with nothing to pay (free products only) is done at once.
        'invoice.saved': { guard: 'isCurrentSave', target: '#checkout.payment.applied', actions: 'saved' },
        'invoice.failed': { guard: 'isCurrentSave', target: 'cart', actions: 'fail' },
      },
    },
    payment: {
      initial: 'choosing',
      states: {
        /** Tip, the part to pay now, the method. */
        choosing: {
          on: {
            'tip.chosen': [{ guard: 'isAllowed', actions: 'setTip' }, { actions: 'refuse' }],
            'part.set': [{ guard: 'isAllowed', actions: 'setPart' }, { actions: 'refuse' }],
            'method.chosen': [
              { guard: { type: 'allowsMethod', params: { kind: 'reader' } }, target: 'reader', actions: 'attempt' },
              { guard: { type: 'allowsMethod', params: { kind: 'onsite' } }, target: 'recording', actions: 'attempt' },
              { guard: { type: 'allowsMethod', params: { kind: 'cash' } }, target: 'cash', actions: 'clearRefusal' },
              { guard: { type: 'allowsMethod', params: { kind: 'manual_card' } }, target: 'manualCard', actions: 'clearRefusal' },
              { actions: 'refuse' },
            ],
            'cart.edit': [{ guard: 'isAllowed', target: '#checkout.cart', actions: 'clearRefusal' }, { actions: 'refuse' }],
          },
        },
        /** The cash handed over: its change shows as it is typed (`changeOf`). */
        cash: {
          on: {
            'cash.tendered': [{ guard: 'isAllowed', actions: 'setTendered' }, { actions: 'refuse' }],
            'cash.confirm': [{ guard: 'isAllowed', target: 'recording', actions: 'attempt' }, { actions: 'refuse' }],
            // The part and the method were allowed when this step opened; "exact" tenders the part itself.
            'cash.exact': { guard: 'isAllowed', target: 'recording', actions: 'attempt' },
            'method.back': { target: 'choosing', actions: 'dropAttempt' },
          },
        },
        /** The card typed in (the screen holds it); a declined one comes back here with the reason. */
        manualCard: {
          on: {
            // The part and the method were allowed when this step opened.
            'manual.submit': { guard: 'isAllowed', target: 'recording', actions: 'attempt' },
            'method.back': { target: 'choosing', actions: 'dropAttempt' },
          },
        },
        reader: {
          initial: 'creatingIntent',
          states: {
            creatingIntent: {
              entry: 'askIntent',
              on: {
                'intent.created': { guard: 'isCurrentAttempt', target: 'waitingForCard' },
                'reader.cancel': { target: 'stopped.cancelled', actions: 'cancelIntent' },
                'reader.offline': { guard: 'isCurrentAttempt', target: 'stopped.offline', actions: 'cancelIntent' },
                'payment.failed': { guard: 'isCurrentAttempt', target: '#checkout.payment.failed', actions: 'fail' },
              },
            },
            /** The reader shows the amount. */
            waitingForCard: {
              on: {
                'reader.cardPresented': { guard: 'isCurrentAttempt', target: 'processing' },
                'reader.cancel': { target: 'stopped.cancelled', actions: 'cancelIntent' },
                'reader.timedOut': { guard: 'isCurrentAttempt', target: 'stopped.timedOut', actions: 'cancelIntent' },
                'reader.offline': { guard: 'isCurrentAttempt', target: 'stopped.offline', actions: 'cancelIntent' },
              },
            },
            processing: {
              on: {
                'payment.captured': { guard: 'isCurrentAttempt', target: '#checkout.payment.applied', actions: 'capture' },
                'payment.declined': { guard: 'isCurrentAttempt', target: 'stopped.declined', actions: 'decline' },
                'reader.timedOut': { guard: 'isCurrentAttempt', target: 'stopped.timedOut', actions: 'cancelIntent' },
                'payment.failed': { guard: 'isCurrentAttempt', target: '#checkout.payment.failed', actions: 'fail' },
              },
            },
            /** The attempt ended without a charge: another attempt on the same reader (a new key), or another method. */
            stopped: {
              // Always entered at one of its states (never through its initial one).
              initial: 'cancelled',
              on: {
                'payment.retry': { target: 'creatingIntent', actions: 'attempt' },
                'method.change': { target: '#checkout.payment.choosing', actions: 'dropAttempt' },
              },
              states: {
                /** `declined` says why. */
                declined: {},
                /** By the operator. */
                cancelled: {},
                /** The reader never answered. */
                timedOut: {},
                offline: {},
              },
            },
          },
        },
        /** A cash, typed-in card or onsite payment is on its way to the ledger. */
        recording: {
          entry: 'askRecord',
          on: {
            'payment.captured': { guard: 'isCurrentAttempt', target: 'applied', actions: 'capture' },
            'payment.declined': { guard: 'isCurrentAttempt', target: 'manualCard', actions: 'decline' },
            'payment.failed': { guard: 'isCurrentAttempt', target: 'failed', actions: 'fail' },
          },
        },
        /** The write of the attempt failed or never answered: retry it with the same key, or choose again. */
        failed: {
          on: {
            'payment.retry': [
              { guard: { type: 'attemptIs', params: { kind: 'reader' } }, target: 'reader', actions: 'retry' },
              { target: 'recording', actions: 'retry' },
            ],
            'method.change': { target: 'choosing', actions: 'dropAttempt' },
          },
        },
        /** The invoice is saved or a payment was captured: more to pay (split tender), or done. */
        applied: {
          always: [{ guard: 'isSettled', target: '#checkout.confirmation' }, { target: 'choosing' }],
        },
      },
    },
    /** Paid: the receipt, then the next sale. */
    confirmation: {
      on: {
        'receipt.print': { actions: 'print' },
        'receipt.email': [{ guard: 'isAllowed', actions: ['clearRefusal', 'email'] }, { actions: 'refuse' }],
        // The contact the receipt goes to, when the sale had none (or another): asked for at the counter after paying.
        'cart.contactAttached': { actions: 'changeCart' },
        'sale.new': { target: 'cart', actions: 'newSale' },
      },
    },
  },
});
