import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { cardBrand, cardDigits, isExpired } from '../../domain/payments/card';
import type { ResourceName } from '../../domain/resources/manifest';
import type { Db } from '../db/connect';
import { contacts, organizations, paymentMethods } from '../db/schema';
import { conflictsWith, conflictsWithAny } from '../bookings/repository';
import { DomainError } from '../domain-error';
import { fieldError } from '../http/errors';
import { operatorCandidates } from './terminal-operators';
import { sanitizeNotificationHtml } from './notification-html';
import { afterConsoleUserWrite, afterRoleWrite, appUserHook, consoleUserHook, roleHook, roleInReach, userInReach } from './user-hooks';

/** What a write hook sees: the write's transaction, the validated body, the record's id (null on create) and its tenant. */
export interface WriteContext {
  readonly db: Db;
  readonly request: FastifyRequest;
  readonly values: Record<string, unknown>;
  readonly id: number | null;
  readonly tenant: number | null;
}

/**
 * Server rules of a resource beyond its schema, run in the write's transaction before the row is
 * written (./write.ts): they turn the body into the columns (hash a password, keep only a card's
 * last four digits) or refuse it with an AppError. Resources without rules have no entry.
 */
export type WriteHook = (ctx: WriteContext) => Promise<Record<string, unknown>>;

/**
 * A rule on the record acted on, run before its update, delete or image upload (after tenancy):
 * refuses with an AppError. Console users and roles: not one that sees more than the author.
 */
export type TargetGuard = (ctx: { readonly db: Db; readonly request: FastifyRequest; readonly id: number }) => Promise<void>;

/**
 * A card: brand and last four digits kept, number and CVV dropped; not expired; one default per
 * organization: a new default clears the old one in the write's transaction (a failed write keeps
 * it), and the unique index payment_methods_default_key refuses a second one written at the same time.
 */
const paymentMethodHook: WriteHook = async ({ db, request, values, id, tenant }) => {
  const { card_number, cvv: _cvv, ...rest } = values;
  const now = new Date();
  if (isExpired(String(rest.expiry), { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 })) throw fieldError(request, 'expiry', 'validation.cardExpired');
  if (rest.is_default === true && tenant !== null) {
    const others = and(eq(paymentMethods.group_id, tenant), eq(paymentMethods.is_default, true), id === null ? undefined : ne(paymentMethods.id, id));
    await db.update(paymentMethods).set({ is_default: false }).where(others);
  }
  if (typeof card_number !== 'string') return rest;
  const digits = cardDigits(card_number);
  return { ...rest, brand: cardBrand(digits), last4: digits.slice(-4) };
};

/** The end of the time a field's bookings are looked for in (any booking not yet over is before it). */
const FAR_FUTURE = new Date('9999-01-01T00:00:00Z');

/**
 * Sharing a field (issue 14): a booking on one then blocks the other, so two fields become shared
 * only while no live booking of one, not yet over, overlaps one of the other; otherwise E409 with
 * those bookings in `data.conflicts` (as the booking overlap answer). The booking repository's
 * overlap queries decide; a new field has no bookings yet.
 */
const fieldHook: WriteHook = async ({ db, values, id }) => {
  const shared = values.shared_field_id as number | null | undefined;
  if (id === null || !shared || shared === id) return values;
  const ranges = (list: { start_at: string; end_at: string }[]) => list.map((b) => ({ start: new Date(b.start_at), end: new Date(b.end_at) }));
  const mine = (await conflictsWith(db, [id], new Date(), FAR_FUTURE)).filter((b) => b.field_id === id);
  const theirs = (await conflictsWithAny(db, [shared], ranges(mine))).filter((b) => b.field_id === shared);
  if (theirs.length === 0) return values;
  const hit = (await conflictsWithAny(db, [id], ranges(theirs))).filter((b) => b.field_id === id);
  const conflicts = [...hit, ...theirs].sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
  throw new DomainError('E409', { key: 'records.sharedFieldOverlap' }, { conflicts });
};

/**
 * A console notification: every organization it names exists (listed once); last_update is the
 * time of this write, so a notification a user dismissed shows again after an edit (SPEC §6).
 */
const consoleNotificationHook: WriteHook = async ({ db, request, values }) => {
  const groups = [...new Set(values.groups_ids as number[])];
  if (groups.length > 0) {
    const found = await db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, groups));
    if (found.length !== groups.length) throw fieldError(request, 'groups_ids', 'validation.invalidFormat');
  }
  return { ...values, groups_ids: groups, last_update: new Date(), ...(typeof values.html_code === 'string' ? { html_code: sanitizeNotificationHtml(values.html_code) } : {}) };
};

/** A ranking group's band: the minimum rating below the maximum. */
const rankingGroupHook: WriteHook = async ({ request, values }) => {
  if ((values.min_rating as number) >= (values.max_rating as number)) throw fieldError(request, 'max_rating', 'validation.minBelowMax');
  return values;
};

/** A terminal's operators are users who may open its facility (server/resources/terminal-operators.ts). */
const terminalHook: WriteHook = async ({ db, request, values, tenant }) => {
  const wanted = [...new Set((values.operators_ids as number[] | undefined) ?? [])];
  if (wanted.length === 0 || tenant === null) return { ...values, operators_ids: wanted };
  const allowed = new Set((await operatorCandidates(db, tenant)).map((o) => o.id));
  if (wanted.some((id) => !allowed.has(id))) throw fieldError(request, 'operators_ids', 'validation.invalidFormat');
  return { ...values, operators_ids: wanted };
};

/** A players group's members are contacts of its facility. */
const playersGroupHook: WriteHook = async ({ db, request, values, tenant }) => {
  const wanted = [...new Set((values.members_ids as number[] | undefined) ?? [])];
  if (wanted.length === 0) return { ...values, members_ids: wanted };
  const found =
    tenant === null
      ? []
      : await db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.facility_id, tenant), inArray(contacts.id, wanted)));
  if (found.length !== wanted.length) throw fieldError(request, 'members_ids', 'validation.invalidFormat');
  return { ...values, members_ids: wanted };
};

export const WRITE_HOOKS: Partial<Record<ResourceName, WriteHook>> = {
  'players-groups': playersGroupHook,
  terminals: terminalHook,
  'payment-methods': paymentMethodHook,
  fields: fieldHook,
  roles: roleHook,
  'console-users': consoleUserHook,
  'app-users': appUserHook,
  'console-notifications': consoleNotificationHook,
  'ranking-groups': rankingGroupHook,
};

export const TARGET_GUARDS: Partial<Record<ResourceName, TargetGuard>> = {
  roles: roleInReach,
  'console-users': userInReach,
};

/** What the write keeps besides the row and its links, in the same transaction (a role's views). */
export type AfterWriteHook = (ctx: { readonly db: Db; readonly id: number; readonly values: Record<string, unknown> }) => Promise<void>;

export const AFTER_WRITE_HOOKS: Partial<Record<ResourceName, AfterWriteHook>> = {
  roles: afterRoleWrite,
  'console-users': afterConsoleUserWrite,
};
