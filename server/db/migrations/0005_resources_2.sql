CREATE TABLE "cameras" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"field_id" integer,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"mac_address" text NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"thumbnail_at" timestamp with time zone,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'customer' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"type" text DEFAULT 'goal' NOT NULL,
	"duration" integer DEFAULT 15 NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'team' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"captain_name" text NOT NULL,
	"captain_phone" text DEFAULT '' NOT NULL,
	"captain_email" text DEFAULT '' NOT NULL,
	"co_captain_name" text DEFAULT '' NOT NULL,
	"co_captain_phone" text DEFAULT '' NOT NULL,
	"co_captain_email" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"visibility" text DEFAULT 'individual' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"playing_time" integer DEFAULT 90 NOT NULL,
	"additional_players" integer DEFAULT 0 NOT NULL,
	"max_score_difference" integer DEFAULT 10 NOT NULL,
	"score_k_factor" double precision DEFAULT 1 NOT NULL,
	"base_k_factor" double precision DEFAULT 32 NOT NULL,
	"denominator_factor" double precision DEFAULT 400 NOT NULL,
	"normalization_base" double precision DEFAULT 1500 NOT NULL,
	"normalization_cap" double precision DEFAULT 3000 NOT NULL,
	"matches_played_factor" double precision DEFAULT 1 NOT NULL,
	"base_decay_rate" double precision DEFAULT 0.01 NOT NULL,
	"decay_rate_factor" double precision DEFAULT 1 NOT NULL,
	"decay_rate_period" integer DEFAULT 30 NOT NULL,
	"logo" text,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reader_reference" text NOT NULL,
	"serial" text NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "fields_facility_idx";--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "recording_type" text DEFAULT 'static' NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "players_quantity" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "hourly_price" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "chunk_frequency" text DEFAULT '30' NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "schedule" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "bookable_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "premium_video" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "shared_field_id" integer;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players_groups" ADD CONSTRAINT "players_groups_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cameras_name_key" ON "cameras" USING btree ("facility_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_name_key" ON "contacts" USING btree ("facility_id",lower("name"),"phone");--> statement-breakpoint
CREATE INDEX "contacts_phone_idx" ON "contacts" USING btree ("facility_id","phone");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("facility_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "highlights_name_key" ON "highlights" USING btree ("facility_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_groups_name_key" ON "players_groups" USING btree ("facility_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_key" ON "products" USING btree ("facility_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_name_key" ON "sports" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_name_key" ON "terminals" USING btree ("facility_id",lower("name"));--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_shared_field_id_fields_id_fk" FOREIGN KEY ("shared_field_id") REFERENCES "public"."fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fields_name_key" ON "fields" USING btree ("facility_id",lower("name"));