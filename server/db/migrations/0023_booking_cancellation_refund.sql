ALTER TABLE "bookings" ADD COLUMN "cancel_refund_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_refund_note" text DEFAULT '' NOT NULL;