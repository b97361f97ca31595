import type { Statement } from './statement-schema';
import { epochDay, firstOfMonth, localParts, shiftDate, startOfDate, zoneOffsetMs } from '../time/local';
import type { BILLING_CYCLES } from '../resources/facilities';
import { DECLINE_REASONS, declineText, type DeclineReason } from '../pos/types';

/**
 * The platform's billing statements of a facility (issue 16 item 5, SPEC §3 billing cycle): the
 * period a cycle covers and what a statement of that period owes. Periods are cut in the facility's
 * time zone (a month's statement holds what happened in the facility's local month). Amounts are
 * integer cents in the organization's currency.
 */

export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const STATEMENT_STATUSES = ['scheduled', 'processing', 'paid', 'declined'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Monday (1970-01-05, epoch day 4): weeks and fortnights start on Mondays counted from it. */
const FIRST_MONDAY_DAY = 4;

export interface Period {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/**
 * The period of `cycle` holding `at`, cut in the facility's zone `zone` (IANA; UTC by default): an
 * hour (immediately: each sale is billed within the hour), a local day (23 or 25 hours on a clock
 * change), a week from Monday, two weeks (counted from Monday 1970-01-05), a calendar month, a year.
 * `manually` has none (staff close it).
 */
export function periodOf(cycle: BillingCycle, at: Date, zone = 'UTC'): Period | null {
  if (cycle === 'manually') return null;
  if (cycle === 'immediately') {
    // The local hour: in a zone off by half an hour, its hours start at :30 UTC.
    const local = at.getTime() + zoneOffsetMs(at.getTime(), zone);
    const start = at.getTime() - (((local % HOUR) + HOUR) % HOUR);
    return { start: new Date(start), end: new Date(start + HOUR) };
  }
  const today = localParts(at.toISOString(), zone).date;
  let first: string;
  let next: string;
  switch (cycle) {
    case 'daily':
      first = today;
      next = shiftDate(today, 1);
      break;
    case 'weekly':
    case 'biweekly': {
      const days = cycle === 'weekly' ? 7 : 14;
      const offset = (((epochDay(today) - FIRST_MONDAY_DAY) % days) + days) % days;
      first = shiftDate(today, -offset);
      next = shiftDate(first, days);
      break;
    }
    case 'monthly':
      first = firstOfMonth(today);
      next = firstOfMonth(today, 1);
      break;
    case 'yearly':
      first = `${today.slice(0, 4)}-01-01`;
      next = `${Number(today.slice(0, 4)) + 1}-01-01`;
      break;
  }
  return { start: startOfDate(first, zone), end: startOfDate(next, zone) };
}

/** The last period of `cycle` that has ended by `now` in `zone` (the one a closing run bills). */
export function lastClosedPeriod(cycle: BillingCycle, now: Date, zone = 'UTC'): Period | null {
  const current = periodOf(cycle, now, zone);
  return current ? periodOf(cycle, new Date(current.start.getTime() - 1), zone) : null;
}

/** What a statement's period brought: the facility's sales and the online service fees they carried. */
export interface StatementInputs {
  /** The organization's monthly charge and minimum orders amount (per month). */
  monthly_charge_cents: number;
  min_orders_amount_cents: number;
  /**
   * The commissions recorded on the period's captured payments (domain/pos/breakdown.ts
   * `commissionOf`): those through the card provider (commission) and the others (after sale), each
   * less what the period's refunds gave back (`commissionReturned`, in the period the refund
   * succeeded): below 0 when the period's refunds gave back more than its payments brought (a credit).
   */
  commission_cents: number;
  commission_after_sale_cents: number;
  /** The facility's tax percent, added on top of what the platform charges. */
  tax_percent: number;
  orders_count: number;
  /**
   * The period's captured payments less the refunds that succeeded in it (whenever their payments
   * were taken): through the card provider (reader, typed-in card, online), and the rest (cash,
   * onsite methods). Below 0 when the period refunded more than it took.
   */
  card_sales_cents: number;
  other_sales_cents: number;
  service_fees_cents: number;
}

export interface StatementLines {
  monthly_charge_cents: number;
  orders_count: number;
  orders_amount_cents: number;
  min_orders_amount_cents: number;
  shortfall_cents: number;
  commission_cents: number;
  commission_after_sale_cents: number;
  service_fees_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** The months a period counts for the monthly amounts: 1 a calendar month, 12 a year, else its days over 30. */
export function monthsOf(cycle: BillingCycle, period: Period): number {
  if (cycle === 'monthly') return 1;
  if (cycle === 'yearly') return 12;
  // Whole local days (a day of a clock change counts one); an hour or a manual period its part of a day.
  const ms = period.end.getTime() - period.start.getTime();
  return (cycle === 'daily' || cycle === 'weekly' || cycle === 'biweekly' ? Math.round(ms / DAY) : ms / DAY) / 30;
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/**
 * A statement's lines: the monthly charge and minimum for the period's months, the shortfall of the
 * orders under the minimum, the commissions (net of what refunds gave back), the service fees; tax
 * on their sum (never below 0); the total.
 */
export function statementLines(inputs: StatementInputs, months: number): StatementLines {
  const monthly = Math.round(inputs.monthly_charge_cents * months);
  const minimum = Math.round(inputs.min_orders_amount_cents * months);
  const orders = inputs.card_sales_cents + inputs.other_sales_cents;
  // Refunds beyond the period's orders do not raise the shortfall above the minimum.
  const shortfall = Math.max(0, minimum - Math.max(0, orders));
  const commission = inputs.commission_cents;
  const afterSale = inputs.commission_after_sale_cents;
  // A credit (commission given back by refunds) lowers what the period owes, never below nothing:
  // what it leaves over is not carried to the next statement.
  const subtotal = Math.max(0, monthly + shortfall + commission + afterSale + inputs.service_fees_cents);
  const tax = percentOf(subtotal, inputs.tax_percent);
  return {
    monthly_charge_cents: monthly,
    orders_count: inputs.orders_count,
    orders_amount_cents: orders,
    min_orders_amount_cents: minimum,
    shortfall_cents: shortfall,
    commission_cents: commission,
    commission_after_sale_cents: afterSale,
    service_fees_cents: inputs.service_fees_cents,
    tax_cents: tax,
    total_cents: subtotal + tax,
  };
}

export type { Statement } from './statement-schema';

/** A statement declined for want of a card: the organization had no default payment method. */
export const NO_PAYMENT_METHOD = 'no_payment_method';

/**
 * Why a declined statement was declined, as the translation key to show (null when it was not
 * declined): no default payment method (`billing.noPaymentMethod`), or the card provider's reason
 * (`pos.declined.<reason>`; a reason it gave that we do not know reads as a plain decline).
 */
export function declineReasonKey(s: Pick<Statement, 'status' | 'decline_reason'>): string | null {
  if (s.status !== 'declined') return null;
  if (s.decline_reason === NO_PAYMENT_METHOD) return 'billing.noPaymentMethod';
  return declineText((DECLINE_REASONS as readonly string[]).includes(s.decline_reason ?? '') ? (s.decline_reason as DeclineReason) : 'generic');
}

export const BILLING_PATHS = {
  /** GET `?facility_id=&page=&count=`: the organization's statements, newest first → `Statement[]` + total. */
  statements: '/billing/statement/',
  /** GET → the statement as a PDF (`application/pdf`). */
  pdf: (id: number | string) => `/billing/statement/${id}/pdf/`,
  /** GET → the statement as CSV (`text/csv`). */
  csv: (id: number | string) => `/billing/statement/${id}/csv/`,
  /** POST `{ facility_id }`: close a `manually` facility's running period now → `Statement`. */
  close: '/billing/statement/close/',
} as const;

/** The views that open the billing history (SPEC §2.3: /views/billing/view). */
export const BILLING_VIEWS = [3, 4] as const;

/** A statement's period as people read it (dates in the facility's zone; the end is exclusive, so the last day shown is the one before it). */
export function periodLabel(s: Pick<Statement, 'cycle' | 'period_start' | 'period_end' | 'timezone'>): string {
  const start = new Date(s.period_start);
  const end = s.period_end ? new Date(s.period_end) : null;
  const withTime = s.cycle === 'immediately' || s.cycle === 'manually';
  const text = (d: Date) => {
    const { date, minute } = localParts(d.toISOString(), s.timezone);
    return withTime ? `${date} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}` : date;
  };
  if (!end) return `${text(start)} –`;
  return `${text(start)} – ${text(withTime ? end : new Date(end.getTime() - 1))}`;
}

/** The lines of a statement, in order: translation key (`billing.*`) and amount, money or a count. */
export function statementRows(s: Statement): { key: string; cents?: number; count?: number }[] {
  return [
    { key: 'monthlyCharge', cents: s.monthly_charge_cents },
    { key: 'orders', count: s.orders_count },
    { key: 'ordersAmount', cents: s.orders_amount_cents },
    { key: 'minOrdersAmount', cents: s.min_orders_amount_cents },
    { key: 'shortfall', cents: s.shortfall_cents },
    { key: 'commission', cents: s.commission_cents },
    { key: 'commissionAfterSale', cents: s.commission_after_sale_cents },
    { key: 'serviceFees', cents: s.service_fees_cents },
    { key: 'tax', cents: s.tax_cents },
    { key: 'total', cents: s.total_cents },
  ];
}
