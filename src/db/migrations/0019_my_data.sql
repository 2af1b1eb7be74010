CREATE TABLE "data_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" varchar(9) NOT NULL,
	"action" varchar(16) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_actions_action" CHECK ("data_actions"."action" in ('view','withdraw','delete'))
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "marketing_consent_version" varchar(32);--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "marketing_consent_withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "data_actions_mobile_created" ON "data_actions" USING btree ("mobile_number","created_at");