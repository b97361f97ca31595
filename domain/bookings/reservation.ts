import { z } from 'zod';
import { isoDateSchema, timeOfDaySchema, bookingTypeSchema, isBookingDuration } from './types';

/** The body of `POST /reservation/`: a booking of one field at a local date and time of its facility. */
export const reservationCreateSchema = z.object({
  facility_id: z.number().int().positive(),
  field_id: z.number().int().positive(),
  type: bookingTypeSchema.default('one_day'),
  date: isoDateSchema,
  time: timeOfDaySchema,
  minutes: z.number().int().refine(isBookingDuration, 'validation.invalidFormat'),
  contact_id: z.number().int().positive().nullable().default(null),
  notes: z.string().trim().max(250).default(''),
});
export type ReservationCreate = z.infer<typeof reservationCreateSchema>;

/** A booking as the API answers it. */
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
});
export type Reservation = z.infer<typeof reservationSchema>;
