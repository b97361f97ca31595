CREATE TABLE "invoice_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"operator_id" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_refunds_amount" CHECK ("invoice_refunds"."amount_cents" > 0),
	CONSTRAINT "invoice_refunds_method" CHECK ("invoice_refunds"."method" in ('reader', 'cash', 'manual_card', 'onsite')),
	CONSTRAINT "invoice_refunds_status" CHECK ("invoice_refunds"."status" in ('pending', 'succeeded', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "non_refundable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_group_id_organizations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_operator_id_console_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_refunds_key" ON "invoice_refunds" USING btree ("group_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_refunds_payment_idx" ON "invoice_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_refunds" CHECK ("invoice_payments"."refunded_cents" >= 0 and "invoice_payments"."non_refundable_cents" >= 0 and "invoice_payments"."refunded_cents" <= "invoice_payments"."amount_cents" - "invoice_payments"."non_refundable_cents");