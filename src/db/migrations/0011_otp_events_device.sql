ALTER TABLE "otp_events" ADD COLUMN "device_uuid" varchar(64);--> statement-breakpoint
CREATE INDEX "otp_events_device_kind_created" ON "otp_events" USING btree ("device_uuid","kind","created_at");