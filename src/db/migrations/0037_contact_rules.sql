CREATE TABLE "contact_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"callback_at" timestamp with time zone,
	"note" varchar(500),
	CONSTRAINT "contact_attempts_channel" CHECK ("contact_attempts"."channel" in ('call','message')),
	CONSTRAINT "contact_attempts_outcome" CHECK ("contact_attempts"."outcome" in ('answered','no_answer','refused','callback_booked','message_sent'))
);
--> statement-breakpoint
CREATE TABLE "dnc_numbers" (
	"mobile_number" varchar(9) PRIMARY KEY NOT NULL,
	"source" varchar(16) DEFAULT 'import' NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"batch_id" varchar(36) NOT NULL,
	CONSTRAINT "dnc_numbers_source" CHECK ("dnc_numbers"."source" in ('import')),
	CONSTRAINT "dnc_numbers_mobile" CHECK ("dnc_numbers"."mobile_number" ~ '^5[024568][0-9]{7}$')
);
--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_attempts_lead" ON "contact_attempts" USING btree ("lead_id","at");--> statement-breakpoint
CREATE FUNCTION "contact_attempts_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contact_attempts is append-only (decision 0115)' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contact_attempts_no_change" BEFORE UPDATE OR DELETE ON "contact_attempts" FOR EACH ROW EXECUTE FUNCTION "contact_attempts_append_only"();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_no_truncate" BEFORE TRUNCATE ON "contact_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "contact_attempts_append_only"();
