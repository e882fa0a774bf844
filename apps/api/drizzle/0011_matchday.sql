CREATE TABLE "prediction_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prediction_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"old_home_goals" smallint NOT NULL,
	"old_away_goals" smallint NOT NULL,
	"new_home_goals" smallint NOT NULL,
	"new_away_goals" smallint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prediction_changes" ADD CONSTRAINT "prediction_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_changes" ADD CONSTRAINT "prediction_changes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prediction_changes_user_match_idx" ON "prediction_changes" USING btree ("user_id","match_id","changed_at");