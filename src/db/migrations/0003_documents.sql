CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" char(24) NOT NULL,
	"device_id" integer NOT NULL,
	"field_id" varchar(64) NOT NULL,
	"enquiry_id" integer,
	"mime" varchar(64) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_mime" CHECK ("documents"."mime" in ('image/jpeg','image/png','application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_public_id" ON "documents" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "documents_device_id" ON "documents" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "documents_enquiry_id" ON "documents" USING btree ("enquiry_id");