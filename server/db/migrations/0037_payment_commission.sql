ALTER TABLE "invoice_payments" ADD COLUMN "commission_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "commission_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_commission" CHECK ("invoice_payments"."commission_cents" >= 0 and "invoice_payments"."commission_percent" >= 0);--> statement-breakpoint
-- custom: payments captured before this migration get the commission the capture now records
-- (domain/pos/breakdown.ts `commissionOf`: the facility's commission through the card provider,
-- its commission after sale otherwise, of the amount less tip and service fee, rounded half up).
UPDATE "invoice_payments" p SET
  "commission_percent" = CASE WHEN p."method" IN ('reader', 'manual_card', 'online') THEN f."commission" ELSE f."commission_after_sale" END,
  "commission_cents" = round(greatest(0, p."amount_cents" - p."tip_cents" - p."non_refundable_cents") * (CASE WHEN p."method" IN ('reader', 'manual_card', 'online') THEN f."commission" ELSE f."commission_after_sale" END) / 100)::int
FROM "facilities" f
WHERE f."id" = p."facility_id" AND p."status" = 'captured';
