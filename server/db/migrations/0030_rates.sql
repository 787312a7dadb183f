CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"book_from" date,
	"book_to" date,
	"stay_from" date,
	"stay_to" date,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"tariff_ids" integer[] DEFAULT '{}' NOT NULL,
	"object_ids" integer[] DEFAULT '{}' NOT NULL,
	"limit_total" integer,
	"limit_per_guest" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"promo_code_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"guest_key" text NOT NULL,
	"discount_kopecks" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_calendar" (
	"company_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"date" date NOT NULL,
	"price_kopecks" bigint,
	"min_stay" integer,
	"min_stay_arrival" integer,
	"max_stay" integer,
	"closed_to_arrival" boolean,
	"closed_to_departure" boolean,
	"stop_sell" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_calendar_object_id_date_pk" PRIMARY KEY("object_id","date")
);
--> statement-breakpoint
CREATE TABLE "rate_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"weekdays" integer[] DEFAULT '{}' NOT NULL,
	"object_ids" integer[] DEFAULT '{}' NOT NULL,
	"price_mode" text,
	"price_value" bigint,
	"min_stay" integer,
	"min_stay_arrival" integer,
	"max_stay" integer,
	"closed_to_arrival" boolean,
	"closed_to_departure" boolean,
	"stop_sell" boolean,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"threshold" integer NOT NULL,
	"percent" integer NOT NULL,
	"tariff_ids" integer[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation" jsonb;--> statement-breakpoint
ALTER TABLE "tariffs" ADD COLUMN "cancellation" jsonb;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_calendar" ADD CONSTRAINT "rate_calendar_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_calendar" ADD CONSTRAINT "rate_calendar_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_rules" ADD CONSTRAINT "rate_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_discounts" ADD CONSTRAINT "stay_discounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_uq" ON "promo_codes" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_booking_uq" ON "promo_redemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("promo_code_id");--> statement-breakpoint
CREATE INDEX "rate_rules_range_idx" ON "rate_rules" USING btree ("company_id","date_to");