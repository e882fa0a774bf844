CREATE TABLE "league_join_attempts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pins" (
	"user_id" integer NOT NULL,
	"pinned_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pins_user_id_pinned_user_id_pk" PRIMARY KEY("user_id","pinned_user_id"),
	CONSTRAINT "pins_not_self" CHECK ("pins"."user_id" <> "pins"."pinned_user_id")
);
--> statement-breakpoint
CREATE TABLE "private_league_members" (
	"league_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "private_league_members_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "private_leagues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "private_leagues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"invitation_code" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_join_attempts" ADD CONSTRAINT "league_join_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_pinned_user_id_users_id_fk" FOREIGN KEY ("pinned_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_league_members" ADD CONSTRAINT "private_league_members_league_id_private_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."private_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_league_members" ADD CONSTRAINT "private_league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_leagues" ADD CONSTRAINT "private_leagues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_league_members_user_idx" ON "private_league_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "private_leagues_invitation_code_key" ON "private_leagues" USING btree ("invitation_code");--> statement-breakpoint
CREATE INDEX "private_leagues_owner_idx" ON "private_leagues" USING btree ("owner_id");