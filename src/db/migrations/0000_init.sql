CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_path" text NOT NULL,
	"language" text NOT NULL,
	"product_id" integer NOT NULL,
	"page_type_id" integer NOT NULL,
	"meta_data" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_language" CHECK ("content_pages"."language" in ('en','ar','hi','ml')),
	CONSTRAINT "content_pages_path_shape" CHECK ("content_pages"."url_path" like '/%' and "content_pages"."url_path" like '%/')
);
--> statement-breakpoint
CREATE TABLE "redirections" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirections_status" CHECK ("redirections"."status_code" in (301, 302, 307, 308))
);
--> statement-breakpoint
CREATE TABLE "site_chrome" (
	"language" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_chrome_language" CHECK ("site_chrome"."language" in ('en','ar','hi','ml'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_path_lang" ON "content_pages" USING btree ("url_path","language");--> statement-breakpoint
CREATE INDEX "content_pages_published_path" ON "content_pages" USING btree ("url_path") WHERE "content_pages"."published";--> statement-breakpoint
CREATE UNIQUE INDEX "redirections_from" ON "redirections" USING btree ("from_path");