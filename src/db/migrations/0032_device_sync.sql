CREATE TABLE "device_sync_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"code_hash" char(64) NOT NULL,
	"enquiry_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"device_info" jsonb,
	"lang" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_device_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_sync_codes_kind" CHECK ("device_sync_codes"."kind" in ('qr','otp'))
);
--> statement-breakpoint
CREATE TABLE "device_sync_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer,
	"ip_hash" char(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_sync_codes" ADD CONSTRAINT "device_sync_codes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sync_codes" ADD CONSTRAINT "device_sync_codes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sync_codes" ADD CONSTRAINT "device_sync_codes_used_by_device_id_devices_id_fk" FOREIGN KEY ("used_by_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sync_failures" ADD CONSTRAINT "device_sync_failures_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_sync_codes_hash" ON "device_sync_codes" USING btree ("kind","code_hash");--> statement-breakpoint
CREATE INDEX "device_sync_codes_expires" ON "device_sync_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "device_sync_codes_device" ON "device_sync_codes" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_sync_failures_device" ON "device_sync_failures" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "device_sync_failures_ip" ON "device_sync_failures" USING btree ("ip_hash","at");