CREATE TABLE "camera_chunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"camera_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "camera_thumbnails" (
	"camera_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "last_heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "reported_status" text DEFAULT 'idle' NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "failed_auth_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "last_failed_auth_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "simulator_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "camera_chunks" ADD CONSTRAINT "camera_chunks_camera_id_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_chunks" ADD CONSTRAINT "camera_chunks_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_chunks" ADD CONSTRAINT "camera_chunks_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_thumbnails" ADD CONSTRAINT "camera_thumbnails_camera_id_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "camera_chunks_camera_minute_key" ON "camera_chunks" USING btree ("camera_id","minute");--> statement-breakpoint
CREATE INDEX "camera_chunks_field_minute_idx" ON "camera_chunks" USING btree ("field_id","minute");--> statement-breakpoint
CREATE UNIQUE INDEX "cameras_code_key" ON "cameras" USING btree ("code") WHERE "cameras"."code" <> '';