CREATE SEQUENCE "public"."enquiry_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reference" varchar(12);--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "results_link_sends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_reference" ON "enquiries" USING btree ("reference");