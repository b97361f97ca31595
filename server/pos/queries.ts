import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { OpenTabRow, PaymentFilters, PaymentRow as PaymentListRow, PosBookingRow, PosProductRow, posProductsQuerySchema } from '../../domain/pos/api';
import type { FacilityRow } from '../bookings/access';
import { balanceOf } from '../bookings/pricing';
import { participantsOf } from '../bookings/repository';
import { slotAt } from '../bookings/service';
import type { Executor } from '../db/connect';
import { appUsers, bookings, consoleUsers, contacts, fields, invoiceLines, invoicePayments, invoices, products, videoOrders } from '../db/schema';
import type { Reader } from '../http/i18n';
import { bookingCharge, bookingLineText } from './booking-charges';
import { bookingVideoLine } from './video-lines';
import { paymentListRows } from './views';

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

/**
 * The facility's live bookings of a local day with something owed (their balance, or their pending
 * "include video" order), with what each participant still owes and the video order's line.
 */
export async function posBookings(db: Executor, facility: FacilityRow, date: string, reader: Reader): Promise<PosBookingRow[]> {
  const { start, end } = slotAt(facility, date, '00:00', 24 * 60);
  const rows = await db
    .select({ b: bookings, field: fields.name, contact: { id: contacts.id, name: contacts.name } })
    .from(bookings)
    .innerJoin(fields, eq(fields.id, bookings.field_id))
    .leftJoin(contacts, eq(contacts.id, bookings.contact_id))
    .where(
      and(
        eq(bookings.facility_id, facility.id),
        ne(bookings.status, 'cancelled'),
        gte(bookings.start_at, start),
        lt(bookings.start_at, end),
        or(
          sql`${bookings.amount_paid_cents} < ${bookings.amount_cents}`,
          sql`exists (select 1 from ${videoOrders} where ${videoOrders.booking_id} = ${bookings.id} and ${videoOrders.status} = 'pending' and ${videoOrders.total_cents} > 0)`,
        ),
      ),
    )
    .orderBy(asc(bookings.start_at), asc(bookings.id));
  const out: PosBookingRow[] = [];
  for (const { b, field, contact } of rows) {
    const video = await bookingVideoLine(db, b.id);
    if (balanceOf(b) === 0 && !video) continue;
    const participants = (await participantsOf(db, b.id)).filter((p) => !p.not_going);
    const owed = [];
    for (const p of participants) {
      const share = await bookingCharge(db, facility, b, p.id, reader);
      owed.push({ id: p.id, name: p.name, owed_cents: share?.amount_cents ?? 0, description: share?.description ?? p.name });
    }
    out.push({
      booking_id: b.id,
      field_name: field,
      start_at: b.start_at.toISOString(),
      end_at: b.end_at.toISOString(),
      contact: contact?.id == null ? null : { id: contact.id, name: contact.name ?? '' },
      description: bookingLineText({ field_name: field, start_at: b.start_at, end_at: b.end_at, timezone: facility.timezone, time_format: facility.time_format }, null, reader),
      amount_cents: b.amount_cents,
      paid_cents: b.amount_paid_cents,
      balance_cents: balanceOf(b),
      participants: owed,
      video,
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

const SORTS: Record<PaymentFilters['order'], AnyPgColumn> = {
  created_at: invoicePayments.created_at,
  amount_cents: invoicePayments.amount_cents,
  status: invoicePayments.status,
  method: invoicePayments.method,
};

/**
 * Whose payments a list reads (the caller checked the actor's access): one facility (view 24), the
 * facilities of an organization the user may see (view 3), or app users' online payments of every
 * organization or one (view 22).
 */
export type PaymentScope = { facilityIds: readonly number[] } | { online: true; groupId?: number };

function scopeWhere(scope: PaymentScope): SQL | undefined {
  if ('facilityIds' in scope) return scope.facilityIds.length === 1 ? eq(invoicePayments.facility_id, scope.facilityIds[0]!) : inArray(invoicePayments.facility_id, [...scope.facilityIds]);
  return and(eq(invoicePayments.method, 'online'), scope.groupId === undefined ? undefined : eq(invoicePayments.group_id, scope.groupId));
}

/** SPEC §3 refund state as a condition on the payment's row (domain/pos/refund.ts `refundState`). */
function refundStateWhere(state: PaymentFilters['refund_state']): SQL | undefined {
  if (state === undefined) return undefined;
  if (state === 'none') return eq(invoicePayments.refunded_cents, 0);
  const whole = sql`${invoicePayments.amount_cents} - ${invoicePayments.non_refundable_cents}`;
  return state === 'refunded'
    ? sql`${invoicePayments.refunded_cents} > 0 and ${invoicePayments.refunded_cents} >= ${whole}`
    : sql`${invoicePayments.refunded_cents} > 0 and ${invoicePayments.refunded_cents} < ${whole}`;
}

/** The contact filter: part of the sale's contact's name, e-mail or phone, or of the app user's who paid online. */
function contactWhere(text: string | undefined): SQL | undefined {
  const search = text?.trim();
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return sql`(exists (select 1 from ${invoices} i join ${contacts} c on c.id = i.contact_id where i.id = ${invoicePayments.invoice_id} and (c.name ilike ${like} or c.email ilike ${like} or c.phone ilike ${like}))
    or exists (select 1 from ${appUsers} a where a.id = ${invoicePayments.app_user_id} and (a.first_name || ' ' || a.last_name ilike ${like} or a.username ilike ${like} or a.email ilike ${like} or a.phone ilike ${like})))`;
}

/** The payments of `scope` the filters match (the list's and the CSV's one condition). */
export function paymentsWhere(scope: PaymentScope, q: Omit<PaymentFilters, 'order' | 'direction'>): SQL | undefined {
  return and(
    scopeWhere(scope),
    q.from === undefined ? undefined : gte(invoicePayments.created_at, new Date(q.from)),
    q.to === undefined ? undefined : lt(invoicePayments.created_at, new Date(q.to)),
    q.method === undefined ? undefined : eq(invoicePayments.method, q.method),
    q.status === undefined ? undefined : eq(invoicePayments.status, q.status),
    refundStateWhere(q.refund_state),
    q.operator_id === undefined ? undefined : eq(invoicePayments.operator_id, q.operator_id),
    q.terminal_id === undefined ? undefined : eq(invoicePayments.terminal_id, q.terminal_id),
    q.amount_min === undefined ? undefined : gte(invoicePayments.amount_cents, q.amount_min),
    q.amount_max === undefined ? undefined : lte(invoicePayments.amount_cents, q.amount_max),
    contactWhere(q.contact),
  );
}

const orderOf = (q: Pick<PaymentFilters, 'order' | 'direction'>) => (q.direction === 'asc' ? [asc(SORTS[q.order]), asc(invoicePayments.id)] : [desc(SORTS[q.order]), desc(invoicePayments.id)]);

/** A page of the payments of `scope` the filters match (views 24, 3, 22), and how many match. */
export async function paymentsPage(db: Executor, scope: PaymentScope, q: PaymentFilters & { count: number; page: number }): Promise<{ rows: PaymentListRow[]; total: number }> {
  const where = paymentsWhere(scope, q);
  // The page's ids from the payments alone (their indexes sort and page them), then their names for those rows only.
  // By date in one facility, the index (invoice_payments_facility_list_idx) hands the page's rows in order, read
  // up to the page only: they are counted apart. Any other order sorts every match: the page's rows carry the count
  // of that same pass (count(*) over ()); a page past the end has no row to carry it and is counted apart too.
  const inIndexOrder = q.order === 'created_at' && 'facilityIds' in scope && scope.facilityIds.length === 1;
  const ids = await db
    .select({ id: invoicePayments.id, ...(inIndexOrder ? {} : { total: sql<number>`(count(*) over ())::int` }) })
    .from(invoicePayments)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(q.count)
    .offset((q.page - 1) * q.count);
  const carried = (ids[0] as { total?: number } | undefined)?.total;
  const total = carried ?? (ids.length === 0 && q.page === 1 && !inIndexOrder ? 0 : await paymentsCount(db, where));
  const rows =
    ids.length === 0
      ? []
      : await paymentListRows(
          db,
          inArray(
            invoicePayments.id,
            ids.map((r) => r.id),
          ),
          orderOf(q),
        );
  return { rows, total };
}

async function paymentsCount(db: Executor, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoicePayments)
    .where(where);
  return count?.n ?? 0;
}

/** Every payment of `scope` the filters match, in the list's order (the CSV), or null when more than `max` match. */
export async function paymentsAll(db: Executor, scope: PaymentScope, q: PaymentFilters, max: number): Promise<PaymentListRow[] | null> {
  const rows = await paymentListRows(db, paymentsWhere(scope, q), orderOf(q), { limit: max + 1, offset: 0 });
  return rows.length > max ? null : rows;
}
