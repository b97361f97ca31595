ALTER TABLE "booking_participants" ADD COLUMN "amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_per_player_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "hourly_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "min_orders_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "monthly_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "fixed_minimum_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "service_fee_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Existing amounts become cents exactly: numeric(12,2) holds at most two decimals, so x * 100 is whole;
-- round() only guards the type cast. An amount beyond an integer's range fails the migration (nothing is lost).
UPDATE "organizations" SET
  "min_orders_amount_cents" = round("min_orders_amount" * 100)::integer,
  "monthly_charge_cents" = round("monthly_charge" * 100)::integer,
  "fixed_minimum_amount_cents" = round("fixed_minimum_amount" * 100)::integer,
  "service_fee_amount_cents" = round("service_fee_amount" * 100)::integer;--> statement-breakpoint
-- The price plan's ranges `{ from, to, price }` become `{ from, to, price_cents }`, in their order.
UPDATE "organizations" SET "price_plan" = coalesce(
    (SELECT jsonb_agg(CASE WHEN jsonb_typeof(r.e) = 'object' THEN (r.e - 'price') || jsonb_build_object('price_cents', round((r.e->>'price')::numeric * 100)::integer) ELSE r.e END ORDER BY r.i)
       FROM jsonb_array_elements("price_plan") WITH ORDINALITY AS r(e, i)),
    '[]'::jsonb)
  WHERE jsonb_typeof("price_plan") = 'array';--> statement-breakpoint
UPDATE "fields" SET "hourly_price_cents" = round("hourly_price" * 100)::integer;--> statement-breakpoint
UPDATE "products" SET "price_cents" = round("price" * 100)::integer;--> statement-breakpoint
UPDATE "bookings" SET
  "price_per_player_cents" = round("price_per_player" * 100)::integer,
  "amount_cents" = round("amount" * 100)::integer,
  "amount_paid_cents" = round("amount_paid" * 100)::integer,
  "service_fee_cents" = round("service_fee" * 100)::integer;--> statement-breakpoint
UPDATE "booking_participants" SET "amount_cents" = round("amount" * 100)::integer;--> statement-breakpoint
-- History lines that name amounts say them in cents too (`created`, `paid`, `repriced`).
UPDATE "booking_events" SET "data" = ("data" - 'amount') || jsonb_build_object('amount_cents', round(("data"->>'amount')::numeric * 100)::integer)
  WHERE "kind" = 'history' AND "action" IN ('created', 'paid') AND jsonb_typeof("data"->'amount') = 'number';--> statement-breakpoint
UPDATE "booking_events" SET "data" = ("data" - 'before') || jsonb_build_object('before_cents', round(("data"->>'before')::numeric * 100)::integer)
  WHERE "kind" = 'history' AND "action" = 'paid' AND jsonb_typeof("data"->'before') = 'number';--> statement-breakpoint
UPDATE "booking_events" SET "data" = ("data" - 'from' - 'to') || jsonb_build_object('from_cents', round(("data"->>'from')::numeric * 100)::integer, 'to_cents', round(("data"->>'to')::numeric * 100)::integer)
  WHERE "kind" = 'history' AND "action" = 'repriced' AND jsonb_typeof("data"->'from') = 'number' AND jsonb_typeof("data"->'to') = 'number';--> statement-breakpoint
UPDATE "booking_events" SET "data" = jsonb_set("data", '{changes}', (("data"->'changes') - 'amount') || jsonb_build_object('amount_cents', jsonb_build_object('from', round(("data"#>>'{changes,amount,from}')::numeric * 100)::integer, 'to', round(("data"#>>'{changes,amount,to}')::numeric * 100)::integer)))
  WHERE "kind" = 'history' AND "action" = 'updated' AND jsonb_typeof("data"->'changes') = 'object' AND ("data"->'changes') ? 'amount';--> statement-breakpoint
UPDATE "booking_events" SET "data" = jsonb_set("data", '{changes}', (("data"->'changes') - 'price_per_player') || jsonb_build_object('price_per_player_cents', jsonb_build_object('from', round(("data"#>>'{changes,price_per_player,from}')::numeric * 100)::integer, 'to', round(("data"#>>'{changes,price_per_player,to}')::numeric * 100)::integer)))
  WHERE "kind" = 'history' AND "action" = 'updated' AND jsonb_typeof("data"->'changes') = 'object' AND ("data"->'changes') ? 'price_per_player';--> statement-breakpoint
ALTER TABLE "booking_participants" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "price_per_player";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "amount_paid";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "service_fee";--> statement-breakpoint
ALTER TABLE "fields" DROP COLUMN "hourly_price";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "min_orders_amount";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "monthly_charge";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "fixed_minimum_amount";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "service_fee_amount";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_currency_iso" CHECK ("organizations"."currency" ~ '^[A-Z]{3}$');