ALTER TABLE "banks" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "edited_at" timestamp with time zone;