ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_commission";--> statement-breakpoint
ALTER TABLE "invoice_refunds" DROP CONSTRAINT "invoice_refunds_amount";--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "commission_returned_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD COLUMN "commission_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_refunds_facility_settled_idx" ON "invoice_refunds" USING btree ("facility_id","settled_at");--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_commission" CHECK ("invoice_payments"."commission_cents" >= 0 and "invoice_payments"."commission_percent" >= 0 and "invoice_payments"."commission_returned_cents" >= 0 and "invoice_payments"."commission_returned_cents" <= "invoice_payments"."commission_cents");--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_amount" CHECK ("invoice_refunds"."amount_cents" > 0 and "invoice_refunds"."commission_cents" >= 0);--> statement-breakpoint
-- custom: refunds that succeeded before this migration get the commission they now give back
-- (domain/pos/breakdown.ts `commissionReturned`: after refunds of R in all of the payment's F
-- refundable, C × R / F of its commission C, rounded half up; each refund the difference from the
-- ones that succeeded before it, in the order they succeeded).
UPDATE "invoice_refunds" r SET "commission_cents" = o."back"
FROM (
  SELECT s."id",
    (round(s."c" * least(s."after", s."base") / s."base") - round(s."c" * least(s."after" - s."amount", s."base") / s."base"))::int AS "back"
  FROM (
    SELECT x."id", x."amount_cents" AS "amount", p."commission_cents"::numeric AS "c", (p."amount_cents" - p."non_refundable_cents")::numeric AS "base",
      sum(x."amount_cents") OVER (PARTITION BY x."payment_id" ORDER BY x."settled_at", x."id") AS "after"
    FROM "invoice_refunds" x JOIN "invoice_payments" p ON p."id" = x."payment_id"
    WHERE x."status" = 'succeeded' AND p."commission_cents" > 0 AND p."amount_cents" > p."non_refundable_cents"
  ) s
) o
WHERE o."id" = r."id";--> statement-breakpoint
-- custom: each payment's commission returned is the sum of its refunds'.
UPDATE "invoice_payments" p SET "commission_returned_cents" = t."back"
FROM (SELECT "payment_id", sum("commission_cents")::int AS "back" FROM "invoice_refunds" WHERE "status" = 'succeeded' GROUP BY "payment_id") t
WHERE t."payment_id" = p."id" AND t."back" > 0;
