CREATE TABLE "console_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_type" text DEFAULT 'info' NOT NULL,
	"notification_title" text NOT NULL,
	"notification_text" text DEFAULT '' NOT NULL,
	"html_code" text DEFAULT '' NOT NULL,
	"border" boolean DEFAULT false NOT NULL,
	"outlined" boolean DEFAULT false NOT NULL,
	"colored_text" boolean DEFAULT false NOT NULL,
	"notification_color" text DEFAULT 'primary' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"dismissible" boolean DEFAULT true NOT NULL,
	"groups_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "time_control" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_group_id_organizations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_records_user_facility_idx" ON "time_records" USING btree ("user_id","facility_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "time_records_running_key" ON "time_records" USING btree ("user_id","facility_id") WHERE "time_records"."ended_at" is null;