/**
 * The point of sale API's paths, views and choices (./api.ts holds its request and answer
 * schemas): zod-free, so the screens that read them load no validation code (issue 21).
 */

/** Paths relative to `/api/v1` (every path also answers without its trailing slash). */
export const POS_PATHS = {
  /** GET `?facility_id=`: what a sale at the facility needs (`PosFacts`). */
  facts: '/invoice/pos/',
  /** POST `SaveInvoiceRequest` (tab_name null): create or update the sale's open invoice → `Invoice`. */
  saveInvoice: '/invoice/pos/',
  /** POST `SaveInvoiceRequest` with a tab name: keep the cart as an open tab → `Invoice`. */
  parkTab: '/invoice/pos/open_tab/',
  /** GET `?facility_id=`: the open tabs → `OpenTabRow[]`. */
  openTabs: '/invoice/open_tabs/',
  /** GET one open tab → `Invoice`; DELETE voids it (nothing paid yet; its stock comes back). */
  openTab: (id: number | string) => `/invoice/open_tab/${id}/`,
  /** GET an invoice with its lines and payments → `Invoice` (the receipt). */
  invoice: (id: number | string) => `/invoice/${id}/`,
  /** POST `{ contact_id? }`: send the paid invoice's receipt to the contact's e-mail through the outbox → `{ queued: true, email }`. */
  emailReceipt: (id: number | string) => `/invoice/${id}/receipt/email/`,
  /** POST `RecordPaymentRequest` (cash, onsite method) → `PaymentResult`. */
  recordPayment: '/invoice/pos/payment/',
  /** POST `ManualCardRequest`: a card typed in, charged through the card provider → `PaymentResult` (captured or declined). */
  manualPayment: '/invoice/pos/manual/initiate_payment/',
  /** GET `PaymentListQuery` → `PaymentRow[]` + total (view 24). */
  paymentsPaged: '/invoice_payment/paged/',
  /** GET `GroupPaymentListQuery` → `PaymentRow[]` + total (view 3: the organization's payments). */
  groupPaymentsPaged: '/invoice_payment/group/paged/',
  /** GET `GroupPaymentCsvQuery` → text/csv of every payment the filter matches (view 3). */
  groupPaymentsCsv: '/invoice_payment/group/csv/',
  /** GET one payment of the organization → `PaymentDetail` (view 3). */
  groupPayment: (id: number | string) => `/invoice_payment/group/${id}/`,
  /** GET `PlatformPaymentListQuery` → `PaymentRow[]` + total (view 22: app users' online payments). */
  platformPaymentsPaged: '/payment/user_app/paged/',
  /** GET one online payment → `PaymentDetail` (view 22). */
  platformPayment: (id: number | string) => `/payment/user_app/${id}/`,
  /** GET `DeclinedListQuery`: the facility's declined card payments (the counter's and the unpaid-balance charges' attempts) → `PaymentRow[]` + total. */
  declined: '/invoice_payment/pos/declined/',
  /** GET one payment → `PaymentDetail`. */
  payment: (id: number | string) => `/invoice_payment/${id}/`,
  /** POST `RefundRequest`: refund a payment, in full or in part, by the method it came by → `RefundResult` (issue 16). */
  refund: '/console/invoice_payment/refund/',
  /** GET `?facility_id=&search=&category_id=`: the facility's active products with stock → `PosProductRow[]`. */
  products: '/reservation/pos/products/',
  /** GET `?facility_id=&date=`: the facility's live bookings of that day with something owed → `PosBookingRow[]`. */
  bookings: '/reservation/pos/field/',
  /** GET `?reservation_id=&participant_id?`: what a booking (or one participant) owes → `BookingChargeRow`. */
  bookingCharge: '/reservation/pos/amount/user/',
  /** POST `InitiateReaderRequest`: create a payment intent and send it to the reader → `ReaderPayment`. */
  readerInitiate: '/terminal/initiate_payment/',
  /** GET `?idempotency_key=`: where a reader payment stands → `ReaderPayment` (the runner polls it). */
  readerStatus: '/terminal/payment_status/',
  /** POST `{ idempotency_key }`: capture an authorized reader payment → `PaymentResult`. */
  readerCapture: '/terminal/capture_payment/',
  /** POST `{ idempotency_key }`: cancel the intent on the reader (nothing charged) → `ReaderPayment`. */
  readerCancel: '/terminal/cancel_payment/',
  /** POST `SimTapRequest` (simulated provider only; E404 otherwise): present a test card on a reader → `ReaderPayment`. */
  simTap: '/terminal/sim_card_tap/',
  /** GET `?facility_id=`: the facility's readers with their state → `ReaderRow[]`. */
  readers: '/terminal/readers/',
  /** PUT `{ online }` (simulated provider only): switch a simulated reader on or off → `ReaderRow`. */
  reader: (terminalId: number | string) => `/terminal/readers/${terminalId}/`,
  /** GET `?facility_id=`: the active terminals of the facility the user may operate → `ReaderRow[]`. */
  activeTerminals: '/terminal/facility/active/',
} as const;

/** Who may sell (view 26, checkout), read the POS payments (24), manage terminals (34). */
export const POS_VIEWS = { checkout: 26, payments: 24, terminals: 34 } as const;
/** The organization's payments (3) and the platform's (22). */
export const PAYMENT_VIEWS = { organization: 3, platform: 22 } as const;

/**
 * What a simulated card does when presented (SPEC: test cards of the simulated provider): approved;
 * declined (insufficient funds, generic, card removed); `no_answer` (the reader keeps waiting);
 * `no_answer_after_tap` (the card is read, then the reader never answers: it stays processing).
 */
export const SIM_CARDS = ['approved', 'insufficient_funds', 'generic', 'card_removed', 'no_answer', 'no_answer_after_tap'] as const;
export type SimCard = (typeof SIM_CARDS)[number];

/**
 * Typed-in test cards of the simulated provider (Stripe's numbers): 4242 4242 4242 4242 approved,
 * 4000 0000 0000 9995 insufficient funds, 4000 0000 0000 0002 declined (generic); any other valid
 * (Luhn) number approved; an expiry in the past declined (generic). 4000 0000 0000 5126 is charged,
 * but its refunds are declined (Stripe's "refund fails" card).
 */
export const SIM_MANUAL_CARDS = { approved: '4242424242424242', insufficient_funds: '4000000000009995', generic: '4000000000000002', refund_fails: '4000000000005126' } as const;

export const PAYMENT_SORTS = ['created_at', 'amount_cents', 'status', 'method'] as const;

/** The most rows one CSV holds: a filter matching more is refused (`csv_too_large`) — narrow the dates. */
export const MAX_CSV_ROWS = 50_000;

export const REFUND_STATUSES = ['pending', 'succeeded', 'declined'] as const;
