import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { balanceOwed } from '../../domain/bookings/price';
import { insidePolicyWindow } from '../../domain/bookings/refund';
import { duplicateMatches, type ContactBooking, type ContactHistory, type ContactMoney } from '../../domain/resources/contact-history';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/connect';
import { bookingEvents, bookingParticipants, bookings, contacts, fields, invoiceLines, invoicePayments, invoiceRefunds, invoices } from '../db/schema';
import { DomainError } from '../domain-error';
import { facilityFor } from './access';

/** The most bookings, and payments with refunds, a contact's page shows (the latest). */
export const HISTORY_LIMIT = 200;

/**
 * A contact's history (domain/resources/contact-history.ts): read only, in a handful of queries. The
 * contact must be of a facility the actor may act on (E404 otherwise, as when it does not exist).
 */
export async function contactHistory(db: Executor, actor: Actor, contactId: number, now: Date): Promise<ContactHistory> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  if (!contact) throw new DomainError('E404');
  const facility = await facilityFor(db, actor, contact.facility_id);

  // Their bookings: made for them, or joined as a player (with that participant's no-show).
  const joined = db.select({ id: bookingParticipants.booking_id }).from(bookingParticipants).where(eq(bookingParticipants.contact_id, contact.id));
  const rows = await db
    .select({
      booking: bookings,
      field_name: fields.name,
      no_show: sql<boolean>`exists (select 1 from ${bookingParticipants} p where p.booking_id = ${bookings.id} and p.contact_id = ${contact.id} and p.no_show)`,
      cancelled_at: sql<string | null>`(select min(e.created_at) from ${bookingEvents} e where e.booking_id = ${bookings.id} and e.kind = 'history' and e.action = 'cancelled')`,
    })
    .from(bookings)
    .innerJoin(fields, eq(fields.id, bookings.field_id))
    .where(and(eq(bookings.facility_id, facility.id), ne(bookings.type, 'blocked'), or(eq(bookings.contact_id, contact.id), inArray(bookings.id, joined))))
    .orderBy(desc(bookings.start_at), desc(bookings.id))
    .limit(HISTORY_LIMIT);

  const list: ContactBooking[] = rows.map(({ booking: b, field_name, no_show, cancelled_at }) => {
    const cancelledAt = cancelled_at ? new Date(cancelled_at) : null;
    return {
      id: b.id,
      start_at: b.start_at.toISOString(),
      end_at: b.end_at.toISOString(),
      field_name,
      type: b.type,
      status: b.status,
      payment_state: b.payment_state,
      amount_cents: b.amount_cents,
      paid_cents: b.amount_paid_cents,
      owed_cents: b.contact_id === contact.id ? balanceOwed({ status: b.status, amount: b.amount_cents, paid: b.amount_paid_cents }) : 0,
      role: b.contact_id === contact.id ? 'contact' : 'player',
      no_show: Boolean(no_show),
      late_cancellation: b.status === 'cancelled' && cancelledAt !== null && insidePolicyWindow(b.start_at, cancelledAt, facility.cancellation_policy_hours),
      notes: b.notes,
    };
  });
  const upcoming = list.filter((b) => b.status !== 'cancelled' && Date.parse(b.end_at) > now.getTime()).reverse();
  const past = list.filter((b) => !upcoming.includes(b));

  // The payments and refunds of their sales: invoices made for them, or that charged their bookings.
  const ids = rows.map((r) => r.booking.id);
  const charged = db
    .select({ id: invoiceLines.invoice_id })
    .from(invoiceLines)
    .where(inArray(invoiceLines.booking_id, ids.length ? ids : [0]));
  const theirs = or(eq(invoices.contact_id, contact.id), inArray(invoices.id, charged));
  const [payments, refunds] = await Promise.all([
    db
      .select({ id: invoicePayments.id, invoice_id: invoicePayments.invoice_id, at: invoicePayments.created_at, method: invoicePayments.method, amount_cents: invoicePayments.amount_cents })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoice_id))
      .where(and(eq(invoices.facility_id, facility.id), eq(invoicePayments.status, 'captured'), theirs))
      .orderBy(desc(invoicePayments.created_at))
      .limit(HISTORY_LIMIT),
    db
      .select({ id: invoiceRefunds.id, invoice_id: invoiceRefunds.invoice_id, at: invoiceRefunds.created_at, method: invoiceRefunds.method, amount_cents: invoiceRefunds.amount_cents })
      .from(invoiceRefunds)
      .innerJoin(invoices, eq(invoices.id, invoiceRefunds.invoice_id))
      .where(and(eq(invoices.facility_id, facility.id), eq(invoiceRefunds.status, 'succeeded'), theirs))
      .orderBy(desc(invoiceRefunds.created_at))
      .limit(HISTORY_LIMIT),
  ]);
  const money: ContactMoney[] = [...payments.map((p) => ({ kind: 'payment' as const, ...p, at: p.at.toISOString() })), ...refunds.map((r) => ({ kind: 'refund' as const, ...r, at: r.at.toISOString() }))].sort(
    (a, b) => b.at.localeCompare(a.at),
  );

  return {
    currency: facility.currency,
    upcoming,
    past,
    money,
    balance_owed_cents: list.reduce((sum, b) => sum + b.owed_cents, 0),
    no_shows: list.filter((b) => b.no_show).length,
    late_cancellations: list.filter((b) => b.late_cancellation).length,
    duplicates: await duplicatesOf(db, contact),
  };
}

/**
 * The facility's other contacts with the same phone (E.164) or the same e-mail (case-insensitive):
 * candidates by the phone's digits or the e-mail in SQL, then the domain's rule decides.
 */
async function duplicatesOf(db: Executor, contact: typeof contacts.$inferSelect): Promise<ContactHistory['duplicates']> {
  const digits = contact.phone.replace(/\D/g, '');
  const email = contact.email.trim().toLowerCase();
  const same = [
    ...(digits.length >= 6 ? [sql`regexp_replace(${contacts.phone}, '\\D', '', 'g') like ${`%${digits.replace(/^0+/, '')}`}`] : []),
    ...(email ? [sql`lower(trim(${contacts.email})) = ${email}`] : []),
  ];
  if (same.length === 0) return [];
  const rows = await db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.facility_id, contact.facility_id), ne(contacts.id, contact.id), or(...same)))
    .orderBy(contacts.name, contacts.id)
    .limit(20);
  return rows.flatMap((r) => {
    const matches = duplicateMatches(contact, r);
    return matches.length ? [{ ...r, same: matches }] : [];
  });
}
