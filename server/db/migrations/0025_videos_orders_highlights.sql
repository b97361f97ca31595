CREATE TABLE "video_highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"highlight_id" integer,
	"offset_seconds" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"type" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"player" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_highlights_type" CHECK ("video_highlights"."type" in ('goal', 'foul', 'assist')),
	CONSTRAINT "video_highlights_times" CHECK ("video_highlights"."offset_seconds" >= 0 and "video_highlights"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "video_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"booking_id" integer,
	"contact_id" integer,
	"phone" text,
	"date" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"type" text DEFAULT 'left/right' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_orders_status" CHECK ("video_orders"."status" in ('pending', 'paid', 'cancelled', 'refunded', 'failed')),
	CONSTRAINT "video_orders_amounts" CHECK ("video_orders"."price_cents" >= 0 and "video_orders"."discount_cents" >= 0 and "video_orders"."commission_cents" >= 0 and "video_orders"."tax_cents" >= 0 and "video_orders"."service_fee_cents" >= 0 and "video_orders"."total_cents" = "video_orders"."price_cents" - "video_orders"."discount_cents" + "video_orders"."commission_cents" + "video_orders"."tax_cents" + "video_orders"."service_fee_cents"),
	CONSTRAINT "video_orders_duration" CHECK ("video_orders"."duration" > 0)
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "video_order_id" integer;--> statement-breakpoint
ALTER TABLE "video_highlights" ADD CONSTRAINT "video_highlights_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_highlights" ADD CONSTRAINT "video_highlights_highlight_id_highlights_id_fk" FOREIGN KEY ("highlight_id") REFERENCES "public"."highlights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_group_id_organizations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_created_by_console_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_highlights_video_idx" ON "video_highlights" USING btree ("video_id","offset_seconds");--> statement-breakpoint
CREATE INDEX "video_orders_facility_start_idx" ON "video_orders" USING btree ("facility_id","start_at");--> statement-breakpoint
CREATE INDEX "video_orders_booking_idx" ON "video_orders" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_video_order_id_video_orders_id_fk" FOREIGN KEY ("video_order_id") REFERENCES "public"."video_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_video_order_id_video_orders_id_fk" FOREIGN KEY ("video_order_id") REFERENCES "public"."video_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_video_order_idx" ON "invoice_lines" USING btree ("video_order_id");--> statement-breakpoint
CREATE INDEX "videos_order_idx" ON "videos" USING btree ("video_order_id");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_status" CHECK ("videos"."status" in ('scheduled', 'recording', 'processing', 'completed', 'cancelled', 'failed'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_duration" CHECK ("videos"."duration" > 0);