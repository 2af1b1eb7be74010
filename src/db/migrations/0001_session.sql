CREATE TABLE "client_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"error_info" text,
	"client_timestamp" varchar(64),
	"status_code" integer,
	"message" text,
	"request_url" text,
	"request_data" text,
	"response_data" text,
	"duration" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_uuid" char(32) NOT NULL,
	"source_id" integer NOT NULL,
	"country_product_id" integer NOT NULL,
	"device_type" integer DEFAULT 1 NOT NULL,
	"agent_id" varchar(64),
	"utm_source" varchar(200),
	"utm_medium" varchar(200),
	"utm_term" varchar(200),
	"utm_campaign" varchar(200),
	"pb_source" varchar(200),
	"ip_hash" char(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_secret" text NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_secret_length" CHECK (length("partners"."token_secret") >= 32)
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"country_product_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"utm_source" varchar(200),
	"utm_medium" varchar(200),
	"utm_term" varchar(200),
	"utm_campaign" varchar(200),
	"pb_source" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_logs_created_at" ON "client_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_uuid" ON "devices" USING btree ("device_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_source_id" ON "partners" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "visits_device_id" ON "visits" USING btree ("device_id");