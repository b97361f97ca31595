import { z } from 'zod';
import { SIM_CARDS, PAYMENT_SORTS, REFUND_STATUSES } from './api-paths';
import { date, datetime, intParam, MAX_INT, requiredText, rowId, rowIdParam, searchParam, text, token } from '../fields';
import { REFUND_STATES, reservedRefundKey } from './refund';
import { MAX_LINES, MAX_QUANTITY, MAX_SALE_CENTS, PAYMENT_STATUSES, INVOICE_STATUSES, READER_STATUSES, DECLINE_REASONS, PAYMENT_METHOD_KINDS } from './types';

/**
 * The point of sale's API (issue 15; SPEC §7 "Terminals", "Invoices and POS", "Bookings"
 * `/reservation/pos/*`): paths, request and answer shapes, shared by the server's routes
 * (server/pos/) and the console (src/api/pos.ts); its paths, views and choices, which the screens
 * read, are ./api-paths.ts (zod-free). Every answer travels in the envelope of
 * DESIGN §2; amounts are integer cents in the organization's `currency`.
 *
 * Every write that charges or saves carries an `idempotency_key` (the checkout machine's
 * `<saleKey>.<n>`): the same key again answers the first result and writes nothing more; the same
 * key with another request answers E409.
 */

export const idempotencyKey = () => token(100);
const amount = (min = 1) => z.number().int().min(min).max(MAX_SALE_CENTS);

/** A line as the console sends it: the server prices it (products at their price, bookings at what they owe). */
export const lineInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), product_id: rowId(), quantity: z.number().int().min(1).max(MAX_QUANTITY) }),
  /** A booking's balance (`participant_id` null) or one participant's share; `amount_cents` may be less than what is owed (a part payment), never more. */
  z.object({ kind: z.literal('booking'), booking_id: rowId(), participant_id: rowId().nullable(), amount_cents: amount() }),
  z.object({ kind: z.literal('video'), video_order_id: rowId(), amount_cents: amount() }),
  z.object({ kind: z.literal('free'), description: requiredText(100), amount_cents: amount() }),
]);
export type LineInput = z.infer<typeof lineInputSchema>;

export const saveInvoiceRequestSchema = z.object({
  idempotency_key: idempotencyKey(),
  facility_id: rowId(),
  /** The sale's open invoice to update (null: a new one). Refused once a payment is captured (`payment_made`). */
  invoice_id: rowId().nullable(),
  lines: z.array(lineInputSchema).min(1).max(MAX_LINES),
  contact_id: rowId().nullable(),
  /** Required on `parkTab`; null on `saveInvoice` keeps the invoice's tab name (closing a tab at checkout). */
  tab_name: text(60).nullable(),
});
export type SaveInvoiceRequest = z.infer<typeof saveInvoiceRequestSchema>;

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'booking', 'video', 'free']),
  product_id: z.number().int().nullable(),
  booking_id: z.number().int().nullable(),
  participant_id: z.number().int().nullable(),
  video_order_id: z.number().int().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  /** quantity × unit price, tax included. */
  total_cents: z.number().int(),
  /** The tax within `total_cents` (domain/pos/totals.ts `taxWithin`). */
  tax_cents: z.number().int(),
  /** Units of a product line refunds took back to stock (pending card refunds included). */
  returned_quantity: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  facility_id: z.number().int(),
  method: z.enum(PAYMENT_METHOD_KINDS),
  /** What the receipt calls the method: the onsite method's name, the terminal's name, "Visa ···4242", "Cash". */
  method_label: z.string(),
  onsite_method_id: z.number().int().nullable(),
  terminal_id: z.number().int().nullable(),
  amount_cents: z.number().int(),
  /** The part of `amount_cents` that is tip. */
  tip_cents: z.number().int(),
  tendered_cents: z.number().int().nullable(),
  change_cents: z.number().int().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  provider_reference: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  idempotency_key: z.string(),
  operator_id: z.number().int().nullable(),
  operator_name: z.string(),
  currency: z.string(),
  created_at: z.string(),
  /** What was refunded of it (refunds in progress included); `refundable_cents` is what remains to refund (domain/pos/refund.ts). */
  refunded_cents: z.number().int(),
  /** The online service fees it carried: never refunded. */
  non_refundable_cents: z.number().int(),
  refundable_cents: z.number().int(),
  /** SPEC §3: none, partial_refund, refunded. */
  refund_state: z.enum(REFUND_STATES),
  /** An online payment's pre-order discount (the order was worth `amount_cents` + this). */
  discount_cents: z.number().int(),
  /** The app user who paid online (null at the counter). */
  app_user_name: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  facility_name: z.string(),
  status: z.enum(INVOICE_STATUSES),
  tab_name: z.string().nullable(),
  contact: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  lines: z.array(invoiceLineSchema),
  /** Sum of the lines (tax included); `net_cents + tax_cents = subtotal_cents`. */
  subtotal_cents: z.number().int(),
  net_cents: z.number().int(),
  tax_cents: z.number().int(),
  tax_percent: z.number(),
  fees_cents: z.number().int(),
  /** Lines + fees: what is owed before the tip. */
  due_cents: z.number().int(),
  /** The sale's tip (fixed at the first payment). */
  tip_cents: z.number().int(),
  total_cents: z.number().int(),
  /** Sum of the captured payments; `remaining_cents` = total − paid, never below 0. */
  paid_cents: z.number().int(),
  remaining_cents: z.number().int(),
  currency: z.string(),
  payments: z.array(paymentSchema),
  operator_name: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const openTabRowSchema = z.object({
  invoice_id: z.number().int(),
  name: z.string(),
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lines: z.number().int(),
  total_cents: z.number().int(),
  currency: z.string(),
  operator_name: z.string(),
  updated_at: z.string(),
});
export type OpenTabRow = z.infer<typeof openTabRowSchema>;

const paymentBase = {
  idempotency_key: idempotencyKey(),
  invoice_id: rowId(),
  amount_cents: amount(),
  /** The part of `amount_cents` that is tip (`tipPart` of domain/pos/tender.ts; the server checks it). */
  tip_cents: amount(0),
  /** The sale's whole tip as chosen (fixed by the first captured payment: `tip_locked` after). */
  sale_tip_cents: amount(0),
};

export const recordPaymentRequestSchema = z.object({
  ...paymentBase,
  method: z.discriminatedUnion('kind', [z.object({ kind: z.literal('cash') }), z.object({ kind: z.literal('onsite'), method_id: rowId() })]),
  /** Cash handed over (cash only; null: exact). Below the amount: `cash_short`. */
  tendered_cents: amount().nullable(),
});
export type RecordPaymentRequest = z.infer<typeof recordPaymentRequestSchema>;

export const manualCardRequestSchema = z.object({
  ...paymentBase,
  /** Sent to the card provider, never stored (the ledger keeps brand and last four digits). */
  card: z.object({
    number: z.string().regex(/^\d{12,19}$/, 'validation.invalidFormat'),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2999),
    cvc: z.string().regex(/^\d{3,4}$/, 'validation.invalidFormat'),
  }),
});
export type ManualCardRequest = z.infer<typeof manualCardRequestSchema>;

/** A payment written (or found by its key) and the invoice after it. */
export const paymentResultSchema = z.object({ payment: paymentSchema, invoice: invoiceSchema });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const initiateReaderRequestSchema = z.object({ ...paymentBase, terminal_id: rowId() });
export type InitiateReaderRequest = z.infer<typeof initiateReaderRequestSchema>;

/**
 * A payment on a card reader as it stands (Stripe Terminal's server-driven flow): `creating_intent`
 * is never answered (the intent exists once answered); `waiting_for_card` (the reader shows the
 * amount) → `processing` (a card was presented) → `authorized` (approved, waiting for capture) →
 * `captured`; or `declined` (with `decline_reason`), `cancelled`, `timed_out` (nobody tapped before
 * `expires_at`), `offline` (the reader could not be reached: nothing was sent to it).
 */
export const readerPaymentSchema = z.object({
  idempotency_key: z.string(),
  payment_id: z.number().int(),
  invoice_id: z.number().int(),
  terminal_id: z.number().int(),
  amount_cents: z.number().int(),
  tip_cents: z.number().int(),
  status: z.enum([...READER_STATUSES, 'authorized'] as const),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  expires_at: z.string(),
});
export type ReaderPayment = z.infer<typeof readerPaymentSchema>;

export const simTapRequestSchema = z.object({ terminal_id: rowId(), card: z.enum(SIM_CARDS) });

export const readerRowSchema = z.object({
  terminal_id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  reader_reference: z.string(),
  online: z.boolean(),
  /** The simulated provider's reader: the console offers "Simulate tap" and the on/off switch. */
  simulated: z.boolean(),
  operators_ids: z.array(z.number().int()),
  /** The payment the reader is showing now, if any. */
  current: readerPaymentSchema.nullable(),
});
export type ReaderRow = z.infer<typeof readerRowSchema>;

/** What a sale at a facility needs, in one call: the checkout's first load. */
export const posFactsSchema = z.object({
  facility_id: z.number().int(),
  facility_name: z.string(),
  tax_percent: z.number(),
  fees_cents: z.number().int(),
  online_payments: z.boolean(),
  currency: z.string(),
  /** The active terminals the user may operate, with their readers' state. */
  readers: z.array(readerRowSchema),
  onsite_methods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Card provider: the simulated one shows the "Simulate tap" panel. */
  simulated_provider: z.boolean(),
  /** How long a reader waits for a card before the payment times out (the runner's timer too). */
  reader_timeout_seconds: z.number().int(),
});
export type PosFacts = z.infer<typeof posFactsSchema>;

export const posProductRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The product's code or barcode (typed or scanned, then Enter). */
  code: z.string(),
  category_id: z.number().int(),
  price_cents: z.number().int(),
  stock: z.number().int(),
  /** Low stock at or under this (domain/inventory/rules.ts `stockLevel`). */
  low_stock: z.number().int(),
  image: z.string().nullable(),
});
export type PosProductRow = z.infer<typeof posProductRowSchema>;
export const posProductsQuerySchema = z.object({ facility_id: rowIdParam(), search: searchParam(100).optional(), category_id: rowIdParam().optional() });

/** A booking's pending video order as the sale's video line that pays it with the booking's balance. */
export const bookingVideoLineSchema = z.object({ video_order_id: z.number().int(), description: z.string(), amount_cents: z.number().int() });

export const posBookingRowSchema = z.object({
  booking_id: z.number().int(),
  field_name: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Its balance's line in the reader's language: "Pista 3 · sáb, 5 dic 2026 · 18:00–19:30" (what the receipt says). */
  description: z.string(),
  amount_cents: z.number().int(),
  paid_cents: z.number().int(),
  balance_cents: z.number().int(),
  /** Participants with the share each still owes (0: paid) and its line in the reader's language. */
  participants: z.array(z.object({ id: z.number().int(), name: z.string(), owed_cents: z.number().int(), description: z.string() })),
  /** Its "include video" order while pending: paid with the whole balance, as its own line (balance_cents is the booking's own). */
  video: bookingVideoLineSchema.nullable(),
});
export type PosBookingRow = z.infer<typeof posBookingRowSchema>;
export const posBookingsQuerySchema = z.object({ facility_id: rowIdParam(), date: date() });

export const bookingChargeRowSchema = z.object({
  booking_id: z.number().int(),
  participant_id: z.number().int().nullable(),
  /** "Pista 3 · sáb, 5 dic 2026 · 18:00–19:30" (a share: "… · Lucía") in the reader's language: what the receipt line says. */
  description: z.string(),
  amount_cents: z.number().int(),
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The whole balance only (no participant): its pending "include video" order, its own line of the same sale. */
  video: bookingVideoLineSchema.nullable(),
});
export type BookingChargeRow = z.infer<typeof bookingChargeRowSchema>;
export const bookingChargeQuerySchema = z.object({ reservation_id: rowIdParam(), participant_id: rowIdParam().optional() });

/** A payment in the lists (POS payments of a facility, view 24; the organization's, view 3; the platform's, view 22). */
export const paymentRowSchema = paymentSchema.extend({
  group_id: z.number().int(),
  group_name: z.string(),
  facility_name: z.string(),
  terminal_name: z.string().nullable(),
  /** The sale's contact, or the app user who paid online. */
  contact_name: z.string().nullable(),
  invoice_total_cents: z.number().int(),
  /** What the payment paid, from its invoice's lines: bookings, video orders, counter sale (products, free amounts). */
  paid_for: z.array(z.enum(['booking', 'video', 'sale'])),
  /** The commission recorded when it was captured, and its percent then (domain/pos/breakdown.ts `commissionOf`; 0 before). */
  commission_percent: z.number(),
  commission_cents: z.number().int(),
  /** The commission its succeeded refunds gave back (domain/pos/breakdown.ts `commissionReturned`): the platform keeps the difference. */
  commission_returned_cents: z.number().int(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** The filters every payments list shares (views 24, 3 and 22): the server applies them all, the console shows those of its view. */
const paymentFilters = {
  from: datetime().optional(),
  to: datetime().optional(),
  method: z.enum(PAYMENT_METHOD_KINDS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** SPEC §3 partial_refund, refunded; `none`: nothing refunded. */
  refund_state: z.enum(REFUND_STATES).optional(),
  operator_id: rowIdParam().optional(),
  terminal_id: rowIdParam().optional(),
  /** Part of the contact's (or the app user's) name, e-mail or phone. */
  contact: searchParam().optional(),
  /** The amount paid, from and to (cents, both included). */
  amount_min: intParam(0, MAX_SALE_CENTS).optional(),
  amount_max: intParam(0, MAX_SALE_CENTS).optional(),
  order: z.enum(PAYMENT_SORTS).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
};
const paging = { count: intParam(1, 100).default(25), page: intParam(1, MAX_INT).default(1) };
export type PaymentFilters = z.infer<z.ZodObject<typeof paymentFilters>>;

/** View 24: one facility's payments. */
export const paymentListQuerySchema = z.object({ facility_id: rowIdParam(), ...paymentFilters, ...paging });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** View 3: the organization's payments, every facility the user may see or one of them; the CSV takes the same filters without paging. */
export const groupPaymentListQuerySchema = z.object({ group_id: rowIdParam(), facility_id: rowIdParam().optional(), ...paymentFilters, ...paging });
export type GroupPaymentListQuery = z.infer<typeof groupPaymentListQuerySchema>;
export const groupPaymentCsvQuerySchema = groupPaymentListQuerySchema.omit({ count: true, page: true });
export type GroupPaymentCsvQuery = z.infer<typeof groupPaymentCsvQuerySchema>;

/** View 22 (role A): app users' online payments across organizations, or one organization's. */
export const platformPaymentListQuerySchema = z.object({ group_id: rowIdParam().optional(), ...paymentFilters, ...paging });
export type PlatformPaymentListQuery = z.infer<typeof platformPaymentListQuerySchema>;
/** The declined list's query: the payments list's, its status fixed. */
export const declinedListQuerySchema = paymentListQuerySchema.omit({ status: true });
export type DeclinedListQuery = z.infer<typeof declinedListQuerySchema>;

/** A refund of a payment: how much, why, by whom, when, the method it went back by. */
export const refundSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  invoice_id: z.number().int(),
  amount_cents: z.number().int(),
  /** The commission it gave back to the facility, recorded when it succeeded (domain/pos/breakdown.ts `commissionReturned`); 0 while pending or declined. */
  commission_cents: z.number().int(),
  reason: z.string(),
  method: z.enum(PAYMENT_METHOD_KINDS),
  /** pending (the card provider is being asked), succeeded, declined (nothing refunded: `decline_reason`). */
  status: z.enum(REFUND_STATUSES),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  provider_reference: z.string().nullable(),
  operator_id: z.number().int().nullable(),
  operator_name: z.string(),
  currency: z.string(),
  created_at: z.string(),
  /** Units it took back to stock, per line of the sale. */
  items: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int() })),
});
export type Refund = z.infer<typeof refundSchema>;

/** A payment with the invoice it paid (its lines, taxes, tip and every payment of it) and its refunds, oldest first. */
export const paymentDetailSchema = z.object({ payment: paymentRowSchema, invoice: invoiceSchema, refunds: z.array(refundSchema) });
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/**
 * A refund of a payment (issue 16 §2), in full or in part, back by the method it came by. The rules
 * are domain/pos/refund.ts (`refundRefusal`); the same key again answers the first result and
 * refunds once (another request with it: E409).
 */
export const refundRequestSchema = z.object({
  /** Not the shape video orders' refunds were once written with (`reservedRefundKey`). */
  idempotency_key: idempotencyKey().refine((key) => !reservedRefundKey(key), 'validation.invalidFormat'),
  payment_id: rowId(),
  amount_cents: z.number().int().min(1).max(MAX_SALE_CENTS),
  reason: requiredText(200),
  /** Units of the sale's product lines the customer brings back: they go back to stock when the refund succeeds (issue 17). */
  items: z
    .array(z.object({ line_id: rowId(), quantity: z.number().int().min(1).max(MAX_QUANTITY) }))
    .max(MAX_LINES)
    .optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The refund written (or found by its key) and the payment after it. */
export const refundResultSchema = paymentDetailSchema.extend({ refund: refundSchema });
export type RefundResult = z.infer<typeof refundResultSchema>;

export const emailReceiptRequestSchema = z.object({ contact_id: rowId().optional() });
