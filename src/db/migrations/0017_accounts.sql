CREATE TABLE "account_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"mobile_number" varchar(9) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" char(24) NOT NULL,
	"mobile_number" varchar(9) NOT NULL,
	"country_product_id" integer NOT NULL,
	"policy_number" varchar(32) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"esc_level" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_events_kind" CHECK ("ticket_events"."kind" in ('raised','escalated'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" char(24) NOT NULL,
	"mobile_number" varchar(9) NOT NULL,
	"country_product_id" integer NOT NULL,
	"issue_type_id" integer NOT NULL,
	"policy_id" integer,
	"description" text NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"esc_level" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status" CHECK ("tickets"."status" in ('open','escalated','resolved','closed')),
	CONSTRAINT "tickets_esc_level" CHECK ("tickets"."esc_level" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_sessions_token_hash" ON "account_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_sessions_mobile" ON "account_sessions" USING btree ("mobile_number");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_public_id" ON "policies" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_policy_number" ON "policies" USING btree ("policy_number");--> statement-breakpoint
CREATE INDEX "policies_mobile" ON "policies" USING btree ("mobile_number");--> statement-breakpoint
CREATE INDEX "ticket_events_ticket" ON "ticket_events" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_public_id" ON "tickets" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "tickets_mobile_created" ON "tickets" USING btree ("mobile_number","created_at");