DROP INDEX "contacts_email_idx";--> statement-breakpoint
CREATE INDEX "contacts_phone_sort_idx" ON "contacts" USING btree ("facility_id",lower("phone"),"id");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("facility_id",lower("email"),"id");