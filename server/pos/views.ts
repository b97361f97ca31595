import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invoice, Payment, PaymentResult, PaymentRow as PaymentListRow, Refund } from '../../domain/pos/api';
import { refundableOf, refundState } from '../../domain/pos/refund';
import { amountPaid, amountRemaining } from '../../domain/pos/tender';
import { isCardKind, type DeclineReason, type PaymentMethodKind, type PaymentStatus } from '../../domain/pos/types';
import type { Executor } from '../db/connect';
import { appUsers, consoleUsers, contacts, facilities, invoicePayments, invoiceRefunds, invoices, onsitePaymentMethods, organizations, terminals } from '../db/schema';
import { translator, type Reader } from '../http/i18n';
import type { LineRow, PaymentRow } from './repository';
import { inReaderLanguage } from './line-texts';

/**
 * The ledger's rows as the API answers them (domain/pos/api.ts): an invoice with its lines, totals
 * derived from its lines and captured payments (never stored), and each payment with what the
 * receipt calls its method. Labels with no name of their own (cash, a card without brand) are in
 * English here; routes translate them by Accept-Language (`localized`).
 */

type TFunction = ReturnType<typeof translator>;
const english = translator('en');

const personName = (first: string | null, last: string | null, username: string | null) => (username === null ? '' : `${first ?? ''} ${last ?? ''}`.trim() || username);

/** A card's brand as people write it: the provider's code ("visa", "amex") named as the brand options name it ("Visa", "American Express"); one we do not know, as given. */
const brandName = (brand: string) => english(`options.cardBrand.${brand.toLowerCase()}`, { defaultValue: brand });

/** What the receipt calls a payment's method. */
export function methodLabel(p: Pick<Payment, 'method' | 'card_brand' | 'card_last4'>, names: { terminal: string | null; onsite: string | null }, t: TFunction = english): string {
  if (p.method === 'onsite' && names.onsite) return names.onsite;
  if (isCardKind(p.method) && p.card_brand && p.card_last4) return `${brandName(p.card_brand)} ···${p.card_last4}`;
  if (p.method === 'reader' && names.terminal) return names.terminal;
  return t(`pos.method.${p.method}`);
}

const payer = alias(consoleUsers, 'payment_operator');
const appUserName = sql<string | null>`case when ${appUsers.id} is null then null else coalesce(nullif(trim(${appUsers.first_name} || ' ' || ${appUsers.last_name}), ''), ${appUsers.username}) end`;

/** The columns a payment's list row reads beside the payment (one query, no per-row look-ups). */
const listColumns = {
  p: invoicePayments,
  terminal: terminals.name,
  onsite: onsitePaymentMethods.name,
  first: payer.first_name,
  last: payer.last_name,
  username: payer.username,
  currency: organizations.currency,
  group_name: organizations.name,
  facility_name: facilities.name,
  contact: contacts.name,
  app_user: appUserName,
  invoice_total: sql<number>`(select coalesce(sum(l.total_cents), 0)::int from invoice_lines l where l.invoice_id = ${invoices.id}) + ${invoices.fees_cents} + ${invoices.tip_cents}`,
  kinds: sql<string[]>`array(select distinct l.kind from invoice_lines l where l.invoice_id = ${invoices.id} order by 1)`,
};

/** Payments as the lists show them, as one query: `where` picks them, `order` sorts them, `limit`/`offset` page them. */
export async function paymentListRows(db: Executor, where: SQL | undefined, order: SQL[] = [asc(invoicePayments.id)], page?: { limit: number; offset: number }): Promise<PaymentListRow[]> {
  const query = db
    .select(listColumns)
    .from(invoicePayments)
    .innerJoin(organizations, eq(organizations.id, invoicePayments.group_id))
    .innerJoin(facilities, eq(facilities.id, invoicePayments.facility_id))
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoice_id))
    .leftJoin(contacts, eq(contacts.id, invoices.contact_id))
    .leftJoin(appUsers, eq(appUsers.id, invoicePayments.app_user_id))
    .leftJoin(terminals, eq(terminals.id, invoicePayments.terminal_id))
    .leftJoin(onsitePaymentMethods, eq(onsitePaymentMethods.id, invoicePayments.onsite_method_id))
    .leftJoin(payer, eq(payer.id, invoicePayments.operator_id))
    .where(where)
    .orderBy(...order);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => {
    const payment = toPayment(r);
    return {
      ...payment,
      group_id: r.p.group_id,
      group_name: r.group_name,
      facility_name: r.facility_name,
      terminal_name: payment.method === 'reader' ? r.terminal : null,
      contact_name: r.contact ?? r.app_user,
      invoice_total_cents: r.invoice_total,
      paid_for: paidFor(r.kinds),
      commission_percent: r.p.commission_percent,
      commission_cents: r.p.commission_cents,
      commission_returned_cents: r.p.commission_returned_cents,
    };
  });
}

/** What an invoice's line kinds paid: bookings, video orders, a counter sale (products and free amounts). */
function paidFor(kinds: readonly string[]): PaymentListRow['paid_for'] {
  const out: PaymentListRow['paid_for'] = [];
  if (kinds.includes('booking')) out.push('booking');
  if (kinds.includes('video')) out.push('video');
  if (kinds.includes('product') || kinds.includes('free')) out.push('sale');
  return out;
}

/** A payment row with the names its answer carries. */
type Named = { p: PaymentRow; terminal: string | null; onsite: string | null; first: string | null; last: string | null; username: string | null; currency: string; app_user: string | null };

function toPayment(r: Named): Payment {
  const p = r.p;
  const base = {
    id: p.id,
    invoice_id: p.invoice_id,
    facility_id: p.facility_id,
    method: p.method as PaymentMethodKind,
    onsite_method_id: p.onsite_method_id,
    terminal_id: p.terminal_id,
    amount_cents: p.amount_cents,
    tip_cents: p.tip_cents,
    tendered_cents: p.tendered_cents,
    change_cents: p.change_cents,
    status: p.status as PaymentStatus,
    decline_reason: p.decline_reason as DeclineReason | null,
    provider_reference: p.provider_reference,
    card_brand: p.card_brand,
    card_last4: p.card_last4,
    idempotency_key: p.idempotency_key,
    operator_id: p.operator_id,
    operator_name: personName(r.first, r.last, r.username),
    currency: r.currency,
    created_at: p.created_at.toISOString(),
    discount_cents: p.discount_cents,
    app_user_name: r.app_user,
    ...refundFacts(p),
  };
  return { ...base, method_label: methodLabel(base, { terminal: r.terminal, onsite: r.onsite }) };
}

/** What was refunded of a payment and what remains to refund (domain/pos/refund.ts), from its row. */
export function refundFacts(p: Pick<PaymentRow, 'status' | 'amount_cents' | 'non_refundable_cents' | 'refunded_cents'>) {
  const facts = { status: p.status as PaymentStatus, amount: p.amount_cents, nonRefundable: p.non_refundable_cents, refunded: p.refunded_cents };
  return { refunded_cents: p.refunded_cents, non_refundable_cents: p.non_refundable_cents, refundable_cents: refundableOf(facts), refund_state: refundState(facts, p.refunded_cents) };
}

export async function paymentView(db: Executor, id: number): Promise<PaymentListRow> {
  const [row] = await paymentListRows(db, eq(invoicePayments.id, id));
  return row!;
}

const refunder = alias(consoleUsers, 'refund_operator');

/** The refunds of a payment as the API answers them, oldest first. */
export async function refundsView(db: Executor, paymentId: number): Promise<Refund[]> {
  const rows = await db
    .select({ r: invoiceRefunds, first: refunder.first_name, last: refunder.last_name, username: refunder.username, currency: organizations.currency })
    .from(invoiceRefunds)
    .innerJoin(organizations, eq(organizations.id, invoiceRefunds.group_id))
    .leftJoin(refunder, eq(refunder.id, invoiceRefunds.operator_id))
    .where(eq(invoiceRefunds.payment_id, paymentId))
    .orderBy(asc(invoiceRefunds.id));
  return rows.map(({ r, first, last, username, currency }) => ({
    id: r.id,
    payment_id: r.payment_id,
    invoice_id: r.invoice_id,
    amount_cents: r.amount_cents,
    commission_cents: r.commission_cents,
    reason: r.reason,
    method: r.method as PaymentMethodKind,
    status: r.status as Refund['status'],
    decline_reason: r.decline_reason as DeclineReason | null,
    provider_reference: r.provider_reference,
    operator_id: r.operator_id,
    operator_name: personName(first, last, username),
    currency,
    created_at: r.created_at.toISOString(),
    items: r.items.map((i) => ({ line_id: i.line_id, quantity: i.quantity })),
  }));
}

/** What an invoice owes: lines + fees (before the tip). */
export const dueOf = (lines: readonly Pick<LineRow, 'total_cents'>[], fees: number) => lines.reduce((s, l) => s + l.total_cents, 0) + fees;

/** The ledger's payments as the tender rules read them (`domain/pos/tender.ts`): what was paid counts captured amounts only, so the method is not needed here. */
export const tenderOf = (payments: readonly Pick<PaymentRow, 'amount_cents' | 'status' | 'method'>[]) =>
  payments.map((p) => ({ method: { kind: 'cash' as const }, amount: p.amount_cents, status: p.status as PaymentStatus }));

const operator = alias(consoleUsers, 'invoice_operator');

/** A payment row as `json_agg` answers it: timestamps are ISO strings. */
type PaymentJson = Omit<PaymentRow, 'created_at'> & { created_at: string };

/**
 * An invoice as the API answers it (the receipt), or undefined: one query, its lines and its
 * payments (with their names, as `paymentRows`) aggregated as JSON.
 */
export async function invoiceView(db: Executor, id: number): Promise<Invoice | undefined> {
  const [head] = await db
    .select({
      i: invoices,
      facility: facilities.name,
      currency: organizations.currency,
      contact: { id: contacts.id, name: contacts.name, email: contacts.email },
      first: operator.first_name,
      last: operator.last_name,
      username: operator.username,
      lines: sql<LineRow[]>`coalesce((select json_agg(l order by l.id) from invoice_lines l where l.invoice_id = ${invoices.id}), '[]')`,
      payments: sql<(Omit<Named, 'currency' | 'p'> & { p: PaymentJson })[]>`coalesce((
        select json_agg(json_build_object('p', p, 'terminal', t.name, 'onsite', o.name, 'first', u.first_name, 'last', u.last_name, 'username', u.username,
          'app_user', case when a.id is null then null else coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), a.username) end) order by p.id)
        from invoice_payments p
        left join app_users a on a.id = p.app_user_id
        left join terminals t on t.id = p.terminal_id
        left join onsite_payment_methods o on o.id = p.onsite_method_id
        left join console_users u on u.id = p.operator_id
        where p.invoice_id = ${invoices.id}), '[]')`,
    })
    .from(invoices)
    .innerJoin(facilities, eq(facilities.id, invoices.facility_id))
    .innerJoin(organizations, eq(organizations.id, invoices.group_id))
    .leftJoin(contacts, eq(contacts.id, invoices.contact_id))
    .leftJoin(operator, eq(operator.id, invoices.operator_id))
    .where(eq(invoices.id, id));
  if (!head) return undefined;
  const lines = head.lines;
  // A payment is in its invoice's organization (its currency).
  const payments = head.payments.map((r) => toPayment({ ...r, p: { ...r.p, created_at: new Date(r.p.created_at) }, currency: head.currency }));
  const i = head.i;
  const subtotal = lines.reduce((s, l) => s + l.total_cents, 0);
  const tax = lines.reduce((s, l) => s + l.tax_cents, 0);
  const due = subtotal + i.fees_cents;
  const total = due + i.tip_cents;
  const tender = tenderOf(payments.map((p) => ({ amount_cents: p.amount_cents, status: p.status, method: p.method })));
  return {
    id: i.id,
    facility_id: i.facility_id,
    facility_name: head.facility,
    status: i.status as Invoice['status'],
    tab_name: i.tab_name,
    contact: head.contact?.id == null ? null : { id: head.contact.id, name: head.contact.name ?? '', email: head.contact.email ?? '' },
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind as Invoice['lines'][number]['kind'],
      product_id: l.product_id,
      booking_id: l.booking_id,
      participant_id: l.participant_id,
      video_order_id: l.video_order_id,
      description: l.description,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      total_cents: l.total_cents,
      tax_cents: l.tax_cents,
      returned_quantity: l.returned_quantity ?? 0,
    })),
    subtotal_cents: subtotal,
    net_cents: subtotal - tax,
    tax_cents: tax,
    tax_percent: i.tax_percent,
    fees_cents: i.fees_cents,
    due_cents: due,
    tip_cents: i.tip_cents,
    total_cents: total,
    paid_cents: amountPaid(tender),
    remaining_cents: amountRemaining(total, tender),
    currency: head.currency,
    payments,
    operator_name: personName(head.first, head.last, head.username),
    created_at: i.created_at.toISOString(),
    paid_at: i.paid_at?.toISOString() ?? null,
  };
}

/** A payment and its invoice after it (the answer of every payment call): the payment is read with the invoice's. */
export async function paymentResultView(db: Executor, payment: { id: number; invoice_id: number }): Promise<PaymentResult> {
  const invoice = (await invoiceView(db, payment.invoice_id))!;
  return { payment: invoice.payments.find((p) => p.id === payment.id) ?? (await paymentView(db, payment.id)), invoice };
}

/** The method labels of an answer in the request's language (cash, a card without brand). */
export function localized<T extends { method: string; method_label: string; card_brand: string | null; card_last4: string | null }>(payment: T, t: TFunction): T {
  const generic = english(`pos.method.${payment.method}`);
  return payment.method_label === generic ? { ...payment, method_label: t(`pos.method.${payment.method}`) } : payment;
}

/** An invoice in its reader's language: the method labels, and its booking and video lines (server/pos/line-texts.ts). */
export async function localizedInvoice(db: Executor, invoice: Invoice, reader: Reader): Promise<Invoice> {
  return { ...invoice, lines: await inReaderLanguage(db, invoice.lines, reader), payments: invoice.payments.map((p) => localized(p, reader.t)) };
}
