CREATE TABLE "tourist_tax_exemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"guest_index" integer NOT NULL,
	"guest_name" text NOT NULL,
	"category" text NOT NULL,
	"upload_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tourist_tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"min_kopecks_per_night" bigint DEFAULT 10000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tourist_tax_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tourist_tax_exemptions" ADD CONSTRAINT "tourist_tax_exemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourist_tax_exemptions" ADD CONSTRAINT "tourist_tax_exemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourist_tax_exemptions" ADD CONSTRAINT "tourist_tax_exemptions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourist_tax_rates" ADD CONSTRAINT "tourist_tax_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tourist_tax_exemptions_booking_idx" ON "tourist_tax_exemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tourist_tax_exemptions_status_idx" ON "tourist_tax_exemptions" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tourist_tax_rates_year_uq" ON "tourist_tax_rates" USING btree ("company_id","year");