CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seed_key" varchar(64),
	"product_id" integer NOT NULL,
	"provider_id" integer,
	"mobile_hash" varchar(64),
	"user_name" varchar(60) NOT NULL,
	"city" varchar(60) DEFAULT '' NOT NULL,
	"lang" varchar(8) NOT NULL,
	"title" varchar(120) NOT NULL,
	"body" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ease_rating" smallint NOT NULL,
	"clarity_rating" smallint NOT NULL,
	"speed_rating" smallint NOT NULL,
	"support_rating" smallint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reject_reason" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('pending','published','rejected')),
	CONSTRAINT "reviews_ratings" CHECK ("reviews"."ease_rating" between 1 and 5 and "reviews"."clarity_rating" between 1 and 5 and "reviews"."speed_rating" between 1 and 5 and "reviews"."support_rating" between 1 and 5),
	CONSTRAINT "reviews_published_at" CHECK (("reviews"."status" = 'published') = ("reviews"."published_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_seed_key" ON "reviews" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_number" ON "reviews" USING btree ("product_id","mobile_hash");--> statement-breakpoint
CREATE INDEX "reviews_published" ON "reviews" USING btree ("product_id","status","published_at");