CREATE TABLE "enquiry_access" (
	"enquiry_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_access_enquiry_id_device_id_pk" PRIMARY KEY("enquiry_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "enquiry_access" ADD CONSTRAINT "enquiry_access_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_access" ADD CONSTRAINT "enquiry_access_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_access_device" ON "enquiry_access" USING btree ("device_id");