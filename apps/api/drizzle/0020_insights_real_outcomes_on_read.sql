-- Issue 14 (docs/decisions/031): how a player's scored matches really ended is read from their scored results when
-- the insights are asked, not kept on player_totals: a correction that changes an outcome then moves only the
-- predictions whose points change, not every prediction of the match.
ALTER TABLE "player_totals" DROP COLUMN "actual_home";--> statement-breakpoint
ALTER TABLE "player_totals" DROP COLUMN "actual_draw";--> statement-breakpoint
ALTER TABLE "player_totals" DROP COLUMN "actual_away";