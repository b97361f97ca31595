import { inArray } from 'drizzle-orm';
import { commissionOf } from '../../domain/pos/breakdown';
import type { Tx } from '../db/connect';
import { facilities } from '../db/schema';
import * as repo from './repository';

/** How a sale was paid at the desk: cash or one of the facility's onsite methods. */
export type DeskMethod = { kind: 'cash' } | { kind: 'onsite'; method_id: number };

/** What a past sale needs of its facility: its organization, tax, commission and clock. */
export interface SalePlace {
  id: number;
  group_id: number;
  tax_percent: number;
  commission: number;
  commission_after_sale: number;
  timezone: string;
  time_format: string;
}

/** The facilities of past sales, by id (one statement). */
export async function salePlaces(tx: Tx, facilityIds: readonly number[]): Promise<Map<number, SalePlace>> {
  const rows = await tx
    .select({
      id: facilities.id,
      group_id: facilities.group_id,
      tax_percent: facilities.tax_percent,
      commission: facilities.commission,
      commission_after_sale: facilities.commission_after_sale,
      timezone: facilities.timezone,
      time_format: facilities.time_format,
    })
    .from(facilities)
    .where(inArray(facilities.id, [...new Set(facilityIds)]));
  return new Map(rows.map((f) => [f.id, f]));
}

/** One sale of the past: one line, paid in full at `at` by one captured payment of `method`, taken by `operatorId`. */
export interface PastSale {
  facility: SalePlace;
  contactId: number | null;
  operatorId: number;
  method: DeskMethod;
  at: Date;
  key: string;
  requestHash: string;
  line: repo.NewLine & { total_cents: number };
  /** The part of the payment never refunded (a booking's service fee). */
  nonRefundable: number;
}

/**
 * Past sales recorded at once, each as the desk writes one at its moment (an invoice paid at `at`
 * with its line, one captured payment carrying its commission, `afterCapture`'s figures), in three
 * statements whatever their number. What the paid invoice pays (a booking's paid amount, a video
 * order's status) is the caller's. Answers the invoices' ids, in the sales' order.
 */
export async function recordPastSales(tx: Tx, sales: readonly PastSale[]): Promise<number[]> {
  if (sales.length === 0) return [];
  const invoices = await repo.insertInvoices(
    tx,
    sales.map((s) => ({
      group_id: s.facility.group_id,
      facility_id: s.facility.id,
      contact_id: s.contactId,
      tax_percent: s.facility.tax_percent,
      operator_id: s.operatorId,
      idempotency_key: s.key,
      status: 'paid',
      paid_at: s.at,
      created_at: s.at,
      updated_at: s.at,
    })),
  );
  await repo.insertLinesOfInvoices(
    tx,
    sales.map((s, i) => ({ ...s.line, invoice_id: invoices[i]! })),
  );
  await repo.insertPayments(
    tx,
    sales.map((s, i) => {
      const amount = s.line.total_cents;
      const commission = commissionOf({ method: s.method.kind, amount, tip: 0, serviceFee: s.nonRefundable }, s.facility);
      return {
        group_id: s.facility.group_id,
        facility_id: s.facility.id,
        invoice_id: invoices[i]!,
        method: s.method.kind,
        onsite_method_id: s.method.kind === 'onsite' ? s.method.method_id : null,
        amount_cents: amount,
        status: 'captured',
        idempotency_key: s.key,
        request_hash: s.requestHash,
        operator_id: s.operatorId,
        settled_at: s.at,
        non_refundable_cents: s.nonRefundable,
        commission_percent: commission.percent,
        commission_cents: commission.cents,
        created_at: s.at,
        updated_at: s.at,
      };
    }),
  );
  return invoices;
}
