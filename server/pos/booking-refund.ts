import { and, desc, eq, inArray } from 'drizzle-orm';
import { refundableOf } from '../../domain/pos/refund';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/connect';
import { invoiceLines, invoicePayments } from '../db/schema';
import { cardContextOf } from './card/context';
import { refundPayment } from './refund-service';

/**
 * What a cancellation refunds of a booking paid at the counter goes back through the ledger
 * (issue 16 item 3): `cents` taken from the captured payments of the sales that paid it, newest
 * first, each by `refundPayment` (its method, its bound, its booking's paid amount following). The
 * key of each refund is the booking's and the payment's, so a retry refunds nothing twice. A booking
 * marked paid without ledger payments keeps the cancellation's record only. Answers what was
 * refunded through the ledger.
 */
export async function refundCancelledBooking(db: Db, actor: Actor, bookingId: number, cents: number, reason: string): Promise<number> {
  if (cents <= 0) return 0;
  const invoiceIds = (
    await db
      .selectDistinct({ id: invoiceLines.invoice_id })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.booking_id, bookingId), eq(invoiceLines.kind, 'booking')))
  ).map((r) => r.id);
  if (invoiceIds.length === 0) return 0;
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(and(inArray(invoicePayments.invoice_id, invoiceIds), eq(invoicePayments.status, 'captured')))
    .orderBy(desc(invoicePayments.id));
  let left = cents;
  for (const p of payments) {
    const amount = Math.min(left, refundableOf({ status: 'captured', amount: p.amount_cents, nonRefundable: p.non_refundable_cents, refunded: p.refunded_cents }));
    if (amount <= 0) continue;
    await refundPayment(db, actor, cardContextOf(db).provider, { idempotency_key: `cancel-${bookingId}-${p.id}`, payment_id: p.id, amount_cents: amount, reason });
    left -= amount;
    if (left === 0) break;
  }
  return cents - left;
}
