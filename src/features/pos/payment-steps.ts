import type { PosFacts } from '../../../domain/pos/api';
import type { DeclineReason, PaymentMethod } from '../../../domain/pos/types';
import type { CheckoutEvent } from '../../../machines/checkout.machine';
import type { ManualCard } from './checkout-runtime';
import type { CheckoutSnapshot } from './use-checkout';

/** The payment step's small rules of the screen (no React): kept here so they are tested on their own. */

/** Bank notes (cents) a customer may hand over for `amount`: the common ones above it. */
export function notesFor(amount: number): number[] {
  return [500, 1000, 2000, 5000, 10000].filter((note) => note > amount).slice(0, 3);
}

/** The card as typed, or null while it is not complete (digits only). */
export function cardOf(draft: { number: string; month: string; year: string; cvc: string }): ManualCard | null {
  const number = draft.number.replace(/[\s-]/g, '');
  const month = Number(draft.month);
  let year = Number(draft.year);
  if (draft.year.trim().length === 2) year += 2000;
  if (!/^\d{12,19}$/.test(number) || !/^\d{3,4}$/.test(draft.cvc.trim()) || !Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2999) return null;
  return { number, exp_month: month, exp_year: year, cvc: draft.cvc.trim() };
}

export type ReaderStep = 'creatingIntent' | 'waitingForCard' | 'processing' | 'declined' | 'cancelled' | 'timedOut' | 'offline';

/** Where the reader payment stands, as the machine holds it. */
export function readerStep(snapshot: CheckoutSnapshot): ReaderStep {
  for (const step of ['creatingIntent', 'waitingForCard', 'processing'] as const) if (snapshot.matches({ payment: { reader: step } })) return step;
  for (const step of ['declined', 'cancelled', 'timedOut', 'offline'] as const) if (snapshot.matches({ payment: { reader: { stopped: step } } })) return step;
  return 'creatingIntent';
}

/** Escape steps back: from cash or the card to the choices, a waiting reader is cancelled, a stopped one changes method. */
export function escapeEvent(snapshot: CheckoutSnapshot): CheckoutEvent | null {
  if (snapshot.matches({ payment: 'cash' }) || snapshot.matches({ payment: 'manualCard' })) return { type: 'method.back' };
  if (snapshot.matches({ payment: 'reader' })) {
    const step = readerStep(snapshot);
    if (step === 'creatingIntent' || step === 'waitingForCard') return { type: 'reader.cancel' };
    if (step !== 'processing') return { type: 'method.change' };
  }
  if (snapshot.matches({ payment: 'failed' })) return { type: 'method.change' };
  if (snapshot.matches({ payment: 'choosing' }) && snapshot.context.payments.length === 0) return { type: 'cart.edit' };
  return null;
}

/** The same method (a reader is one method per reader). */
export const sameMethod = (a: PaymentMethod, b: PaymentMethod): boolean =>
  a.kind === b.kind && (a.kind !== 'reader' || a.readerId === (b as typeof a).readerId) && (a.kind !== 'onsite' || a.methodId === (b as typeof a).methodId);

/**
 * The method the payment step puts forward (its one primary button; Fluent: one primary action per
 * step): a card on a reader that is online when the sale offers readers (a tap is the counter's
 * usual payment), the first of them as the facts list them; otherwise cash. Null when the sale
 * offers neither (every reader offline and no cash: not a case today).
 */
export function suggestedMethod(methods: readonly PaymentMethod[], facts: Pick<PosFacts, 'readers'>): PaymentMethod | null {
  const online = methods.find((m) => m.kind === 'reader' && facts.readers.some((r) => r.terminal_id === m.readerId && r.online));
  return online ?? methods.find((m) => m.kind === 'cash') ?? null;
}

/**
 * What a stopped reader payment puts forward: trying the card again when that may work (it timed
 * out, the card came out too soon), another method when it will not (declined for funds or by the
 * bank, the operator cancelled it, the reader is offline).
 */
export function readerNext(step: ReaderStep, declined: DeclineReason | null): 'retry' | 'change' {
  if (step === 'timedOut') return 'retry';
  if (step === 'declined') return declined === 'card_removed' ? 'retry' : 'change';
  return 'change';
}
