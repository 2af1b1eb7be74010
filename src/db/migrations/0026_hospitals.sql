CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"emirate" varchar(32) NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_networks" (
	"hospital_id" integer NOT NULL,
	"insurer_id" integer NOT NULL,
	"tier_rank" integer NOT NULL,
	CONSTRAINT "hospital_networks_pk" PRIMARY KEY("insurer_id","hospital_id"),
	CONSTRAINT "hospital_networks_tier" CHECK ("hospital_networks"."tier_rank" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(128) NOT NULL,
	"type" varchar(16) NOT NULL,
	"name_latin" varchar(160) NOT NULL,
	"name_arabic" varchar(160) NOT NULL,
	"search_name" text NOT NULL,
	"address_latin" varchar(200) NOT NULL,
	"address_arabic" varchar(200) NOT NULL,
	"area_latin" varchar(100) NOT NULL,
	"area_arabic" varchar(100) NOT NULL,
	"city_id" integer NOT NULL,
	"emirate" varchar(32) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"direct_billing" boolean NOT NULL,
	CONSTRAINT "hospitals_type" CHECK ("hospitals"."type" in ('hospital','clinic','pharmacy','diagnostic')),
	CONSTRAINT "hospitals_coordinates" CHECK ("hospitals"."latitude" between -90 and 90 and "hospitals"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "hospital_networks" ADD CONSTRAINT "hospital_networks_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_networks" ADD CONSTRAINT "hospital_networks_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hospital_networks_hospital" ON "hospital_networks" USING btree ("hospital_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hospitals_slug" ON "hospitals" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hospitals_city_type" ON "hospitals" USING btree ("city_id","type");