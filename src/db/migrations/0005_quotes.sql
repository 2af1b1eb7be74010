CREATE TABLE "insurers" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" char(24) NOT NULL,
	"device_id" integer NOT NULL,
	"enquiry_id" integer,
	"plan_id" integer,
	"provider_id" integer,
	"quote_id" integer,
	"country_product_id" integer NOT NULL,
	"source" varchar(32) NOT NULL,
	"source_id" integer,
	"consent_at" timestamp with time zone NOT NULL,
	"total_fils" integer,
	"breakdown" jsonb,
	"utm_source" varchar(200),
	"utm_medium" varchar(200),
	"utm_campaign" varchar(200),
	"utm_term" varchar(200),
	"utm_content" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_source" CHECK ("leads"."source" in ('quote_click','compare','certificate'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"slug" varchar(64) NOT NULL,
	"document" jsonb NOT NULL,
	"sponsored" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"answers_hash" char(64) NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"insurer_count" integer NOT NULL,
	"priced_count" integer DEFAULT 0 NOT NULL,
	"priced_provider_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"declines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priced_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_runs_status" CHECK ("quote_runs"."status" in ('processing','done')),
	CONSTRAINT "quote_runs_counts" CHECK ("quote_runs"."priced_count" >= 0 and "quote_runs"."priced_count" <= "quote_runs"."insurer_count")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" char(24) NOT NULL,
	"run_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"total_fils" integer NOT NULL,
	"priced_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"priority" integer,
	"score" integer,
	"sponsored" boolean DEFAULT false NOT NULL,
	"ranking" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_total" CHECK ("quotes"."total_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_tables" (
	"id" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_tables_pk" PRIMARY KEY("id","version"),
	CONSTRAINT "rate_tables_version" CHECK ("rate_tables"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_provider_id_insurers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."insurers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_provider_id_insurers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."insurers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_runs" ADD CONSTRAINT "quote_runs_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_run_id_quote_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."quote_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_tables" ADD CONSTRAINT "rate_tables_provider_id_insurers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."insurers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurers_slug" ON "insurers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_public_id" ON "leads" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "leads_device_created" ON "leads" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_enquiry" ON "leads" USING btree ("enquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_slug" ON "plans" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "plans_product_provider" ON "plans" USING btree ("product_id","provider_id");--> statement-breakpoint
CREATE INDEX "quote_runs_enquiry" ON "quote_runs" USING btree ("enquiry_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_public_id" ON "quotes" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_run_plan" ON "quotes" USING btree ("run_id","plan_id");--> statement-breakpoint
CREATE INDEX "quotes_enquiry" ON "quotes" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "rate_tables_product" ON "rate_tables" USING btree ("product_id");