import { VIDEO_STATUSES, VIDEO_ORDER_STATUSES } from '../videos/rules';
import { z } from 'zod';
import { optionalEmail, optionalPhone, requiredText, date, intParam, MAX_INT, requiredLongText, rowId, rowIdParam, searchParam } from '../fields';
import { bookingStatusSchema, bookingTypeSchema, participantMarkSchema, paymentStateSchema, pricingMethodSchema } from './type-schemas';
import { cents, currencySchema } from '../money-fields';
import { reservationSchema } from './reservation';

/** The price of a booking as the API answers it (domain/bookings/price.ts), in cents of `currency`. */
export const priceBreakdownSchema = z.object({
  field_price_cents: z.number().int(),
  payers: z.number().int(),
  share_cents: z.number().int(),
  service_fee_cents: z.number().int(),
  total_cents: z.number().int(),
  currency: currencySchema,
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** The body of `POST /console/reservation/recalculate_payment/`: the price of a booking before it is saved. */
export const quoteRequestSchema = z.object({
  facility_id: rowId(),
  field_id: rowId(),
  type: bookingTypeSchema.default('one_day'),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  pricing_method: pricingMethodSchema.default('flat'),
  price_per_player_cents: cents(10_000).nullable().default(null),
  min_players: z.number().int().min(1).max(100).nullable().default(null),
  /** Participants who have joined; 0 for a new booking. */
  participants: z.number().int().min(0).max(100).default(0),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/** A person of a booking (an open match's player, a guest). */
export const participantSchema = z.object({
  id: z.number().int(),
  contact_id: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  is_guest: z.boolean(),
  paid: z.boolean(),
  not_going: z.boolean(),
  no_show: z.boolean(),
  amount_cents: z.number().int(),
});
export type Participant = z.infer<typeof participantSchema>;

/** A booking with what its detail shows: names, participants, the price breakdown and who created it. */
export const reservationDetailSchema = reservationSchema.extend({
  field_name: z.string(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  cancel_reason_name: z.string().nullable(),
  /** Of what a cancellation refunded, what the card provider declined (it can be refunded again from the payment). */
  cancel_refund_declined_cents: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  participants: z.array(participantSchema),
  price: priceBreakdownSchema,
  balance_cents: z.number().int(),
  /** The booking's recording (include video): its video and status, its order's price (domain/videos/price.ts) and status, or null. */
  video: z
    .object({
      id: z.number().int(),
      status: z.enum(VIDEO_STATUSES),
      video_order_id: z.number().int().optional(),
      order_status: z.enum(VIDEO_ORDER_STATUSES).optional(),
      total_cents: z.number().int().optional(),
    })
    .nullable(),
});
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;

/** Kinds of booking_events. */
export const BOOKING_EVENT_KINDS = ['history', 'note', 'chat'] as const;
export const bookingEventKindSchema = z.enum(BOOKING_EVENT_KINDS);
export type BookingEventKind = z.infer<typeof bookingEventKindSchema>;

/** A history line, a note or a chat message: what, who and when. */
export const bookingEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  action: z.string(),
  text: z.string(),
  data: z.record(z.string(), z.unknown()),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** The body of `POST /reservation/event/:id/`: a note or a chat message (history is written by the server only). */
export const bookingMessageSchema = z.object({ kind: z.enum(['note', 'chat']), text: requiredLongText(1000) });

/** The body of `/match/add_guest/`: someone without a contact of the facility. */
export const addGuestSchema = z.object({ reservation_id: rowId(), name: requiredText(100), phone: optionalPhone(), email: optionalEmail() });
/** The body of `/console/match/user/add/`: a contact of the facility joins. */
export const addPlayerSchema = z.object({ reservation_id: rowId(), contact_id: rowId() });
/** The body of `/console/match/user/remove/`. */
export const removePlayerSchema = z.object({ reservation_id: rowId(), participant_id: rowId() });
/** The body of `/console/match/user/mark/`: participants marked paid, not going or no-show (one, selected or all). */
export const markParticipantsSchema = z.object({
  reservation_id: rowId(),
  participant_ids: z.union([z.array(rowId()).min(1).max(100), z.literal('all')]),
  state: participantMarkSchema,
});

/** `GET /reservation/paged/`: the facility's bookings by date range, type, status, payment state and contact. */
export const reservationPageQuerySchema = z.object({
  facility_id: rowIdParam(),
  /** Local dates of the facility, inclusive. */
  from: date().optional(),
  to: date().optional(),
  type: bookingTypeSchema.optional(),
  status: bookingStatusSchema.optional(),
  payment_state: paymentStateSchema.optional(),
  /** Part of the contact's name, phone or e-mail. */
  search: searchParam(100).optional(),
  page: intParam(1, MAX_INT).default(1),
  count: intParam(1, 100).default(25),
});
export type ReservationPageQuery = z.input<typeof reservationPageQuerySchema>;

/** A row of the reservation list. */
/** A row of the reservations list; a cancelled one names its cancellation reason (null otherwise, or when it has none: an automatic cancel). */
export const reservationRowSchema = reservationSchema.extend({ field_name: z.string(), contact_name: z.string().nullable(), cancel_reason_name: z.string().nullable() });
export type ReservationRow = z.infer<typeof reservationRowSchema>;
