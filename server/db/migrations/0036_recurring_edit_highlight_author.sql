DROP INDEX "video_orders_recurring_date_key";--> statement-breakpoint
ALTER TABLE "video_highlights" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "video_highlights" ADD CONSTRAINT "video_highlights_created_by_console_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_orders_recurring_date_key" ON "video_orders" USING btree ("recurring_order_id","date") WHERE "video_orders"."recurring_order_id" is not null and "video_orders"."status" <> 'cancelled';