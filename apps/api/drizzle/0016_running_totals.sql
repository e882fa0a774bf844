-- Issue 14: running totals by match day, so a date range is read from two packed rows (player_running_totals), and the
-- version at which each day's totals last changed, which tells whether such a row is still current.
CREATE TABLE "player_day_changes" (
	"day" date PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_running_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"players" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
-- Packed totals barely compress and are read whole: kept out of line without compression.
ALTER TABLE "player_running_totals" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Days scored before this migration: changed before any running total was built.
INSERT INTO "player_day_changes" ("day", "version") SELECT DISTINCT "day", 0 FROM "player_day_totals";
