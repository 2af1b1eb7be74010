CREATE TABLE "contact_suppressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" varchar(9) NOT NULL,
	"reason" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "contact_suppressions_reason" CHECK ("contact_suppressions"."reason" in ('visitor','migration'))
);
--> statement-breakpoint
CREATE TABLE "otp_number_proofs" (
	"mobile_number" varchar(9) PRIMARY KEY NOT NULL,
	"device_uuid" varchar(64) NOT NULL,
	"proved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_actions" DROP CONSTRAINT "data_actions_action";--> statement-breakpoint
ALTER TABLE "lead_outbox" DROP CONSTRAINT "lead_outbox_state";--> statement-breakpoint
CREATE UNIQUE INDEX "contact_suppressions_active" ON "contact_suppressions" USING btree ("mobile_number") WHERE "contact_suppressions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "contact_suppressions_mobile_created" ON "contact_suppressions" USING btree ("mobile_number","created_at");--> statement-breakpoint
ALTER TABLE "data_actions" ADD CONSTRAINT "data_actions_action" CHECK ("data_actions"."action" in ('view','withdraw','delete','lift'));--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_state" CHECK ("lead_outbox"."state" in ('pending','delivered','dead','withdrawn','suppressed'));--> statement-breakpoint
-- Decision 0044: a number that already withdrew on /my-data/ stays suppressed (one row per number, from its latest withdrawal).
INSERT INTO "contact_suppressions" ("mobile_number", "reason", "created_at")
SELECT "mobile_number", 'migration', max("created_at") FROM "data_actions" WHERE "action" = 'withdraw' GROUP BY "mobile_number";
