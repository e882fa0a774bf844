CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"email_lead_hours" smallint DEFAULT 24 NOT NULL,
	"push_enabled" boolean DEFAULT false NOT NULL,
	"push_lead_hours" smallint DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"day" date NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"unsubscribe_token_hash" text,
	CONSTRAINT "reminders_sent_user_id_channel_day_kickoff_at_pk" PRIMARY KEY("user_id","channel","day","kickoff_at")
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_settings_on_idx" ON "reminder_settings" USING btree ("user_id") WHERE "reminder_settings"."email_enabled" or "reminder_settings"."push_enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_unsubscribe_key" ON "reminders_sent" USING btree ("unsubscribe_token_hash");