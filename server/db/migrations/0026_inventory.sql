CREATE TABLE "inventory_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"kind" text DEFAULT 'count' NOT NULL,
	"user_id" integer,
	"observation" text DEFAULT '' NOT NULL,
	"attachment" text,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_adjustments_kind" CHECK ("inventory_adjustments"."kind" in ('count', 'receipt'))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "adjustment_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "unit_cost_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "stock_before" integer;--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_adjustments_facility_idx" ON "inventory_adjustments" USING btree ("facility_id","created_at");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_adjustment_id_inventory_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."inventory_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_adjustment_idx" ON "stock_movements" USING btree ("adjustment_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" is null or "stock_movements"."reason" in ('damaged', 'expired', 'lost', 'count_correction'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('sale', 'void', 'refund', 'adjustment', 'receipt', 'initial'));--> statement-breakpoint
-- custom: stock before the journal held every movement: one 'initial' row per product whose stock is not yet the sum of its movements.
INSERT INTO "stock_movements" ("product_id", "quantity", "kind", "stock_before")
SELECT p."id", p."stock" - coalesce((SELECT sum(m."quantity") FROM "stock_movements" m WHERE m."product_id" = p."id"), 0), 'initial', 0
FROM "products" p
WHERE p."stock" <> coalesce((SELECT sum(m."quantity") FROM "stock_movements" m WHERE m."product_id" = p."id"), 0);
--> statement-breakpoint
-- custom: days left sum a product's sales of the last 30 days (server/inventory/repository.ts productSummaryPage, server/resources/extras.ts): an index-only scan of this partial covering index (drizzle cannot declare INCLUDE).
CREATE INDEX "stock_movements_sales_idx" ON "stock_movements" USING btree ("product_id", "created_at") INCLUDE ("quantity") WHERE "kind" in ('sale', 'void');
