-- Issue 56 (docs/decisions/096): a competition's season is the key of every aggregate. Today's data becomes the
-- competition-season its matches belong to (the Premier League 2023/24 of the embedded run: premier-league-2023-24),
-- and nothing is lost: the global aggregates' rows move to it unchanged.
CREATE TYPE "public"."competition_kind" AS ENUM('league', 'cup', 'tournament');--> statement-breakpoint
CREATE TYPE "public"."rule_set" AS ENUM('standard');--> statement-breakpoint
CREATE TABLE "competition_seasons" (
	"competition_id" integer NOT NULL,
	"season" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" "competition_kind" NOT NULL,
	"rule_set" "rule_set" DEFAULT 'standard' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_seasons_competition_id_season_pk" PRIMARY KEY("competition_id","season")
);
--> statement-breakpoint
ALTER TABLE "competition_seasons" ADD CONSTRAINT "competition_seasons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_seasons_slug_key" ON "competition_seasons" USING btree ("slug");--> statement-breakpoint
-- Every competition-season with matches, named as the sync names one (competition-seasons.ts `competitionSeasonSlug`):
-- the competition's name in lower-case words joined by '-', then '2023-24'; a second competition of the same name and
-- season (another provider's) adds its id.
INSERT INTO "competition_seasons" ("competition_id", "season", "slug", "name", "kind")
SELECT s.competition_id, s.season,
       CASE WHEN row_number() OVER (PARTITION BY s.slug ORDER BY s.competition_id) = 1 THEN s.slug
            ELSE s.slug || '-' || s.competition_id END,
       s.name, s.kind::competition_kind
  FROM (SELECT DISTINCT m.competition_id, m.season, c.name,
               trim(both '-' from regexp_replace(lower(c.name), '[^a-z0-9]+', '-', 'g'))
                 || '-' || m.season || '-' || lpad(((m.season + 1) % 100)::text, 2, '0') AS slug,
               CASE WHEN lower(c.type) = 'cup' THEN 'cup' ELSE 'league' END AS kind
          FROM "matches" m JOIN "competitions" c ON c.id = m.competition_id) s;--> statement-breakpoint
-- The competition-season the global rows counted: the app showed one competition, so its matches are the ones scored
-- (the one with the most matches should a database hold more).
CREATE TEMPORARY TABLE "migration_0026_default" AS
SELECT competition_id, season FROM "matches" GROUP BY competition_id, season
 ORDER BY count(*) DESC, competition_id, season LIMIT 1;--> statement-breakpoint
ALTER TABLE "player_totals" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "player_totals" ADD COLUMN "season" integer;--> statement-breakpoint
ALTER TABLE "player_running_totals" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "player_running_totals" ADD COLUMN "season" integer;--> statement-breakpoint
ALTER TABLE "player_day_changes" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "player_day_changes" ADD COLUMN "season" integer;--> statement-breakpoint
ALTER TABLE "badge_month_runs" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "badge_month_runs" ADD COLUMN "season" integer;--> statement-breakpoint
UPDATE "player_totals" SET ("competition_id", "season") = (SELECT competition_id, season FROM "migration_0026_default");--> statement-breakpoint
UPDATE "player_running_totals" SET ("competition_id", "season") = (SELECT competition_id, season FROM "migration_0026_default");--> statement-breakpoint
UPDATE "player_day_changes" SET ("competition_id", "season") = (SELECT competition_id, season FROM "migration_0026_default");--> statement-breakpoint
UPDATE "badge_month_runs" SET ("competition_id", "season") = (SELECT competition_id, season FROM "migration_0026_default");--> statement-breakpoint
-- Without a match nothing was scored: what is left are counters of nothing and marks of nothing done.
-- A month's places are a competition-season's: their period names it ('month:<competition>:<season>:YYYY-MM').
UPDATE "badge_awards" SET "competition_id" = d.competition_id, "season" = d.season,
       "period" = 'month:' || d.competition_id || ':' || d.season || ':' || "badge_awards"."month"
  FROM "migration_0026_default" d WHERE "badge_awards"."period" = 'month:' || "badge_awards"."month";--> statement-breakpoint
DELETE FROM "player_totals" WHERE "competition_id" IS NULL;--> statement-breakpoint
DELETE FROM "player_running_totals" WHERE "competition_id" IS NULL;--> statement-breakpoint
DELETE FROM "player_day_changes" WHERE "competition_id" IS NULL;--> statement-breakpoint
DELETE FROM "badge_month_runs" WHERE "competition_id" IS NULL;--> statement-breakpoint
ALTER TABLE "player_totals" DROP CONSTRAINT "player_totals_pkey";--> statement-breakpoint
ALTER TABLE "player_running_totals" DROP CONSTRAINT "player_running_totals_pkey";--> statement-breakpoint
ALTER TABLE "player_day_changes" DROP CONSTRAINT "player_day_changes_pkey";--> statement-breakpoint
ALTER TABLE "badge_month_runs" DROP CONSTRAINT "badge_month_runs_pkey";--> statement-breakpoint
ALTER TABLE "player_totals" ALTER COLUMN "competition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_totals" ALTER COLUMN "season" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_running_totals" ALTER COLUMN "competition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_running_totals" ALTER COLUMN "season" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_day_changes" ALTER COLUMN "competition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_day_changes" ALTER COLUMN "season" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "badge_month_runs" ALTER COLUMN "competition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "badge_month_runs" ALTER COLUMN "season" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_totals" ADD CONSTRAINT "player_totals_competition_id_season_user_id_pk" PRIMARY KEY("competition_id","season","user_id");--> statement-breakpoint
ALTER TABLE "player_running_totals" ADD CONSTRAINT "player_running_totals_competition_id_season_day_pk" PRIMARY KEY("competition_id","season","day");--> statement-breakpoint
ALTER TABLE "player_day_changes" ADD CONSTRAINT "player_day_changes_competition_id_season_day_pk" PRIMARY KEY("competition_id","season","day");--> statement-breakpoint
ALTER TABLE "badge_month_runs" ADD CONSTRAINT "badge_month_runs_competition_id_season_month_pk" PRIMARY KEY("competition_id","season","month");--> statement-breakpoint
DROP TABLE "migration_0026_default";
