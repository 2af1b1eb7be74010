CREATE TABLE "console_media" (
	"id" char(12) PRIMARY KEY NOT NULL,
	"mime" varchar(16) NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"alt" jsonb NOT NULL,
	"data" "bytea" NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "console_media_mime" CHECK ("console_media"."mime" in ('image/png','image/jpeg','image/webp')),
	CONSTRAINT "console_media_alt_en" CHECK (length("console_media"."alt" ->> 'en') > 0)
);
--> statement-breakpoint
ALTER TABLE "console_media" ADD CONSTRAINT "console_media_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_media_created" ON "console_media" USING btree ("created_at");