CREATE TABLE "registration_attempts" (
	"address" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Existing duplicates first, so the unique indexes apply on any database: a later facility or role
-- with the name of an earlier one in its organization takes its id as a suffix; an organization
-- with several default cards keeps the most recent one as its default.
UPDATE "facilities" f SET "name" = f."name" || ' (' || f."id" || ')'
WHERE EXISTS (SELECT 1 FROM "facilities" g WHERE g."group_id" = f."group_id" AND lower(g."name") = lower(f."name") AND g."id" < f."id");--> statement-breakpoint
UPDATE "roles" r SET "name" = r."name" || ' (' || r."id" || ')'
WHERE EXISTS (SELECT 1 FROM "roles" o WHERE coalesce(o."group_id", 0) = coalesce(r."group_id", 0) AND lower(o."name") = lower(r."name") AND o."id" < r."id");--> statement-breakpoint
UPDATE "payment_methods" p SET "is_default" = false
WHERE p."is_default" AND EXISTS (SELECT 1 FROM "payment_methods" q WHERE q."group_id" = p."group_id" AND q."is_default" AND q."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_name_key" ON "facilities" USING btree ("group_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_default_key" ON "payment_methods" USING btree ("group_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" USING btree (coalesce("group_id", 0),lower("name"));