import { eq } from 'drizzle-orm';
import { paymentStateOf } from '../../domain/bookings/quote';
import { commissionReturned } from '../../domain/pos/breakdown';
import type { RefundRequest, RefundResult } from '../../domain/pos/api';
import { isVideoRefundKey, refundFromBookings, refundRefusal, returnRefusal } from '../../domain/pos/refund';
import { isCardKind, type DeclineReason, type PaymentStatus } from '../../domain/pos/types';
import { actorUserId, type Actor } from '../auth/actor';
import { facilityFor } from '../bookings/access';
import { recordHistoryBy } from '../bookings/history';
import * as bookingsRepo from '../bookings/repository';
import type { Db, Tx } from '../db/connect';
import { invoicePayments } from '../db/schema';
import { DomainError } from '../domain-error';
import type { CardProvider } from './card/provider';
import { keyReused, posRefused, requestHash } from './refusals';
import * as repo from './repository';
import type { PaymentRow, RefundRow } from './repository';
import { paymentDetailOf } from './service';

/**
 * Refunds of the ledger's payments (issue 16 §2): in full or in part, back by the method the
 * payment came by — a card through the card provider, cash out of the till, an onsite method
 * recorded. The rules are domain/pos/refund.ts; the bound is the database's: the refund's amount is
 * taken from the payment's `refunded_cents` by one conditional update under the CHECK
 * invoice_payments_refunds, in the transaction that writes the refund row, so concurrent refunds
 * never exceed what was paid less non-refundable fees.
 *
 * Cash and onsite refunds succeed in that one transaction. A card refund is written `pending`
 * (its amount held), the provider is asked with the refund's key (idempotent), and a second
 * transaction settles it: succeeded, or declined — its amount given back, the payment as it was.
 * A retry of a pending refund (a crash in between) asks the provider again with the same key, so
 * nothing is refunded twice. When the refunded sale paid bookings, their paid amounts and payment
 * states follow in the transaction the refund succeeds in, with a 'refunded' history line.
 */

/** Ours, per refund: the provider's idempotency key. */
const providerReferenceOf = (groupId: number, key: string) => `refund:${groupId}:${key}`;

/** What identifies a refund request: a retry sends the same. */
export const refundHash = (body: RefundRequest) => requestHash({ payment: body.payment_id, amount: body.amount_cents, reason: body.reason, ...(body.items?.length ? { items: body.items } : {}) });

/** The refund of this key, if any: a retry's answer (E409 when the request differs). */
async function earlier(db: Db | Tx, groupId: number, key: string, hash: string): Promise<RefundRow | undefined> {
  const row = await repo.refundByKey(db, groupId, key);
  if (row && row.request_hash !== hash) throw keyReused();
  return row;
}

/**
 * Refunds `amount_cents` of a payment the actor may reach (E404 otherwise, as when it does not
 * exist). The same key again answers the first result and refunds once; a provider decline
 * answers E409 `refund_declined` (and so does its retry).
 */
export async function refundPayment(db: Db, actor: Actor, provider: CardProvider, body: RefundRequest): Promise<RefundResult> {
  const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, body.payment_id));
  if (!payment) throw new DomainError('E404');
  const facility = await facilityFor(db, actor, payment.facility_id);
  const hash = refundHash(body);
  let refund = await earlier(db, payment.group_id, body.idempotency_key, hash);
  if (!refund) refund = await open(db, actor, payment, body, hash);
  if (refund.status === 'pending') refund = await settleByProvider(db, provider, payment, refund);
  if (refund.status === 'declined') throw posRefused({ code: 'refund_declined' });
  const detail = await paymentDetailOf(db, facility, payment);
  return { ...detail, refund: detail.refunds.find((r) => r.id === refund.id)! };
}

/** Writes the refund with its amount taken from the payment (one transaction); cash and onsite ones succeed there. */
async function open(db: Db, actor: Actor, payment: PaymentRow, body: RefundRequest, hash: string): Promise<RefundRow> {
  return db.transaction((tx) => openRefundIn(tx, actorUserId(actor), payment.id, body, hash));
}

/**
 * Writes a refund inside the caller's transaction (a refund of its own, or a booking's cancellation:
 * server/pos/booking-cancel.ts): the payment locked, the amount taken from it under the database's
 * bound, the row written — `pending` for a card (settled after the commit by `settlePendingRefund`),
 * succeeded for cash and onsite methods (the bookings it paid following at once). The same key
 * answers the refund already written.
 */
export async function openRefundIn(tx: Tx, operatorId: number | null, paymentId: number, body: RefundRequest, hash = refundHash(body)): Promise<RefundRow> {
  // The payment's row, locked (its invoice first: the lock order, server/pos/repository.ts):
  // refunds of one payment run one after the other, and a retry with this key that committed
  // while we waited is found below. (A payment's invoice never changes: read without a lock.)
  const [of] = await tx.select({ invoice_id: invoicePayments.invoice_id }).from(invoicePayments).where(eq(invoicePayments.id, paymentId));
  if (!of) throw new DomainError('E404');
  await repo.lockLedger(tx, { invoiceIds: [of.invoice_id], paymentIds: [paymentId] });
  const current = (await repo.lockPayment(tx, paymentId))!;
  const again = await earlier(tx, current.group_id, body.idempotency_key, hash);
  if (again) return again;
  const why = refundRefusal({ status: current.status as PaymentStatus, amount: current.amount_cents, nonRefundable: current.non_refundable_cents, refunded: current.refunded_cents }, body.amount_cents);
  // More than remains but not more than was ever refundable: other refunds took it meanwhile (a
  // conflict with the payment's state, E409, like 'nothing_to_refund'); more than that is bad input (E400).
  const byOthers = body.amount_cents <= current.amount_cents - current.non_refundable_cents;
  if (why) throw posRefused(why, why === 'over_refund' && byOthers);
  const items = await takeUnits(tx, current.invoice_id, body.items ?? []);
  // The database's bound: refunded_cents + amount within amount − non-refundable fees, or nothing.
  if (!(await repo.takeRefund(tx, current.id, body.amount_cents))) throw posRefused('over_refund', true);
  const card = isCardKind(current.method);
  const written = await repo.insertRefund(tx, {
    group_id: current.group_id,
    facility_id: current.facility_id,
    payment_id: current.id,
    invoice_id: current.invoice_id,
    amount_cents: body.amount_cents,
    reason: body.reason,
    method: current.method,
    status: card ? 'pending' : 'succeeded',
    idempotency_key: body.idempotency_key,
    request_hash: hash,
    operator_id: operatorId,
    settled_at: card ? null : new Date(),
    items,
  });
  if (!written) throw keyReused();
  if (!card) await refundSucceeded(tx, written);
  return written;
}

/**
 * Takes the units a refund brings back from its sale's product lines (the invoice is locked): the
 * rules of domain/pos/refund.ts first (a line not of the sale's products, or more units than it sold
 * less earlier returns: E400; units other refunds took meanwhile: E409), then the database's bound
 * (invoice_lines_returned) by one conditional update per line. Answers the items with their products.
 */
async function takeUnits(tx: Tx, invoiceId: number, asked: readonly { line_id: number; quantity: number }[]): Promise<RefundRow['items']> {
  if (asked.length === 0) return [];
  const lines = await repo.linesOf(tx, invoiceId);
  const returnable = lines.map((l) => ({ id: l.id, kind: l.kind, productId: l.product_id, quantity: l.quantity, returned: l.returned_quantity }));
  const why = returnRefusal(returnable, asked);
  if (why) {
    // Within what the line sold but beyond what other refunds left: a conflict, like 'over_refund'.
    const byOthers = why === 'return_over_sold' && asked.every((i) => i.quantity <= (lines.find((l) => l.id === i.line_id)?.quantity ?? 0));
    throw posRefused(why, byOthers);
  }
  const items: RefundRow['items'] = [];
  for (const item of [...asked].sort((a, b) => a.line_id - b.line_id)) {
    if (!(await repo.takeReturnedUnits(tx, item.line_id, item.quantity))) throw posRefused('return_over_sold', true);
    items.push({ line_id: item.line_id, product_id: returnable.find((l) => l.id === item.line_id)!.productId!, quantity: item.quantity });
  }
  return items;
}

/**
 * A refund that succeeded (its payment locked by the caller): it records the commission it gives
 * back, the bookings it paid follow, its units go back to stock (a journal row of kind refund each).
 */
async function refundSucceeded(tx: Tx, refund: RefundRow): Promise<void> {
  await returnCommission(tx, refund);
  await refundBookings(tx, refund);
  await returnUnits(tx, refund);
}

/**
 * Records the commission a succeeded refund gives back (domain/pos/breakdown.ts
 * `commissionReturned`: its part of the commission recorded at capture, from what the payment's
 * earlier succeeded refunds gave), on the refund and added to the payment's — whose CHECK holds it
 * within the commission recorded. The payment is locked: its refunds succeed one after the other.
 */
async function returnCommission(tx: Tx, refund: RefundRow): Promise<void> {
  const payment = (await repo.lockPayment(tx, refund.payment_id))!;
  if (payment.commission_cents === 0) return;
  const before = await repo.succeededRefundsBefore(tx, payment.id, refund.id);
  const back = commissionReturned({ commission: payment.commission_cents, refundable: payment.amount_cents - payment.non_refundable_cents }, before.amount, before.commission, refund.amount_cents);
  if (back > 0) await repo.recordCommissionReturned(tx, refund.id, payment.id, back);
}

/** Puts a succeeded refund's units back in stock at the products' cost; a product deleted since has no stock to receive them. */
async function returnUnits(tx: Tx, refund: RefundRow): Promise<void> {
  if (refund.items.length === 0) return;
  const products = await repo.lockProducts(
    tx,
    [...new Set(refund.items.map((i) => i.product_id))].sort((a, b) => a - b),
  );
  const cost = new Map(products.map((p) => [p.id, p.cost_cents]));
  const units = new Map<number, number>();
  for (const i of refund.items) if (cost.has(i.product_id)) units.set(i.product_id, (units.get(i.product_id) ?? 0) + i.quantity);
  await repo.moveStock(
    tx,
    [...units].map(([productId, quantity]) => ({ productId, out: -quantity, unitCostCents: cost.get(productId) })),
    { kind: 'refund', invoiceId: refund.invoice_id, userId: refund.operator_id },
  );
}

/** Settles a refund written pending (after the transaction that wrote it, or by a retry after a crash): asks the provider with its key, then succeeded or declined. */
export async function settlePendingRefund(db: Db, provider: CardProvider, refund: RefundRow): Promise<RefundRow> {
  if (refund.status !== 'pending') return refund;
  const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, refund.payment_id));
  return settleByProvider(db, provider, payment!, refund);
}

/** Asks the card provider for a pending refund (idempotent by its key), then settles it. */
async function settleByProvider(db: Db, provider: CardProvider, payment: PaymentRow, refund: RefundRow): Promise<RefundRow> {
  const answer = payment.provider_reference
    ? await provider.refund(payment.provider_reference, refund.amount_cents, providerReferenceOf(refund.group_id, refund.idempotency_key))
    : ({ status: 'declined', reason: 'generic' } as const);
  return db.transaction(async (tx) => {
    // The lock order: invoice → payment → refund → bookings (server/pos/repository.ts).
    await repo.lockLedger(tx, { invoiceIds: [payment.invoice_id], paymentIds: [payment.id] });
    const current = (await repo.lockRefund(tx, refund.id))!;
    if (current.status !== 'pending') return current;
    if (answer.status === 'succeeded') {
      const done = (await repo.settleRefund(tx, refund.id, { status: 'succeeded', provider_reference: answer.id }))!;
      await refundSucceeded(tx, done);
      return done;
    }
    await repo.giveBackRefund(tx, payment.id, refund.amount_cents);
    await repo.giveBackReturnedUnits(tx, current.items);
    return (await repo.settleRefund(tx, refund.id, { status: 'declined', decline_reason: answer.reason satisfies DeclineReason }))!;
  });
}

/**
 * A refund of a paid sale with booking lines moves those bookings' paid amounts down (taken from
 * the booking lines in order: `refundFromBookings`), their payment state following, each with a
 * 'refunded' history line naming the refund. A sale not paid yet never paid its bookings.
 */
async function refundBookings(tx: Tx, refund: RefundRow): Promise<void> {
  // A video order's refund gives back its video line: the bookings keep what they were paid.
  if (isVideoRefundKey(refund.idempotency_key)) return;
  const invoice = (await repo.lockInvoice(tx, refund.invoice_id))!;
  if (invoice.status !== 'paid') return;
  const lines = (await repo.linesOf(tx, invoice.id)).filter((l) => l.kind === 'booking' && l.booking_id !== null);
  if (lines.length === 0) return;
  const locked = new Map<number, bookingsRepo.BookingRow>();
  for (const id of [...new Set(lines.map((l) => l.booking_id!))].sort((a, b) => a - b)) {
    const booking = await bookingsRepo.lockBooking(tx, id);
    if (booking) locked.set(id, booking);
  }
  const taken = refundFromBookings(
    refund.amount_cents,
    lines.filter((l) => locked.has(l.booking_id!)).map((l) => ({ bookingId: l.booking_id!, total: l.total_cents, bookingPaid: locked.get(l.booking_id!)!.amount_paid_cents })),
  );
  for (const { bookingId, amount } of taken) {
    const booking = locked.get(bookingId)!;
    const paid = booking.amount_paid_cents - amount;
    await bookingsRepo.updateBooking(tx, bookingId, { amount_paid_cents: paid, payment_state: paymentStateOf(booking.amount_cents, paid, booking.payment_state) });
    await recordHistoryBy(tx, refund.operator_id, bookingId, 'refunded', {
      amount_cents: amount,
      before_cents: booking.amount_paid_cents,
      invoice_id: invoice.id,
      refund_id: refund.id,
      reason: refund.reason,
    });
  }
}
