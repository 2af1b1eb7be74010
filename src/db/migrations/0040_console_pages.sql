CREATE TABLE "console_page_locks" (
	"url_path" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_page_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_path" text NOT NULL,
	"language" varchar(8) NOT NULL,
	"action" varchar(12) NOT NULL,
	"version" integer,
	"run_at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"result" varchar(200),
	CONSTRAINT "console_page_schedules_action" CHECK ("console_page_schedules"."action" in ('publish','unpublish'))
);
--> statement-breakpoint
CREATE TABLE "console_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_path" text NOT NULL,
	"language" varchar(8) NOT NULL,
	"version" integer NOT NULL,
	"product_id" integer NOT NULL,
	"page_type_id" integer NOT NULL,
	"meta_data" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(12) NOT NULL,
	"from_en_version" integer,
	"origin" varchar(24) NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "console_page_versions_status" CHECK ("console_page_versions"."status" in ('draft','published','superseded'))
);
--> statement-breakpoint
ALTER TABLE "console_page_locks" ADD CONSTRAINT "console_page_locks_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_page_schedules" ADD CONSTRAINT "console_page_schedules_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_page_versions" ADD CONSTRAINT "console_page_versions_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_page_schedules_due" ON "console_page_schedules" USING btree ("run_at") WHERE "console_page_schedules"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "console_page_versions_no" ON "console_page_versions" USING btree ("url_path","language","version");