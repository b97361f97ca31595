/**
 * Unpaid balances (SPEC §9, issue 16 item 4): what a booking still owes after it ends is charged to
 * its organizer's saved card once the organization's deadline has passed (`unpaid_charge_hours`,
 * default 24 hours after the booking ends) — never when anything of it was paid outside the app
 * (at the desk: cash, an onsite method, a reader or a typed-in card). A declined charge is tried
 * again a day later, three attempts at most. The job (server/pos/unpaid-balances.ts) asks this.
 */

/** The deadline of an organization that has not set one. */
export const DEFAULT_UNPAID_CHARGE_HOURS = 24;
/** Attempts on one booking's balance, the first included. */
export const UNPAID_MAX_ATTEMPTS = 3;
/** Hours between a declined attempt and the next. */
export const UNPAID_RETRY_HOURS = 24;

export interface UnpaidFacts {
  status: string;
  payment_state: string;
  end_at: Date;
  amount_cents: number;
  amount_paid_cents: number;
  /** What of `amount_paid_cents` was charged by this job (the rest was paid outside the app). */
  charged_by_app_cents: number;
  /** The organizer (the booking's contact) has a card saved. */
  saved_card: boolean;
  /** The facility takes card payments (the provider is set up). */
  online_payments: boolean;
  /** Earlier attempts on this booking, oldest first. */
  attempts: readonly { status: string; at: Date }[];
}

export type UnpaidDecision =
  | { charge: true; amount: number; attempt: number }
  | {
      charge: false;
      reason: 'cancelled' | 'nothing_owed' | 'not_due' | 'paid_outside_app' | 'no_saved_card' | 'online_payments_off' | 'attempt_in_progress' | 'retry_later' | 'attempts_exhausted';
    };

/** When the balance of a booking ending at `endAt` becomes chargeable. */
export const unpaidDeadline = (endAt: Date, hours: number): Date => new Date(endAt.getTime() + hours * 3_600_000);

export function unpaidChargeDecision(f: UnpaidFacts, deadlineHours: number, now: Date): UnpaidDecision {
  if (f.status === 'cancelled' || f.payment_state === 'cancelled') return { charge: false, reason: 'cancelled' };
  const balance = f.amount_cents - f.amount_paid_cents;
  if (balance <= 0 || f.payment_state === 'paid') return { charge: false, reason: 'nothing_owed' };
  if (f.amount_paid_cents - f.charged_by_app_cents > 0) return { charge: false, reason: 'paid_outside_app' };
  if (now < unpaidDeadline(f.end_at, deadlineHours)) return { charge: false, reason: 'not_due' };
  if (!f.saved_card) return { charge: false, reason: 'no_saved_card' };
  if (!f.online_payments) return { charge: false, reason: 'online_payments_off' };
  if (f.attempts.some((a) => a.status === 'pending')) return { charge: false, reason: 'attempt_in_progress' };
  if (f.attempts.length >= UNPAID_MAX_ATTEMPTS) return { charge: false, reason: 'attempts_exhausted' };
  const last = f.attempts.at(-1);
  if (last && now.getTime() < last.at.getTime() + UNPAID_RETRY_HOURS * 3_600_000) return { charge: false, reason: 'retry_later' };
  return { charge: true, amount: balance, attempt: f.attempts.length + 1 };
}
