import { and, eq, getTableColumns } from 'drizzle-orm';
import type { BookingRefusal } from '../../domain/bookings/rules';
import { assertFacilityAccess } from '../auth/guard';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/connect';
import { cancellationReasons, contacts, facilities, fields, organizations } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { bookingById, type BookingRow } from './repository';

/**
 * What every booking service checks before a change: the actor may act on the facility (SPEC §6
 * tenancy), the field, contact and reason belong to it, and how the booking rules' refusals read.
 */

/** Who may book: the schedule (23), the reservation (31) and the reservation form (35). */
export const BOOKING_VIEWS = [23, 31, 35];

/** A facility with its organization's `currency`, that of the amounts of its bookings. */
export type FacilityRow = typeof facilities.$inferSelect & { currency: string; cancellation_policy_hours: number };
export type FieldRow = typeof fields.$inferSelect;

/** The facility, when the actor may act on it; E404 otherwise, as when it does not exist (ids of other tenants are not revealed). The system acts on every facility. */
export async function facilityFor(db: Executor, actor: Actor, facilityId: number): Promise<FacilityRow> {
  const [facility] = await db.select(facilityColumns).from(facilities).innerJoin(organizations, eq(organizations.id, facilities.group_id)).where(eq(facilities.id, facilityId));
  if (!facility) throw new DomainError('E404');
  return actingOn(actor, facility);
}

/** A FacilityRow's columns, for a query that reads the facility with something else (join `organizations` on `facilities.group_id`). */
export const facilityColumns = { ...getTableColumns(facilities), currency: organizations.currency, cancellation_policy_hours: organizations.cancellation_policy_hours };

/** The facility read, when the actor may act on it (E404 otherwise). */
export function actingOn(actor: Actor, facility: FacilityRow): FacilityRow {
  if ('user' in actor) assertFacilityAccess(actor.user, facility);
  return facility;
}

/** A booking and its facility, if the actor may act on that facility (E404 when there is no such booking). */
export async function bookingFor(db: Executor, actor: Actor, bookingId: number): Promise<{ booking: BookingRow; facility: FacilityRow }> {
  const booking = await bookingById(db, bookingId);
  if (!booking) throw new DomainError('E404');
  return { booking, facility: await facilityFor(db, actor, booking.facility_id) };
}

/** An active field of the facility (E400 on `field_id` otherwise). */
export async function activeField(db: Executor, facilityId: number, fieldId: number): Promise<FieldRow> {
  const [field] = await db
    .select()
    .from(fields)
    .where(and(eq(fields.id, fieldId), eq(fields.facility_id, facilityId), eq(fields.status, 'A')));
  if (!field) throw invalidInput('field_id');
  return field;
}

/** A field of the facility, active or not (E400 on `field_id` otherwise): a series keeps the field it was made on. */
export async function facilityField(db: Executor, facilityId: number, fieldId: number): Promise<FieldRow> {
  const [field] = await db
    .select()
    .from(fields)
    .where(and(eq(fields.id, fieldId), eq(fields.facility_id, facilityId)));
  if (!field) throw invalidInput('field_id');
  return field;
}

/** A contact of the facility, or none (E400 on `contact_id` otherwise). */
export async function checkContact(db: Executor, facilityId: number, contactId: number | null): Promise<void> {
  if (contactId === null) return;
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.facility_id, facilityId)));
  if (!contact) throw invalidInput('contact_id');
}

/** The active cancellation reasons of an organization (ids). */
export async function activeReasonIds(db: Executor, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(and(eq(cancellationReasons.group_id, groupId), eq(cancellationReasons.status, 'A')));
  return rows.map((r) => r.id);
}

/** Whether `reasonId` is an active cancellation reason of the organization. */
export async function isActiveReason(db: Executor, groupId: number, reasonId: number): Promise<boolean> {
  return (await activeReasonIds(db, groupId)).includes(reasonId);
}

/** The booking rules refused: E409 with the reason, translated (`bookings.refused.<reason>`), the code in `data`. */
export function refused(reason: BookingRefusal): DomainError {
  if (reason === 'reason_unknown') return invalidInput('reason_id', undefined, { data: { reason } });
  return new DomainError('E409', { key: `bookings.refused.${reason}` }, { reason });
}
