CREATE TABLE "lead_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(300),
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_outbox_state" CHECK ("lead_outbox"."state" in ('pending','delivered','dead','withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_source";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "name" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "income" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_version" varchar(32);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_withdrawn_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_from_minute" smallint DEFAULT 540 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_to_minute" smallint DEFAULT 1080 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "channel" varchar(16) DEFAULT 'call' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "ip_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "idempotency_key" varchar(255);--> statement-breakpoint
-- Decision 0030 (written by hand): leads stored before the consent text version was recorded are "do not contact".
UPDATE "leads" SET "consent_withdrawn_at" = now(), "consent_withdrawn_reason" = 'migration' WHERE "consent_version" IS NULL;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_outbox_lead" ON "lead_outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_outbox_state_created" ON "lead_outbox" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "leads_mobile_product_created" ON "leads" USING btree ("mobile_number","country_product_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_ip_created" ON "leads" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_device_idempotency_key" ON "leads" USING btree ("device_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_channel" CHECK ("leads"."channel" in ('call','whatsapp','email'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_call_window" CHECK ("leads"."call_from_minute" >= 540 and "leads"."call_to_minute" <= 1080 and "leads"."call_from_minute" < "leads"."call_to_minute");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consent_withdrawn_reason" CHECK (("leads"."consent_withdrawn_at" is null) = ("leads"."consent_withdrawn_reason" is null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source" CHECK ("leads"."source" in ('quote_click','compare','certificate','no_result','footer_popup','talk_to_expert','customer_callback','exit_intent','advisor_popup','user_popup','splash','doorway','glossary'));