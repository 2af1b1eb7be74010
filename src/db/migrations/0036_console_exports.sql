CREATE TABLE "console_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"filters" jsonb NOT NULL,
	"personal" boolean NOT NULL,
	"reason" varchar(300),
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"csv" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "console_exports_status" CHECK ("console_exports"."status" in ('queued','running','done','failed')),
	CONSTRAINT "console_exports_reason" CHECK (not "console_exports"."personal" or length("console_exports"."reason") > 0)
);
--> statement-breakpoint
ALTER TABLE "console_exports" ADD CONSTRAINT "console_exports_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_exports_staff" ON "console_exports" USING btree ("staff_id","created_at");