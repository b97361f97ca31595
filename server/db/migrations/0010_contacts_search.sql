-- Contacts are searched by any part of a name, phone or e-mail (ilike '%text%'): trigram indexes
-- keep that fast with 100,000 contacts in a facility (npm run bench).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_phone_trgm_idx" ON "contacts" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);
