ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_method";--> statement-breakpoint
ALTER TABLE "invoice_refunds" DROP CONSTRAINT "invoice_refunds_method";--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "app_user_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_group_created_idx" ON "invoice_payments" USING btree ("group_id","created_at");--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_discount" CHECK ("invoice_payments"."discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_method" CHECK ("invoice_payments"."method" in ('reader', 'cash', 'manual_card', 'onsite', 'online'));--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_method" CHECK ("invoice_refunds"."method" in ('reader', 'cash', 'manual_card', 'onsite', 'online'));