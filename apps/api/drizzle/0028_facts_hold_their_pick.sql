-- Issue 56 (ADR 076): each scored fact holds the pick it scored, so a rescoring reads the match's facts alone (they lie
-- together under the match's key) and no longer a match's ~90,000 predictions scattered over their heap. The table is
-- rebuilt in key order with the picks of the predictions it scored (frozen since kick-off).
CREATE TABLE "scored_predictions_with_picks" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"home_goals" smallint NOT NULL,
	"away_goals" smallint NOT NULL,
	"points" smallint NOT NULL,
	"rule" "points_rule" NOT NULL,
	"multiplier" smallint DEFAULT 1 NOT NULL
);--> statement-breakpoint
INSERT INTO "scored_predictions_with_picks" ("match_id", "user_id", "home_goals", "away_goals", "points", "rule", "multiplier")
SELECT f."match_id", f."user_id", p."home_goals", p."away_goals", f."points", f."rule", f."multiplier"
  FROM "scored_predictions" f JOIN "predictions" p ON p."match_id" = f."match_id" AND p."user_id" = f."user_id"
 ORDER BY f."match_id", f."user_id";--> statement-breakpoint
DROP TABLE "scored_predictions";--> statement-breakpoint
ALTER TABLE "scored_predictions_with_picks" RENAME TO "scored_predictions";--> statement-breakpoint
ALTER TABLE "scored_predictions" ADD CONSTRAINT "scored_predictions_match_id_user_id_pk" PRIMARY KEY("match_id","user_id");
