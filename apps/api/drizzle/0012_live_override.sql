ALTER TABLE "match_overrides" ADD COLUMN "live_home_goals" smallint;--> statement-breakpoint
ALTER TABLE "match_overrides" ADD COLUMN "live_away_goals" smallint;--> statement-breakpoint
ALTER TABLE "match_overrides" ADD COLUMN "live_elapsed" smallint;