import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { CancelBody } from '../../domain/bookings/reservation';
import { CANCEL_REFUND_REASON, cancelRefundKeyPrefix, isVideoRefundKey, pendingFromBooking, refundableOf } from '../../domain/pos/refund';
import { declineText, type DeclineReason } from '../../domain/pos/types';
import { actorUserId, type Actor } from '../auth/actor';
import { bookingFor } from '../bookings/access';
import * as bookings from '../bookings/service';
import * as bookingsRepo from '../bookings/repository';
import type { Db, Tx } from '../db/connect';
import { invoiceLines, invoicePayments, invoiceRefunds, invoices, videoOrders } from '../db/schema';
import { DomainError } from '../domain-error';
import { cardContextOf } from './card/context';
import type { CardProvider } from './card/provider';
import { openRefundIn, settlePendingRefund } from './refund-service';
import * as repo from './repository';
import type { RefundRow } from './repository';

/** What a cancellation gave back through one of the ledger's payments. */
export interface CancelRefund {
  payment_id: number;
  refund_id: number;
  amount_cents: number;
  method: string;
  status: 'pending' | 'succeeded' | 'declined';
  decline_reason: DeclineReason | null;
}

/** The key of a cancellation's refund of one payment: a retry finds it, and nothing is refunded twice. */
const keyPrefixOf = cancelRefundKeyPrefix;

const cancelRefundOf = (r: RefundRow): CancelRefund => ({
  payment_id: r.payment_id,
  refund_id: r.id,
  amount_cents: r.amount_cents,
  method: r.method,
  status: r.status as CancelRefund['status'],
  decline_reason: (r.decline_reason as DeclineReason | null) ?? null,
});

/**
 * Cancelling a booking and what it refunds are one decision (issue 16 item 3): in the cancel's
 * transaction the booking is cancelled and, when it was paid at the counter, its refunds are
 * written against the ledger's captured payments (newest first, amounts held under the payment's
 * `refunded_cents` CHECK): cash and onsite ones succeed there, card ones are written pending.
 * After the commit the pending ones go to the card provider with their keys and are settled; a
 * decline gives the amount back and is said in the answer (`refund_declined`, translated by the
 * route) — the booking stays cancelled, the payment can be refunded again from its preview.
 *
 * A cancel repeated after a crash between the commit and the provider finishes the refunds left
 * pending (same keys: the provider refunds once), then answers as before: already cancelled.
 */
export async function cancelBookingWithRefunds(db: Db, actor: Actor, id: number, body: CancelBody, now = new Date(), provider: CardProvider = cardContextOf(db).provider) {
  const reason = body.refund_note.trim() || CANCEL_REFUND_REASON;
  let cancelled;
  try {
    cancelled = await bookings.cancelBooking(
      db,
      actor,
      id,
      body,
      now,
      (tx, booking, cents) => openCancelRefunds(tx, actorUserId(actor), booking, cents, reason),
      lockLedgerOf,
      // Paid through the ledger: the refunds opened are what goes back; otherwise the policy's figure stands.
      (opened) => (opened.ledger ? opened.refunds.reduce((sum, r) => sum + r.amount_cents, 0) : null),
    );
  } catch (e) {
    if (e instanceof DomainError && e.code === 'E409') await finishPending(db, actor, id, provider);
    throw e;
  }
  const { also: opened, ...reservation } = cancelled;
  const refunds: RefundRow[] = [];
  for (const r of opened.refunds) refunds.push(await settlePendingRefund(db, provider, r));
  // The booking's paid amount followed the refunds that succeeded.
  const row = (await bookingsRepo.bookingById(db, reservation.id))!;
  return { ...reservation, amount_paid_cents: row.amount_paid_cents, payment_state: row.payment_state, refunds: refunds.map(cancelRefundOf) };
}

/** The sales that paid the booking and its video orders (its booking lines' and video lines' invoices). */
async function invoiceIdsOf(tx: Tx, bookingId: number): Promise<number[]> {
  const ordersOfBooking = tx.select({ id: videoOrders.id }).from(videoOrders).where(eq(videoOrders.booking_id, bookingId));
  return (
    await tx
      .selectDistinct({ id: invoiceLines.invoice_id })
      .from(invoiceLines)
      .where(or(and(eq(invoiceLines.booking_id, bookingId), eq(invoiceLines.kind, 'booking')), and(eq(invoiceLines.kind, 'video'), inArray(invoiceLines.video_order_id, ordersOfBooking))))
      .orderBy(invoiceLines.invoice_id)
  ).map((r) => r.id);
}

/**
 * First in the cancel's transaction, before the booking's row: the invoices that paid the booking
 * and their captured payments, locked in the ledger's order (server/pos/repository.ts
 * `lockLedger`: invoices → payments → refunds → bookings). A refund of one of those payments from
 * its preview locks the same rows in the same order, so the two queue instead of deadlocking.
 *
 * Answers what the refunds still pending on those payments (a card refund from a preview waiting on
 * the provider) will take off the booking's paid amount once they succeed (domain/pos/refund.ts
 * `pendingFromBooking`): the cancellation counts it as given back, so the two together never
 * refund more than the booking's price (its service fee is never refunded: SPEC §9).
 */
async function lockLedgerOf(tx: Tx, bookingId: number): Promise<number> {
  const invoiceIds = await invoiceIdsOf(tx, bookingId);
  if (invoiceIds.length === 0) return 0;
  const paymentIds = (
    await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(and(inArray(invoicePayments.invoice_id, invoiceIds), eq(invoicePayments.status, 'captured')))
  ).map((r) => r.id);
  await repo.lockLedger(tx, { invoiceIds, paymentIds });
  if (paymentIds.length === 0) return 0;
  const pending = (
    await tx
      .select()
      .from(invoiceRefunds)
      .where(and(inArray(invoiceRefunds.payment_id, paymentIds), eq(invoiceRefunds.status, 'pending')))
      .orderBy(asc(invoiceRefunds.id))
  ).filter((r) => !isVideoRefundKey(r.idempotency_key));
  if (pending.length === 0) return 0;
  // As each will move the bookings when it succeeds (refund-service.ts `refundBookings`): a paid sale's booking lines.
  const paidSales = new Set(
    (
      await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(inArray(invoices.id, invoiceIds), eq(invoices.status, 'paid')))
    ).map((r) => r.id),
  );
  const linesOf = new Map<number, { bookingId: number; total: number }[]>();
  for (const id of paidSales)
    linesOf.set(
      id,
      (await repo.linesOf(tx, id)).flatMap((l) => (l.kind === 'booking' && l.booking_id !== null ? [{ bookingId: l.booking_id, total: l.total_cents }] : [])),
    );
  const paid = new Map<number, number>();
  for (const id of new Set([...linesOf.values()].flat().map((l) => l.bookingId))) paid.set(id, (await bookingsRepo.bookingById(tx, id))?.amount_paid_cents ?? 0);
  return pendingFromBooking(
    bookingId,
    pending.flatMap((r) => (paidSales.has(r.invoice_id) ? [{ amount: r.amount_cents, lines: linesOf.get(r.invoice_id) ?? [] }] : [])),
    (id) => paid.get(id) ?? 0,
  );
}

/** The refunds of a cancellation, in its transaction: `cents` from the captured payments of the sales that paid the booking, newest first (`ledger`: it had such sales). */
async function openCancelRefunds(tx: Tx, operatorId: number | null, booking: bookingsRepo.BookingRow, cents: number, reason: string): Promise<{ refunds: RefundRow[]; ledger: boolean }> {
  if (cents <= 0) return { refunds: [], ledger: false };
  const invoiceIds = await invoiceIdsOf(tx, booking.id);
  if (invoiceIds.length === 0) return { refunds: [], ledger: false };
  const payments = await tx
    .select()
    .from(invoicePayments)
    .where(and(inArray(invoicePayments.invoice_id, invoiceIds), eq(invoicePayments.status, 'captured')))
    .orderBy(desc(invoicePayments.id));
  const written: RefundRow[] = [];
  let left = cents;
  for (const p of payments) {
    // Locked already (lockLedgerOf, in the ledger's order) and read again here; openRefundIn locks it again (a no-op).
    const current = (await repo.lockPayment(tx, p.id))!;
    const amount = Math.min(left, refundableOf({ status: 'captured', amount: current.amount_cents, nonRefundable: current.non_refundable_cents, refunded: current.refunded_cents }));
    if (amount <= 0) continue;
    written.push(await openRefundIn(tx, operatorId, p.id, { idempotency_key: `${keyPrefixOf(booking.id)}${p.id}`, payment_id: p.id, amount_cents: amount, reason }));
    left -= amount;
    if (left === 0) break;
  }
  return { refunds: written, ledger: true };
}

/** Settles the refunds a cancellation of this booking left pending (a crash after its commit). */
async function finishPending(db: Db, actor: Actor, bookingId: number, provider: CardProvider): Promise<void> {
  const { facility } = await bookingFor(db, actor, bookingId);
  for (const r of await repo.refundsByKeyPrefix(db, facility.group_id, keyPrefixOf(bookingId))) if (r.status === 'pending') await settlePendingRefund(db, provider, r);
}

/** The answer's note when the provider declined a refund of the cancellation: the translation key and its words. */
export function declinedNoteOf(refunds: readonly CancelRefund[]): { key: string; why: string } | null {
  const declined = refunds.find((r) => r.status === 'declined');
  if (!declined) return null;
  return { key: 'pos.cancelRefundDeclined', why: declineText(declined.decline_reason ?? 'generic') };
}
