ALTER TABLE "leads" DROP CONSTRAINT "leads_source";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "mobile_number" varchar(9);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source" CHECK ("leads"."source" in ('quote_click','compare','certificate','no_result'));