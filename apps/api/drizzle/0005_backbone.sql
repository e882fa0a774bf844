-- Issue 9. "League" now means a private league of players: the football competition tables take their own name.
ALTER TABLE "leagues" RENAME TO "competitions";--> statement-breakpoint
ALTER TABLE "competitions" RENAME COLUMN "provider_league_id" TO "provider_competition_id";--> statement-breakpoint
ALTER TABLE "competitions" RENAME CONSTRAINT "leagues_pkey" TO "competitions_pkey";--> statement-breakpoint
ALTER SEQUENCE "leagues_id_seq" RENAME TO "competitions_id_seq";--> statement-breakpoint
ALTER INDEX "leagues_provider_key" RENAME TO "competitions_provider_key";--> statement-breakpoint
ALTER TABLE "league_teams" RENAME TO "competition_teams";--> statement-breakpoint
ALTER TABLE "competition_teams" RENAME COLUMN "league_id" TO "competition_id";--> statement-breakpoint
ALTER TABLE "competition_teams" RENAME CONSTRAINT "league_teams_league_id_season_team_id_pk" TO "competition_teams_competition_id_season_team_id_pk";--> statement-breakpoint
ALTER TABLE "competition_teams" RENAME CONSTRAINT "league_teams_league_id_leagues_id_fk" TO "competition_teams_competition_id_competitions_id_fk";--> statement-breakpoint
ALTER TABLE "competition_teams" RENAME CONSTRAINT "league_teams_team_id_teams_id_fk" TO "competition_teams_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "matches" RENAME COLUMN "league_id" TO "competition_id";--> statement-breakpoint
ALTER TABLE "matches" RENAME CONSTRAINT "matches_league_id_leagues_id_fk" TO "matches_competition_id_competitions_id_fk";--> statement-breakpoint
-- Round aggregates and rank snapshots are keyed by competition and season as well as round, so a second season
-- (or competition) never adds into the first one's rounds. Existing rows belong to the one season stored so far.
ALTER TABLE "player_round_totals" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "player_round_totals" ADD COLUMN "season" integer;--> statement-breakpoint
ALTER TABLE "round_rank_snapshots" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "round_rank_snapshots" ADD COLUMN "season" integer;--> statement-breakpoint
UPDATE "player_round_totals" SET "competition_id" = s."competition_id", "season" = s."season"
  FROM (SELECT "competition_id", "season" FROM "matches" GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1) s;--> statement-breakpoint
UPDATE "round_rank_snapshots" SET "competition_id" = s."competition_id", "season" = s."season"
  FROM (SELECT "competition_id", "season" FROM "matches" GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1) s;--> statement-breakpoint
DELETE FROM "player_round_totals" WHERE "competition_id" IS NULL;--> statement-breakpoint
DELETE FROM "round_rank_snapshots" WHERE "competition_id" IS NULL;--> statement-breakpoint
ALTER TABLE "player_round_totals" ALTER COLUMN "competition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_round_totals" ALTER COLUMN "season" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "round_rank_snapshots" ALTER COLUMN "competition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "round_rank_snapshots" ALTER COLUMN "season" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_round_totals" DROP CONSTRAINT "player_round_totals_round_user_id_pk";--> statement-breakpoint
ALTER TABLE "player_round_totals" ADD CONSTRAINT "player_round_totals_competition_id_season_round_user_id_pk" PRIMARY KEY("competition_id","season","round","user_id");--> statement-breakpoint
ALTER TABLE "round_rank_snapshots" DROP CONSTRAINT "round_rank_snapshots_round_user_id_pk";--> statement-breakpoint
ALTER TABLE "round_rank_snapshots" ADD CONSTRAINT "round_rank_snapshots_competition_id_season_round_user_id_pk" PRIMARY KEY("competition_id","season","round","user_id");--> statement-breakpoint
ALTER TABLE "player_round_totals" ADD CONSTRAINT "player_round_totals_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_rank_snapshots" ADD CONSTRAINT "round_rank_snapshots_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "player_round_totals_user_idx";--> statement-breakpoint
CREATE INDEX "player_round_totals_user_idx" ON "player_round_totals" USING btree ("user_id","competition_id","season","round");--> statement-breakpoint
-- The transactional outbox of domain events (events/).
CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"published_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "domain_events_unpublished_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."published_at" is null;--> statement-breakpoint
CREATE INDEX "domain_events_published_idx" ON "domain_events" USING btree ("published_at");--> statement-breakpoint
-- A code waits here, not in a job payload, until the mail job has sent it.
ALTER TABLE "otp_codes" ADD COLUMN "pending_mail" text;
