CREATE TABLE "auth_throttles" (
	"scope" text NOT NULL,
	"account" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_throttles_scope_account_source_pk" PRIMARY KEY("scope","account","source")
);
--> statement-breakpoint
CREATE TABLE "operator_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"first_named_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requested_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "foreign_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_grants" ADD CONSTRAINT "operator_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_throttles_updated_idx" ON "auth_throttles" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_grants_live_key" ON "operator_grants" USING btree ("user_id") WHERE "operator_grants"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "operator_grants_user_idx" ON "operator_grants" USING btree ("user_id");