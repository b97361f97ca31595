import { and, eq, inArray } from 'drizzle-orm';
import { canAccessFacility } from '../../domain/access/tenancy';
import { lastClosedPeriod, monthsOf, statementLines, type BillingCycle, type Period, type Statement } from '../../domain/billing/statement';
import type { Actor } from '../auth/actor';
import { facilityFor } from '../bookings/access';
import type { Db, Executor } from '../db/connect';
import { facilities, organizations, paymentMethods } from '../db/schema';
import { DomainError } from '../domain-error';
import type { CardProvider } from '../pos/card/provider';
import * as repo from './repository';
import type { NewStatement, StatementRow } from './repository';

/**
 * Billing statements (issue 16 item 5): what each facility owes the platform per billing cycle
 * (domain/billing/statement.ts computes the lines), closed by the job queue at the end of each
 * cycle — `closeDueStatements`, hourly — or by staff for a `manually` facility, then charged to the
 * organization's default payment method through the card provider. A statement is written
 * `processing` with its provider idempotency key (`statement.<facility>.<period start>`) before the
 * provider is called, then settled `paid` or `declined`: a run killed between the two leaves it
 * `processing` and the next run asks the provider again with the same key (charged once).
 */

interface BillableFacility {
  id: number;
  group_id: number;
  billing_cycle: string;
  timezone: string;
  tax_percent: number;
  created_at: Date;
  currency: string;
  monthly_charge_cents: number;
  min_orders_amount_cents: number;
}

const billableColumns = {
  id: facilities.id,
  group_id: facilities.group_id,
  billing_cycle: facilities.billing_cycle,
  timezone: facilities.timezone,
  tax_percent: facilities.tax_percent,
  created_at: facilities.created_at,
  currency: organizations.currency,
  monthly_charge_cents: organizations.monthly_charge_cents,
  min_orders_amount_cents: organizations.min_orders_amount_cents,
};

export const statementKey = (facilityId: number, period: Period) => `statement.${facilityId}.${period.start.toISOString()}`;

/** The statements of facilities for one period, computed from their sales (one query for all). */
async function statementsFor(db: Executor, list: BillableFacility[], period: Period, now: Date): Promise<NewStatement[]> {
  const sales = await repo.salesOf(
    db,
    list.map((f) => f.id),
    period.start,
    period.end,
  );
  return list.map((f) => {
    const sold = sales.get(f.id) ?? { orders: 0, card: 0, other: 0, fees: 0, commission: 0, afterSale: 0 };
    const cycle = f.billing_cycle as BillingCycle;
    const lines = statementLines(
      {
        monthly_charge_cents: f.monthly_charge_cents,
        min_orders_amount_cents: f.min_orders_amount_cents,
        commission_cents: sold.commission,
        commission_after_sale_cents: sold.afterSale,
        tax_percent: f.tax_percent,
        orders_count: sold.orders,
        card_sales_cents: sold.card,
        other_sales_cents: sold.other,
        service_fees_cents: sold.fees,
      },
      monthsOf(cycle, period),
    );
    const free = lines.total_cents === 0;
    return {
      group_id: f.group_id,
      facility_id: f.id,
      cycle,
      period_start: period.start,
      period_end: period.end,
      currency: f.currency,
      ...lines,
      status: free ? 'paid' : 'processing',
      paid_at: free ? now : null,
      idempotency_key: statementKey(f.id, period),
      closed_at: now,
    };
  });
}

/**
 * The organization's default payment method as the provider knows it. The saved methods keep brand
 * and last four only (issue 16: they stay as they are), so the simulator's reference is made from
 * them — its test cards' last four decide (…9995 insufficient funds, …0002 declined). A real provider
 * keeps its own reference beside the method.
 */
const platformCardRef = (m: { brand: string; last4: string }) => `pm_sim_${m.last4 === '9995' ? 'insufficient_funds' : m.last4 === '0002' ? 'generic' : 'approved'}_${m.brand}_${m.last4}`;

/** Charges statements being processed (those just closed, and any a killed run left): each once, by its key. */
export async function chargeStatements(db: Db, provider: CardProvider, rows: StatementRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const groups = [...new Set(rows.map((r) => r.group_id))];
  const methods = await db
    .select({ id: paymentMethods.id, group_id: paymentMethods.group_id, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(paymentMethods)
    .where(and(inArray(paymentMethods.group_id, groups), eq(paymentMethods.is_default, true), eq(paymentMethods.status, 'A')));
  const byGroup = new Map(methods.map((m) => [m.group_id, m]));
  for (const row of rows) {
    const method = byGroup.get(row.group_id);
    if (!method) {
      await repo.settleStatement(db, row.id, { status: 'declined', decline_reason: 'no_payment_method' });
      continue;
    }
    const answer = await provider.chargeSaved(platformCardRef(method), row.total_cents, row.currency, row.idempotency_key ?? `statement.${row.id}`);
    await repo.settleStatement(
      db,
      row.id,
      answer.status === 'captured'
        ? { status: 'paid', provider_reference: answer.id, card_brand: method.brand, card_last4: method.last4, paid_at: now }
        : { status: 'declined', decline_reason: answer.reason, card_brand: method.brand, card_last4: method.last4 },
    );
  }
}

/**
 * The closing run (hourly on the queue): for each facility whose cycle has a period ended by `now`,
 * its statement of the last ended period, if not written yet; then every statement still processing is charged.
 */
export async function closeDueStatements(db: Db, provider: CardProvider, now: Date = new Date()): Promise<{ closed: number; charged: number }> {
  const list = await db
    .select(billableColumns)
    .from(facilities)
    .innerJoin(organizations, eq(organizations.id, facilities.group_id))
    .where(and(eq(facilities.status, 'A'), eq(organizations.status, 'A')));
  const byPeriod = new Map<string, { period: Period; list: BillableFacility[] }>();
  for (const f of list) {
    // Cut in the facility's zone: a month's statement holds the facility's local month.
    const period = lastClosedPeriod(f.billing_cycle as BillingCycle, now, f.timezone);
    // A facility is billed from its first full period on.
    if (!period || period.end <= f.created_at) continue;
    const key = `${period.start.toISOString()}/${period.end.toISOString()}`;
    const entry = byPeriod.get(key) ?? { period, list: [] };
    entry.list.push(f);
    byPeriod.set(key, entry);
  }
  let closed = 0;
  for (const { period, list: group } of byPeriod.values()) {
    closed += (await repo.insertStatements(db, await statementsFor(db, group, period, now))).length;
  }
  const processing = await repo.processingStatements(db);
  await chargeStatements(db, provider, processing, now);
  return { closed, charged: processing.length };
}

/** Staff close a `manually` facility's running period now: from the end of its last statement (or its creation) to now. */
export async function closeManually(db: Db, actor: Actor, provider: CardProvider, facilityId: number, now: Date = new Date()): Promise<Statement> {
  const facility = await facilityFor(db, actor, facilityId);
  if (facility.billing_cycle !== 'manually') throw new DomainError('E409', { key: 'billing.notManual' });
  const [f] = await db.select(billableColumns).from(facilities).innerJoin(organizations, eq(organizations.id, facilities.group_id)).where(eq(facilities.id, facility.id));
  const last = await repo.latestStatement(db, facility.id);
  const period = { start: last?.period_end ?? f!.created_at, end: now };
  if (period.end <= period.start) throw new DomainError('E409', { key: 'billing.nothingToClose' });
  const [row] = await repo.insertStatements(db, await statementsFor(db, [f!], period, now));
  if (!row) throw new DomainError('E409', { key: 'billing.nothingToClose' });
  if (row.status === 'processing') await chargeStatements(db, provider, [row], now);
  return statementView((await repo.statementById(db, row.id))!);
}

export function statementView(row: { statement: StatementRow; facility_name: string; timezone: string }): Statement {
  const s = row.statement;
  return {
    id: s.id,
    facility_id: s.facility_id,
    facility_name: row.facility_name,
    timezone: row.timezone,
    cycle: s.cycle as Statement['cycle'],
    period_start: s.period_start.toISOString(),
    period_end: s.period_end?.toISOString() ?? null,
    status: s.status as Statement['status'],
    currency: s.currency,
    monthly_charge_cents: s.monthly_charge_cents,
    orders_count: s.orders_count,
    orders_amount_cents: s.orders_amount_cents,
    min_orders_amount_cents: s.min_orders_amount_cents,
    shortfall_cents: s.shortfall_cents,
    commission_cents: s.commission_cents,
    commission_after_sale_cents: s.commission_after_sale_cents,
    service_fees_cents: s.service_fees_cents,
    tax_cents: s.tax_cents,
    total_cents: s.total_cents,
    card_brand: s.card_brand,
    card_last4: s.card_last4,
    decline_reason: s.decline_reason,
    closed_at: s.closed_at?.toISOString() ?? null,
    paid_at: s.paid_at?.toISOString() ?? null,
  };
}

/** The statements of the facilities the actor may see (one facility when asked), newest first. */
export async function statementsList(db: Db, actor: Actor, q: { facility_id?: number | undefined; page: number; count: number }) {
  let ids: number[];
  if (q.facility_id !== undefined) ids = [(await facilityFor(db, actor, q.facility_id)).id];
  else {
    const all = await db.select({ id: facilities.id, group_id: facilities.group_id }).from(facilities);
    ids = all.filter((f) => !('user' in actor) || canAccessFacility(actor.user, f)).map((f) => f.id);
  }
  const { rows, total } = await repo.statementsPage(db, ids, q.page, q.count);
  return { rows: rows.map(statementView), total };
}

/** One statement, when the actor may see its facility (E404 otherwise). */
export async function statementFor(db: Db, actor: Actor, id: number): Promise<Statement> {
  const row = await repo.statementById(db, id);
  if (!row) throw new DomainError('E404');
  await facilityFor(db, actor, row.statement.facility_id);
  return statementView(row);
}
