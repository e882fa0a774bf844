-- ADR 020 addendum: members an owner removed, barred from rejoining the league with its code until the owner makes a
-- new one (which deletes the league's rows).
CREATE TABLE "private_league_removals" (
	"league_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "private_league_removals_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "private_league_removals" ADD CONSTRAINT "private_league_removals_league_id_private_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."private_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_league_removals" ADD CONSTRAINT "private_league_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_league_removals_user_idx" ON "private_league_removals" USING btree ("user_id");