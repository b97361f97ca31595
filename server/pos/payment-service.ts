import { and, eq, sql } from 'drizzle-orm';
import { amountPaid, amountRemaining, cashChange, mayOperate, paymentRefusal, tipPart } from '../../domain/pos/tender';
import { tipRefusal } from '../../domain/pos/totals';
import { commissionOf } from '../../domain/pos/breakdown';
import { feeShares } from '../../domain/pos/refund';
import type { InvoiceStatus, PaymentMethod, PaymentStatus } from '../../domain/pos/types';
import { actorUserId, type Actor } from '../auth/actor';
import { actingOn, facilityColumns, type FacilityRow } from '../bookings/access';
import type { Db, Executor, Tx } from '../db/connect';
import { facilities, invoices, onsitePaymentMethods, organizations, terminalOperators, terminals } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { applyBookingLines, bookingFeesWithin } from './booking-lines';
import { applyVideoLines, assertVideoLinesPending } from './video-lines';
import { keyReused, posRefused, requestHash } from './refusals';
import * as repo from './repository';
import type { InvoiceRow, PaymentRow } from './repository';
import { dueOf, tenderOf } from './views';

/**
 * Taking a payment on an invoice (issue 15): the one path of every method. The rules are
 * domain/pos/tender.ts (`paymentRefusal`, `tipPart`) and totals.ts (`tipRefusal`); the ledger
 * checks them against the invoice as it is under its row lock, and writes once per idempotency
 * key (the unique index; the same key again answers the payment it wrote, with another request E409).
 * A captured payment fixes the sale's tip when it is the first, and makes the invoice paid when
 * nothing remains, its booking lines paid with it (booking-lines.ts), all in one transaction.
 */

/** A payment asked for: a captured one (cash, onsite method) or a pending card payment. */
export interface PaymentAsk {
  key: string;
  invoiceId: number;
  method: PaymentMethod;
  amount: number;
  tip: number;
  saleTip: number;
  tendered: number | null;
  status: 'pending' | 'captured';
  providerReference: string | null;
  expiresAt: Date | null;
}

/** The invoice with its facility, when the actor may act on it (E404 otherwise, as when it does not exist). */
export async function invoiceFor(db: Executor, actor: Actor, invoiceId: number): Promise<{ invoice: InvoiceRow; facility: FacilityRow }> {
  const [row] = await db
    .select({ invoice: invoices, facility: facilityColumns })
    .from(invoices)
    .innerJoin(facilities, eq(facilities.id, invoices.facility_id))
    .innerJoin(organizations, eq(organizations.id, facilities.group_id))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new DomainError('E404');
  return { invoice: row.invoice, facility: actingOn(actor, row.facility) };
}

/**
 * The active terminals and onsite methods of a facility (what a payment there may use), in one query;
 * read only for a method the rules check against them (`paymentRefusal`: a reader, an onsite method).
 */
async function placeOf(db: Executor, facility: FacilityRow, method: PaymentMethod) {
  const listed = method.kind === 'reader' || method.kind === 'onsite';
  const rows = !listed
    ? []
    : await db
        .select({ kind: sql<string>`'reader'`, id: terminals.id })
        .from(terminals)
        .where(and(eq(terminals.facility_id, facility.id), eq(terminals.status, 'A')))
        .unionAll(
          db
            .select({ kind: sql<string>`'onsite'`, id: onsitePaymentMethods.id })
            .from(onsitePaymentMethods)
            .where(and(eq(onsitePaymentMethods.facility_id, facility.id), eq(onsitePaymentMethods.status, 'A'))),
        );
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  return { onlinePayments: facility.online_payments, readerIds: ids('reader'), onsiteMethodIds: ids('onsite') };
}

/** A terminal with operators takes payments from them only (E403 for anyone else). */
async function assertOperator(db: Executor, actor: Actor, terminalId: number): Promise<void> {
  if (!('user' in actor)) return;
  const operators = await db.select({ id: terminalOperators.user_id }).from(terminalOperators).where(eq(terminalOperators.terminal_id, terminalId));
  if (
    !mayOperate(
      actor.userId,
      operators.map((o) => o.id),
    )
  )
    throw new DomainError('E403');
}

/** What identifies a payment request: a retry sends the same (its key then answers the first payment). */
const askHash = (ask: PaymentAsk) => requestHash({ invoice: ask.invoiceId, method: ask.method, amount: ask.amount, tip: ask.tip, sale_tip: ask.saleTip, tendered: ask.tendered });

/** The payment of this key in the invoice's organization, if any: a retry's answer (E409 when the request differs). */
async function earlier(db: Executor, groupId: number, ask: PaymentAsk, hash: string): Promise<PaymentRow | undefined> {
  return answerOf((await repo.paymentsByKey(db, ask.key, groupId))[0], hash);
}

/** The answer of a payment already written with the key (E409 when the request differs). */
function answerOf(row: PaymentRow | undefined, hash: string): PaymentRow | undefined {
  if (row && row.request_hash !== hash) throw keyReused();
  return row;
}

/** Checks a payment against the invoice as it is now (locked), or throws the rule's refusal. */
function checkAsk(invoice: InvoiceRow, lines: readonly repo.LineRow[], payments: readonly PaymentRow[], ask: PaymentAsk, place: Awaited<ReturnType<typeof placeOf>>): void {
  const tipWhy = tipRefusal({ kind: 'amount', amount: ask.saleTip });
  if (tipWhy) throw posRefused(tipWhy);
  const tender = tenderOf(payments);
  const paidBefore = amountPaid(tender);
  const due = dueOf(lines, invoice.fees_cents);
  if (invoice.status === 'open' && paidBefore > 0 && ask.saleTip !== invoice.tip_cents) throw posRefused('tip_locked');
  const why = paymentRefusal({ status: invoice.status as InvoiceStatus, total: due + ask.saleTip, payments: tender }, { method: ask.method, amount: ask.amount, tendered: ask.tendered }, place);
  if (why) throw posRefused(why);
  // A card payment still pending holds its amount until it ends (captured, declined, cancelled, timed out):
  // the sale is never paid twice over by a cash payment taken meanwhile.
  const now = Date.now();
  const held = payments.filter((p) => p.status === 'pending' && (p.expires_at === null || p.expires_at.getTime() > now)).reduce((sum, p) => sum + p.amount_cents, 0);
  if (held > 0 && ask.amount > amountRemaining(due + ask.saleTip, tender) - held) throw posRefused('payment_in_progress');
  if (ask.tip !== tipPart(due, paidBefore, ask.amount)) throw invalidInput('tip_cents');
}

/**
 * Writes the payment asked for, or answers the one its key already wrote. Runs the checks under the
 * invoice's row lock; the insert's unique index is what guarantees one payment per key.
 */
export async function takePayment(db: Db, actor: Actor, ask: PaymentAsk): Promise<PaymentRow> {
  const { invoice, facility } = await invoiceFor(db, actor, ask.invoiceId);
  const hash = askHash(ask);
  if (ask.method.kind === 'reader') await assertOperator(db, actor, ask.method.readerId);
  const place = await placeOf(db, facility, ask.method);
  return db.transaction(async (tx) => {
    const locked = (await repo.lockInvoice(tx, invoice.id))!;
    // The invoice's payments and the key's, read at once: a retry, or a concurrent request with this
    // key that committed while we waited for the lock, answers the payment it wrote.
    const read = await repo.paymentsOfOrKey(tx, invoice.id, ask.key, invoice.group_id);
    const again = answerOf(
      read.find((p) => p.idempotency_key === ask.key && p.group_id === invoice.group_id),
      hash,
    );
    if (again) return again;
    const payments = read.filter((p) => p.invoice_id === invoice.id);
    const lines = await repo.linesOf(tx, invoice.id);
    checkAsk(locked, lines, payments, ask, place);
    await assertVideoLinesPending(tx, lines);
    const change = ask.method.kind === 'cash' && ask.tendered !== null ? cashChange(ask.amount, ask.tendered).change : null;
    const written = await repo.insertPayment(tx, {
      group_id: invoice.group_id,
      facility_id: invoice.facility_id,
      invoice_id: invoice.id,
      method: ask.method.kind,
      onsite_method_id: ask.method.kind === 'onsite' ? ask.method.methodId : null,
      terminal_id: ask.method.kind === 'reader' ? ask.method.readerId : null,
      amount_cents: ask.amount,
      tip_cents: ask.tip,
      sale_tip_cents: ask.saleTip,
      tendered_cents: change === null ? null : ask.tendered,
      change_cents: change,
      status: ask.status,
      provider_reference: ask.providerReference,
      idempotency_key: ask.key,
      request_hash: hash,
      operator_id: actorUserId(actor),
      expires_at: ask.expiresAt,
      settled_at: ask.status === 'captured' ? new Date() : null,
    });
    if (!written) {
      // The key was taken meanwhile on another invoice of the organization: answer that payment (or E409).
      const winner = await earlier(tx, invoice.group_id, ask, hash);
      if (!winner) throw keyReused();
      return winner;
    }
    if (written.status === 'captured') await afterCapture(tx, locked, written, { lines, others: payments });
    return written;
  });
}

/**
 * After a payment of a locked invoice was captured: it carries its share of the sale's online
 * service fees and of the service fees of the bookings the sale pays (never refunded, by hand nor
 * by a cancellation: domain/pos/refund.ts `feeShares`, booking-lines.ts `bookingFeesWithin`) and its commission (recorded
 * once, `commissionOf`); the first capture fixes the sale's tip; the
 * invoice is paid when nothing remains, and its booking lines are paid with it.
 */
export async function afterCapture(tx: Tx, invoice: InvoiceRow, payment: PaymentRow, known: { lines?: repo.LineRow[]; others?: PaymentRow[] } = {}): Promise<InvoiceRow> {
  const payments = known.others ? [...known.others, payment] : await repo.paymentsOf(tx, invoice.id);
  const lines = known.lines ?? (await repo.linesOf(tx, invoice.id));
  // The sale's online service fees and the service fees of the bookings it pays: none is ever refunded.
  const fee = feeShares(
    invoice.fees_cents + (await bookingFeesWithin(tx, lines)),
    payments.map((p) => ({ id: p.id, status: p.status as PaymentStatus, amount: p.amount_cents, tip: p.tip_cents })),
  ).get(payment.id);
  // The commission is recorded now, once (the facility's percent at capture; the one rule: domain/pos/breakdown.ts).
  const commission = commissionOf({ method: payment.method, amount: payment.amount_cents, tip: payment.tip_cents, serviceFee: fee ?? 0 }, await repo.commissionsOf(tx, invoice.facility_id));
  if (fee || commission.cents > 0 || commission.percent > 0)
    await repo.setCaptureFigures(tx, payment.id, { non_refundable_cents: fee ?? 0, commission_percent: commission.percent, commission_cents: commission.cents });
  const capturedBefore = payments.some((p) => p.status === 'captured' && p.id !== payment.id);
  const tip = capturedBefore ? invoice.tip_cents : payment.sale_tip_cents;
  const remaining = amountRemaining(dueOf(lines, invoice.fees_cents) + tip, tenderOf(payments));
  if (remaining > 0 || invoice.status !== 'open') return capturedBefore ? invoice : repo.updateInvoice(tx, invoice.id, { tip_cents: tip });
  const paid = await repo.updateInvoice(tx, invoice.id, { tip_cents: tip, status: 'paid', paid_at: new Date() });
  await applyBookingLines(tx, payment.operator_id, invoice.id, lines);
  await applyVideoLines(tx, lines);
  return paid;
}
