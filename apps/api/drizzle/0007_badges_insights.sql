CREATE TABLE "player_team_totals" (
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_team_totals_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "badge_awards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badge_awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"badge_id" text NOT NULL,
	"period" text NOT NULL,
	"competition_id" integer,
	"season" integer,
	"round" integer,
	"month" text,
	"rank" integer,
	"awarded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_month_runs" (
	"month" text PRIMARY KEY NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_round_runs" (
	"competition_id" integer NOT NULL,
	"season" integer NOT NULL,
	"round" integer NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "badge_round_runs_competition_id_season_round_pk" PRIMARY KEY("competition_id","season","round")
);
--> statement-breakpoint
ALTER TABLE "player_totals" ADD COLUMN "predicted_home" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_totals" ADD COLUMN "predicted_draw" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_totals" ADD COLUMN "predicted_away" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_totals" ADD COLUMN "actual_home" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_totals" ADD COLUMN "actual_draw" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_totals" ADD COLUMN "actual_away" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_team_totals" ADD CONSTRAINT "player_team_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_team_totals" ADD CONSTRAINT "player_team_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_awards_period_key" ON "badge_awards" USING btree ("badge_id","period","user_id");--> statement-breakpoint
CREATE INDEX "badge_awards_user_idx" ON "badge_awards" USING btree ("user_id","badge_id","awarded_at");--> statement-breakpoint
-- Scoring updates these rows in place (HOT), as the other aggregates (0004).
ALTER TABLE "player_team_totals" SET (fillfactor = 70);
