-- Issue 14 (docs/decisions/029): a completed round's ranks in one row, packed by user id, instead of one row per
-- ranked player. Recording them again at a correction is then one row written, not 100,000 deleted and inserted.
CREATE TABLE "round_ranks" (
	"competition_id" integer NOT NULL,
	"season" integer NOT NULL,
	"round" integer NOT NULL,
	"first_user_id" integer NOT NULL,
	"players" integer NOT NULL,
	"with_points" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "round_ranks_competition_id_season_round_pk" PRIMARY KEY("competition_id","season","round")
);
--> statement-breakpoint
-- Packed ranks barely compress and are read four bytes at a time: kept out of line without compression, so a
-- substring fetches only the chunk that holds it.
ALTER TABLE "round_ranks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- The snapshots recorded so far, packed: slot i is the rank of user first_user_id + i, 0 for a player not ranked.
INSERT INTO "round_ranks" ("competition_id", "season", "round", "first_user_id", "players", "with_points", "data")
SELECT k."competition_id", k."season", k."round", k."first", k."players", k."with_points",
       (SELECT string_agg(int4send(coalesce(s."rank", 0)), ''::bytea ORDER BY g."id")
          FROM generate_series(k."first", k."last") g("id")
          LEFT JOIN "round_rank_snapshots" s
            ON s."competition_id" = k."competition_id" AND s."season" = k."season" AND s."round" = k."round"
           AND s."user_id" = g."id")
  FROM (SELECT "competition_id", "season", "round", min("user_id") AS "first", max("user_id") AS "last",
               count(*)::int AS "players", (count(*) FILTER (WHERE "points" > 0))::int AS "with_points"
          FROM "round_rank_snapshots" GROUP BY 1, 2, 3) k;
--> statement-breakpoint
DROP TABLE "round_rank_snapshots";
