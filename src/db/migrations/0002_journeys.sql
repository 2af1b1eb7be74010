CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" char(24) NOT NULL,
	"device_id" integer NOT NULL,
	"visit_id" integer,
	"country_product_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"journey_type" integer DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"form_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text,
	"email" text,
	"mobile_number" varchar(9),
	"alt_mobile_number" varchar(9),
	"mobile_verified_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"result" jsonb,
	"utm_source" varchar(200),
	"utm_medium" varchar(200),
	"utm_term" varchar(200),
	"utm_campaign" varchar(200),
	"pb_source" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status" CHECK ("enquiries"."status" in ('draft','submitted','processing','ready','failed'))
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_key" varchar(64) NOT NULL,
	"product_id" integer NOT NULL,
	"journey_type" integer DEFAULT 1 NOT NULL,
	"page_type_id" integer DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_language" CHECK ("forms"."language" in ('en','ar','hi','ml'))
);
--> statement-breakpoint
CREATE TABLE "option_lists" (
	"list_key" varchar(64) NOT NULL,
	"language" text NOT NULL,
	"options" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_lists_language" CHECK ("option_lists"."language" in ('en','ar','hi','ml'))
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" varchar(9) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"request_ref" varchar(64) NOT NULL,
	"code_hmac" char(64) NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" varchar(9) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ip_hash" char(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_events_kind" CHECK ("otp_events"."kind" in ('send','fail'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_number" varchar(9) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"slug" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"body_type" varchar(32) NOT NULL,
	"first_year" integer NOT NULL,
	"last_year" integer,
	"new_value_aed" integer NOT NULL,
	"trims" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_public_id" ON "enquiries" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "enquiries_device_created" ON "enquiries" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_key_lang" ON "forms" USING btree ("form_key","language");--> statement-breakpoint
CREATE INDEX "forms_lookup" ON "forms" USING btree ("product_id","journey_type","page_type_id","language","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "option_lists_key_lang" ON "option_lists" USING btree ("list_key","language");--> statement-breakpoint
CREATE INDEX "otp_codes_mobile_created" ON "otp_codes" USING btree ("mobile_number","created_at");--> statement-breakpoint
CREATE INDEX "otp_events_mobile_kind_created" ON "otp_events" USING btree ("mobile_number","kind","created_at");--> statement-breakpoint
CREATE INDEX "otp_events_ip_kind_created" ON "otp_events" USING btree ("ip_hash","kind","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_created" ON "sms_outbox" USING btree ("mobile_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_makes_slug" ON "vehicle_makes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_make_slug" ON "vehicle_models" USING btree ("make_id","slug");