import type { InitiateReaderRequest, ManualCardRequest, Payment, PaymentResult, ReaderPayment, ReaderRow } from '../../../domain/pos/api';
import type { SimCard } from '../../../domain/pos/api-paths';
import { luhnValid } from '../../../domain/pos/card-number';
import type { Actor } from '../../auth/actor';
import { facilityFor } from '../../bookings/access';
import type { Db } from '../../db/connect';
import { DomainError, invalidInput } from '../../domain-error';
import { chargeCardPayment, openCardPayment, paymentByKey, settleCardPayment, type CardOutcome } from '../card-payments';
import { invoiceFor } from '../payment-service';
import { invoiceView } from '../views';
import type { CardContext } from './context';
import type { Intent } from './provider';
import { activeTerminalsOf, actorOperates, terminalFor, terminalOfFacility, type TerminalRow } from './terminals';

/**
 * Card payments at the counter (issue 15, item 3): a reader payment follows Stripe Terminal's
 * server-driven flow — initiate (a pending payment in the ledger, an intent, the reader shows the
 * amount), the status the runner polls (the intent's state, settled into the ledger once it is
 * final: declined, cancelled, timed out), capture, cancel — and a typed-in card is charged at once.
 * The ledger (server/pos/card-payments.ts) checks every rule and keeps one payment per idempotency
 * key; the provider (CardContext) holds the money's side. Nothing is charged unless captured.
 */

/** Ours, per intent or charge: the invoice and the payment's idempotency key (keys are unique per organization, invoices everywhere); the money sweep finds a charge by it. */
export const referenceOf = (invoiceId: number, key: string) => `${invoiceId}:${key}`;
function parseReference(reference: string): { invoiceId: number; key: string } {
  const at = reference.indexOf(':');
  return { invoiceId: Number(reference.slice(0, at)), key: reference.slice(at + 1) };
}

/** E409 with one of the card side's texts (`pos.card.<text>`); `data.reason` says which. */
const cardConflict = (text: string, reason: string) => new DomainError('E409', { key: `pos.card.${text}` }, { reason });

/** What the ledger keeps once an intent is final (null: not final yet). An intent the provider does not know was never charged. */
function outcomeOf(intent: Intent | null): CardOutcome | null {
  if (!intent) return { status: 'cancelled' };
  const state = intent.state;
  switch (state.status) {
    case 'captured':
      return { status: 'captured', providerReference: intent.id, cardBrand: state.card.brand, cardLast4: state.card.last4 };
    case 'declined':
      return { status: 'declined', reason: state.reason };
    case 'cancelled':
      return state.reason === 'timed_out' ? { status: 'timed_out' } : { status: 'cancelled' };
    default:
      return null;
  }
}

/** The reader's side of a payment, as the runner reads it. */
function readerPaymentOf(context: CardContext, payment: Payment, intent: Intent | null): ReaderPayment {
  const live = intent?.state.status;
  const status: ReaderPayment['status'] =
    payment.status === 'pending'
      ? live === 'processing' || live === 'authorized'
        ? live
        : 'waiting_for_card'
      : payment.status === 'cancelled' && intent?.state.status === 'cancelled' && intent.state.reason === 'reader_offline'
        ? 'offline'
        : payment.status;
  const expiresAt = intent?.expiresAt ?? new Date(Date.parse(payment.created_at) + context.timeoutSeconds * 1000);
  return {
    idempotency_key: payment.idempotency_key,
    payment_id: payment.id,
    invoice_id: payment.invoice_id,
    terminal_id: payment.terminal_id ?? 0,
    amount_cents: payment.amount_cents,
    tip_cents: payment.tip_cents,
    status,
    decline_reason: payment.decline_reason,
    expires_at: expiresAt.toISOString(),
  };
}

/** Settles the payment into the ledger (in its organization: keys are unique per organization). */
async function settle(db: Db, actor: Actor, payment: Payment, outcome: CardOutcome): Promise<PaymentResult> {
  const facility = await facilityFor(db, actor, payment.facility_id);
  return settleCardPayment(db, payment.idempotency_key, outcome, { groupId: facility.group_id });
}

/** The reader payment of that key in the actor's reach (E404 otherwise, as for a typed-in card's). */
async function readerPaymentByKey(db: Db, actor: Actor, key: string): Promise<Payment> {
  const payment = await paymentByKey(db, actor, key);
  if (!payment || payment.method !== 'reader') throw new DomainError('E404');
  return payment;
}

/**
 * The payment with its intent as they stand now: a pending payment whose intent is final is settled
 * (declined with its reason, cancelled, offline); one still waiting for a card, or processing one
 * that never answered, past its expiry is cancelled on the provider and settled timed out (nothing
 * charged).
 */
async function refresh(db: Db, context: CardContext, actor: Actor, payment: Payment): Promise<{ payment: Payment; intent: Intent | null }> {
  let intent = payment.provider_reference ? await context.provider.retrieveIntent(payment.provider_reference) : null;
  if (payment.status !== 'pending') return { payment, intent };
  // Past its expiry, a reader still waiting for a card, or read one and never answered, has timed out (as the checkout's timer says).
  const unanswered = intent?.state.status === 'waiting_for_card' || intent?.state.status === 'processing';
  if (intent && unanswered && intent.expiresAt && context.now() >= intent.expiresAt) intent = await context.provider.cancel(intent.id, 'timed_out');
  const outcome = outcomeOf(intent);
  if (!outcome) return { payment, intent };
  return { payment: (await settle(db, actor, payment, outcome)).payment, intent };
}

/** A reader a card was presented on for another payment is busy: E409 before anything is written; one still waiting for a card gives way (cancelled). */
async function assertReaderFree(db: Db, context: CardContext, actor: Actor, terminalId: number, facilityId: number, key: string): Promise<void> {
  const terminal = await terminalOfFacility(db, terminalId, facilityId);
  if (!terminal) return; // The ledger refuses it (reader_unknown).
  const shown = (await context.provider.readerState(terminal.reader_reference)).intentId;
  const intent = shown ? await context.provider.retrieveIntent(shown) : null;
  if (!intent) return;
  const payment = await paymentOfIntent(db, actor, intent);
  if (payment?.idempotency_key === key) return;
  if (intent.state.status !== 'waiting_for_card') throw cardConflict('readerBusy', 'reader_busy');
  // One still waiting for a card gives way to the new payment: it ends cancelled (nothing was charged)
  // before the new one is written, so its amount no longer holds the sale (payment_in_progress).
  const after = await context.provider.cancel(intent.id, 'requested');
  if (payment?.status === 'pending') await settle(db, actor, payment, outcomeOf(after) ?? { status: 'cancelled' });
}

/**
 * Starts a payment on a reader: a pending payment (the ledger's rules: card payments enabled, a
 * reader of the invoice's facility the actor operates, amounts, tip), an intent, the reader shows
 * the amount. An offline reader: the payment is cancelled, the answer says `offline`. The same key
 * again answers the same payment (the provider answers the same intent: no second one).
 */
export async function initiateReaderPayment(db: Db, context: CardContext, actor: Actor, request: InitiateReaderRequest): Promise<ReaderPayment> {
  const { provider } = context;
  const { invoice, facility } = await invoiceFor(db, actor, request.invoice_id);
  await assertReaderFree(db, context, actor, request.terminal_id, invoice.facility_id, request.idempotency_key);
  const expiresAt = new Date(context.now().getTime() + context.timeoutSeconds * 1000);
  const intent = await provider.createIntent({ amount: request.amount_cents, currency: facility.currency, reference: referenceOf(invoice.id, request.idempotency_key), expiresAt });
  let payment: Payment;
  try {
    payment = await openCardPayment(db, actor, {
      key: request.idempotency_key,
      invoiceId: invoice.id,
      method: { kind: 'reader', terminalId: request.terminal_id },
      amount: request.amount_cents,
      tip: request.tip_cents,
      saleTip: request.sale_tip_cents,
      providerReference: intent.id,
      expiresAt,
    });
  } catch (err) {
    // Refused: the intent made for it is never shown on a reader.
    if (intent.created) await provider.cancel(intent.id, 'requested');
    throw err;
  }
  if (payment.provider_reference !== intent.id && intent.created) await provider.cancel(intent.id, 'requested');
  const current = payment.provider_reference ? await provider.retrieveIntent(payment.provider_reference) : null;
  if (payment.status === 'pending' && current && current.readerRef === null && current.state.status === 'waiting_for_card') {
    const terminal = await terminalFor(db, actor, request.terminal_id);
    const sent = await provider.processOnReader(terminal.reader_reference, current.id);
    if (!sent.ok) {
      const after = await provider.cancel(current.id, sent.reason === 'offline' ? 'reader_offline' : 'requested');
      const { payment: cancelled } = await settle(db, actor, payment, outcomeOf(after) ?? { status: 'cancelled' });
      if (sent.reason === 'busy') throw cardConflict('readerBusy', 'reader_busy');
      return readerPaymentOf(context, cancelled, after);
    }
  }
  const now = await refresh(db, context, actor, payment);
  return readerPaymentOf(context, now.payment, now.intent);
}

/** Where a reader payment stands (the runner polls it); a final intent is settled into the ledger. */
export async function readerPaymentStatus(db: Db, context: CardContext, actor: Actor, key: string): Promise<ReaderPayment> {
  const now = await refresh(db, context, actor, await readerPaymentByKey(db, actor, key));
  return readerPaymentOf(context, now.payment, now.intent);
}

/**
 * Captures an authorized reader payment → the payment captured and the invoice after it (paid when
 * nothing remains). Idempotent: a captured one answers as it is; a declined, cancelled or timed-out
 * one answers E409 with its status (nothing charged); one not authorized yet E409.
 */
export async function captureReaderPayment(db: Db, context: CardContext, actor: Actor, key: string): Promise<PaymentResult> {
  const { payment, intent } = await refresh(db, context, actor, await readerPaymentByKey(db, actor, key));
  if (payment.status === 'pending') {
    if (intent?.state.status !== 'authorized') throw cardConflict('notAuthorized', 'not_authorized');
    // Captured while the sale's video orders are held: one another sale paid meanwhile is not charged twice (the hold is released, E409).
    const facility = await facilityFor(db, actor, payment.facility_id);
    const result = await chargeCardPayment(db, payment.idempotency_key, async () => outcomeOf(await context.provider.capture(intent.id)), {
      groupId: facility.group_id,
      release: () => context.provider.cancel(intent.id, 'requested'),
    });
    if (!result) throw cardConflict('notAuthorized', 'not_authorized');
    if (result.payment.status === 'captured') return result;
  }
  // Settled already: the ledger answers a captured payment as it is, anything else with E409 and its status.
  return settle(db, actor, payment, { status: 'captured', providerReference: payment.provider_reference ?? '', cardBrand: payment.card_brand, cardLast4: payment.card_last4 });
}

/** Cancels a reader payment (the reader is cleared, nothing charged); a captured one: E409. */
export async function cancelReaderPayment(db: Db, context: CardContext, actor: Actor, key: string): Promise<ReaderPayment> {
  let { payment, intent } = await refresh(db, context, actor, await readerPaymentByKey(db, actor, key));
  if (payment.status === 'pending') {
    intent = payment.provider_reference ? await context.provider.cancel(payment.provider_reference, 'requested') : null;
    payment = (await settle(db, actor, payment, outcomeOf(intent) ?? { status: 'cancelled' })).payment;
  }
  if (payment.status === 'captured') throw cardConflict('alreadyCaptured', 'captured');
  return readerPaymentOf(context, payment, intent);
}

/** The payment an intent pays, in the actor's reach, or null. */
async function paymentOfIntent(db: Db, actor: Actor, intent: Intent): Promise<Payment | null> {
  const { invoiceId, key } = parseReference(intent.reference);
  const payment = await paymentByKey(db, actor, key);
  return payment && payment.invoice_id === invoiceId ? payment : null;
}

/** The simulator, or E404: its routes do not exist with a real provider. */
function simulatorOf(context: CardContext) {
  if (!context.simulator) throw new DomainError('E404');
  return context.simulator;
}

/**
 * Presents a test card on a simulated reader (SIM_CARDS) → the reader payment after it. Refused
 * (E409, nothing charged) when the reader is off or shows no payment: none started, or it was
 * cancelled, declined or timed out.
 */
export async function simulateTap(db: Db, context: CardContext, actor: Actor, terminalId: number, card: SimCard): Promise<ReaderPayment> {
  const simulator = simulatorOf(context);
  const terminal = await terminalFor(db, actor, terminalId);
  const tapped = simulator.tap(terminal.reader_reference, card);
  if (!tapped.ok) throw tapped.reason === 'offline' ? cardConflict('readerOffline', 'reader_offline') : cardConflict('nothingToPay', 'no_payment');
  const payment = await paymentOfIntent(db, actor, tapped.intent);
  if (!payment) throw new DomainError('E404');
  const now = await refresh(db, context, actor, payment);
  return readerPaymentOf(context, now.payment, now.intent);
}

async function readerRowOf(db: Db, context: CardContext, actor: Actor, terminal: TerminalRow): Promise<ReaderRow> {
  const state = await context.provider.readerState(terminal.reader_reference);
  const intent = state.intentId ? await context.provider.retrieveIntent(state.intentId) : null;
  const payment = intent && (await paymentOfIntent(db, actor, intent));
  return {
    terminal_id: terminal.id,
    name: terminal.name,
    serial: terminal.serial,
    reader_reference: terminal.reader_reference,
    online: state.online,
    simulated: context.simulator !== null,
    operators_ids: terminal.operators_ids,
    current: payment ? readerPaymentOf(context, payment, intent) : null,
  };
}

/**
 * The active readers of a facility with their state and the payment each shows (`operable`: only
 * those the actor may take payments on — the checkout's; otherwise all, for the terminals screen).
 */
export async function readersOfFacility(db: Db, context: CardContext, actor: Actor, facilityId: number, { operable }: { operable: boolean }): Promise<ReaderRow[]> {
  await facilityFor(db, actor, facilityId);
  const terminals = (await activeTerminalsOf(db, facilityId)).filter((t) => !operable || actorOperates(actor, t));
  return Promise.all(terminals.map((t) => readerRowOf(db, context, actor, t)));
}

/** Switches a simulated reader on or off (E404 with a real provider). */
export async function switchReader(db: Db, context: CardContext, actor: Actor, terminalId: number, online: boolean): Promise<ReaderRow> {
  const simulator = simulatorOf(context);
  const terminal = await terminalFor(db, actor, terminalId);
  simulator.setOnline(terminal.reader_reference, online);
  return readerRowOf(db, context, actor, terminal);
}

/**
 * A card typed in at the counter: a pending payment (the ledger's rules), charged at once through
 * the provider, settled captured or declined (with the reason: the answer is 200, the payment says
 * `declined`, the console shows why). The number goes to the provider only: the ledger keeps the
 * brand and last four digits of a captured one. A number that fails the Luhn check: E400, nothing
 * written. The same key again answers the same payment (the provider's charge is idempotent too).
 */
export async function manualCardPayment(db: Db, context: CardContext, actor: Actor, request: ManualCardRequest): Promise<PaymentResult> {
  if (!luhnValid(request.card.number)) throw invalidInput('card.number', { key: 'pos.card.invalidNumber' });
  const { invoice, facility } = await invoiceFor(db, actor, request.invoice_id);
  const payment = await openCardPayment(db, actor, {
    key: request.idempotency_key,
    invoiceId: invoice.id,
    method: { kind: 'manual_card' },
    amount: request.amount_cents,
    tip: request.tip_cents,
    saleTip: request.sale_tip_cents,
    providerReference: null,
    expiresAt: null,
  });
  if (payment.status !== 'pending') return { payment, invoice: (await invoiceView(db, payment.invoice_id))! };
  const { number, exp_month: expMonth, exp_year: expYear, cvc } = request.card;
  // Charged while the sale's video orders are held (as a reader's capture is).
  const result = await chargeCardPayment(
    db,
    payment.idempotency_key,
    async () => {
      const charge = await context.provider.chargeCard({ number, expMonth, expYear, cvc }, payment.amount_cents, facility.currency, referenceOf(invoice.id, payment.idempotency_key));
      return charge.status === 'captured' ? { status: 'captured', providerReference: charge.id, cardBrand: charge.card.brand, cardLast4: charge.card.last4 } : { status: 'declined', reason: charge.reason };
    },
    { groupId: invoice.group_id },
  );
  return result!;
}
