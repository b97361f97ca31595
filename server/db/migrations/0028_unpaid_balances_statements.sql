CREATE TABLE "billing_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"currency" text NOT NULL,
	"monthly_charge_cents" integer DEFAULT 0 NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"orders_amount_cents" integer DEFAULT 0 NOT NULL,
	"min_orders_amount_cents" integer DEFAULT 0 NOT NULL,
	"shortfall_cents" integer DEFAULT 0 NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	"commission_after_sale_cents" integer DEFAULT 0 NOT NULL,
	"service_fees_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"payment_method_id" integer,
	"card_brand" text,
	"card_last4" text,
	"provider_reference" text,
	"decline_reason" text,
	"idempotency_key" text,
	"closed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_statements_status" CHECK ("billing_statements"."status" in ('scheduled', 'processing', 'paid', 'declined')),
	CONSTRAINT "billing_statements_total" CHECK ("billing_statements"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_contact_key" UNIQUE("contact_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "unpaid_charge_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_group_id_organizations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_period_key" ON "billing_statements" USING btree ("facility_id","period_start");--> statement-breakpoint
CREATE INDEX "billing_statements_group_idx" ON "billing_statements" USING btree ("group_id","period_start");