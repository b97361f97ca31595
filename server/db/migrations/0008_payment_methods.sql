CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"name_on_card" text NOT NULL,
	"expiry" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"billing_email" text DEFAULT '' NOT NULL,
	"billing_phone" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_group_id_organizations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_group_name_idx" ON "payment_methods" USING btree ("group_id",lower("name_on_card"));