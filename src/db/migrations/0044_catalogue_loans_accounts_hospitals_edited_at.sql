ALTER TABLE "bank_accounts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_loans" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "edited_at" timestamp with time zone;