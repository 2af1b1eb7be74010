CREATE TABLE "idempotency_keys" (
	"device_uuid" char(32) NOT NULL,
	"route" text NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"state" varchar(8) NOT NULL,
	"owner" uuid NOT NULL,
	"response_status" integer,
	"response_content_type" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("device_uuid","route","key"),
	CONSTRAINT "idempotency_keys_state" CHECK ("idempotency_keys"."state" in ('running','done')),
	CONSTRAINT "idempotency_keys_done_has_answer" CHECK ("idempotency_keys"."state" <> 'done' or ("idempotency_keys"."response_status" is not null and "idempotency_keys"."response_body" is not null))
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at" ON "idempotency_keys" USING btree ("created_at");