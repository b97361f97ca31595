CREATE TABLE "terminal_operators" (
	"terminal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "terminal_operators_terminal_id_user_id_pk" PRIMARY KEY("terminal_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "terminal_operators" ADD CONSTRAINT "terminal_operators_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_operators" ADD CONSTRAINT "terminal_operators_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminal_operators_user_idx" ON "terminal_operators" USING btree ("user_id");