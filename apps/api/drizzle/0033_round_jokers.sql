CREATE TABLE "round_jokers" (
	"user_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"season" integer NOT NULL,
	"round" integer NOT NULL,
	"match_id" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "round_jokers_user_id_competition_id_season_round_pk" PRIMARY KEY("user_id","competition_id","season","round")
);
--> statement-breakpoint
ALTER TABLE "competition_seasons" ADD COLUMN "jokers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "round_jokers" ADD CONSTRAINT "round_jokers_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_jokers" ADD CONSTRAINT "round_jokers_prediction_fk" FOREIGN KEY ("user_id","match_id") REFERENCES "public"."predictions"("user_id","match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_jokers_match_idx" ON "round_jokers" USING btree ("match_id","user_id");--> statement-breakpoint
-- Issue 59 (docs/decisions/108): a joker is part of its player's own answers (the cards), as their picks are.
CREATE TRIGGER "round_jokers_insert_moves_players" AFTER INSERT ON "round_jokers" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_player_versions"();
--> statement-breakpoint
CREATE TRIGGER "round_jokers_update_moves_players" AFTER UPDATE ON "round_jokers" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_player_versions"();
--> statement-breakpoint
CREATE TRIGGER "round_jokers_delete_moves_players" AFTER DELETE ON "round_jokers" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_player_versions"();
