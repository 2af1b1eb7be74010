CREATE TABLE "csp_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_uri" text,
	"blocked_uri" text,
	"effective_directive" varchar(64),
	"disposition" varchar(16),
	"source_file" text,
	"line_number" integer,
	"column_number" integer,
	"sample" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_reports_created_at" ON "csp_reports" USING btree ("created_at");