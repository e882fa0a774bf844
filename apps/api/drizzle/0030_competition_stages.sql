-- Issue 58 (docs/decisions/101): a match's stage (key, kind; its order and name stay `round` and `round_label`), its
-- group, its leg of a two-legged tie, the score after 90 minutes and the shoot-out's beside the score predictions are
-- scored on (`home_goals`/`away_goals`, ADR 059); a national team's flag. Nothing existing changes meaning.
CREATE TYPE "public"."stage_kind" AS ENUM('league', 'group', 'knockout');--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "stage_key" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "stage_kind" "stage_kind";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "group_name" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "leg" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "tie_key" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "regular_home_goals" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "regular_away_goals" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "penalty_home_goals" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "penalty_away_goals" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "flag" text;--> statement-breakpoint
-- The embedded Premier League 2023/24 already imported: its matchdays are league stages, and a finished match's score
-- is its 90 minutes' (that league has no extra time), as the sync now writes them; API-Football's rows stay unknown.
UPDATE "matches"
   SET "stage_key" = 'matchday-' || "round",
       "stage_kind" = 'league',
       "regular_home_goals" = CASE WHEN "status" = 'FT' THEN "home_goals" END,
       "regular_away_goals" = CASE WHEN "status" = 'FT' THEN "away_goals" END
 WHERE "provider" = 'embedded';
