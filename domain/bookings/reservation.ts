import { z } from 'zod';
import { cents, currencySchema } from '../money-fields';
import { isBookingDuration } from './types';
import { isoDateSchema, timeOfDaySchema, bookingTypeSchema, pricingMethodSchema, skillLevelSchema } from './type-schemas';
import { MAX_INT, optionalLongText, rowId } from '../fields';
import { REFUND_CHOICES, type RefundChoice, type RefundChoiceKind } from './refund';

/** Players of a match or a group booking: 1 to 100. */
const players = () => z.number().int().min(1).max(100).nullable().default(null);

/**
 * What staff fill in for a booking (SPEC §3 Booking), on create and on update alike. Amounts
 * travel as integer cents in `*_cents` fields, in the organization's currency (domain/money.ts). Which inputs a type uses is `typeInputs` (domain/bookings/quote.ts); the server
 * drops the others.
 */
const inputShape = {
  field_id: rowId(),
  type: bookingTypeSchema.default('one_day'),
  date: isoDateSchema,
  time: timeOfDaySchema,
  minutes: z.number().int().refine(isBookingDuration, 'validation.invalidFormat'),
  contact_id: rowId().nullable().default(null),
  notes: optionalLongText(250),
  skill_level: skillLevelSchema.nullable().default(null),
  min_players: players(),
  max_players: players(),
  price_per_player_cents: cents(10_000).nullable().default(null),
  /** A match whose minimum has not joined this many hours before its start is cancelled (0 to 7 days). */
  cancel_hours_before: z.number().int().min(0).max(168).nullable().default(null),
  pricing_method: pricingMethodSchema.default('flat'),
  include_video: z.boolean().default(false),
};

/** The minimum cannot be above the maximum (said on the maximum). */
const minNotAboveMax = (v: { min_players: number | null; max_players: number | null }) => v.min_players === null || v.max_players === null || v.min_players <= v.max_players;
const minMaxIssue = { path: ['max_players'], message: 'validation.maxBelowMin' };

/** The body of `PUT /reservation/:id/`. */
export const reservationInputSchema = z.object(inputShape).refine(minNotAboveMax, minMaxIssue);
export type ReservationInput = z.infer<typeof reservationInputSchema>;

/** The body of `POST /reservation/`: a booking of one field at a local date and time of its facility. */
export const reservationCreateSchema = z.object({ facility_id: rowId(), ...inputShape }).refine(minNotAboveMax, minMaxIssue);
export type ReservationCreate = z.infer<typeof reservationCreateSchema>;

/** A booking as the API answers it. Amounts in cents of `currency`. */
export const reservationSchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  field_id: z.number().int(),
  type: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.string(),
  payment_state: z.string(),
  contact_id: z.number().int().nullable(),
  notes: z.string(),
  skill_level: z.string().nullable(),
  min_players: z.number().int().nullable(),
  max_players: z.number().int().nullable(),
  price_per_player_cents: z.number().int().nullable(),
  cancel_hours_before: z.number().int().nullable(),
  pricing_method: z.string(),
  include_video: z.boolean(),
  amount_cents: z.number().int(),
  amount_paid_cents: z.number().int(),
  /** The online service fee within `amount_cents` (never refunded). */
  service_fee_cents: z.number().int(),
  /** ISO 4217: the organization's currency. */
  currency: currencySchema,
  origin: z.string(),
  series_id: z.number().int().nullable(),
  /** A match whose free places are offered to players in the app (list for sale). */
  for_sale: z.boolean(),
  /** What its cancellation refunded (null: not cancelled by staff, or before this was kept). */
  cancel_refund_cents: z.number().int().nullable(),
  /** Why staff refunded otherwise than the cancellation policy ('' when the policy decided). */
  cancel_refund_note: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/**
 * The body of `PUT /reservation/cancel/:id/`: one of the organization's reasons; what to refund of
 * the booking's price when not the cancellation policy's default (`refund`; `refund_cents` for a
 * partial one), and why (`refund_note`). Choosing needs the payments' permission.
 */
export const cancelRequestSchema = z.object({
  reason_id: rowId(),
  refund: z.enum(REFUND_CHOICES).default('policy'),
  refund_cents: z.number().int().min(0).max(MAX_INT).optional(),
  refund_note: z.string().max(500).default(''),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;
export type CancelBody = z.output<typeof cancelRequestSchema>;

/** The refund choice a cancel request carries (domain/bookings/refund.ts). */
export const refundChoiceOf = (body: { refund?: RefundChoiceKind; refund_cents?: number }): RefundChoice =>
  body.refund === 'partial' ? { kind: 'partial', cents: body.refund_cents ?? 0 } : { kind: body.refund ?? 'policy' };

/**
 * A booking as the schedule draws it (`GET /reservation/facility/:id/`): the booking, who is
 * playing (its contact's name, else its first participant's: the organizer of an app match), and
 * how many players joined (not counting those marked not going).
 */
export const scheduleReservationSchema = reservationSchema.extend({
  who: z.string().nullable(),
  joined: z.number().int(),
});
export type ScheduleReservation = z.infer<typeof scheduleReservationSchema>;
