-- Scoring updates every player's aggregate rows; leaving room on each page lets PostgreSQL update them
-- in place (HOT), since no indexed column changes. See docs/benchmarks.md.
ALTER TABLE "player_totals" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "player_round_totals" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "player_day_totals" SET (fillfactor = 70);--> statement-breakpoint
INSERT INTO "leaderboard_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
