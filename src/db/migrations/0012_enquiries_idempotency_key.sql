ALTER TABLE "enquiries" ADD COLUMN "idempotency_key" varchar(255);--> statement-breakpoint
CREATE INDEX "enquiries_device_idempotency_key" ON "enquiries" USING btree ("device_id","idempotency_key");