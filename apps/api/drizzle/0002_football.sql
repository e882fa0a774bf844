CREATE TABLE "historical_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "historical_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"season" text,
	"played_on" date NOT NULL,
	"kickoff_at" timestamp with time zone,
	"home_team_slug" text NOT NULL,
	"away_team_slug" text NOT NULL,
	"home_goals" integer NOT NULL,
	"away_goals" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_teams" (
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "league_teams_league_id_season_team_id_pk" PRIMARY KEY("league_id","season","team_id")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leagues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_league_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country" text,
	"logo_url" text,
	"coverage" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_extras" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"lineups" jsonb,
	"lineups_fetched_at" timestamp with time zone,
	"injuries" jsonb,
	"injuries_fetched_at" timestamp with time zone,
	"statistics" jsonb,
	"statistics_fetched_at" timestamp with time zone,
	"win_prediction" jsonb,
	"win_prediction_fetched_at" timestamp with time zone,
	"head_to_head_fetched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_fixture_id" text NOT NULL,
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"round" integer NOT NULL,
	"round_label" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"status_elapsed" integer,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"home_goals" integer,
	"away_goals" integer,
	"ht_home_goals" integer,
	"ht_away_goals" integer,
	"venue_name" text,
	"referee" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"code" text,
	"primary_color" text,
	"secondary_color" text,
	"logo_url" text,
	"venue_name" text,
	"venue_city" text,
	"api_football_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_extras" ADD CONSTRAINT "match_extras_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "historical_results_source_key" ON "historical_results" USING btree ("source","source_key");--> statement-breakpoint
CREATE INDEX "historical_results_pair_idx" ON "historical_results" USING btree ("home_team_slug","away_team_slug","played_on" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_provider_key" ON "leagues" USING btree ("provider","provider_league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_provider_fixture_key" ON "matches" USING btree ("provider","provider_fixture_id");--> statement-breakpoint
CREATE INDEX "matches_season_round_idx" ON "matches" USING btree ("league_id","season","round","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_season_kickoff_idx" ON "matches" USING btree ("league_id","season","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_home_team_idx" ON "matches" USING btree ("home_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_away_team_idx" ON "matches" USING btree ("away_team_id","kickoff_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_slug_key" ON "teams" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_api_football_id_key" ON "teams" USING btree ("api_football_id");