import { and, asc, eq, inArray, lt, notExists, notLike } from 'drizzle-orm';
import { ORPHAN_INVOICE_HOURS, STUCK_PENDING_MINUTES, stuckDecision, sweepBefore, type StuckChargeState } from '../../domain/pos/sweep';
import type { Db } from '../db/connect';
import { invoiceLines, invoicePayments, invoiceRefunds, invoices } from '../db/schema';
import type { CardOutcome } from './card-payments';
import { settleCardPayment } from './card-payments';
import type { CardProvider, Intent } from './card/provider';
import { referenceOf } from './card/service';
import { settlePendingRefund } from './refund-service';
import * as repo from './repository';
import { UNPAID_KEY_PREFIX } from './unpaid-balances';

/**
 * The money sweep (issue 16; rules in domain/pos/sweep.ts), a job on the queue (server/jobs/jobs.ts,
 * `money-sweep`, every 10 minutes): card payments and refunds a crash or an abandoned sale left
 * `pending` for longer than STUCK_PENDING_MINUTES are resolved against the card provider (by their
 * references: idempotent there too), and open invoices with no lines and no payments older than
 * ORPHAN_INVOICE_HOURS are voided. Each item is settled under its row's lock by the code that
 * settles it anyway (`settleCardPayment`, `settlePendingRefund`), so a second run, or a person
 * settling it at the same moment, changes nothing more. The unpaid balances' own attempts
 * (`unpaid.` keys) are left to their job, which resumes them with their saved card.
 */

export interface SweepResult {
  payments: { captured: number; declined: number; cancelled: number; timed_out: number };
  refunds: { succeeded: number; declined: number };
  invoicesVoided: number;
}

export interface SweepLimits {
  pendingMinutes: number;
  orphanHours: number;
}

const stateOf = (intent: Intent | null): StuckChargeState =>
  intent === null ? null : intent.state.status === 'cancelled' ? { status: 'cancelled', reason: intent.state.reason } : { status: intent.state.status };

export async function sweepMoney(db: Db, provider: CardProvider, now = new Date(), limits: SweepLimits = { pendingMinutes: STUCK_PENDING_MINUTES, orphanHours: ORPHAN_INVOICE_HOURS }): Promise<SweepResult> {
  const result: SweepResult = { payments: { captured: 0, declined: 0, cancelled: 0, timed_out: 0 }, refunds: { succeeded: 0, declined: 0 }, invoicesVoided: 0 };
  const before = sweepBefore(now, limits.pendingMinutes);

  // Card payments stuck pending.
  const stuck = await db
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.status, 'pending'),
        inArray(invoicePayments.method, ['reader', 'manual_card']),
        lt(invoicePayments.created_at, before),
        notLike(invoicePayments.idempotency_key, `${UNPAID_KEY_PREFIX}%`),
      ),
    )
    .orderBy(asc(invoicePayments.id));
  for (const payment of stuck) {
    let intent = payment.provider_reference ? await provider.retrieveIntent(payment.provider_reference) : await provider.findCharge(referenceOf(payment.invoice_id, payment.idempotency_key));
    const decision = stuckDecision(stateOf(intent));
    if ('cancelOnProvider' in decision && intent) intent = await provider.cancel(intent.id, 'timed_out');
    // What the provider says after the cancel wins (a capture that came first stays captured).
    const after = 'cancelOnProvider' in decision ? stuckDecision(stateOf(intent)) : decision;
    const settle = 'cancelOnProvider' in after ? 'timed_out' : after.settle;
    const outcome: CardOutcome =
      settle === 'captured' && intent?.state.status === 'captured'
        ? { status: 'captured', providerReference: intent.id, cardBrand: intent.state.card.brand, cardLast4: intent.state.card.last4 }
        : settle === 'declined' && intent?.state.status === 'declined'
          ? { status: 'declined', reason: intent.state.reason }
          : { status: settle === 'captured' || settle === 'declined' ? 'cancelled' : settle };
    const settled = (await settleCardPayment(db, payment.idempotency_key, outcome, { groupId: payment.group_id })).payment;
    // Counted only when this run settled it (someone else may have, meanwhile).
    if (settled.status === outcome.status) result.payments[outcome.status]++;
  }

  // Card refunds stuck pending: asked again with their keys (the provider refunds once).
  const refunds = await db
    .select()
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.status, 'pending'), lt(invoiceRefunds.created_at, before)))
    .orderBy(asc(invoiceRefunds.id));
  for (const refund of refunds) {
    const done = await settlePendingRefund(db, provider, refund);
    if (done.status === 'succeeded' || done.status === 'declined') result.refunds[done.status]++;
  }

  // Orphan open invoices: no lines, no payments, opened long ago.
  const orphans = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'open'),
        lt(invoices.created_at, sweepBefore(now, limits.orphanHours * 60)),
        notExists(db.select({ one: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.invoice_id, invoices.id))),
        notExists(db.select({ one: invoicePayments.id }).from(invoicePayments).where(eq(invoicePayments.invoice_id, invoices.id))),
      ),
    );
  for (const { id } of orphans) {
    const voided = await db.transaction(async (tx) => {
      const invoice = await repo.lockInvoice(tx, id);
      if (invoice?.status !== 'open') return false;
      // Read again under the lock: a line or a payment added meanwhile keeps it.
      if ((await repo.linesOf(tx, id)).length > 0 || (await repo.paymentsOf(tx, id)).length > 0) return false;
      await repo.updateInvoice(tx, id, { status: 'void' });
      return true;
    });
    if (voided) result.invoicesVoided++;
  }
  return result;
}
