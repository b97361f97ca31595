import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { OpenTabRow, PaymentListQuery, PaymentRow as PaymentListRow, PosBookingRow, PosProductRow, posProductsQuerySchema } from '../../domain/pos/api';
import type { FacilityRow } from '../bookings/access';
import { balanceOf } from '../bookings/pricing';
import { participantsOf } from '../bookings/repository';
import { slotAt } from '../bookings/service';
import type { Executor } from '../db/connect';
import { bookings, consoleUsers, contacts, fields, invoiceLines, invoicePayments, invoices, products, terminals } from '../db/schema';
import { bookingCharge } from './booking-charges';
import { paymentView } from './views';

/** The POS's reads (lists of the counter and of view 24), each scoped to a facility the caller checked. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The facility's active products, by name; `search` matches the name or the code, `category_id` narrows. */
export async function posProducts(db: Executor, facilityId: number, q: z.output<typeof posProductsQuerySchema>): Promise<PosProductRow[]> {
  const search = q.search?.trim();
  const like = search ? `%${escapeLike(search)}%` : null;
  return db
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      category_id: products.category_id,
      price_cents: products.price_cents,
      stock: products.stock,
      low_stock: products.low_stock,
      image: products.image,
    })
    .from(products)
    .where(
      and(
        eq(products.facility_id, facilityId),
        eq(products.status, 'A'),
        q.category_id === undefined ? undefined : eq(products.category_id, q.category_id),
        like === null ? undefined : or(ilike(products.name, like), ilike(products.code, like)),
      ),
    )
    .orderBy(sql`lower(${products.name})`, asc(products.id))
    .limit(500);
}

/** The facility's live bookings of a local day with something owed, with what each participant still owes. */
export async function posBookings(db: Executor, facility: FacilityRow, date: string): Promise<PosBookingRow[]> {
  const { start, end } = slotAt(facility, date, '00:00', 24 * 60);
  const rows = await db
    .select({ b: bookings, field: fields.name, contact: { id: contacts.id, name: contacts.name } })
    .from(bookings)
    .innerJoin(fields, eq(fields.id, bookings.field_id))
    .leftJoin(contacts, eq(contacts.id, bookings.contact_id))
    .where(and(eq(bookings.facility_id, facility.id), ne(bookings.status, 'cancelled'), gte(bookings.start_at, start), lt(bookings.start_at, end), sql`${bookings.amount_paid_cents} < ${bookings.amount_cents}`))
    .orderBy(asc(bookings.start_at), asc(bookings.id));
  const out: PosBookingRow[] = [];
  for (const { b, field, contact } of rows) {
    const participants = (await participantsOf(db, b.id)).filter((p) => !p.not_going);
    const owed = [];
    for (const p of participants) owed.push({ id: p.id, name: p.name, owed_cents: (await bookingCharge(db, facility, b, p.id))?.amount_cents ?? 0 });
    out.push({
      booking_id: b.id,
      field_name: field,
      start_at: b.start_at.toISOString(),
      end_at: b.end_at.toISOString(),
      contact: contact?.id == null ? null : { id: contact.id, name: contact.name ?? '' },
      amount_cents: b.amount_cents,
      paid_cents: b.amount_paid_cents,
      balance_cents: balanceOf(b),
      participants: owed,
    });
  }
  return out;
}

const tabOperator = alias(consoleUsers, 'tab_operator');

/** The facility's open tabs, most recently changed first. */
export async function openTabs(db: Executor, facility: FacilityRow): Promise<OpenTabRow[]> {
  const rows = await db
    .select({
      i: invoices,
      contact: { id: contacts.id, name: contacts.name },
      first: tabOperator.first_name,
      last: tabOperator.last_name,
      username: tabOperator.username,
      lines: sql<number>`(select count(*)::int from ${invoiceLines} where ${invoiceLines.invoice_id} = ${invoices.id})`,
      total: sql<number>`(select coalesce(sum(${invoiceLines.total_cents}), 0)::int from ${invoiceLines} where ${invoiceLines.invoice_id} = ${invoices.id})`,
    })
    .from(invoices)
    .leftJoin(contacts, eq(contacts.id, invoices.contact_id))
    .leftJoin(tabOperator, eq(tabOperator.id, invoices.operator_id))
    .where(and(eq(invoices.facility_id, facility.id), eq(invoices.status, 'open'), sql`${invoices.tab_name} is not null`))
    .orderBy(desc(invoices.updated_at), desc(invoices.id))
    .limit(200);
  return rows.map((r) => ({
    invoice_id: r.i.id,
    name: r.i.tab_name ?? '',
    contact: r.contact?.id == null ? null : { id: r.contact.id, name: r.contact.name ?? '' },
    lines: r.lines,
    total_cents: r.total + r.i.fees_cents,
    currency: facility.currency,
    operator_name: r.username === null ? '' : `${r.first ?? ''} ${r.last ?? ''}`.trim() || r.username,
    updated_at: r.i.updated_at.toISOString(),
  }));
}

const SORTS: Record<PaymentListQuery['order'], AnyPgColumn> = {
  created_at: invoicePayments.created_at,
  amount_cents: invoicePayments.amount_cents,
  status: invoicePayments.status,
  method: invoicePayments.method,
};

/** A page of the facility's payments (view 24) with the filters of `paymentListQuerySchema`, and how many match. */
export async function paymentsPage(db: Executor, facility: FacilityRow, q: PaymentListQuery): Promise<{ rows: PaymentListRow[]; total: number }> {
  const where = and(
    eq(invoicePayments.facility_id, facility.id),
    q.from === undefined ? undefined : gte(invoicePayments.created_at, new Date(q.from)),
    q.to === undefined ? undefined : lt(invoicePayments.created_at, new Date(q.to)),
    q.method === undefined ? undefined : eq(invoicePayments.method, q.method),
    q.status === undefined ? undefined : eq(invoicePayments.status, q.status),
    q.operator_id === undefined ? undefined : eq(invoicePayments.operator_id, q.operator_id),
    q.terminal_id === undefined ? undefined : eq(invoicePayments.terminal_id, q.terminal_id),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoicePayments)
    .where(where);
  const order = q.direction === 'asc' ? asc(SORTS[q.order]) : desc(SORTS[q.order]);
  const ids = await db
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(where)
    .orderBy(order, q.direction === 'asc' ? asc(invoicePayments.id) : desc(invoicePayments.id))
    .limit(q.count)
    .offset((q.page - 1) * q.count);
  return {
    rows: await paymentRowsOf(
      db,
      facility,
      ids.map((r) => r.id),
    ),
    total: count?.n ?? 0,
  };
}

/** Payments as the list shows them, in the order of `ids`. */
export async function paymentRowsOf(db: Executor, facility: FacilityRow, ids: number[]): Promise<PaymentListRow[]> {
  if (ids.length === 0) return [];
  const extra = await db
    .select({
      id: invoicePayments.id,
      contact: contacts.name,
      total: sql<number>`(select coalesce(sum(${invoiceLines.total_cents}), 0)::int from ${invoiceLines} where ${invoiceLines.invoice_id} = ${invoices.id}) + ${invoices.fees_cents} + ${invoices.tip_cents}`,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoice_id))
    .leftJoin(contacts, eq(contacts.id, invoices.contact_id))
    .where(inArray(invoicePayments.id, ids));
  const byId = new Map(extra.map((e) => [e.id, e]));
  const out: PaymentListRow[] = [];
  for (const id of ids) {
    const payment = await paymentView(db, id);
    const more = byId.get(id)!;
    out.push({
      ...payment,
      facility_name: facility.name,
      terminal_name: payment.method === 'reader' && payment.terminal_id !== null ? await terminalName(db, payment.terminal_id) : null,
      contact_name: more.contact,
      invoice_total_cents: more.total,
    });
  }
  return out;
}

async function terminalName(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ name: terminals.name }).from(terminals).where(eq(terminals.id, id));
  return row?.name ?? null;
}
