CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"booking_id" integer,
	"playback" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"type" text DEFAULT 'left/right' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "videos_playback_key" ON "videos" USING btree ("playback");--> statement-breakpoint
CREATE INDEX "videos_facility_started_idx" ON "videos" USING btree ("facility_id","started_at");--> statement-breakpoint
CREATE INDEX "videos_booking_idx" ON "videos" USING btree ("booking_id");