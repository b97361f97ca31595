import { and, asc, eq, gt, inArray, like, lte, ne, sql } from 'drizzle-orm';
import { taxWithin } from '../../domain/pos/totals';
import { unpaidChargeDecision, type UnpaidDecision } from '../../domain/pos/unpaid';
import type { DeclineReason } from '../../domain/pos/types';
import { facilityColumns, type FacilityRow } from '../bookings/access';
import * as bookingsRepo from '../bookings/repository';
import type { BookingRow } from '../bookings/repository';
import type { Db, Executor } from '../db/connect';
import { bookings, facilities, invoicePayments, invoices, organizations, savedCards } from '../db/schema';
import { bookingCharge } from './booking-charges';
import type { CardProvider } from './card/provider';
import { settleCardPayment } from './card-payments';
import { requestHash } from './refusals';
import * as repo from './repository';

/**
 * Unpaid balances (issue 16 item 4, SPEC §9), run by the job queue every few minutes: a booking
 * still owing after the organization's deadline is charged to its organizer's saved card, the rules
 * being domain/pos/unpaid.ts. Each attempt is a sale of the ledger like the counter's: an invoice
 * with the booking's balance line and a card payment (`manual_card`: card not present, no operator),
 * its idempotency key `unpaid.<booking>.<attempt>` and the provider call's reference
 * `<invoice>:<key>`. The attempt is written (pending) before the provider is called, then settled:
 * captured pays the invoice and the booking (booking-lines.ts); declined keeps the payment as a
 * declined attempt (listed at `/invoice_payment/pos/declined/`) and voids its invoice. A run that
 * dies between the two (kill -9) leaves a pending attempt: the next run asks the provider again with
 * the same reference — answered the charge made first, never a second one — and settles it.
 */

export const UNPAID_KEY_PREFIX = 'unpaid.';
export const unpaidKey = (bookingId: number, attempt: number) => `${UNPAID_KEY_PREFIX}${bookingId}.${attempt}`;

export interface UnpaidRunResult {
  charged: number[];
  declined: number[];
  /** Attempts left pending by an earlier run, settled by this one. */
  resumed: number[];
}

/** The attempts of one booking (oldest first). */
async function attemptsOf(db: Executor, bookingId: number) {
  return db
    .select({ status: invoicePayments.status, at: invoicePayments.created_at, amount: invoicePayments.amount_cents })
    .from(invoicePayments)
    .where(like(invoicePayments.idempotency_key, `${UNPAID_KEY_PREFIX}${bookingId}.%`))
    .orderBy(asc(invoicePayments.id));
}

async function savedCardOf(db: Executor, contactId: number | null) {
  if (contactId === null) return null;
  const [card] = await db.select().from(savedCards).where(eq(savedCards.contact_id, contactId));
  return card ?? null;
}

/** What the rules decide for this booking now (read under its lock by the caller when it acts on it). */
async function decisionFor(db: Executor, booking: BookingRow, facility: FacilityRow & { unpaid_charge_hours: number }, now: Date): Promise<UnpaidDecision> {
  const attempts = await attemptsOf(db, booking.id);
  const card = await savedCardOf(db, booking.contact_id);
  return unpaidChargeDecision(
    {
      ...booking,
      charged_by_app_cents: attempts.filter((a) => a.status === 'captured').reduce((s, a) => s + a.amount, 0),
      saved_card: card !== null,
      online_payments: facility.online_payments,
      attempts,
    },
    facility.unpaid_charge_hours,
    now,
  );
}

interface OpenAttempt {
  key: string;
  invoiceId: number;
  groupId: number;
  amount: number;
  currency: string;
  cardRef: string;
}

/** Writes the attempt (invoice, balance line, pending card payment) when the rules say so, under the booking's lock. */
async function openAttempt(db: Db, bookingId: number, facility: FacilityRow & { unpaid_charge_hours: number }, now: Date): Promise<OpenAttempt | null> {
  return db.transaction(async (tx) => {
    const booking = await bookingsRepo.lockBooking(tx, bookingId);
    if (!booking) return null;
    const decision = await decisionFor(tx, booking, facility, now);
    if (!decision.charge) return null;
    const card = (await savedCardOf(tx, booking.contact_id))!;
    const key = unpaidKey(booking.id, decision.attempt);
    const charge = (await bookingCharge(tx, facility, booking, null))!;
    const invoice = await repo.insertInvoice(tx, {
      group_id: facility.group_id,
      facility_id: facility.id,
      contact_id: booking.contact_id,
      tax_percent: facility.tax_percent,
      operator_id: null,
      idempotency_key: key,
      created_at: now,
    });
    await repo.insertLines(tx, invoice.id, [
      {
        kind: 'booking',
        booking_id: booking.id,
        participant_id: null,
        description: charge.description,
        quantity: 1,
        unit_price_cents: decision.amount,
        total_cents: decision.amount,
        tax_cents: taxWithin(decision.amount, facility.tax_percent).tax,
      },
    ]);
    const payment = await repo.insertPayment(tx, {
      group_id: facility.group_id,
      facility_id: facility.id,
      invoice_id: invoice.id,
      method: 'manual_card',
      amount_cents: decision.amount,
      status: 'pending',
      card_brand: card.brand,
      card_last4: card.last4,
      idempotency_key: key,
      request_hash: requestHash({ unpaid: booking.id, attempt: decision.attempt, amount: decision.amount }),
      operator_id: null,
      // The attempt's time is the run's clock (the rules space retries by it).
      created_at: now,
    });
    if (!payment) return null; // another run wrote this attempt first
    return { key, invoiceId: invoice.id, groupId: facility.group_id, amount: decision.amount, currency: facility.currency, cardRef: card.provider_ref };
  });
}

/** Asks the provider (idempotent by the reference) and settles the attempt; a declined one voids its invoice. */
async function chargeAndSettle(db: Db, provider: CardProvider, attempt: OpenAttempt | (Omit<OpenAttempt, 'cardRef'> & { cardRef: string | null })): Promise<'captured' | 'declined'> {
  const answer = attempt.cardRef ? await provider.chargeSaved(attempt.cardRef, attempt.amount, attempt.currency, `${attempt.invoiceId}:${attempt.key}`) : ({ status: 'declined', reason: 'generic' } as const);
  const outcome =
    answer.status === 'captured'
      ? ({ status: 'captured', providerReference: answer.id, cardBrand: answer.card.brand, cardLast4: answer.card.last4 } as const)
      : ({ status: 'declined', reason: answer.reason satisfies DeclineReason } as const);
  const result = await settleCardPayment(db, attempt.key, outcome, { groupId: attempt.groupId });
  if (result.payment.status === 'captured') return 'captured';
  await db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(tx, attempt.invoiceId);
    const payments = await repo.paymentsOf(tx, attempt.invoiceId);
    if (invoice?.status === 'open' && payments.every((p) => p.status !== 'captured' && p.status !== 'pending')) await repo.updateInvoice(tx, invoice.id, { status: 'void' });
  });
  return 'declined';
}

/** Attempts an earlier run left pending (it died between writing the attempt and settling it). */
async function resumePending(db: Db, provider: CardProvider, result: UnpaidRunResult): Promise<void> {
  const pending = await db
    .select({
      key: invoicePayments.idempotency_key,
      invoiceId: invoicePayments.invoice_id,
      groupId: invoicePayments.group_id,
      amount: invoicePayments.amount_cents,
      contactId: invoices.contact_id,
      currency: organizations.currency,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoice_id))
    .innerJoin(organizations, eq(organizations.id, invoicePayments.group_id))
    .where(and(like(invoicePayments.idempotency_key, `${UNPAID_KEY_PREFIX}%`), eq(invoicePayments.status, 'pending')));
  for (const p of pending) {
    const card = await savedCardOf(db, p.contactId);
    await chargeAndSettle(db, provider, { ...p, cardRef: card?.provider_ref ?? null });
    result.resumed.push(Number(p.key.split('.')[1]));
  }
}

/** Bookings that may owe a chargeable balance now (the rules decide each under its lock). */
async function candidates(db: Db, now: Date, limit: number) {
  return db
    .select({ id: bookings.id, facility: { ...facilityColumns, unpaid_charge_hours: organizations.unpaid_charge_hours } })
    .from(bookings)
    .innerJoin(facilities, eq(facilities.id, bookings.facility_id))
    .innerJoin(organizations, eq(organizations.id, facilities.group_id))
    .innerJoin(savedCards, eq(savedCards.contact_id, bookings.contact_id))
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        inArray(bookings.payment_state, ['pending', 'hold']),
        gt(bookings.amount_cents, bookings.amount_paid_cents),
        eq(facilities.online_payments, true),
        lte(sql`${bookings.end_at} + make_interval(hours => ${organizations.unpaid_charge_hours})`, now),
      ),
    )
    .orderBy(asc(bookings.end_at))
    .limit(limit);
}

/** One run of the job: settles what an earlier run left pending, then charges what is due. */
export async function chargeUnpaidBalances(db: Db, provider: CardProvider, now: Date = new Date(), limit = 200): Promise<UnpaidRunResult> {
  const result: UnpaidRunResult = { charged: [], declined: [], resumed: [] };
  await resumePending(db, provider, result);
  for (const c of await candidates(db, now, limit)) {
    const attempt = await openAttempt(db, c.id, c.facility as FacilityRow & { unpaid_charge_hours: number }, now);
    if (!attempt) continue;
    const settled = await chargeAndSettle(db, provider, attempt);
    (settled === 'captured' ? result.charged : result.declined).push(c.id);
  }
  return result;
}
