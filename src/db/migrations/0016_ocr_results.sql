CREATE TABLE "document_reads" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"doc_type" varchar(24) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"fields" jsonb,
	"confidence" integer,
	"failure" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "document_reads_status" CHECK ("document_reads"."status" in ('pending','done','failed')),
	CONSTRAINT "document_reads_doc_type" CHECK ("document_reads"."doc_type" in ('emiratesId','drivingLicence','mulkiya'))
);
--> statement-breakpoint
ALTER TABLE "document_reads" ADD CONSTRAINT "document_reads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_reads_created" ON "document_reads" USING btree ("created_at");