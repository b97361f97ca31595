CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"booking_id" integer,
	"participant_id" integer,
	"video_order_id" integer,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_kind" CHECK ("invoice_lines"."kind" in ('product', 'booking', 'video', 'free')),
	CONSTRAINT "invoice_lines_amounts" CHECK ("invoice_lines"."quantity" > 0 and "invoice_lines"."unit_price_cents" >= 0 and "invoice_lines"."total_cents" = "invoice_lines"."quantity" * "invoice_lines"."unit_price_cents" and "invoice_lines"."tax_cents" between 0 and "invoice_lines"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"method" text NOT NULL,
	"onsite_method_id" integer,
	"terminal_id" integer,
	"amount_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"sale_tip_cents" integer DEFAULT 0 NOT NULL,
	"tendered_cents" integer,
	"change_cents" integer,
	"status" text NOT NULL,
	"decline_reason" text,
	"provider_reference" text,
	"card_brand" text,
	"card_last4" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"operator_id" integer,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_method" CHECK ("invoice_payments"."method" in ('reader', 'cash', 'manual_card', 'onsite')),
	CONSTRAINT "invoice_payments_status" CHECK ("invoice_payments"."status" in ('pending', 'captured', 'declined', 'cancelled', 'timed_out')),
	CONSTRAINT "invoice_payments_amounts" CHECK ("invoice_payments"."amount_cents" >= 0 and "invoice_payments"."tip_cents" >= 0 and "invoice_payments"."tip_cents" <= "invoice_payments"."amount_cents" and "invoice_payments"."sale_tip_cents" >= 0),
	CONSTRAINT "invoice_payments_cash" CHECK ("invoice_payments"."tendered_cents" is null or ("invoice_payments"."tendered_cents" >= "invoice_payments"."amount_cents" and "invoice_payments"."change_cents" = "invoice_payments"."tendered_cents" - "invoice_payments"."amount_cents"))
);
--> statement-breakpoint
CREATE TABLE "invoice_saves" (
	"group_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_saves_group_id_idempotency_key_pk" PRIMARY KEY("group_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tab_name" text,
	"contact_id" integer,
	"tax_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"fees_cents" integer DEFAULT 0 NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"operator_id" integer,
	"idempotency_key" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('open', 'paid', 'void')),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."fees_cents" >= 0 and "invoices"."tip_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('sale', 'void'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_participant_id_booking_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."booking_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_group_id_organizations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_onsite_method_id_onsite_payment_methods_id_fk" FOREIGN KEY ("onsite_method_id") REFERENCES "public"."onsite_payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_operator_id_console_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_saves" ADD CONSTRAINT "invoice_saves_group_id_organizations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_saves" ADD CONSTRAINT "invoice_saves_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_group_id_organizations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_operator_id_console_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_booking_idx" ON "invoice_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_key" ON "invoice_payments" USING btree ("group_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_facility_created_idx" ON "invoice_payments" USING btree ("facility_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_facility_status_idx" ON "invoices" USING btree ("facility_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_invoice_idx" ON "stock_movements" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "products_code_idx" ON "products" USING btree ("facility_id","code");--> statement-breakpoint
UPDATE "products" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);