CREATE TABLE "recurring_video_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"contact_id" integer,
	"phone" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"every_weeks" integer DEFAULT 1 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"time" text NOT NULL,
	"duration" integer NOT NULL,
	"type" text DEFAULT 'left/right' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_video_orders_status" CHECK ("recurring_video_orders"."status" in ('active', 'cancelled')),
	CONSTRAINT "recurring_video_orders_shape" CHECK ("recurring_video_orders"."duration" > 0 and "recurring_video_orders"."every_weeks" between 1 and 52 and cardinality("recurring_video_orders"."weekdays") > 0 and "recurring_video_orders"."end_date" >= "recurring_video_orders"."start_date" and "recurring_video_orders"."phone" <> '')
);
--> statement-breakpoint
ALTER TABLE "video_orders" ADD COLUMN "recurring_order_id" integer;--> statement-breakpoint
ALTER TABLE "recurring_video_orders" ADD CONSTRAINT "recurring_video_orders_group_id_organizations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_video_orders" ADD CONSTRAINT "recurring_video_orders_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_video_orders" ADD CONSTRAINT "recurring_video_orders_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_video_orders" ADD CONSTRAINT "recurring_video_orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_video_orders" ADD CONSTRAINT "recurring_video_orders_created_by_console_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_video_orders_facility_idx" ON "recurring_video_orders" USING btree ("facility_id","status");--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_recurring_order_id_recurring_video_orders_id_fk" FOREIGN KEY ("recurring_order_id") REFERENCES "public"."recurring_video_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_orders_recurring_date_key" ON "video_orders" USING btree ("recurring_order_id","date") WHERE "video_orders"."recurring_order_id" is not null;