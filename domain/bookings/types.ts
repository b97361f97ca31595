/**
 * The vocabulary of bookings (reservations), SPEC §3 Booking, §4 Booking and §9. Every value is a
 * stable code: the API stores and sends it, the console translates it (no UI text here). Zod-free,
 * as the screens read it; the schemas of these values are ./type-schemas.ts.
 */

/** Kinds of booking (SPEC §3): one day, recurring, pick-up/open match, regular match, group match, ... */
export const BOOKING_TYPES = ['one_day', 'recurring', 'pick_up', 'regular_match', 'group_match', 'blocked', 'academy', 'league', 'birthday', 'tournament', 'open_event', 'other'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/**
 * Payment state of a booking (SPEC §4 calendar colors). `hold` is a booking whose payment is
 * awaited (a card hold, a pay-later): like `pending`, nothing has been collected yet.
 */
export const PAYMENT_STATES = ['paid', 'pending', 'hold', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Life of a booking: `confirmed` until it is cancelled or, once its end has passed, `completed`. */
export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A participant of a booking (SPEC §4): marked paid, not going or no-show; `pending` until then. */
export const PARTICIPANT_STATES = ['pending', 'paid', 'not_going', 'no_show'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];

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
export type ParticipantMark = (typeof PARTICIPANT_MARKS)[number];

export const SKILL_LEVELS = ['rookie', 'intermediate', 'pro'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** Flat rate (the booking has one price) or per participant (each participant pays a share). */
export const PRICING_METHODS = ['flat', 'per_participant'] as const;
export type PricingMethod = (typeof PRICING_METHODS)[number];

/** Booking and video duration choices in minutes (SPEC §9). */
export const BOOKING_DURATIONS = [2, 5, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360] as const;
export type BookingDuration = (typeof BOOKING_DURATIONS)[number];

export function isBookingDuration(minutes: number): minutes is BookingDuration {
  return (BOOKING_DURATIONS as readonly number[]).includes(minutes);
}

/** Which bookings of a series a delete removes (SPEC §4): only this one, this and all following, the entire series. */
export const DELETE_SCOPES = ['this', 'following', 'series'] as const;
export type DeleteScope = (typeof DELETE_SCOPES)[number];

/** ISO weekdays, Monday 1 to Sunday 7 (as js-joda's DayOfWeek.value()). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Whether a listed match is on sale now: listed by staff and with a place free (or no maximum). A
 * full match leaves the sale list by itself and returns when a place frees up; staff's listing
 * (`for_sale`) stays as they set it.
 */
export const onSaleNow = (match: { forSale: boolean; freePlaces: number | null }): boolean => match.forSale && match.freePlaces !== 0;
