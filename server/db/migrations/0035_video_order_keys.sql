ALTER TABLE "video_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "video_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "video_orders_idempotency_key" ON "video_orders" USING btree ("group_id","idempotency_key") WHERE "video_orders"."idempotency_key" is not null;