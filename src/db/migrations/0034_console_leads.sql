CREATE TABLE "console_lead_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"text" varchar(2000) NOT NULL,
	CONSTRAINT "console_lead_notes_text" CHECK (length("console_lead_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "console_lead_work" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"callback_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "console_lead_work_status" CHECK ("console_lead_work"."status" in ('new','assigned','contacted','no_answer','callback_booked','converted','lost','do_not_contact'))
);
--> statement-breakpoint
ALTER TABLE "console_lead_notes" ADD CONSTRAINT "console_lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_lead_notes" ADD CONSTRAINT "console_lead_notes_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_lead_work" ADD CONSTRAINT "console_lead_work_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_lead_work" ADD CONSTRAINT "console_lead_work_assignee_id_console_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_lead_notes_lead" ON "console_lead_notes" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "console_lead_work_assignee" ON "console_lead_work" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "console_lead_work_callback" ON "console_lead_work" USING btree ("callback_at");