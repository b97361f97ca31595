import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Status codes A (active) and I (inactive), SPEC §3 status labels. */
const status = () => text('status').notNull().default('A');

/** Organizations, called groups in the API (`/group/...`). */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: status(),
  ...timestamps,
});

export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id').notNull().references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    timezone: text('timezone').notNull(),
    /** '24' or '12' (contains '12' means a 12-hour clock). */
    time_format: text('time_format').notNull().default('24'),
    /** Staff clock in and out here (the top bar's timer). */
    time_control: boolean('time_control').notNull().default(false),
    status: status(),
    ...timestamps,
  },
  (t) => [index('facilities_group_idx').on(t.group_id, t.name)],
);

export const fields = pgTable(
  'fields',
  {
    id: serial('id').primaryKey(),
    facility_id: integer('facility_id').notNull().references(() => facilities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    status: status(),
    ...timestamps,
  },
  (t) => [index('fields_facility_idx').on(t.facility_id, t.name)],
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
  view_id: integer('view_id').notNull().references(() => consoleViews.id),
  key: text('key').notNull(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** One of A, F, R, admin, client. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The organization that owns the role; null for platform roles. */
  group_id: integer('group_id').references(() => organizations.id, { onDelete: 'cascade' }),
  ...timestamps,
});

export const roleViews = pgTable(
  'role_views',
  {
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    view_id: integer('view_id').notNull().references(() => consoleViews.id),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.view_id] })],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id').notNull().references(() => consolePermissions.id),
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
    role_id: integer('role_id').notNull().references(() => roles.id),
    group_id: integer('group_id').references(() => organizations.id, { onDelete: 'restrict' }),
    status: status(),
    /** Bumped to end every session of the user (admin-forced reauthentication). */
    session_version: integer('session_version').notNull().default(0),
    last_login: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('console_users_username_key').on(t.username), index('console_users_group_idx').on(t.group_id)],
);

export const userFacilities = pgTable(
  'user_facilities',
  {
    user_id: integer('user_id').notNull().references(() => consoleUsers.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.facility_id] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => consoleUsers.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.user_id)],
);

/** Failed sign-ins per username, for throttling (DESIGN.md §6). Shared by every API process. */
export const loginAttempts = pgTable('login_attempts', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull().default(0),
  last_failed_at: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp('locked_until', { withTimezone: true }),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  token_hash: text('token_hash').primaryKey(),
  user_id: integer('user_id').notNull().references(() => consoleUsers.id, { onDelete: 'cascade' }),
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
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Clock-in / clock-out records of console users (the top bar's timer; the time-record report reads them). */
export const timeRecords = pgTable(
  'time_records',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => consoleUsers.id, { onDelete: 'cascade' }),
    group_id: integer('group_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the session runs. */
    ended_at: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('time_records_user_facility_idx').on(t.user_id, t.facility_id, t.started_at),
    // At most one running session per user and facility.
    uniqueIndex('time_records_running_key').on(t.user_id, t.facility_id).where(sql`${t.ended_at} is null`),
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
  groups_ids: integer('groups_ids').array().notNull().default(sql`'{}'::int[]`),
  status: status(),
  last_update: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The declared resources' tables (domain/resources). Names are unique per tenant, case-insensitively. */
export const cancellationReasons = pgTable(
  'cancellation_reasons',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
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
    facility_id: integer('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
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
    facility_id: integer('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    ...timestamps,
  },
  (t) => [uniqueIndex('product_categories_name_key').on(t.facility_id, sql`lower(${t.name})`)],
);
