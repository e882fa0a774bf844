-- Issue 14 (docs/decisions/033): matches whose predictors' round rows were written at kick-off, so the first scoring of
-- a round updates rows instead of inserting them.
CREATE TABLE "prepared_round_rows" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prepared_round_rows" ADD CONSTRAINT "prepared_round_rows_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;