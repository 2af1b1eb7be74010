CREATE TABLE "console_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"action" varchar(64) NOT NULL,
	"target" varchar(120),
	"from_hash" varchar(16),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"key_hash" char(64) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "console_failures_kind" CHECK ("console_failures"."kind" in ('account','address'))
);
--> statement-breakpoint
CREATE TABLE "console_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"display_name" varchar(120) NOT NULL,
	"role" varchar(16) NOT NULL,
	"products" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"invited_by" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "console_invitations_email_lower" CHECK ("console_invitations"."email" = lower("console_invitations"."email")),
	CONSTRAINT "console_invitations_role" CHECK ("console_invitations"."role" in ('agent','team_lead','content_editor','admin'))
);
--> statement-breakpoint
CREATE TABLE "console_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"user_agent_class" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "console_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"display_name" varchar(120) NOT NULL,
	"role" varchar(16) NOT NULL,
	"products" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"password_hash" text,
	"totp_secret" varchar(64),
	"totp_last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "console_staff_email_lower" CHECK ("console_staff"."email" = lower("console_staff"."email")),
	CONSTRAINT "console_staff_role" CHECK ("console_staff"."role" in ('agent','team_lead','content_editor','admin'))
);
--> statement-breakpoint
ALTER TABLE "console_audit_log" ADD CONSTRAINT "console_audit_log_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_invitations" ADD CONSTRAINT "console_invitations_invited_by_console_staff_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_invitations" ADD CONSTRAINT "console_invitations_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_staff_id_console_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."console_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_audit_log_at" ON "console_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "console_audit_log_staff" ON "console_audit_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "console_failures_key" ON "console_failures" USING btree ("kind","key_hash","at");--> statement-breakpoint
CREATE UNIQUE INDEX "console_invitations_token" ON "console_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "console_sessions_token" ON "console_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "console_sessions_staff" ON "console_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "console_staff_email" ON "console_staff" USING btree ("email");--> statement-breakpoint
CREATE FUNCTION "console_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'console_audit_log is append-only (decision 0110)' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "console_audit_log_no_change" BEFORE UPDATE OR DELETE ON "console_audit_log" FOR EACH ROW EXECUTE FUNCTION "console_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "console_audit_log_no_truncate" BEFORE TRUNCATE ON "console_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "console_audit_log_append_only"();
