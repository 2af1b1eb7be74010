CREATE TABLE "console_catalogue_drafts" (
	"kind" varchar(16) NOT NULL,
	"item_id" varchar(64) NOT NULL,
	"data" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "console_catalogue_drafts_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "console_catalogue_drafts" ADD CONSTRAINT "console_catalogue_drafts_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;