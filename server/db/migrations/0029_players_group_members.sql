CREATE TABLE "players_group_members" (
	"players_group_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "players_group_members_players_group_id_contact_id_pk" PRIMARY KEY("players_group_id","contact_id")
);
--> statement-breakpoint
ALTER TABLE "players_group_members" ADD CONSTRAINT "players_group_members_players_group_id_players_groups_id_fk" FOREIGN KEY ("players_group_id") REFERENCES "public"."players_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players_group_members" ADD CONSTRAINT "players_group_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_group_members_contact_idx" ON "players_group_members" USING btree ("contact_id");