ALTER TABLE "invoice_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_returned" CHECK ("invoice_lines"."returned_quantity" between 0 and "invoice_lines"."quantity");