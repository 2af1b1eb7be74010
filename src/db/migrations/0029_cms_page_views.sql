CREATE TABLE "page_view_counts" (
	"url_path" text PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_visits" (
	"visit_id" integer NOT NULL,
	"url_path" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_view_visits_visit_id_url_path_pk" PRIMARY KEY("visit_id","url_path")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "page_view_visits" ADD CONSTRAINT "page_view_visits_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_view_visits_viewed_at" ON "page_view_visits" USING btree ("viewed_at");