import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BookingChargeRow, Invoice, PaymentDetail, PaymentListQuery, PaymentResult, PosFacts, posProductsQuerySchema, RecordPaymentRequest } from '../../domain/pos/api';
import type { Actor } from '../auth/actor';
import { bookingFor, facilityFor, type FacilityRow } from '../bookings/access';
import type { Db } from '../db/connect';
import { contacts, invoicePayments, onsitePaymentMethods, productCategories } from '../db/schema';
import { DomainError } from '../domain-error';
import { bookingCharge } from './booking-charges';
import { invoiceFor, takePayment } from './payment-service';
import { openTabs, paymentsPage, posBookings, posProducts } from './queries';
import { isSimulatedProvider, readersOf } from './readers';
import { queueReceipt, receiptText } from './receipt';
import { posRefused } from './refusals';
import { invoiceView, localizedInvoice, paymentResultView, paymentView, refundsView } from './views';
import type { Reader } from '../http/i18n';

/**
 * The POS service (DESIGN §8): what the counter reads and the cash / onsite payments, each for an
 * actor, scoped to the facilities it may act on (other tenants' ids answer E404 as missing).
 * Saving and voiding: invoice-service.ts; the card side's door: card-payments.ts.
 */

/** What a sale at the facility needs, in one call. */
export async function posFacts(db: Db, actor: Actor, facilityId: number, options: { readerTimeoutSeconds: number }): Promise<PosFacts> {
  const facility = await facilityFor(db, actor, facilityId);
  const methods = await db
    .select({ id: onsitePaymentMethods.id, name: onsitePaymentMethods.name })
    .from(onsitePaymentMethods)
    .where(and(eq(onsitePaymentMethods.facility_id, facility.id), eq(onsitePaymentMethods.status, 'A')))
    .orderBy(asc(onsitePaymentMethods.name));
  const categories = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(and(eq(productCategories.facility_id, facility.id), eq(productCategories.status, 'A')))
    .orderBy(asc(productCategories.name));
  return {
    facility_id: facility.id,
    facility_name: facility.name,
    tax_percent: facility.tax_percent,
    fees_cents: 0,
    online_payments: facility.online_payments,
    currency: facility.currency,
    readers: await readersOf(db, actor, facility.id),
    onsite_methods: methods,
    categories,
    simulated_provider: isSimulatedProvider(db),
    reader_timeout_seconds: options.readerTimeoutSeconds,
  };
}

/** A cash or onsite-method payment, captured at once. The same key again answers the first result. */
export async function recordPayment(db: Db, actor: Actor, body: RecordPaymentRequest): Promise<PaymentResult> {
  const row = await takePayment(db, actor, {
    key: body.idempotency_key,
    invoiceId: body.invoice_id,
    method: body.method.kind === 'cash' ? { kind: 'cash' } : { kind: 'onsite', methodId: body.method.method_id },
    amount: body.amount_cents,
    tip: body.tip_cents,
    saleTip: body.sale_tip_cents,
    tendered: body.method.kind === 'cash' ? body.tendered_cents : null,
    status: 'captured',
    providerReference: null,
    expiresAt: null,
  });
  return paymentResultView(db, row);
}

export async function products(db: Db, actor: Actor, q: z.output<typeof posProductsQuerySchema>) {
  const facility = await facilityFor(db, actor, q.facility_id);
  return posProducts(db, facility.id, q);
}

export async function bookingsOwing(db: Db, actor: Actor, facilityId: number, date: string, reader: Reader) {
  return posBookings(db, await facilityFor(db, actor, facilityId), date, reader);
}

/** What a booking (or one participant of it) owes now, its line in the reader's language (E404 for a participant not of the booking). */
export async function chargeOf(db: Db, actor: Actor, bookingId: number, participantId: number | null, reader: Reader): Promise<BookingChargeRow> {
  const { booking, facility } = await bookingFor(db, actor, bookingId);
  const charge = await bookingCharge(db, facility, booking, participantId, reader);
  if (!charge) throw new DomainError('E404');
  return charge;
}

export async function tabs(db: Db, actor: Actor, facilityId: number) {
  return openTabs(db, await facilityFor(db, actor, facilityId));
}

/** An open tab (E404 when the invoice is not an open tab). */
export async function openTab(db: Db, actor: Actor, id: number): Promise<Invoice> {
  const { invoice } = await invoiceFor(db, actor, id);
  if (invoice.status !== 'open' || invoice.tab_name === null) throw new DomainError('E404');
  return (await invoiceView(db, id))!;
}

export async function paymentsList(db: Db, actor: Actor, q: PaymentListQuery) {
  const facility = await facilityFor(db, actor, q.facility_id);
  return paymentsPage(db, { facilityIds: [facility.id] }, q);
}

export async function paymentDetail(db: Db, actor: Actor, id: number): Promise<PaymentDetail> {
  const [row] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, id));
  if (!row) throw new DomainError('E404');
  return paymentDetailOf(db, await facilityFor(db, actor, row.facility_id), row);
}

/** A payment of `facility` with its invoice and refunds (the caller checked the actor's access). */
export async function paymentDetailOf(db: Db, _facility: FacilityRow, row: { id: number; invoice_id: number }): Promise<PaymentDetail> {
  return { payment: await paymentView(db, row.id), invoice: (await invoiceView(db, row.invoice_id))!, refunds: await refundsView(db, row.id) };
}

/** Sends a paid invoice's receipt to its contact (or the one given) through the outbox, in the request's language. */
export async function emailReceipt(db: Db, actor: Actor, id: number, contactId: number | undefined, reader: Reader): Promise<{ queued: true; email: string }> {
  const { invoice } = await invoiceFor(db, actor, id);
  if (invoice.status === 'void') throw posRefused('invoice_void');
  if (invoice.status !== 'paid') throw new DomainError('E409');
  const wanted = contactId ?? invoice.contact_id;
  if (wanted === null) throw posRefused('contact_required');
  const [contact] = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.id, wanted), eq(contacts.facility_id, invoice.facility_id)));
  if (!contact || !contact.email.trim()) throw posRefused('contact_required');
  const view = await localizedInvoice(db, (await invoiceView(db, id))!, reader);
  await db.transaction((tx) => queueReceipt(tx, contact.email.trim(), receiptText(view, reader.t, reader.lang)));
  return { queued: true, email: contact.email.trim() };
}
