CREATE TYPE "public"."points_rule" AS ENUM('exact', 'outcomeAndBucket', 'outcome', 'none');--> statement-breakpoint
CREATE TABLE "scored_predictions" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" smallint NOT NULL,
	"rule" "points_rule" NOT NULL,
	"multiplier" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "scored_predictions_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
