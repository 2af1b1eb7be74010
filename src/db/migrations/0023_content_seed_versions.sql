ALTER TABLE "content_pages" ADD COLUMN "seed_version" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redirections" ADD COLUMN "seed_version" text;--> statement-breakpoint
ALTER TABLE "redirections" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_chrome" ADD COLUMN "seed_version" text;--> statement-breakpoint
ALTER TABLE "site_chrome" ADD COLUMN "edited_at" timestamp with time zone;