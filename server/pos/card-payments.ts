import type { Payment, PaymentResult } from '../../domain/pos/api';
import type { DeclineReason } from '../../domain/pos/types';
import type { Actor } from '../auth/actor';
import type { Db, Tx } from '../db/connect';
import { DomainError } from '../domain-error';
import { afterCapture, invoiceFor, takePayment } from './payment-service';
import { posRefused } from './refusals';
import * as repo from './repository';
import type { InvoiceRow, PaymentRow } from './repository';
import { videoLinesPending } from './video-lines';
import { paymentResultView, paymentView } from './views';

/**
 * The ledger's door for card payments (issue 15): the card side (server/terminal/, the card
 * provider and the `/terminal/*` and manual card routes) opens a pending payment here, then
 * settles it with what the provider answered. Every rule of any payment applies when it is opened
 * (payment-service.ts); settling is idempotent.
 */

export type CardMethod = { kind: 'reader'; terminalId: number } | { kind: 'manual_card' };

export interface OpenCardPayment {
  key: string;
  invoiceId: number;
  method: CardMethod;
  amount: number;
  tip: number;
  saleTip: number;
  providerReference: string | null;
  expiresAt: Date | null;
}

export type CardOutcome =
  { status: 'captured'; providerReference: string; cardBrand: string | null; cardLast4: string | null } | { status: 'declined'; reason: DeclineReason } | { status: 'cancelled' } | { status: 'timed_out' };

/**
 * A pending card payment (reader or typed-in card) on an open invoice, checked by the same rules as
 * any payment (invoice paid/void, card_not_enabled, reader_unknown — a terminal of the invoice's
 * facility, active, and the actor among its operators when it has any (E403 otherwise) —, amounts,
 * tip). The same key again answers the existing payment (another request with it: E409).
 */
export async function openCardPayment(db: Db, actor: Actor, input: OpenCardPayment): Promise<Payment> {
  const row = await takePayment(db, actor, {
    key: input.key,
    invoiceId: input.invoiceId,
    method: input.method.kind === 'reader' ? { kind: 'reader', readerId: input.method.terminalId } : { kind: 'manual_card' },
    amount: input.amount,
    tip: input.tip,
    saleTip: input.saleTip,
    tendered: null,
    status: 'pending',
    providerReference: input.providerReference,
    expiresAt: input.expiresAt,
  });
  return paymentView(db, row.id);
}

/**
 * Settles a pending card payment. Captured: in one transaction the payment is captured, the
 * invoice's tip is fixed (first capture), the invoice becomes paid when nothing remains and its
 * booking lines are paid. Idempotent: a payment already settled answers as it is, but a capture of
 * a declined, cancelled or timed-out one answers E409 with its status (a tap after cancel charges
 * nothing). E404 for an unknown key. `groupId` picks the organization when keys of several share it.
 */
export async function settleCardPayment(db: Db, key: string, outcome: CardOutcome, options: { groupId?: number } = {}): Promise<PaymentResult> {
  const found = await repo.paymentsByKey(db, key, options.groupId);
  if (found.length !== 1) throw new DomainError(found.length === 0 ? 'E404' : 'E409');
  const payment = found[0]!;
  if (payment.method !== 'reader' && payment.method !== 'manual_card') throw new DomainError('E404');
  const settled = await db.transaction(async (tx) => {
    const invoice = (await repo.lockInvoice(tx, payment.invoice_id))!;
    const current = (await repo.lockPayment(tx, payment.id))!;
    if (current.status !== 'pending') {
      if (outcome.status === 'captured' && current.status !== 'captured') throw new DomainError('E409', { key: `pos.notCapturable.${current.status}` }, { status: current.status });
      return current;
    }
    return settleLocked(tx, invoice, current, outcome);
  });
  return paymentResultView(db, settled);
}

/** Settles a pending payment locked with its invoice; a capture runs what follows it (afterCapture). */
async function settleLocked(tx: Tx, invoice: InvoiceRow, current: PaymentRow, outcome: CardOutcome): Promise<PaymentRow> {
  const set =
    outcome.status === 'captured'
      ? { status: 'captured', provider_reference: outcome.providerReference, card_brand: outcome.cardBrand, card_last4: outcome.cardLast4 }
      : outcome.status === 'declined'
        ? { status: 'declined', decline_reason: outcome.reason }
        : { status: outcome.status };
  const row = (await repo.settlePayment(tx, current.id, set))!;
  if (row.status === 'captured') await afterCapture(tx, invoice, row);
  return row;
}

/**
 * Charges a pending card payment while its sale's video orders are held (issue 18): under the
 * invoice's and the payment's locks its video orders are locked and must still be pending. When
 * another sale paid one meanwhile (the card was on the reader), `charge` is not called: the payment
 * ends cancelled, `release` frees the provider's hold, and the answer is E409 `video_not_pending`
 * (translated) — nothing charged, no captured row. Otherwise `charge` (the provider's capture or
 * charge) runs and its outcome is settled in the same transaction, so no other sale can pay the
 * order in between. A payment settled already answers as `settleCardPayment` does; `charge`
 * answering nothing final leaves it pending (null).
 */
export async function chargeCardPayment(db: Db, key: string, charge: () => Promise<CardOutcome | null>, options: { groupId?: number; release?: () => Promise<unknown> } = {}): Promise<PaymentResult | null> {
  const found = await repo.paymentsByKey(db, key, options.groupId);
  const payment = found.length === 1 ? found[0]! : null;
  if (!payment || payment.status !== 'pending')
    return settleCardPayment(db, key, { status: 'captured', providerReference: payment?.provider_reference ?? '', cardBrand: payment?.card_brand ?? null, cardLast4: payment?.card_last4 ?? null }, options);
  const done = await db.transaction(async (tx) => {
    const invoice = (await repo.lockInvoice(tx, payment.invoice_id))!;
    const current = (await repo.lockPayment(tx, payment.id))!;
    if (current.status !== 'pending') return { row: current, sold: false };
    if (!(await videoLinesPending(tx, await repo.linesOf(tx, invoice.id)))) return { row: await settleLocked(tx, invoice, current, { status: 'cancelled' }), sold: true };
    const outcome = await charge();
    return { row: outcome ? await settleLocked(tx, invoice, current, outcome) : null, sold: false };
  });
  if (done.sold) {
    await options.release?.();
    throw posRefused('video_not_pending');
  }
  if (!done.row) return null;
  if (done.row.status !== 'captured' && done.row.status !== 'declined') return settleCardPayment(db, key, { status: 'captured', providerReference: '', cardBrand: null, cardLast4: null }, options);
  return paymentResultView(db, done.row);
}

/** The payment of that key in the actor's reach, or null. */
export async function paymentByKey(db: Db, actor: Actor, key: string): Promise<Payment | null> {
  const rows = await repo.paymentsByKey(db, key, 'user' in actor && actor.user.group_id !== null ? actor.user.group_id : undefined);
  for (const row of rows) {
    try {
      await invoiceFor(db, actor, row.invoice_id);
      return paymentView(db, row.id);
    } catch (err) {
      // Another tenant's (the guard's E404) or gone: not in reach.
      if ((err as { code?: unknown } | null)?.code !== 'E404') throw err;
    }
  }
  return null;
}
