CREATE TYPE "public"."bonus_kind" AS ENUM('champion', 'topScorer', 'groupWinner', 'relegated', 'finalGoals');--> statement-breakpoint
CREATE TABLE "bonus_answers" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" text[] NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_answers_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bonus_facts" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"season" integer NOT NULL,
	"round" integer NOT NULL,
	"match_id" integer NOT NULL,
	"points" smallint NOT NULL,
	CONSTRAINT "bonus_facts_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bonus_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"season" integer NOT NULL,
	"key" text NOT NULL,
	"kind" "bonus_kind" NOT NULL,
	"group_name" text,
	"points" smallint NOT NULL,
	"picks" smallint NOT NULL,
	"choices" text[] NOT NULL,
	"settled" text[],
	"settled_by_operator" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_answers" ADD CONSTRAINT "bonus_answers_question_id_bonus_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bonus_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_answers" ADD CONSTRAINT "bonus_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_questions" ADD CONSTRAINT "bonus_questions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_facts_match_idx" ON "bonus_facts" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_questions_key_idx" ON "bonus_questions" USING btree ("competition_id","season","key");