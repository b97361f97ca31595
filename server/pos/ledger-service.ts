import { and, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { instantLabel } from '../../domain/bookings/local-time';
import { is12Hour } from '../../domain/organization/clock';
import { canAccessFacility } from '../../domain/access/tenancy';
import type { GroupPaymentCsvQuery, GroupPaymentListQuery, PaymentDetail, PaymentFilters, PaymentRow, PlatformPaymentListQuery } from '../../domain/pos/api';
import { MAX_CSV_ROWS } from '../../domain/pos/api-paths';
import type { Actor } from '../auth/actor';
import { assertGroupAccess } from '../auth/guard';
import { facilityFor } from '../bookings/access';
import type { Db, Executor } from '../db/connect';
import { facilities, invoicePayments } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { paymentsAll, paymentsPage, type PaymentScope } from './queries';
import { paymentDetailOf } from './service';

/**
 * The payments ledger read across facilities (issue 16): the organization's payments (view 3: every
 * facility the user may see, or one of them; its CSV is exactly what the filter shows) and the
 * platform's (view 22, role A: app users' online payments of every organization or one). The lists
 * are the POS payments list's query (server/pos/queries.ts `paymentsPage`) with another scope.
 */

/** The facilities of the organization the actor may see, as a scope; `facilityId` narrows to one of them (E404 outside them). */
async function groupScope(db: Executor, actor: Actor, groupId: number, facilityId: number | undefined): Promise<PaymentScope> {
  if ('user' in actor) assertGroupAccess(actor.user, groupId);
  const rows = await db.select({ id: facilities.id, group_id: facilities.group_id }).from(facilities).where(eq(facilities.group_id, groupId));
  const visible = rows.filter((f) => !('user' in actor) || canAccessFacility(actor.user, f)).map((f) => f.id);
  if (facilityId !== undefined && !visible.includes(facilityId)) throw new DomainError('E404');
  return { facilityIds: facilityId === undefined ? visible : [facilityId] };
}

/** Filters that cannot match anything are refused with words rather than answered empty. */
function checkRanges(q: Pick<PaymentFilters, 'from' | 'to' | 'amount_min' | 'amount_max'>): void {
  if (q.from !== undefined && q.to !== undefined && Date.parse(q.to) < Date.parse(q.from)) throw invalidInput('to', { key: 'payments.dateRange' }, { message: { key: 'payments.dateRange' } });
  if (q.amount_min !== undefined && q.amount_max !== undefined && q.amount_max < q.amount_min) throw invalidInput('amount_max', { key: 'payments.amountRange' }, { message: { key: 'payments.amountRange' } });
}

/** A page of the organization's payments (view 3). */
export async function groupPayments(db: Db, actor: Actor, q: GroupPaymentListQuery) {
  checkRanges(q);
  return paymentsPage(db, await groupScope(db, actor, q.group_id, q.facility_id), q);
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** The organization's payments the filter matches, as CSV (the list's columns, in its order, in the request's language); E400 above `MAX_CSV_ROWS`. */
export async function groupPaymentsCsv(db: Db, actor: Actor, q: GroupPaymentCsvQuery, t: T): Promise<string> {
  checkRanges(q);
  const scope = await groupScope(db, actor, q.group_id, q.facility_id);
  const rows = await paymentsAll(db, scope, q, MAX_CSV_ROWS);
  if (rows === null) throw new DomainError('E400', { key: 'payments.csvTooLarge', params: { max: MAX_CSV_ROWS } });
  return paymentsCsv(db, rows, t);
}

/** Payments as CSV rows: dates in each facility's zone and clock, amounts in major units with their currency. */
export async function paymentsCsv(db: Executor, rows: readonly PaymentRow[], t: T): Promise<string> {
  const zones = new Map((await db.select({ id: facilities.id, timezone: facilities.timezone, time_format: facilities.time_format }).from(facilities)).map((f) => [f.id, f]));
  const major = (cents: number) => (cents / 100).toFixed(2);
  const columns = ['id', 'date', 'organization', 'facility', 'amount', 'currency', 'status', 'refunds', 'refunded', 'serviceFee', 'method', 'contact', 'operator', 'paidFor'] as const;
  const records = rows.map((r) => {
    const zone = zones.get(r.facility_id);
    return [
      r.id,
      instantLabel(r.created_at, zone?.timezone ?? 'UTC', zone ? is12Hour(zone.time_format) : false),
      r.group_name,
      r.facility_name,
      major(r.amount_cents),
      r.currency,
      t(`payments.statuses.${r.status}`),
      t(`payments.refundStates.${r.refund_state}`),
      major(r.refunded_cents),
      major(r.non_refundable_cents),
      // As the list shows it: an online payment says so before its card.
      r.method === 'online' ? `${t('pos.method.online')} · ${r.method_label}` : r.method_label,
      r.contact_name ?? '',
      r.operator_name,
      r.paid_for.map((k) => t(`payments.paidFor.${k}`)).join(', '),
    ];
  });
  return stringify([columns.map((c) => t(`payments.csv.${c}`)), ...records]);
}

/** One payment of the organization (view 3): E404 outside the facilities the actor may see. */
export async function groupPaymentDetail(db: Db, actor: Actor, id: number): Promise<PaymentDetail> {
  const [row] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, id));
  if (!row) throw new DomainError('E404');
  return paymentDetailOf(db, await facilityFor(db, actor, row.facility_id), row);
}

/** A page of app users' online payments (view 22), of every organization or one. */
export async function platformPayments(db: Db, q: PlatformPaymentListQuery) {
  checkRanges(q);
  return paymentsPage(db, { online: true, ...(q.group_id === undefined ? {} : { groupId: q.group_id }) }, q);
}

/** One online payment (view 22); E404 for a payment taken at a counter. */
export async function platformPaymentDetail(db: Db, actor: Actor, id: number): Promise<PaymentDetail> {
  const [row] = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.id, id), eq(invoicePayments.method, 'online')));
  if (!row) throw new DomainError('E404');
  return paymentDetailOf(db, await facilityFor(db, actor, row.facility_id), row);
}
