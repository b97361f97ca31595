import { z } from 'zod';
import { currencySchema } from '../money-fields';

/**
 * A contact's history (issue 20): the person behind the bookings. Their bookings (made for them, or
 * joined as a player) upcoming and past, the payments and refunds of their sales, what they still
 * owe, their no-shows and late cancellations, and the other contacts of the facility that may be the
 * same person (same phone in E.164 or same e-mail, case-insensitive). Amounts in cents of `currency`.
 */
export const contactBookingSchema = z.object({
  id: z.number().int(),
  start_at: z.string(),
  end_at: z.string(),
  field_name: z.string(),
  type: z.string(),
  status: z.string(),
  payment_state: z.string(),
  amount_cents: z.number().int(),
  paid_cents: z.number().int(),
  owed_cents: z.number().int(),
  /** Booked for them (`contact`) or joined as a player (`player`). */
  role: z.enum(['contact', 'player']),
  no_show: z.boolean(),
  /** Cancelled inside the cancellation policy window (fewer hours before the start than the policy). */
  late_cancellation: z.boolean(),
  notes: z.string(),
});
export type ContactBooking = z.infer<typeof contactBookingSchema>;

export const contactMoneySchema = z.object({
  kind: z.enum(['payment', 'refund']),
  id: z.number().int(),
  invoice_id: z.number().int(),
  at: z.string(),
  method: z.string(),
  amount_cents: z.number().int(),
});
export type ContactMoney = z.infer<typeof contactMoneySchema>;

export const DUPLICATE_MATCHES = ['phone', 'email'] as const;
export const duplicateContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  same: z.array(z.enum(DUPLICATE_MATCHES)),
});
export type DuplicateContact = z.infer<typeof duplicateContactSchema>;

export const contactHistorySchema = z.object({
  currency: currencySchema,
  upcoming: z.array(contactBookingSchema),
  past: z.array(contactBookingSchema),
  money: z.array(contactMoneySchema),
  balance_owed_cents: z.number().int(),
  no_shows: z.number().int(),
  late_cancellations: z.number().int(),
  duplicates: z.array(duplicateContactSchema),
});
export type ContactHistory = z.infer<typeof contactHistorySchema>;

/**
 * A phone in E.164 form for comparing: '+' and digits only ('0034…' reads '+34…'); '' when it has
 * fewer than six digits (nothing to compare). Spaces, dashes, dots and brackets are ignored.
 */
export function e164(phone: string): string {
  let p = phone.trim().replace(/[\s\-.()/]/g, '');
  if (p.startsWith('00')) p = `+${p.slice(2)}`;
  const digits = p.replace(/\D/g, '');
  if (digits.length < 6) return '';
  return p.startsWith('+') ? `+${digits}` : digits;
}

/** Why two contacts may be one person: the same phone (E.164) and/or the same e-mail (case-insensitive). Empty: not duplicates. */
export function duplicateMatches(a: { phone: string; email: string }, b: { phone: string; email: string }): ('phone' | 'email')[] {
  const same: ('phone' | 'email')[] = [];
  const phone = e164(a.phone);
  if (phone !== '' && phone === e164(b.phone)) same.push('phone');
  const email = a.email.trim().toLowerCase();
  if (email !== '' && email === b.email.trim().toLowerCase()) same.push('email');
  return same;
}
