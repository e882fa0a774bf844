-- Issue 58 (docs/decisions/107): 'My competitions', the competition-seasons a player chose on the profile. None chosen
-- means the player has not chosen yet: the default competition and those predicted in count as theirs.
CREATE TABLE "player_competitions" (
	"user_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"season" integer NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_competitions_user_id_competition_id_season_pk" PRIMARY KEY("user_id","competition_id","season")
);
--> statement-breakpoint
ALTER TABLE "player_competitions" ADD CONSTRAINT "player_competitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_competitions" ADD CONSTRAINT "player_competitions_competition_season_fk" FOREIGN KEY ("competition_id","season") REFERENCES "public"."competition_seasons"("competition_id","season") ON DELETE cascade ON UPDATE no action;
