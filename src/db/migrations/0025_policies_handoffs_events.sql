CREATE TABLE "handoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_hash" char(64) NOT NULL,
	"policy_id" integer NOT NULL,
	"quote_id" integer,
	"insurer_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurer_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"insurer_id" integer NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"type" varchar(32) NOT NULL,
	"body_sha256" char(64) NOT NULL,
	"policy_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurer_events_type" CHECK ("insurer_events"."type" in ('policy.issued','payment.declined','policy.cancelled'))
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"state" varchar(16) NOT NULL,
	"reason" varchar(32),
	"sent_on" char(10),
	"mobile_number" varchar(9) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_stage" CHECK ("renewal_reminders"."stage" in (30, 14, 3)),
	CONSTRAINT "renewal_reminders_state" CHECK ("renewal_reminders"."state" in ('claimed','sent','skipped'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"insurer_code" varchar(64) NOT NULL,
	"handoff_hash" char(64) NOT NULL,
	"proposal" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"declined_attempts" integer DEFAULT 0 NOT NULL,
	"policy_number" varchar(32),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_status" CHECK ("sandbox_checkouts"."status" in ('open','paid'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"insurer_code" varchar(64) NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "policy_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "start_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "end_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "status" varchar(16) DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "insurer_id" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "enquiry_id" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "premium_fils" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "vat_fils" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "idempotency_key" varchar(255);--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "reminder_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "reminders_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "call_from_minute" smallint DEFAULT 540 NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "call_to_minute" smallint DEFAULT 1080 NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_events" ADD CONSTRAINT "insurer_events_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_events" ADD CONSTRAINT "insurer_events_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handoffs_id_hash" ON "handoffs" USING btree ("id_hash");--> statement-breakpoint
CREATE INDEX "handoffs_policy" ON "handoffs" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_events_insurer_event" ON "insurer_events" USING btree ("insurer_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_reminders_policy_stage" ON "renewal_reminders" USING btree ("policy_id","stage");--> statement-breakpoint
CREATE INDEX "renewal_reminders_mobile_sent_on" ON "renewal_reminders" USING btree ("mobile_number","sent_on");--> statement-breakpoint
CREATE INDEX "sandbox_checkouts_handoff" ON "sandbox_checkouts" USING btree ("handoff_hash");--> statement-breakpoint
CREATE INDEX "sandbox_events_event_id" ON "sandbox_events" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policies_quote" ON "policies" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "policies_end_date" ON "policies" USING btree ("end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_device_idempotency_key" ON "policies" USING btree ("device_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_status" CHECK ("policies"."status" in ('pending','active','declined','cancelled'));--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_issued" CHECK ("policies"."status" <> 'active' or ("policies"."policy_number" is not null and "policies"."start_date" is not null and "policies"."end_date" is not null and "policies"."data" is not null));--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_money" CHECK (coalesce("policies"."premium_fils", 0) >= 0 and coalesce("policies"."vat_fils", 0) >= 0);--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_call_window" CHECK ("policies"."call_from_minute" >= 540 and "policies"."call_to_minute" <= 1080 and "policies"."call_from_minute" < "policies"."call_to_minute");