import type { SimCard } from '../../../domain/pos/api-paths';
import { SIM_MANUAL_CARDS } from '../../../domain/pos/api-paths';
import { cardBrand, cardExpired, cardLast4, luhnValid } from '../../../domain/pos/card-number';
import type { CancelReason, CardProvider, CardSummary, ChargeResult, CreateIntentInput, Intent, ReaderState, RefundResult, TypedCard } from './provider';

/** What a tap did: the intent after it, or why nothing happened (nothing charged). */
export type TapResult = { ok: true; intent: Intent } | { ok: false; reason: 'offline' | 'no_payment' };

/** The test card each simulated tap presents (brand and last four, as Stripe's test cards). */
const TAP_CARDS: Record<SimCard, CardSummary> = {
  approved: { brand: 'visa', last4: '4242' },
  insufficient_funds: { brand: 'visa', last4: '9995' },
  generic: { brand: 'visa', last4: '0002' },
  card_removed: { brand: 'visa', last4: '0069' },
  no_answer: { brand: 'visa', last4: '0000' },
  no_answer_after_tap: { brand: 'visa', last4: '0119' },
};

const active = (intent: Intent) => ['waiting_for_card', 'processing', 'authorized'].includes(intent.state.status);

/**
 * The built-in card provider (DESIGN §8: simulated by default): readers keyed by the terminal's
 * `reader_reference`, online until switched off; intents in memory. A test card is presented with
 * `tap` (SIM_CARDS): approved → authorized; insufficient_funds / generic / card_removed → declined
 * with that reason; no_answer → the reader keeps waiting; no_answer_after_tap → the card is read
 * and the reader stays processing, never answering (until the payment is cancelled). A tap when the
 * reader shows nothing (no intent, or it was cancelled, timed out, declined) is refused. A reader
 * switched off while it waits for a card drops that payment (cancelled, `reader_offline`); one a
 * card was read on keeps it. Typed-in cards follow SIM_MANUAL_CARDS. No timers: an intent whose
 * `expiresAt` has passed while waiting is timed out when it is next read or tapped, by the clock
 * `now` (injectable for tests).
 */
export class SimulatedCardProvider implements CardProvider {
  readonly simulated = true;
  private readonly intents = new Map<string, Intent>();
  private readonly byReference = new Map<string, string>();
  private readonly readers = new Map<string, { online: boolean; intentId: string | null }>();
  /** Refunds by reference, and what was refunded of each charge. */
  private readonly refunds = new Map<string, RefundResult>();
  private readonly refundedOf = new Map<string, number>();
  /** Charges whose refunds the bank refuses (typed in with SIM_MANUAL_CARDS.refund_fails). */
  private readonly refundFails = new Set<string>();
  private seq = 0;

  constructor(private readonly now: () => Date = () => new Date()) {}

  private nextId(prefix: string): string {
    this.seq += 1;
    return `${prefix}_sim_${Date.now().toString(36)}${this.seq.toString(36).padStart(4, '0')}`;
  }

  private reader(readerRef: string) {
    let reader = this.readers.get(readerRef);
    if (!reader) {
      reader = { online: true, intentId: null };
      this.readers.set(readerRef, reader);
    }
    return reader;
  }

  /** The intent after the clock: waiting past its expiry → cancelled (timed_out), the reader cleared. */
  private current(intentId: string): Intent | null {
    const intent = this.intents.get(intentId);
    if (!intent) return null;
    if (intent.state.status === 'waiting_for_card' && intent.expiresAt && this.now() >= intent.expiresAt) this.settle(intent, { status: 'cancelled', reason: 'timed_out' });
    return intent;
  }

  private settle(intent: Intent, state: Intent['state']): void {
    intent.state = state;
    if (!active(intent) && intent.readerRef) {
      const reader = this.reader(intent.readerRef);
      if (reader.intentId === intent.id) reader.intentId = null;
    }
  }

  private copy(intent: Intent | null): Intent | null {
    return intent ? { ...intent, state: { ...intent.state } } : null;
  }

  createIntent(input: CreateIntentInput): Promise<{ id: string; created: boolean }> {
    const known = this.byReference.get(input.reference);
    if (known) return Promise.resolve({ id: known, created: false });
    const id = this.nextId('pi');
    this.intents.set(id, { id, ...input, readerRef: null, state: { status: 'waiting_for_card' } });
    this.byReference.set(input.reference, id);
    return Promise.resolve({ id, created: true });
  }

  processOnReader(readerRef: string, intentId: string): Promise<{ ok: true } | { ok: false; reason: 'offline' | 'busy' }> {
    const reader = this.reader(readerRef);
    const intent = this.current(intentId);
    if (!intent) throw new Error(`Unknown intent ${intentId}`);
    if (intent.readerRef === readerRef) return Promise.resolve({ ok: true });
    if (!reader.online) return Promise.resolve({ ok: false, reason: 'offline' });
    // A reader shows one payment: a new one takes the place of one still waiting for a card (never of one a card was presented for).
    const shown = reader.intentId ? this.current(reader.intentId) : null;
    if (shown && shown.state.status === 'waiting_for_card') this.settle(shown, { status: 'cancelled', reason: 'requested' });
    else if (shown && active(shown)) return Promise.resolve({ ok: false, reason: 'busy' });
    intent.readerRef = readerRef;
    if (intent.state.status === 'waiting_for_card') reader.intentId = intent.id;
    return Promise.resolve({ ok: true });
  }

  retrieveIntent(intentId: string): Promise<Intent | null> {
    return Promise.resolve(this.copy(this.current(intentId)));
  }

  capture(intentId: string): Promise<Intent | null> {
    const intent = this.current(intentId);
    if (intent?.state.status === 'authorized') this.settle(intent, { status: 'captured', card: intent.state.card });
    return Promise.resolve(this.copy(intent));
  }

  cancel(intentId: string, reason: CancelReason): Promise<Intent | null> {
    const intent = this.current(intentId);
    if (intent && active(intent)) this.settle(intent, { status: 'cancelled', reason });
    return Promise.resolve(this.copy(intent));
  }

  readerState(readerRef: string): Promise<ReaderState> {
    const reader = this.reader(readerRef);
    if (reader.intentId) this.current(reader.intentId);
    return Promise.resolve({ online: reader.online, intentId: reader.intentId });
  }

  /**
   * Switches a simulated reader on or off. Off, the payment it waits a card for is dropped (as a
   * real reader that loses its connection: cancelled, `reader_offline`, nothing charged); a card
   * already read stays until it is read, captured or cancelled.
   */
  setOnline(readerRef: string, online: boolean): ReaderState {
    const reader = this.reader(readerRef);
    reader.online = online;
    const shown = !online && reader.intentId ? this.current(reader.intentId) : null;
    if (shown?.state.status === 'waiting_for_card') this.settle(shown, { status: 'cancelled', reason: 'reader_offline' });
    return { online: reader.online, intentId: reader.intentId };
  }

  /** Presents a test card on the reader (SIM_CARDS). */
  tap(readerRef: string, card: SimCard): TapResult {
    const reader = this.reader(readerRef);
    if (!reader.online) return { ok: false, reason: 'offline' };
    const intent = reader.intentId ? this.current(reader.intentId) : null;
    if (!intent || intent.state.status !== 'waiting_for_card') return { ok: false, reason: 'no_payment' };
    if (card === 'approved') this.settle(intent, { status: 'authorized', card: TAP_CARDS.approved });
    else if (card === 'no_answer_after_tap') this.settle(intent, { status: 'processing' });
    else if (card !== 'no_answer') this.settle(intent, { status: 'declined', reason: card });
    return { ok: true, intent: this.copy(intent)! };
  }

  chargeCard(card: TypedCard, amount: number, currency: string, reference: string): Promise<ChargeResult> {
    const summary = { brand: cardBrand(card.number), last4: cardLast4(card.number) };
    const declined = (reason: 'insufficient_funds' | 'generic'): Promise<ChargeResult> => Promise.resolve({ status: 'declined', reason, card: summary });
    if (!luhnValid(card.number) || cardExpired(card.expMonth, card.expYear, this.now())) return declined('generic');
    if (card.number === SIM_MANUAL_CARDS.insufficient_funds) return declined('insufficient_funds');
    if (card.number === SIM_MANUAL_CARDS.generic) return declined('generic');
    const known = this.byReference.get(reference);
    if (known) return Promise.resolve({ status: 'captured', id: known, card: summary });
    const id = this.nextId('ch');
    this.intents.set(id, { id, amount, currency, reference, readerRef: null, expiresAt: null, state: { status: 'captured', card: summary } });
    this.byReference.set(reference, id);
    if (card.number === SIM_MANUAL_CARDS.refund_fails) this.refundFails.add(id);
    return Promise.resolve({ status: 'captured', id, card: summary });
  }

  /**
   * A saved card's reference carries what the simulator will answer when it is charged, so that it
   * holds across restarts: `pm_sim_<outcome>_<brand>_<last4>`, the outcome from the number typed
   * (SIM_MANUAL_CARDS: insufficient_funds, generic; any other valid card approves).
   */
  saveCard(card: TypedCard): Promise<{ ref: string; card: CardSummary } | null> {
    if (!luhnValid(card.number) || cardExpired(card.expMonth, card.expYear, this.now())) return Promise.resolve(null);
    const summary = { brand: cardBrand(card.number), last4: cardLast4(card.number) };
    const outcome = card.number === SIM_MANUAL_CARDS.insufficient_funds ? 'insufficient_funds' : card.number === SIM_MANUAL_CARDS.generic ? 'generic' : 'approved';
    return Promise.resolve({ ref: `pm_sim_${outcome}_${summary.brand}_${summary.last4}`, card: summary });
  }

  chargeSaved(cardRef: string, amount: number, currency: string, reference: string): Promise<ChargeResult> {
    const match = /^pm_sim_(approved|insufficient_funds|generic)_([a-z]+)_(\d{4})$/.exec(cardRef);
    const summary = { brand: match?.[2] ?? 'unknown', last4: match?.[3] ?? '0000' };
    const outcome = match?.[1] ?? 'generic';
    if (outcome !== 'approved') return Promise.resolve({ status: 'declined', reason: outcome as 'insufficient_funds' | 'generic', card: summary });
    const known = this.byReference.get(reference);
    if (known) return Promise.resolve({ status: 'captured', id: known, card: summary });
    const id = this.nextId('ch');
    this.intents.set(id, { id, amount, currency, reference, readerRef: null, expiresAt: null, state: { status: 'captured', card: summary } });
    this.byReference.set(reference, id);
    this.savedCharges += 1;
    return Promise.resolve({ status: 'captured', id, card: summary });
  }

  findCharge(reference: string): Promise<Intent | null> {
    const id = this.byReference.get(reference);
    return Promise.resolve(id ? this.copy(this.current(id)) : null);
  }

  /** Charges made on saved cards (each reference once): what a crash test counts. */
  savedCharges = 0;

  refund(chargeId: string, amount: number, reference: string): Promise<RefundResult> {
    const known = this.refunds.get(reference);
    if (known) return Promise.resolve(known);
    const intent = this.intents.get(chargeId);
    const refunded = this.refundedOf.get(chargeId) ?? 0;
    let result: RefundResult;
    if (!intent || intent.state.status !== 'captured' || amount <= 0 || refunded + amount > intent.amount || this.refundFails.has(chargeId)) result = { status: 'declined', reason: 'generic' };
    else {
      this.refundedOf.set(chargeId, refunded + amount);
      result = { status: 'succeeded', id: this.nextId('re') };
    }
    this.refunds.set(reference, result);
    return Promise.resolve(result);
  }
}
