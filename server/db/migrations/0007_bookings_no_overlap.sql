-- No two live slots on one field may overlap in time (half-open ranges: one booking may end when the next starts).
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_no_overlap"
  EXCLUDE USING gist ("field_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("live");
--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_range_check" CHECK ("end_at" > "start_at");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_range_check" CHECK ("end_at" > "start_at");
