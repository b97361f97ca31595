import { z } from 'zod';
import { date, time } from '../fields';

/**
 * The vocabulary of bookings (reservations), SPEC §3 Booking, §4 Booking and §9. Every value is a
 * stable code: the API stores and sends it, the console translates it (no UI text here).
 */

/** Kinds of booking (SPEC §3): one day, recurring, pick-up/open match, regular match, group match, ... */
export const BOOKING_TYPES = ['one_day', 'recurring', 'pick_up', 'regular_match', 'group_match', 'blocked', 'academy', 'league', 'birthday', 'tournament', 'open_event', 'other'] as const;
export const bookingTypeSchema = z.enum(BOOKING_TYPES);
export type BookingType = z.infer<typeof bookingTypeSchema>;

/**
 * Payment state of a booking (SPEC §4 calendar colors). `hold` is a booking whose payment is
 * awaited (a card hold, a pay-later): like `pending`, nothing has been collected yet.
 */
export const PAYMENT_STATES = ['paid', 'pending', 'hold', 'cancelled'] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** Life of a booking: `confirmed` until it is cancelled or, once its end has passed, `completed`. */
export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'completed'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** A participant of a booking (SPEC §4): marked paid, not going or no-show; `pending` until then. */
export const PARTICIPANT_STATES = ['pending', 'paid', 'not_going', 'no_show'] as const;
export const participantStateSchema = z.enum(PARTICIPANT_STATES);
export type ParticipantState = z.infer<typeof participantStateSchema>;

/** A participant's one state from its marks: no-show, else not going, else paid, else pending. */
export function participantStateOf(p: { no_show: boolean; not_going: boolean; paid: boolean }): ParticipantState {
  if (p.no_show) return 'no_show';
  if (p.not_going) return 'not_going';
  return p.paid ? 'paid' : 'pending';
}

/** Those who have joined a booking and count against its maximum: everyone not marked not going. */
export const countJoined = (participants: readonly { not_going: boolean }[]): number => participants.filter((p) => !p.not_going).length;

/** Places still free in a match of `maxPlayers` with `joined` in: null when it has no maximum. */
export const freePlacesOf = (maxPlayers: number | null, joined: number): number | null => (maxPlayers === null ? null : Math.max(0, maxPlayers - joined));

/** What staff may mark participants as (a participant is never marked back to pending). */
export const PARTICIPANT_MARKS = ['paid', 'not_going', 'no_show'] as const;
export const participantMarkSchema = z.enum(PARTICIPANT_MARKS);
export type ParticipantMark = z.infer<typeof participantMarkSchema>;

export const SKILL_LEVELS = ['rookie', 'intermediate', 'pro'] as const;
export const skillLevelSchema = z.enum(SKILL_LEVELS);
export type SkillLevel = z.infer<typeof skillLevelSchema>;

/** Flat rate (the booking has one price) or per participant (each participant pays a share). */
export const PRICING_METHODS = ['flat', 'per_participant'] as const;
export const pricingMethodSchema = z.enum(PRICING_METHODS);
export type PricingMethod = z.infer<typeof pricingMethodSchema>;

/** Booking and video duration choices in minutes (SPEC §9). */
export const BOOKING_DURATIONS = [2, 5, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360] as const;
export type BookingDuration = (typeof BOOKING_DURATIONS)[number];

export function isBookingDuration(minutes: number): minutes is BookingDuration {
  return (BOOKING_DURATIONS as readonly number[]).includes(minutes);
}

/** Which bookings of a series a delete removes (SPEC §4): only this one, this and all following, the entire series. */
export const DELETE_SCOPES = ['this', 'following', 'series'] as const;
export const deleteScopeSchema = z.enum(DELETE_SCOPES);
export type DeleteScope = z.infer<typeof deleteScopeSchema>;

/** ISO weekdays, Monday 1 to Sunday 7 (as js-joda's DayOfWeek.value()). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const isoWeekdaySchema = z.number().int().min(1).max(7);

/** A calendar date as `YYYY-MM-DD` that exists (no 2025-02-30), in sensible years (domain/fields.ts). */
export const isoDateSchema = date();

/** A wall-clock time of day as `HH:mm` (24-hour), read in the facility's zone. */
export const timeOfDaySchema = time();
