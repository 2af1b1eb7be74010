CREATE TABLE "bank_accounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"slug" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"banking" varchar(16) NOT NULL,
	"min_balance_fils" integer NOT NULL,
	"annual_rate_bp" integer,
	"priority" integer NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_kind" CHECK ("bank_accounts"."kind" in ('current','savings')),
	CONSTRAINT "bank_accounts_banking" CHECK ("bank_accounts"."banking" in ('conventional','islamic')),
	CONSTRAINT "bank_accounts_min_balance" CHECK ("bank_accounts"."min_balance_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_loans" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"slug" varchar(64) NOT NULL,
	"banking" varchar(16) NOT NULL,
	"salary_transfer" boolean NOT NULL,
	"min_salary_fils" integer NOT NULL,
	"max_tenure_months" integer NOT NULL,
	"priority" integer NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_loans_product" CHECK ("bank_loans"."product_id" in (8, 10, 11, 18)),
	CONSTRAINT "bank_loans_banking" CHECK ("bank_loans"."banking" in ('conventional','islamic')),
	CONSTRAINT "bank_loans_tenure" CHECK ("bank_loans"."max_tenure_months" between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "banking_lookups" (
	"kind" varchar(32) NOT NULL,
	"id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banking_lookups_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "banking_lookups_kind" CHECK ("banking_lookups"."kind" in ('cardFeature','rewardType','accountFeature'))
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"banking" varchar(16) NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banks_banking" CHECK ("banks"."banking" in ('conventional','islamic'))
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" integer PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"slug" varchar(64) NOT NULL,
	"banking" varchar(16) NOT NULL,
	"reward_type_id" integer NOT NULL,
	"feature_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"annual_fee_fils" integer NOT NULL,
	"first_year_free" boolean DEFAULT false NOT NULL,
	"min_income_fils" integer NOT NULL,
	"monthly_rate_bp" integer NOT NULL,
	"priority" integer NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_cards_banking" CHECK ("credit_cards"."banking" in ('conventional','islamic')),
	CONSTRAINT "credit_cards_fee" CHECK ("credit_cards"."annual_fee_fils" >= 0),
	CONSTRAINT "credit_cards_min_income" CHECK ("credit_cards"."min_income_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_loans" ADD CONSTRAINT "bank_loans_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_slug" ON "bank_accounts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "bank_accounts_bank" ON "bank_accounts" USING btree ("bank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_loans_slug" ON "bank_loans" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "bank_loans_product_bank" ON "bank_loans" USING btree ("product_id","bank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banking_lookups_kind_key" ON "banking_lookups" USING btree ("kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "banks_slug" ON "banks" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cards_slug" ON "credit_cards" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "credit_cards_bank" ON "credit_cards" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "credit_cards_min_income" ON "credit_cards" USING btree ("min_income_fils");--> statement-breakpoint
CREATE INDEX "credit_cards_feature_ids" ON "credit_cards" USING gin ("feature_ids");