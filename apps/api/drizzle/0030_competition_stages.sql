-- Issue 58 (docs/decisions/101): a match's stage (key, kind; its order and name stay `round` and `round_label`), its
-- group, its leg of a two-legged tie, the score after 90 minutes and the shoot-out's beside the score predictions are
-- scored on (`home_goals`/`away_goals`, ADR 059); a national team's flag. Nothing existing changes meaning; the
-- embedded sync fills the stage columns of rows already imported at its next run (no data is guessed here).
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
ALTER TABLE "teams" ADD COLUMN "flag" text;
