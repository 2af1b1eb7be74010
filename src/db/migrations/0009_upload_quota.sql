ALTER TABLE "documents" ADD COLUMN "ip_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "documents_ip_created" ON "documents" USING btree ("ip_hash","created_at");