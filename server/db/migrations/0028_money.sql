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
CREATE TABLE "fiscal_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"refund_id" integer,
	"items" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"tax_system_code" integer NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_receipt_id" text,
	"fiscal_storage_number" text,
	"fiscal_document_number" text,
	"fiscal_attribute" text,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_receipts_kind_ck" CHECK ("fiscal_receipts"."kind" in ('payment', 'refund', 'settlement')),
	CONSTRAINT "fiscal_receipts_status_ck" CHECK ("fiscal_receipts"."status" in ('pending', 'registered', 'failed')),
	CONSTRAINT "fiscal_receipts_tax_system_ck" CHECK ("fiscal_receipts"."tax_system_code" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"tax_system_code" integer NOT NULL,
	"vat" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_tax_system_ck" CHECK ("tax_settings"."tax_system_code" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tourist_tax_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "register_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_payment_method" text;--> statement-breakpoint
ALTER TABLE "tourist_tax_exemptions" ADD CONSTRAINT "tourist_tax_exemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourist_tax_exemptions" ADD CONSTRAINT "tourist_tax_exemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourist_tax_exemptions" ADD CONSTRAINT "tourist_tax_exemptions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourist_tax_rates" ADD CONSTRAINT "tourist_tax_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_refund_id_booking_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."booking_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tourist_tax_exemptions_booking_idx" ON "tourist_tax_exemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tourist_tax_exemptions_status_idx" ON "tourist_tax_exemptions" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tourist_tax_rates_year_uq" ON "tourist_tax_rates" USING btree ("company_id","year");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_payment_idx" ON "fiscal_receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_once_uq" ON "fiscal_receipts" USING btree ("payment_id","kind") WHERE "fiscal_receipts"."kind" <> 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_refund_uq" ON "fiscal_receipts" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_settings_from_uq" ON "tax_settings" USING btree ("company_id","effective_from");