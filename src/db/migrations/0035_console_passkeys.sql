CREATE TABLE "console_passkey_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge" varchar(128) NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"staff_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "console_passkey_challenges_purpose" CHECK ("console_passkey_challenges"."purpose" in ('register','sign-in'))
);
--> statement-breakpoint
CREATE TABLE "console_passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"credential_id" varchar(1400) NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" varchar(16)[] DEFAULT '{}'::varchar[] NOT NULL,
	"device_name" varchar(60),
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "console_passkey_challenges" ADD CONSTRAINT "console_passkey_challenges_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_passkeys" ADD CONSTRAINT "console_passkeys_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "console_passkey_challenges_challenge" ON "console_passkey_challenges" USING btree ("challenge");--> statement-breakpoint
CREATE INDEX "console_passkey_challenges_expires" ON "console_passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "console_passkeys_credential" ON "console_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "console_passkeys_staff" ON "console_passkeys" USING btree ("staff_id");