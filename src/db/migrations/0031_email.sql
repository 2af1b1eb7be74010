CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"template" varchar(40) NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(300),
	"adapter" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_state" CHECK ("email_outbox"."state" in ('pending','sent','dead'))
);
--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list" varchar(32) DEFAULT 'ceo-blog' NOT NULL,
	"email" varchar(254),
	"lang" varchar(8) NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"confirm_hash" varchar(64),
	"unsubscribe_hash" varchar(64),
	"confirm_sends" integer DEFAULT 0 NOT NULL,
	"sends_since" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "email_subscriptions_state" CHECK ("email_subscriptions"."state" in ('pending','confirmed','unsubscribed'))
);
--> statement-breakpoint
CREATE INDEX "email_outbox_state_created" ON "email_outbox" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_active" ON "email_subscriptions" USING btree ("list","email") WHERE "email_subscriptions"."state" in ('pending','confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_confirm" ON "email_subscriptions" USING btree ("confirm_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_unsubscribe" ON "email_subscriptions" USING btree ("unsubscribe_hash");