CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"product_id" integer,
	"page_path" varchar(512) NOT NULL,
	"field_id" varchar(64),
	"language" varchar(8) NOT NULL,
	CONSTRAINT "analytics_events_name" CHECK ("analytics_events"."name" in ('pageView','leavingPage','buttonClick','promotionClick','iconClick','categoryViewed','journeyTracking','phoneNumberCaptured','emailCaptured','formSubmitSuccess','formSubmitFailure','leadSubmitted')),
	CONSTRAINT "analytics_events_language" CHECK ("analytics_events"."language" in ('en','ar','hi','ml'))
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_at" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_events_visit" ON "analytics_events" USING btree ("visit_id","at");