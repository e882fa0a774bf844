CREATE TABLE "pictures" (
	"sha256" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favourite_team_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_favourite_team_id_teams_id_fk" FOREIGN KEY ("favourite_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_profile_picture_idx" ON "users" USING btree ("profile_picture");