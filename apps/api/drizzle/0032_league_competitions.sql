-- Issue 58 (docs/decisions/106): the competition-seasons a private league plays; its table (and its 'all') is over
-- them.
-- Every league made before this played the default competition: it keeps it. The default is configured, not stored;
-- here it is the embedded run's (the Premier League 2023/24, provider 'embedded'), else, as migration 0026 chose it, the
-- competition-season with the most matches (an API-Football run of one competition). Without any competition-season
-- yet nothing is written: a league without a row plays the default competition (the service's rule, ADR 106).
CREATE TABLE "private_league_competitions" (
	"league_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"season" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "private_league_competitions_league_id_competition_id_season_pk" PRIMARY KEY("league_id","competition_id","season")
);
--> statement-breakpoint
ALTER TABLE "private_league_competitions" ADD CONSTRAINT "private_league_competitions_league_id_private_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."private_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_league_competitions" ADD CONSTRAINT "private_league_competitions_competition_season_fk" FOREIGN KEY ("competition_id","season") REFERENCES "public"."competition_seasons"("competition_id","season") ON DELETE cascade ON UPDATE no action;;--> statement-breakpoint
INSERT INTO "private_league_competitions" ("league_id", "competition_id", "season", "added_at")
SELECT l.id, d.competition_id, d.season, l.created_at
  FROM "private_leagues" l
 CROSS JOIN (
   SELECT cs.competition_id, cs.season
     FROM "competition_seasons" cs
     JOIN "competitions" c ON c.id = cs.competition_id
    ORDER BY (c.provider::text = 'embedded' AND c.provider_competition_id = 'premier-league' AND cs.season = 2023) DESC,
             (SELECT count(*) FROM "matches" m WHERE m.competition_id = cs.competition_id AND m.season = cs.season) DESC,
             cs.competition_id, cs.season
    LIMIT 1) d;
