ALTER TABLE "private_leagues" ADD COLUMN "jokers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "private_leagues" ADD COLUMN "bonus" boolean DEFAULT true NOT NULL;