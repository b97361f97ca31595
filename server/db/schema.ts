import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, customType, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Status codes A (active) and I (inactive), SPEC §3 status labels. */
const status = () => text('status').notNull().default('A');
/** Money: integer cents (domain/money.ts), in the currency of the organization. */
const cents = (name: string) => integer(name);

/** Organizations, called groups in the API (`/group/...`). */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Minimum orders per month (amount) and what it counts ('orders' or 'hours'). */
    min_orders_amount_cents: cents('min_orders_amount_cents').notNull().default(0),
    min_orders_filter: text('min_orders_filter').notNull().default('orders'),
    /** The monthly subscription charge. */
    monthly_charge_cents: cents('monthly_charge_cents').notNull().default(0),
    /** Minutes before an order that the reminder SMS goes out. */
    order_reminder_minutes: integer('order_reminder_minutes').notNull().default(60),
    notes: text('notes').notNull().default(''),
    /** Price plan: ranges by hours `[{ from, to, price_cents }]` (the last one may be open: `to` null means "and up"). */
    price_plan: jsonb('price_plan')
      .notNull()
      .$type<{ from: number; to: number | null; price_cents: number }[]>()
      .default(sql`'[]'::jsonb`),
    fixed_minimum_amount_cents: cents('fixed_minimum_amount_cents').notNull().default(0),
    only_hourly_price: boolean('only_hourly_price').notNull().default(false),
    /** Online payment service fee: a fixed amount and a percent. */
    service_fee_amount_cents: cents('service_fee_amount_cents').notNull().default(0),
    service_fee_percent: numeric('service_fee_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    cancellation_policy_hours: integer('cancellation_policy_hours').notNull().default(24),
    /** An unpaid booking balance is charged to the organizer's saved card this many hours after the booking ends (SPEC §9). */
    unpaid_charge_hours: integer('unpaid_charge_hours').notNull().default(24),
    booking_fee_percent: numeric('booking_fee_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    match_fee_percent: numeric('match_fee_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** ISO 4217 code of every amount of the organization (domain/money.ts). */
    currency: text('currency').notNull().default('EUR'),
    logo: text('logo'),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('organizations_name_key').on(sql`lower(${t.name})`), check('organizations_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`)],
);

export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    timezone: text('timezone').notNull(),
    /** '24' or '12' (contains '12' means a 12-hour clock). */
    time_format: text('time_format').notNull().default('24'),
    /** Staff clock in and out here (the top bar's timer). */
    time_control: boolean('time_control').notNull().default(false),
    signer_name: text('signer_name').notNull().default(''),
    owner_name: text('owner_name').notNull().default(''),
    representative: text('representative').notNull().default(''),
    administrator: text('administrator').notNull().default(''),
    commission: numeric('commission', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    commission_after_sale: numeric('commission_after_sale', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    tax_percent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    logo: text('logo'),
    short_address: text('short_address').notNull().default(''),
    /** immediately, daily, weekly, biweekly, monthly, yearly, manually. */
    billing_cycle: text('billing_cycle').notNull().default('monthly'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    google_place_id: text('google_place_id').notNull().default(''),
    /** Opening hours per weekday, Monday first: `[{ open, close, closed }]`. */
    schedule: jsonb('schedule')
      .notNull()
      .$type<{ open: string; close: string; closed: boolean }[]>()
      .default(sql`'[]'::jsonb`),
    /** Uploaded images (`/api/v1/file/:id` addresses). */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bank_holder_name: text('bank_holder_name').notNull().default(''),
    bank_account_number: text('bank_account_number').notNull().default(''),
    bank_routing_number: text('bank_routing_number').notNull().default(''),
    bank_name: text('bank_name').notNull().default(''),
    monthly_minimum_orders: integer('monthly_minimum_orders').notNull().default(0),
    order_phone_required: boolean('order_phone_required').notNull().default(false),
    video_declaration: text('video_declaration').notNull().default(''),
    online_payments: boolean('online_payments').notNull().default(false),
    no_booking_sms: boolean('no_booking_sms').notNull().default(false),
    team_required: boolean('team_required').notNull().default(false),
    pos_for_bookings: boolean('pos_for_bookings').notNull().default(false),
    /** The card provider's account once onboarding finished (the built-in simulated provider). */
    provider_account_id: text('provider_account_id'),
    status: status(),
    ...timestamps,
  },
  // A name once per organization (case-insensitive; the top bar chooses by name).
  (t) => [index('facilities_group_idx').on(t.group_id, t.name), uniqueIndex('facilities_name_key').on(t.group_id, sql`lower(${t.name})`)],
);

/** Fields (courts, pitches) of a facility (domain/resources/fields.ts). Names are unique per facility. */
export const fields = pgTable(
  'fields',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    recording_type: text('recording_type').notNull().default('static'),
    players_quantity: integer('players_quantity').notNull().default(4),
    hourly_price_cents: cents('hourly_price_cents').notNull().default(0),
    chunk_frequency: text('chunk_frequency').notNull().default('30'),
    /** Opening hours per weekday, Monday first: `[{ open, close, closed }]`. */
    schedule: jsonb('schedule')
      .notNull()
      .$type<{ open: string; close: string; closed: boolean }[]>()
      .default(sql`'[]'::jsonb`),
    bookable_online: boolean('bookable_online').notNull().default(true),
    premium_video: boolean('premium_video').notNull().default(false),
    /** The field's video prices (issue 18 item 2, domain/videos/price.ts): per hour without tax, and the pre-order discount percent. */
    video_hourly_price_cents: cents('video_hourly_price_cents').notNull().default(0),
    video_preorder_discount_percent: numeric('video_preorder_discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** A booking on this field also blocks the shared one (and the other way round). */
    shared_field_id: integer('shared_field_id').references((): AnyPgColumn => fields.id, { onDelete: 'set null' }),
    image: text('image'),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('fields_name_key').on(t.facility_id, sql`lower(${t.name})`)],
);

/** View ids 1–40 of SPEC §2.3 (reference data, seeded by migration-time code). */
export const consoleViews = pgTable('console_views', {
  id: integer('id').primaryKey(),
  key: text('key').notNull(),
  scope: text('scope').notNull(),
});

/** Permissions belong to a view id (SPEC §3 Role). */
export const consolePermissions = pgTable('console_permissions', {
  id: integer('id').primaryKey(),
  view_id: integer('view_id')
    .notNull()
    .references(() => consoleViews.id),
  key: text('key').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** One of A, F, R, admin, client. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The organization that owns the role; null for platform roles. */
    group_id: integer('group_id').references(() => organizations.id, { onDelete: 'cascade' }),
    status: status(),
    ...timestamps,
  },
  // A name once per organization, and once among the platform's roles (group_id null, counted as 0).
  (t) => [uniqueIndex('roles_name_key').on(sql`coalesce(${t.group_id}, 0)`, sql`lower(${t.name})`)],
);

export const roleViews = pgTable(
  'role_views',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    view_id: integer('view_id')
      .notNull()
      .references(() => consoleViews.id),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.view_id] })],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => consolePermissions.id),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

export const consoleUsers = pgTable(
  'console_users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; sign-in is case-insensitive. */
    username: text('username').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    avatar: text('avatar'),
    gender: text('gender'),
    bio: text('bio').notNull().default(''),
    birthday: text('birthday'),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    group_id: integer('group_id').references(() => organizations.id, { onDelete: 'restrict' }),
    status: status(),
    last_login: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('console_users_username_key').on(t.username), index('console_users_group_idx').on(t.group_id)],
);

export const userFacilities = pgTable(
  'user_facilities',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.facility_id] })],
);

/**
 * One sign-in of a console user (DESIGN.md §6): its access tokens carry its id and are refused once
 * it has ended; its refresh tokens are one family. It lasts until `expires_at` (REFRESH_TOKEN_TTL
 * from the sign-in; refreshing does not extend it) or until something ends it: `end_reason` says what
 * (a SESSION_END_REASONS value: sign-out, password, admin, reuse).
 */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    end_reason: text('end_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('console_sessions_user_idx').on(t.user_id)],
);

/**
 * The refresh tokens of a session, one live at a time: a refresh replaces the token it was given
 * (`replaced_by` its successor, `revoked_at` the time of the replacement).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    session_id: uuid('session_id')
      .notNull()
      .references(() => consoleSessions.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    replaced_by: uuid('replaced_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.user_id), index('refresh_tokens_session_idx').on(t.session_id)],
);

/**
 * Sign-in attempts per username and client address, for throttling (DESIGN.md §6). Shared by every API
 * process. `succeeded_at` marks an address the user has signed in from (a known address).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    username: text('username').notNull(),
    address: text('address').notNull().default(''),
    failures: integer('failures').notNull().default(0),
    last_failed_at: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    succeeded_at: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.username, t.address] })],
);

/** Registrations per client address in the current window (server/auth/registration-throttle.ts). */
export const registrationAttempts = pgTable('registration_attempts', {
  address: text('address').primaryKey(),
  count: integer('count').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  token_hash: text('token_hash').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => consoleUsers.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages the product would send (reset codes, ...). No mail server is needed: they are read from here. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** Clock-in / clock-out records of console users (the top bar's timer; the time-record report reads them). */
export const timeRecords = pgTable(
  'time_records',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the session runs. */
    ended_at: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('time_records_user_facility_idx').on(t.user_id, t.facility_id, t.started_at),
    // At most one running session per user and facility.
    uniqueIndex('time_records_running_key')
      .on(t.user_id, t.facility_id)
      .where(sql`${t.ended_at} is null`),
  ],
);

/** Console notifications ("Updates", view 18) shown to staff in the console. */
export const consoleNotifications = pgTable('console_notifications', {
  id: serial('id').primaryKey(),
  notification_type: text('notification_type').notNull().default('info'),
  notification_title: text('notification_title').notNull(),
  notification_text: text('notification_text').notNull().default(''),
  /** Sanitized by the console before it is shown. */
  html_code: text('html_code').notNull().default(''),
  border: boolean('border').notNull().default(false),
  outlined: boolean('outlined').notNull().default(false),
  colored_text: boolean('colored_text').notNull().default(false),
  notification_color: text('notification_color').notNull().default('primary'),
  icon: text('icon').notNull().default(''),
  dismissible: boolean('dismissible').notNull().default(true),
  /** Organizations that see it; empty means everyone. */
  groups_ids: integer('groups_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  status: status(),
  last_update: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The declared resources' tables (domain/resources). Names are unique per tenant, case-insensitively. */
export const cancellationReasons = pgTable(
  'cancellation_reasons',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: status(),
    ...timestamps,
  },
  // The unique index also serves the default sort (lower(name)) within an organization.
  (t) => [uniqueIndex('cancellation_reasons_name_key').on(t.group_id, sql`lower(${t.name})`)],
);

export const onsitePaymentMethods = pgTable(
  'onsite_payment_methods',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('onsite_payment_methods_name_key').on(t.facility_id, sql`lower(${t.name})`)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('product_categories_name_key').on(t.facility_id, sql`lower(${t.name})`)],
);

/** Uploaded images and logos (multipart PUT of a resource), served at `/api/v1/file/:id`. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  content_type: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cameras of a facility (domain/resources/cameras.ts). */
export const cameras = pgTable(
  'cameras',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    field_id: integer('field_id').references(() => fields.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    mac_address: text('mac_address').notNull(),
    ip_address: text('ip_address').notNull().default(''),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    thumbnail_at: timestamp('thumbnail_at', { withTimezone: true }),
    status: status(),
    // The ingest API (issue 18, server/cameras/): a camera signs its calls with its code and a secret,
    // kept here as its SHA-256 (a random 32-byte secret needs no slow hash); null: no secret issued yet.
    secret_hash: text('secret_hash'),
    /** The last heartbeat: a camera whose heartbeat is older than CAMERA_MISSED_HEARTBEATS beats reads offline. */
    last_heartbeat_at: timestamp('last_heartbeat_at', { withTimezone: true }),
    /** What the last heartbeat said: idle or recording. */
    reported_status: text('reported_status').notNull().default('idle'),
    /** Ingest calls refused for a wrong secret (401), and the last one. */
    failed_auth_count: integer('failed_auth_count').notNull().default(0),
    last_failed_auth_at: timestamp('last_failed_auth_at', { withTimezone: true }),
    /** A camera of the built-in simulated fleet (demo data), and whether staff left it switched on. */
    simulated: boolean('simulated').notNull().default(false),
    simulator_on: boolean('simulator_on').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cameras_name_key').on(t.facility_id, sql`lower(${t.name})`),
    // A camera signs in by its code: one camera per code (cameras without a code cannot report).
    uniqueIndex('cameras_code_key')
      .on(t.code)
      .where(sql`${t.code} <> ''`),
  ],
);

/** The latest thumbnail of each camera (issue 18: `POST /camera/thumbnails/`), replaced by the next. */
export const cameraThumbnails = pgTable('camera_thumbnails', {
  camera_id: integer('camera_id')
    .primaryKey()
    .references(() => cameras.id, { onDelete: 'cascade' }),
  content_type: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** When the camera took it (the camera's time, as it reported it). */
  taken_at: timestamp('taken_at', { withTimezone: true }).notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What cameras recorded (issue 18: `POST /chunk/`): one row per camera and minute (`minute` is the
 * start of that minute, UTC), on the field the camera filmed then. A retry of the same minute is
 * the same row. Videos are cut from these minutes.
 */
export const cameraChunks = pgTable(
  'camera_chunks',
  {
    id: serial('id').primaryKey(),
    camera_id: integer('camera_id')
      .notNull()
      .references(() => cameras.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    field_id: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    size_bytes: integer('size_bytes').notNull().default(0),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('camera_chunks_camera_minute_key').on(t.camera_id, t.minute), index('camera_chunks_field_minute_idx').on(t.field_id, t.minute)],
);

/** Contacts of a facility (domain/resources/contacts.ts): the same name and phone once per facility. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    category_id: integer('category_id').references((): AnyPgColumn => contactCategories.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    status: status(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contacts_name_key').on(t.facility_id, sql`lower(${t.name})`, t.phone),
    index('contacts_phone_idx').on(t.facility_id, t.phone),
    index('contacts_email_idx').on(t.facility_id, sql`lower(${t.email})`, t.id),
    index('contacts_category_idx').on(t.category_id),
    // The list sorts text case-insensitively with the id as tie-break (server/resources/crud.ts).
    index('contacts_phone_sort_idx').on(t.facility_id, sql`lower(${t.phone})`, t.id),
  ],
);

/** Products a facility sells (domain/resources/products.ts). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    price_cents: cents('price_cents').notNull().default(0),
    /** The sum of the product's stock movements (stock_movements), moved with them in one transaction. */
    stock: integer('stock').notNull().default(0),
    /** What one unit costs the facility (an adjustment's cost, a receipt's default). */
    cost_cents: cents('cost_cents').notNull().default(0),
    /** Low stock at or under this many units (0: only "out" is flagged). */
    low_stock: integer('low_stock').notNull().default(0),
    visibility: text('visibility').notNull().default('individual'),
    description: text('description').notNull().default(''),
    image: text('image'),
    /** The product's code or barcode (typed or scanned at the counter); '' when it has none. */
    code: text('code').notNull().default(''),
    status: status(),
    ...timestamps,
  },
  // Stock never goes below zero: a sale of more than is left fails here (server/inventory/repository.ts moveStock).
  (t) => [
    uniqueIndex('products_name_key').on(t.facility_id, sql`lower(${t.name})`),
    index('products_category_idx').on(t.category_id),
    index('products_code_idx').on(t.facility_id, t.code),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** Card terminals of a facility (domain/resources/terminals.ts). */
export const terminals = pgTable(
  'terminals',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    reader_reference: text('reader_reference').notNull(),
    serial: text('serial').notNull(),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('terminals_name_key').on(t.facility_id, sql`lower(${t.name})`)],
);

/** Players groups of a facility (domain/resources/players-groups.ts). */
export const playersGroups = pgTable(
  'players_groups',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('team'),
    visibility: text('visibility').notNull().default('private'),
    captain_name: text('captain_name').notNull(),
    captain_phone: text('captain_phone').notNull().default(''),
    captain_email: text('captain_email').notNull().default(''),
    co_captain_name: text('co_captain_name').notNull().default(''),
    co_captain_phone: text('co_captain_phone').notNull().default(''),
    co_captain_email: text('co_captain_email').notNull().default(''),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('players_groups_name_key').on(t.facility_id, sql`lower(${t.name})`)],
);

/** The members of a players group: contacts of its facility (domain/resources/players-groups.ts `members_ids`). */
export const playersGroupMembers = pgTable(
  'players_group_members',
  {
    players_group_id: integer('players_group_id')
      .notNull()
      .references(() => playersGroups.id, { onDelete: 'cascade' }),
    contact_id: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.players_group_id, t.contact_id] }), index('players_group_members_contact_idx').on(t.contact_id)],
);

/** Highlight kinds of a facility (domain/resources/highlights.ts). */
export const highlights = pgTable(
  'highlights',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    type: text('type').notNull().default('goal'),
    duration: integer('duration').notNull().default(15),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('highlights_name_key').on(t.facility_id, sql`lower(${t.name})`)],
);

/** Sports of the platform with their rating parameters (domain/resources/sports.ts). */
export const sports = pgTable(
  'sports',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    playing_time: integer('playing_time').notNull().default(90),
    additional_players: integer('additional_players').notNull().default(0),
    max_score_difference: integer('max_score_difference').notNull().default(10),
    score_k_factor: doublePrecision('score_k_factor').notNull().default(1),
    base_k_factor: doublePrecision('base_k_factor').notNull().default(32),
    denominator_factor: doublePrecision('denominator_factor').notNull().default(400),
    normalization_base: doublePrecision('normalization_base').notNull().default(1500),
    normalization_cap: doublePrecision('normalization_cap').notNull().default(3000),
    matches_played_factor: doublePrecision('matches_played_factor').notNull().default(1),
    base_decay_rate: doublePrecision('base_decay_rate').notNull().default(0.01),
    decay_rate_factor: doublePrecision('decay_rate_factor').notNull().default(1),
    decay_rate_period: integer('decay_rate_period').notNull().default(30),
    logo: text('logo'),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sports_name_key').on(sql`lower(${t.name})`)],
);

/** Bookings (reservations) of a field (SPEC §3 Booking). Their occupied time lives in `booking_slots`. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    field_id: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'restrict' }),
    type: text('type').notNull().default('one_day'),
    start_at: timestamp('start_at', { withTimezone: true }).notNull(),
    end_at: timestamp('end_at', { withTimezone: true }).notNull(),
    /** confirmed, cancelled or completed. */
    status: text('status').notNull().default('confirmed'),
    payment_state: text('payment_state').notNull().default('pending'),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    /** rookie, intermediate or pro (matches). */
    skill_level: text('skill_level'),
    min_players: integer('min_players'),
    max_players: integer('max_players'),
    price_per_player_cents: cents('price_per_player_cents'),
    /** A match whose minimum has not joined this many hours before its start is cancelled. */
    cancel_hours_before: integer('cancel_hours_before'),
    /** flat or per_participant. */
    pricing_method: text('pricing_method').notNull().default('flat'),
    include_video: boolean('include_video').notNull().default(false),
    /** The price of the booking and what has been paid of it. */
    amount_cents: cents('amount_cents').notNull().default(0),
    amount_paid_cents: cents('amount_paid_cents').notNull().default(0),
    /** The online service fee within `amount` (never refunded, SPEC §9). */
    service_fee_cents: cents('service_fee_cents').notNull().default(0),
    /** An open match whose free places are offered to players in the app (SPEC "list for sale"). */
    for_sale: boolean('for_sale').notNull().default(false),
    /** console, app or web. */
    origin: text('origin').notNull().default('console'),
    series_id: integer('series_id').references((): AnyPgColumn => recurringSeries.id, { onDelete: 'set null' }),
    /** Why it was cancelled: one of the organization's cancellation reasons (reports show its current name). */
    cancel_reason_id: integer('cancel_reason_id').references(() => cancellationReasons.id, { onDelete: 'restrict' }),
    /** What its cancellation refunded (cents: the policy's default or staff's choice; SPEC §9); null until cancelled by staff. */
    cancel_refund_cents: cents('cancel_refund_cents'),
    /** Why staff refunded otherwise than the cancellation policy ('' when the policy decided). */
    cancel_refund_note: text('cancel_refund_note').notNull().default(''),
    created_by: integer('created_by').references(() => consoleUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('bookings_facility_start_idx').on(t.facility_id, t.start_at), index('bookings_series_idx').on(t.series_id)],
);

/**
 * The time a live booking occupies on each field it blocks: its own field and the fields shared
 * with it. An exclusion constraint (migration 0007, btree_gist) forbids two live slots on one field
 * that overlap, so a court can never be double-booked, whichever client writes.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: serial('id').primaryKey(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    field_id: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'restrict' }),
    start_at: timestamp('start_at', { withTimezone: true }).notNull(),
    end_at: timestamp('end_at', { withTimezone: true }).notNull(),
    /** False once the booking is cancelled: it no longer blocks the field. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [index('booking_slots_booking_idx').on(t.booking_id)],
);

/** An organization's cards (domain/resources/payment-methods.ts): brand and last four digits only, never the number or CVV. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    name_on_card: text('name_on_card').notNull(),
    expiry: text('expiry').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    billing_email: text('billing_email').notNull().default(''),
    billing_phone: text('billing_phone').notNull().default(''),
    billing_address: text('billing_address').notNull().default(''),
    zip_code: text('zip_code').notNull().default(''),
    status: status(),
    ...timestamps,
  },
  // One default card per organization.
  (t) => [
    index('payment_methods_group_name_idx').on(t.group_id, sql`lower(${t.name_on_card})`),
    uniqueIndex('payment_methods_default_key')
      .on(t.group_id)
      .where(sql`${t.is_default}`),
  ],
);

/**
 * A contact's card saved at the card provider (the organizer's card on file, saved from the app):
 * the provider's reference (Stripe: a PaymentMethod `pm_…`), brand and last four only. An unpaid
 * booking balance is charged to it after the organization's deadline (server/pos/unpaid-balances.ts).
 */
export const savedCards = pgTable('saved_cards', {
  id: serial('id').primaryKey(),
  contact_id: integer('contact_id')
    .notNull()
    .unique('saved_cards_contact_key')
    .references(() => contacts.id, { onDelete: 'cascade' }),
  provider_ref: text('provider_ref').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The platform's statement of a facility for one billing cycle (issue 16 §5, SPEC §3 billing cycle):
 * what it owes the platform — the monthly charge, the shortfall under the minimum orders amount,
 * commissions and service fees, with tax — charged to the organization's default payment method.
 * `scheduled` while its period runs (its figures are computed when it closes), `processing` while the
 * provider is asked, then `paid` or `declined`. A `manually` cycle closes when staff close it.
 */
export const billingStatements = pgTable(
  'billing_statements',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    cycle: text('cycle').notNull(),
    period_start: timestamp('period_start', { withTimezone: true }).notNull(),
    /** Exclusive; null for a `manually` statement until staff close it. */
    period_end: timestamp('period_end', { withTimezone: true }),
    status: text('status').notNull().default('scheduled'),
    currency: text('currency').notNull(),
    monthly_charge_cents: cents('monthly_charge_cents').notNull().default(0),
    orders_count: integer('orders_count').notNull().default(0),
    orders_amount_cents: cents('orders_amount_cents').notNull().default(0),
    min_orders_amount_cents: cents('min_orders_amount_cents').notNull().default(0),
    shortfall_cents: cents('shortfall_cents').notNull().default(0),
    commission_cents: cents('commission_cents').notNull().default(0),
    commission_after_sale_cents: cents('commission_after_sale_cents').notNull().default(0),
    service_fees_cents: cents('service_fees_cents').notNull().default(0),
    tax_cents: cents('tax_cents').notNull().default(0),
    total_cents: cents('total_cents').notNull().default(0),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    provider_reference: text('provider_reference'),
    decline_reason: text('decline_reason'),
    /** The provider call's idempotency key (one per statement and attempt). */
    idempotency_key: text('idempotency_key'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('billing_statements_period_key').on(t.facility_id, t.period_start),
    index('billing_statements_group_idx').on(t.group_id, t.period_start),
    check('billing_statements_status', sql`${t.status} in ('scheduled', 'processing', 'paid', 'declined')`),
    check('billing_statements_total', sql`${t.total_cents} >= 0`),
  ],
);

/** Categories of a facility's contacts (customer, member, coach, ...). */
export const contactCategories = pgTable(
  'contact_categories',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('contact_categories_name_key').on(t.facility_id, sql`lower(${t.name})`)],
);

/** Ranking groups of the platform (view 40): players rated within a band of a sport. */
export const rankingGroups = pgTable(
  'ranking_groups',
  {
    id: serial('id').primaryKey(),
    sport_id: integer('sport_id').references(() => sports.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    min_rating: integer('min_rating').notNull().default(0),
    max_rating: integer('max_rating').notNull().default(3000),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('ranking_groups_name_key').on(sql`lower(${t.name})`)],
);

/** People who use the mobile app (view 7). A contact with the same phone or e-mail is flagged as an app user. */
export const appUsers = pgTable(
  'app_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    gender: text('gender'),
    bio: text('bio').notNull().default(''),
    birthday: text('birthday'),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    dni: text('dni').notNull().default(''),
    /** player, coach, ... */
    type: text('type').notNull().default('player'),
    experience: text('experience').notNull().default('rookie'),
    consent: boolean('consent').notNull().default(false),
    consent_at: timestamp('consent_at', { withTimezone: true }),
    last_login: timestamp('last_login', { withTimezone: true }),
    avatar: text('avatar'),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('app_users_username_key').on(sql`lower(${t.username})`), index('app_users_phone_idx').on(t.phone), index('app_users_email_idx').on(sql`lower(${t.email})`)],
);

/** What app users did (view 12): sign-ins, videos watched, bookings, purchases. */
export const userActivity = pgTable(
  'user_activity',
  {
    id: serial('id').primaryKey(),
    app_user_id: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    ...timestamps,
  },
  (t) => [index('user_activity_user_idx').on(t.app_user_id, t.created_at)],
);

/** Notifications shown in the mobile app (view 14), in Spanish and English. */
export const appNotifications = pgTable('app_notifications', {
  id: serial('id').primaryKey(),
  title_en: text('title_en').notNull(),
  title_es: text('title_es').notNull(),
  description_en: text('description_en').notNull().default(''),
  description_es: text('description_es').notNull().default(''),
  button_en: text('button_en').notNull().default(''),
  button_es: text('button_es').notNull().default(''),
  image: text('image'),
  background: text('background').notNull().default(''),
  handled_action: text('handled_action').notNull().default(''),
  show_modal: boolean('show_modal').notNull().default(false),
  only_app_users: boolean('only_app_users').notNull().default(false),
  type: text('type').notNull().default('info'),
  icon: text('icon').notNull().default(''),
  color: text('color').notNull().default('primary'),
  border: boolean('border').notNull().default(false),
  dismissible: boolean('dismissible').notNull().default(true),
  status: status(),
  ...timestamps,
});

/** Card-provider onboarding links of a facility (the built-in simulated provider): each expires after 5 minutes. */
export const providerLinks = pgTable('provider_links', {
  token: text('token').primaryKey(),
  facility_id: integer('facility_id')
    .notNull()
    .references(() => facilities.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A recurring reservation: every N weeks on chosen weekdays until an end date; its bookings point at it. */
export const recurringSeries = pgTable(
  'recurring_series',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    field_id: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'restrict' }),
    type: text('type').notNull().default('recurring'),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** Local date (yyyy-mm-dd) and time (HH:mm) in the facility's zone. */
    start_date: text('start_date').notNull(),
    end_date: text('end_date').notNull(),
    time: text('time').notNull(),
    duration: integer('duration').notNull(),
    every_weeks: integer('every_weeks').notNull().default(1),
    /** ISO weekdays 1 (Monday) – 7. */
    weekdays: integer('weekdays').array().notNull(),
    notes: text('notes').notNull().default(''),
    /** active or cancelled. */
    status: text('status').notNull().default('active'),
    created_by: integer('created_by').references(() => consoleUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('recurring_series_facility_idx').on(t.facility_id, t.start_date)],
);

/**
 * A recurring video order (issue 18 item 7, view 19, SPEC §7 `/recurring_order/`): a field recorded
 * every N weeks on chosen weekdays at a local time, from a start date until the orders-till date
 * (both the facility's local dates). The recurring job (server/videos/recurring-job.ts) creates each
 * video order a few days ahead (video_orders.recurring_order_id). A phone number is required.
 */
export const recurringVideoOrders = pgTable(
  'recurring_video_orders',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    field_id: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'restrict' }),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    /** ISO weekdays 1 (Monday) – 7. */
    weekdays: integer('weekdays').array().notNull(),
    every_weeks: integer('every_weeks').notNull().default(1),
    /** Local dates (yyyy-mm-dd) and time (HH:mm) in the facility's zone. */
    start_date: text('start_date').notNull(),
    end_date: text('end_date').notNull(),
    time: text('time').notNull(),
    /** Minutes (SPEC §9 choices). */
    duration: integer('duration').notNull(),
    /** left, right or left/right. */
    type: text('type').notNull().default('left/right'),
    /** active or cancelled. */
    status: text('status').notNull().default('active'),
    created_by: integer('created_by').references(() => consoleUsers.id, { onDelete: 'set null' }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('recurring_video_orders_status', sql`${t.status} in ('active', 'cancelled')`),
    check('recurring_video_orders_shape', sql`${t.duration} > 0 and ${t.every_weeks} between 1 and 52 and cardinality(${t.weekdays}) > 0 and ${t.end_date} >= ${t.start_date} and ${t.phone} <> ''`),
    index('recurring_video_orders_facility_idx').on(t.facility_id, t.status),
  ],
);

/** The people of a booking (open matches, group bookings): paid, not going, no-show. */
export const bookingParticipants = pgTable(
  'booking_participants',
  {
    id: serial('id').primaryKey(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    is_guest: boolean('is_guest').notNull().default(false),
    paid: boolean('paid').notNull().default(false),
    not_going: boolean('not_going').notNull().default(false),
    no_show: boolean('no_show').notNull().default(false),
    amount_cents: cents('amount_cents').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_participants_booking_idx').on(t.booking_id)],
);

/** A booking's history (every change, who and when), its notes and its chat thread. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** history, note or chat. */
    kind: text('kind').notNull(),
    /** For history: created, updated, rescheduled, cancelled, paid, participant_added, ... */
    action: text('action').notNull().default(''),
    text: text('text').notNull().default(''),
    data: jsonb('data')
      .notNull()
      .$type<Record<string, unknown>>()
      .default(sql`'{}'::jsonb`),
    user_id: integer('user_id').references(() => consoleUsers.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.booking_id, t.kind, t.created_at)],
);

/**
 * A public code of a shared link (issue 19): 128 random bits as 32 lowercase hex characters, never
 * sequential. The server writes its own (`newPlayback`, server/videos/playback.ts); this default
 * (SHA-256 of two random UUIDs, cut to 128 bits) fills rows written without one and old rows.
 */
export const RANDOM_PLAYBACK = sql`substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32)`;

/**
 * Recordings of a field (SPEC §3 Video): what a camera recorded during a booking (or on its own).
 * `playback` is the public code of the video's links (`/video/:playback`, SPEC §2.1).
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    field_id: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'restrict' }),
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    playback: text('playback').notNull().default(RANDOM_PLAYBACK),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    /** left, right or left/right (the cameras of the field's sides). */
    type: text('type').notNull().default('left/right'),
    views: integer('views').notNull().default(0),
    /** scheduled, recording, processing, completed, cancelled or failed (machines/recording.machine.ts). */
    status: text('status').notNull().default('completed'),
    hidden: boolean('hidden').notNull().default(false),
    /** The video order it records (null for a booking's recording without an order). */
    video_order_id: integer('video_order_id').references((): AnyPgColumn => videoOrders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('videos_playback_key').on(t.playback),
    index('videos_facility_started_idx').on(t.facility_id, t.started_at),
    index('videos_booking_idx').on(t.booking_id),
    index('videos_order_idx').on(t.video_order_id),
    check('videos_status', sql`${t.status} in ('scheduled', 'recording', 'processing', 'completed', 'cancelled', 'failed')`),
    check('videos_duration', sql`${t.duration} > 0`),
  ],
);

/**
 * A video ordered for a field, a date and a time (issue 18: order video, order history, a booking's
 * "include video"): its price parts in cents (domain/videos/price.ts: price − discount + tax +
 * service fee = total; the commission is what the platform keeps of price − discount, not charged), paid through the POS ledger (invoice_lines kind 'video', video_order_id) and refunded
 * there. `pending` until paid; `cancelled` (nothing paid) or `refunded` when cancelled before its
 * start; `failed` when it could not be recorded.
 */
export const videoOrders = pgTable(
  'video_orders',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    field_id: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'restrict' }),
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    phone: text('phone'),
    /** The facility's local date, and the start as an instant. */
    date: text('date').notNull(),
    start_at: timestamp('start_at', { withTimezone: true }).notNull(),
    /** Minutes (SPEC §9 choices). */
    duration: integer('duration').notNull(),
    /** left, right or left/right. */
    type: text('type').notNull().default('left/right'),
    price_cents: cents('price_cents').notNull().default(0),
    discount_cents: cents('discount_cents').notNull().default(0),
    commission_cents: cents('commission_cents').notNull().default(0),
    tax_cents: cents('tax_cents').notNull().default(0),
    service_fee_cents: cents('service_fee_cents').notNull().default(0),
    total_cents: cents('total_cents').notNull().default(0),
    status: text('status').notNull().default('pending'),
    created_by: integer('created_by').references(() => consoleUsers.id, { onDelete: 'set null' }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /** The recurring order that created it (issue 18 item 7), if any: one order per recurring order and date. */
    recurring_order_id: integer('recurring_order_id').references((): AnyPgColumn => recurringVideoOrders.id, { onDelete: 'set null' }),
    /** The console's key of the order attempt (`POST /video_order/`), and a digest of its request: the same key answers this order. */
    idempotency_key: text('idempotency_key'),
    request_hash: text('request_hash'),
    ...timestamps,
  },
  (t) => [
    // The recurring job's real guard: two API processes creating the same date's order, one wins.
    // A cancelled order does not hold its date: an edit of the recurring order cancels it and makes the date's new one.
    uniqueIndex('video_orders_recurring_date_key')
      .on(t.recurring_order_id, t.date)
      .where(sql`${t.recurring_order_id} is not null and ${t.status} <> 'cancelled'`),
    // One order per key of an organization: two requests with one key, one order.
    uniqueIndex('video_orders_idempotency_key')
      .on(t.group_id, t.idempotency_key)
      .where(sql`${t.idempotency_key} is not null`),
    check('video_orders_status', sql`${t.status} in ('pending', 'paid', 'cancelled', 'refunded', 'failed')`),
    check(
      'video_orders_amounts',
      sql`${t.price_cents} >= 0 and ${t.discount_cents} >= 0 and ${t.commission_cents} >= 0 and ${t.tax_cents} >= 0 and ${t.service_fee_cents} >= 0 and ${t.total_cents} = ${t.price_cents} - ${t.discount_cents} + ${t.tax_cents} + ${t.service_fee_cents} and ${t.discount_cents} <= ${t.price_cents} and ${t.commission_cents} <= ${t.price_cents} - ${t.discount_cents}`,
    ),
    check('video_orders_duration', sql`${t.duration} > 0`),
    index('video_orders_facility_start_idx').on(t.facility_id, t.start_at),
    index('video_orders_booking_idx').on(t.booking_id),
  ],
);

/** A moment of a video (issue 18 item 6): offset and duration in seconds, its type, category and who made it. */
export const videoHighlights = pgTable(
  'video_highlights',
  {
    id: serial('id').primaryKey(),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The facility's highlight kind it was tagged with, if any. */
    highlight_id: integer('highlight_id').references(() => highlights.id, { onDelete: 'set null' }),
    offset_seconds: integer('offset_seconds').notNull(),
    duration_seconds: integer('duration_seconds').notNull(),
    /** goal, foul or assist. */
    type: text('type').notNull(),
    category: text('category').notNull().default(''),
    player: text('player').notNull().default(''),
    /** The staff user who made it (SPEC §3 Highlight: created by). */
    created_by: integer('created_by').references(() => consoleUsers.id, { onDelete: 'set null' }),
    /** The public code of its links (`/highlight/:playback`, SPEC §2.1), like a video's. */
    playback: text('playback').notNull().default(RANDOM_PLAYBACK),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('video_highlights_playback_key').on(t.playback),
    check('video_highlights_type', sql`${t.type} in ('goal', 'foul', 'assist')`),
    check('video_highlights_times', sql`${t.offset_seconds} >= 0 and ${t.duration_seconds} > 0`),
    index('video_highlights_video_idx').on(t.video_id, t.offset_seconds),
  ],
);

/** The console users who may take payments on a terminal (SPEC §3 Terminal: operators). */
export const terminalOperators = pgTable(
  'terminal_operators',
  {
    terminal_id: integer('terminal_id')
      .notNull()
      .references(() => terminals.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.terminal_id, t.user_id] }), index('terminal_operators_user_idx').on(t.user_id)],
);

/**
 * A sale at a facility's counter (issue 15; server/pos/): its lines, the facility's tax percent at the
 * time, fees and the sale's tip (fixed by the first captured payment). What was paid and what
 * remains are derived from its payments, never stored. An open invoice with a `tab_name` is a tab.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    tab_name: text('tab_name'),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    tax_percent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    fees_cents: cents('fees_cents').notNull().default(0),
    /** The sale's tip: set by the first captured payment. */
    tip_cents: cents('tip_cents').notNull().default(0),
    operator_id: integer('operator_id').references(() => consoleUsers.id, { onDelete: 'set null' }),
    /** The idempotency key of the save that created it. */
    idempotency_key: text('idempotency_key').notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('invoices_status', sql`${t.status} in ('open', 'paid', 'void')`),
    check('invoices_amounts', sql`${t.fees_cents} >= 0 and ${t.tip_cents} >= 0`),
    index('invoices_facility_status_idx').on(t.facility_id, t.status, t.updated_at),
  ],
);

/** The lines of an invoice: a product (quantity × unit price), a booking's balance or one participant's share, a video order, a free amount. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    participant_id: integer('participant_id').references(() => bookingParticipants.id, { onDelete: 'set null' }),
    video_order_id: integer('video_order_id').references((): AnyPgColumn => videoOrders.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unit_price_cents: cents('unit_price_cents').notNull(),
    /** quantity × unit price, tax included, and the tax within it. */
    total_cents: cents('total_cents').notNull(),
    tax_cents: cents('tax_cents').notNull(),
    /** Units of a product line refunds took back to stock (server/pos/refund-service.ts); never more than it sold. */
    returned_quantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    check('invoice_lines_returned', sql`${t.returned_quantity} between 0 and ${t.quantity}`),
    check('invoice_lines_kind', sql`${t.kind} in ('product', 'booking', 'video', 'free')`),
    check('invoice_lines_amounts', sql`${t.quantity} > 0 and ${t.unit_price_cents} >= 0 and ${t.total_cents} = ${t.quantity} * ${t.unit_price_cents} and ${t.tax_cents} between 0 and ${t.total_cents}`),
    index('invoice_lines_invoice_idx').on(t.invoice_id, t.id),
    index('invoice_lines_booking_idx').on(t.booking_id),
    index('invoice_lines_video_order_idx').on(t.video_order_id),
  ],
);

/**
 * Payments of invoices: one per idempotency key of an organization (the same key again answers this
 * row). Only `captured` counts as paid. `tip_cents` is the part of the amount that is tip.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    onsite_method_id: integer('onsite_method_id').references(() => onsitePaymentMethods.id, { onDelete: 'set null' }),
    terminal_id: integer('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    amount_cents: cents('amount_cents').notNull(),
    tip_cents: cents('tip_cents').notNull().default(0),
    /** The sale's whole tip as the request chose it (becomes the invoice's at the first capture). */
    sale_tip_cents: cents('sale_tip_cents').notNull().default(0),
    tendered_cents: cents('tendered_cents'),
    change_cents: cents('change_cents'),
    status: text('status').notNull(),
    decline_reason: text('decline_reason'),
    provider_reference: text('provider_reference'),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    idempotency_key: text('idempotency_key').notNull(),
    /** A digest of the request: the same key with another request is refused. */
    request_hash: text('request_hash').notNull(),
    operator_id: integer('operator_id').references(() => consoleUsers.id, { onDelete: 'set null' }),
    /** A pending card payment times out then (reader). */
    expires_at: timestamp('expires_at', { withTimezone: true }),
    settled_at: timestamp('settled_at', { withTimezone: true }),
    /** The sum of its refunds taken (succeeded and in progress): held by invoice_payments_refunds. */
    refunded_cents: cents('refunded_cents').notNull().default(0),
    /** The online service fees it carried: never refunded (domain/pos/refund.ts `feeShares`). */
    non_refundable_cents: cents('non_refundable_cents').notNull().default(0),
    /** An online payment's pre-order discount (SPEC §3 order: the client paid `amount_cents`, the order was worth that plus this). */
    discount_cents: cents('discount_cents').notNull().default(0),
    /** The app user who paid online (method `online`); null at the counter. */
    app_user_id: integer('app_user_id').references(() => appUsers.id, { onDelete: 'set null' }),
    /**
     * The platform's commission, recorded when the payment is captured (domain/pos/breakdown.ts
     * `commissionOf`: the facility's percent then, of what the facility earned); 0 until then.
     */
    commission_percent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    commission_cents: cents('commission_cents').notNull().default(0),
    /** The commission its succeeded refunds gave back (the sum of theirs): never above `commission_cents` (invoice_payments_commission). */
    commission_returned_cents: cents('commission_returned_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoice_payments_key').on(t.group_id, t.idempotency_key),
    // Refunds never exceed what was paid less non-refundable fees: the database's guarantee (issue 16).
    check('invoice_payments_refunds', sql`${t.refunded_cents} >= 0 and ${t.non_refundable_cents} >= 0 and ${t.refunded_cents} <= ${t.amount_cents} - ${t.non_refundable_cents}`),
    check('invoice_payments_method', sql`${t.method} in ('reader', 'cash', 'manual_card', 'onsite', 'online')`),
    check('invoice_payments_discount', sql`${t.discount_cents} >= 0`),
    check('invoice_payments_commission', sql`${t.commission_cents} >= 0 and ${t.commission_percent} >= 0 and ${t.commission_returned_cents} >= 0 and ${t.commission_returned_cents} <= ${t.commission_cents}`),
    check('invoice_payments_status', sql`${t.status} in ('pending', 'captured', 'declined', 'cancelled', 'timed_out')`),
    check('invoice_payments_amounts', sql`${t.amount_cents} >= 0 and ${t.tip_cents} >= 0 and ${t.tip_cents} <= ${t.amount_cents} and ${t.sale_tip_cents} >= 0`),
    check('invoice_payments_cash', sql`${t.tendered_cents} is null or (${t.tendered_cents} >= ${t.amount_cents} and ${t.change_cents} = ${t.tendered_cents} - ${t.amount_cents})`),
    index('invoice_payments_invoice_idx').on(t.invoice_id),
    // The payments lists of facilities (views 24 and 3) by month: newest first read in its order, and the other sorts
    // (amount, status, method) and filters counted and paged from the index alone (an index-only scan, no table rows).
    index('invoice_payments_facility_list_idx').on(t.facility_id, t.created_at, t.id, t.amount_cents, t.status, t.method),
    // The organization's payments (view 3) and the platform's online payments (view 22), newest first.
    index('invoice_payments_group_created_idx').on(t.group_id, t.created_at),
  ],
);

/**
 * Refunds of the ledger's payments (issue 16): each goes back by the method its payment came by
 * (card through the provider, cash out of the till, onsite methods recorded). `pending` while the
 * card provider is asked (its amount is held on the payment's `refunded_cents`), then `succeeded`
 * or `declined` (the amount is given back to the payment). One per organization and key.
 */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => invoicePayments.id, { onDelete: 'restrict' }),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount_cents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The method it went back by: the payment's. */
    method: text('method').notNull(),
    status: text('status').notNull(),
    decline_reason: text('decline_reason'),
    provider_reference: text('provider_reference'),
    idempotency_key: text('idempotency_key').notNull(),
    request_hash: text('request_hash').notNull(),
    operator_id: integer('operator_id').references(() => consoleUsers.id, { onDelete: 'set null' }),
    settled_at: timestamp('settled_at', { withTimezone: true }),
    /** Units it takes back to stock, per line of the sale, with the line's product: moved when it succeeds. */
    items: jsonb('items').$type<{ line_id: number; product_id: number; quantity: number }[]>().notNull().default([]),
    /** The commission it gave back to the facility (domain/pos/breakdown.ts `commissionReturned`), recorded when it succeeds; 0 before and when declined. */
    commission_cents: cents('commission_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoice_refunds_key').on(t.group_id, t.idempotency_key),
    check('invoice_refunds_amount', sql`${t.amount_cents} > 0 and ${t.commission_cents} >= 0`),
    check('invoice_refunds_method', sql`${t.method} in ('reader', 'cash', 'manual_card', 'onsite', 'online')`),
    check('invoice_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'declined')`),
    index('invoice_refunds_payment_idx').on(t.payment_id),
    // A statement nets the commission its period's refunds gave back (server/billing/repository.ts `salesOf`).
    index('invoice_refunds_facility_settled_idx').on(t.facility_id, t.settled_at),
  ],
);

/** The idempotency keys of invoice saves (create or update, open tab): the same key answers the invoice it saved. */
export const invoiceSaves = pgTable(
  'invoice_saves',
  {
    group_id: integer('group_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    idempotency_key: text('idempotency_key').notNull(),
    request_hash: text('request_hash').notNull(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.group_id, t.idempotency_key] })],
);

/** An inventory adjustment (view 29): a count with reasons, or a receipt of goods; its lines are stock movements. */
export const inventoryAdjustments = pgTable(
  'inventory_adjustments',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    /** count (counted stock with a reason per changed line) or receipt (goods received). */
    kind: text('kind').notNull().default('count'),
    user_id: integer('user_id').references(() => consoleUsers.id, { onDelete: 'set null' }),
    observation: text('observation').notNull().default(''),
    /** URL of a photo or PDF of the count (server/resources/uploads.ts). */
    attachment: text('attachment'),
    /** Sum over the lines of units moved × unit cost (negative: value lost). */
    cost_cents: integer('cost_cents').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('inventory_adjustments_kind', sql`${t.kind} in ('count', 'receipt')`), index('inventory_adjustments_facility_idx').on(t.facility_id, t.created_at)],
);

/** Stock is a journal (DESIGN §5): every change of a product's stock, by whom and why. A product's stock is the sum of its rows. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Units in (+) or out (−). */
    quantity: integer('quantity').notNull(),
    /** sale, void (of a sale), refund, adjustment, receipt, initial. */
    kind: text('kind').notNull(),
    invoice_id: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    adjustment_id: integer('adjustment_id').references(() => inventoryAdjustments.id, { onDelete: 'cascade' }),
    /** An adjustment's reason (domain/inventory/rules.ts ADJUSTMENT_REASONS). */
    reason: text('reason'),
    /** The product's unit cost when it moved. */
    unit_cost_cents: integer('unit_cost_cents').notNull().default(0),
    /** The stock the product had before this movement (a count's system stock). */
    stock_before: integer('stock_before'),
    user_id: integer('user_id').references(() => consoleUsers.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_movements_kind', sql`${t.kind} in ('sale', 'void', 'refund', 'adjustment', 'receipt', 'initial')`),
    check('stock_movements_reason', sql`${t.reason} is null or ${t.reason} in ('damaged', 'expired', 'lost', 'count_correction')`),
    index('stock_movements_product_idx').on(t.product_id, t.created_at),
    index('stock_movements_invoice_idx').on(t.invoice_id),
    index('stock_movements_adjustment_idx').on(t.adjustment_id),
  ],
);

/**
 * A facility's schedule version (server/bookings/schedule-cache.ts): triggers of migration 0033 add
 * one at the commit of every transaction that wrote its bookings, their participants or its
 * contacts, so that a schedule answer kept in memory is served only while nothing it shows changed.
 * No row: version 0. Written only by those triggers.
 */
export const scheduleVersions = pgTable('schedule_versions', {
  facility_id: integer('facility_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
