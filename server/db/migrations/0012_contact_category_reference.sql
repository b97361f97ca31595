CREATE INDEX "contacts_category_idx" ON "contacts" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "category";