CREATE TABLE "meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"meter_id" integer NOT NULL,
	"month" text NOT NULL,
	"value" double precision NOT NULL,
	"consumption" double precision NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"anomaly" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"photo_upload_id" text,
	"submitted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_value_ck" CHECK ("meter_readings"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"serial" text NOT NULL,
	"digits" smallint DEFAULT 5 NOT NULL,
	"initial_value" double precision DEFAULT 0 NOT NULL,
	"next_verification" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meters_digits_ck" CHECK ("meters"."digits" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "utility_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"category" text NOT NULL,
	"pib_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utility_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"inn" text NOT NULL,
	"kpp" text NOT NULL,
	"ogrn" text NOT NULL,
	"bic" text NOT NULL,
	"corr_account" text NOT NULL,
	"account" text NOT NULL,
	"bank_name" text NOT NULL,
	"legal_address" text NOT NULL,
	"postal_address" text NOT NULL,
	"window_from_day" smallint DEFAULT 20 NOT NULL,
	"window_to_day" smallint DEFAULT 25 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "utility_providers_window_ck" CHECK ("utility_providers"."window_from_day" between 1 and 31 and "utility_providers"."window_to_day" between "utility_providers"."window_from_day" and 31)
);
--> statement-breakpoint
CREATE TABLE "utility_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"month" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_kopecks" bigint NOT NULL,
	"due_date" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utility_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"service" text NOT NULL,
	"valid_from" text NOT NULL,
	"price_kopecks" bigint NOT NULL,
	"norm_per_month" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "utility_account_id" integer;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_account_id_utility_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."utility_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_accounts" ADD CONSTRAINT "utility_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_accounts" ADD CONSTRAINT "utility_accounts_provider_id_utility_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."utility_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_accounts" ADD CONSTRAINT "utility_accounts_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_accounts" ADD CONSTRAINT "utility_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_providers" ADD CONSTRAINT "utility_providers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_receipts" ADD CONSTRAINT "utility_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_receipts" ADD CONSTRAINT "utility_receipts_account_id_utility_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."utility_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_tariffs" ADD CONSTRAINT "utility_tariffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_tariffs" ADD CONSTRAINT "utility_tariffs_provider_id_utility_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."utility_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_month_uq" ON "meter_readings" USING btree ("meter_id","month");--> statement-breakpoint
CREATE INDEX "meters_account_idx" ON "meters" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utility_accounts_number_uq" ON "utility_accounts" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "utility_accounts_user_idx" ON "utility_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utility_receipts_month_uq" ON "utility_receipts" USING btree ("account_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "utility_tariffs_uq" ON "utility_tariffs" USING btree ("provider_id","service","valid_from");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_utility_account_id_utility_accounts_id_fk" FOREIGN KEY ("utility_account_id") REFERENCES "public"."utility_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_utility_account_idx" ON "payments" USING btree ("utility_account_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_ck" CHECK (("payments"."booking_id" is null) <> ("payments"."utility_account_id" is null));