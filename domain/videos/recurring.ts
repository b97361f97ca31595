import { z } from 'zod';
import { MAX_SERIES_WEEKS, parseIsoDate, recurrenceDates, recurrenceProblems, type RecurrenceProblem } from '../bookings/recurrence';
import { isBookingDuration } from '../bookings/types';
import { isoDateSchema, isoWeekdaySchema, timeOfDaySchema } from '../bookings/type-schemas';
import { shiftDate } from '../time/local';
import { RECURRING_ORDER_AHEAD_DAYS, RECURRING_ORDER_STATUSES, VIDEO_TYPES } from './rules';
import { intParam, MAX_INT, optionalPhone, rowId, rowIdParam } from '../fields';

/**
 * Recurring video orders (issue 18 item 7, view 19, SPEC §7 `/recurring_order/`): a field recorded
 * every N weeks on chosen weekdays at a local time, from a start date until the orders-till date.
 * The dates are those of a recurring reservation (domain/bookings/recurrence.ts, the same rule);
 * the server's job creates each video order `RECURRING_ORDER_AHEAD_DAYS` ahead.
 */

/** Who may read and change recurring orders: view 19. */
export const RECURRING_ORDER_VIEWS = [19] as const;

/** `POST /recurring_order/order_video/`: a new recurring order. Problems of the rule and the phone are told by `recurringOrderProblems`. */
export const recurringOrderInputSchema = z.object({
  facility_id: rowId(),
  field_id: rowId(),
  weekdays: z.array(isoWeekdaySchema).max(7),
  every_weeks: z.number().int().min(1).max(52),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  time: timeOfDaySchema,
  duration: z.number().int().refine(isBookingDuration, 'validation.invalidFormat'),
  type: z.enum(VIDEO_TYPES).default('left/right'),
  contact_id: rowId().nullable().default(null),
  phone: optionalPhone(),
});
export type RecurringOrderInput = z.infer<typeof recurringOrderInputSchema>;

/** `PUT /recurring_order/:id/`: an active recurring order's new rule, contact and phone (its facility stays). */
export const recurringOrderEditSchema = recurringOrderInputSchema.omit({ facility_id: true });
export type RecurringOrderEdit = z.infer<typeof recurringOrderEditSchema>;

/** A recurring order as the list and the form show it. */
export const recurringOrderSchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  contact_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  phone: z.string(),
  weekdays: z.array(z.number().int()),
  every_weeks: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  time: z.string(),
  duration: z.number().int(),
  type: z.enum(VIDEO_TYPES),
  status: z.enum(RECURRING_ORDER_STATUSES),
  /** The next date of the rule from today (null: none left, or cancelled). */
  next_date: z.string().nullable(),
  /** Video orders it created so far (any status). */
  orders_created: z.number().int(),
  created_at: z.string(),
});
export type RecurringOrder = z.infer<typeof recurringOrderSchema>;

/** A video order a recurring order created, as its form lists them. */
export const recurringOrderOrderSchema = z.object({ id: z.number().int(), date: z.string(), start_at: z.string(), status: z.string(), total_cents: z.number().int() });
export const recurringOrderDetailSchema = recurringOrderSchema.extend({ orders: z.array(recurringOrderOrderSchema) });
export type RecurringOrderDetail = z.infer<typeof recurringOrderDetailSchema>;

/** `GET /recurring_order/paged/` and `/all/`. */
export const recurringOrderPageQuerySchema = z.object({
  facility_id: rowIdParam(),
  status: z.enum(RECURRING_ORDER_STATUSES).optional(),
  count: z.coerce.number().int().min(1).max(100).default(25),
  page: intParam(1, MAX_INT).default(1),
});
export type RecurringOrderPageQuery = z.infer<typeof recurringOrderPageQuerySchema>;
export const recurringOrderAllQuerySchema = z.object({ facility_id: rowIdParam() });
export const cancelRecurringOrderSchema = z.object({ id: rowId() });

/** What is wrong with a recurring order's phone and rule; each has a message `recurringOrders.problems.<code>`. */
export type RecurringOrderProblem = 'phone_required' | 'weekdays_empty' | 'till_before_start' | 'too_long' | 'no_dates' | 'invalid_date';

const fromRule: Partial<Record<RecurrenceProblem, RecurringOrderProblem>> = {
  weekdays_empty: 'weekdays_empty',
  until_before_start: 'till_before_start',
  too_long: 'too_long',
  no_dates: 'no_dates',
  invalid_date: 'invalid_date',
};

/** The input each problem is about (the form shows it there; the API answers it in `data.fields`). */
export const PROBLEM_FIELD: Record<RecurringOrderProblem, 'phone' | 'weekdays' | 'end_date' | 'start_date'> = {
  phone_required: 'phone',
  weekdays_empty: 'weekdays',
  till_before_start: 'end_date',
  too_long: 'end_date',
  no_dates: 'end_date',
  invalid_date: 'start_date',
};

/**
 * The problems of a recurring order's phone and rule (the server refuses with them, the form shows
 * them before asking): a phone number is required (SPEC §5), at least one weekday, orders-till on
 * or after the start and at most MAX_SERIES_WEEKS later, and at least one date.
 */
export function recurringOrderProblems(input: { phone: string; weekdays: readonly number[]; every_weeks: number; start_date: string; end_date: string }): RecurringOrderProblem[] {
  const problems: RecurringOrderProblem[] = [];
  if (input.phone.trim() === '') problems.push('phone_required');
  const start = parseIsoDate(input.start_date);
  const until = parseIsoDate(input.end_date);
  if (!start || !until) return [...problems, 'invalid_date'];
  for (const p of recurrenceProblems({ start, until, everyWeeks: input.every_weeks, weekdays: input.weekdays })) {
    const mine = fromRule[p];
    if (mine && !problems.includes(mine)) problems.push(mine);
  }
  return problems;
}

export const RECURRING_ORDER_MAX_WEEKS = MAX_SERIES_WEEKS;

/** The rule's dates within [from, to] (local `YYYY-MM-DD`, both inclusive); none for a rule with problems. */
export function recurringOrderDates(order: { weekdays: readonly number[]; every_weeks: number; start_date: string; end_date: string }, from: string, to: string): string[] {
  const start = parseIsoDate(order.start_date);
  const until = parseIsoDate(order.end_date);
  if (!start || !until || recurrenceProblems({ start, until, everyWeeks: order.every_weeks, weekdays: order.weekdays }).length > 0) return [];
  return recurrenceDates({ start, until, everyWeeks: order.every_weeks, weekdays: order.weekdays })
    .map((d) => d.toString())
    .filter((d) => d >= from && d <= to);
}

/** The window the job fills from a local `today`: today and the next RECURRING_ORDER_AHEAD_DAYS − 1 days. */
export function aheadWindow(today: string): { from: string; to: string } {
  return {
    from: today,
    to: shiftDate(today, RECURRING_ORDER_AHEAD_DAYS - 1),
  };
}

/** The next date of an active order's rule on or after `today` (null: none left). */
export function nextOrderDate(order: { weekdays: readonly number[]; every_weeks: number; start_date: string; end_date: string }, today: string): string | null {
  return recurringOrderDates(order, today, order.end_date)[0] ?? null;
}

/** The recurring order form (the console): the input without the facility, its problems on their inputs (`recurringOrders.problems.<code>`). */
export const recurringOrderFormSchema = recurringOrderInputSchema.omit({ facility_id: true }).superRefine((value, ctx) => {
  for (const p of recurringOrderProblems(value)) ctx.addIssue({ code: 'custom', path: [PROBLEM_FIELD[p]], message: `recurringOrders.problems.${p}` });
});
export type RecurringOrderForm = z.input<typeof recurringOrderFormSchema>;
