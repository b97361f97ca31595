CREATE TABLE "schedule_versions" (
	"facility_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- custom: a facility's schedule version goes up at the commit of every transaction that wrote what its schedule shows (server/bookings/schedule-cache.ts): its bookings (blocked times, payments, moves, cancellations: any column), their participants, the names of its contacts. Deferred constraint triggers take the version row's lock only at commit, after every other lock of the transaction (no deadlock with the booking rows' locks), and the new version is seen with the data it stands for, in one snapshot.
CREATE FUNCTION "schedule_version_bump"(fid integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "schedule_versions" AS v ("facility_id", "version") VALUES (fid, 1)
  ON CONFLICT ("facility_id") DO UPDATE SET "version" = v."version" + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "schedule_versions_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "schedule_version_bump"(OLD."facility_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."facility_id" IS DISTINCT FROM OLD."facility_id") THEN PERFORM "schedule_version_bump"(NEW."facility_id"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "schedule_versions_participants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "schedule_version_bump"(b."facility_id") FROM (SELECT DISTINCT b."facility_id" FROM "bookings" b
    WHERE b."id" IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."booking_id" END, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."booking_id" END)) b;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "schedule_versions_contacts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."name" IS NOT DISTINCT FROM OLD."name" AND NEW."facility_id" = OLD."facility_id" THEN RETURN NULL; END IF;
  PERFORM "schedule_version_bump"(OLD."facility_id");
  IF TG_OP = 'UPDATE' AND NEW."facility_id" <> OLD."facility_id" THEN PERFORM "schedule_version_bump"(NEW."facility_id"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "schedule_versions_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "schedule_versions" AS v ("facility_id", "version") SELECT "id", 1 FROM "facilities"
  ON CONFLICT ("facility_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_schedule_version" AFTER INSERT OR UPDATE OR DELETE ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "schedule_versions_bookings"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_participants_schedule_version" AFTER INSERT OR UPDATE OR DELETE ON "booking_participants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "schedule_versions_participants"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "contacts_schedule_version" AFTER UPDATE OR DELETE ON "contacts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "schedule_versions_contacts"();
--> statement-breakpoint
CREATE TRIGGER "bookings_schedule_version_truncate" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION "schedule_versions_truncated"();
--> statement-breakpoint
CREATE TRIGGER "booking_participants_schedule_version_truncate" AFTER TRUNCATE ON "booking_participants" FOR EACH STATEMENT EXECUTE FUNCTION "schedule_versions_truncated"();
--> statement-breakpoint
CREATE TRIGGER "contacts_schedule_version_truncate" AFTER TRUNCATE ON "contacts" FOR EACH STATEMENT EXECUTE FUNCTION "schedule_versions_truncated"();
