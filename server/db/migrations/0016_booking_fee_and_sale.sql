ALTER TABLE "bookings" ADD COLUMN "service_fee" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "for_sale" boolean DEFAULT false NOT NULL;