ALTER TABLE "videos" ALTER COLUMN "playback" SET DEFAULT substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32);--> statement-breakpoint
ALTER TABLE "video_highlights" ADD COLUMN "playback" text DEFAULT substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "video_highlights_playback_key" ON "video_highlights" USING btree ("playback");--> statement-breakpoint
-- custom: the 12-hex playback codes written before issue 19 (48 bits) are replaced by 128 random bits; links shared with an old code answer the not-found page.
UPDATE "videos" SET "playback" = substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32) WHERE length("playback") <> 32;
