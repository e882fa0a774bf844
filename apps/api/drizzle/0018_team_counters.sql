-- Issue 14 (docs/decisions/030): the personal insights' per-team points and scored predictions in one row per player,
-- as two arrays indexed by team id, instead of one row per player and team. A scoring then moves one row per
-- prediction for them instead of two (one per club of the match).
CREATE TABLE "player_team_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"team_points" integer[] NOT NULL,
	"team_scored" integer[] NOT NULL
);
--> statement-breakpoint
-- Every scoring updates most rows in place: room on each page for the new versions keeps the updates HOT.
ALTER TABLE "player_team_counters" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "player_team_counters" ADD CONSTRAINT "player_team_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rows kept so far, as sparse arrays: element i is team i's counter, NULL where the player had no row for it.
INSERT INTO "player_team_counters" ("user_id", "team_points", "team_scored")
SELECT b."user_id",
       ('[' || b."lo" || ':' || b."hi" || ']={'
         || string_agg(coalesce(t."points"::text, 'NULL'), ',' ORDER BY g."team_id") || '}')::integer[],
       ('[' || b."lo" || ':' || b."hi" || ']={'
         || string_agg(coalesce(t."scored"::text, 'NULL'), ',' ORDER BY g."team_id") || '}')::integer[]
  FROM (SELECT "user_id", min("team_id") AS "lo", max("team_id") AS "hi"
          FROM "player_team_totals" GROUP BY "user_id") b
  CROSS JOIN LATERAL generate_series(b."lo", b."hi") AS g("team_id")
  LEFT JOIN "player_team_totals" t ON t."user_id" = b."user_id" AND t."team_id" = g."team_id"
 GROUP BY b."user_id", b."lo", b."hi";--> statement-breakpoint
DROP TABLE "player_team_totals";
