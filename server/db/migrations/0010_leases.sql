CREATE TABLE "lease_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"lease_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"upload_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"monthly_rent_kopecks" bigint NOT NULL,
	"deposit_kopecks" bigint DEFAULT 0 NOT NULL,
	"payment_day" smallint NOT NULL,
	"notice_days" smallint DEFAULT 30 NOT NULL,
	"payer_type" text DEFAULT 'individual' NOT NULL,
	"ended_early_on" date,
	"check_in_accepted_at" timestamp with time zone,
	"check_in_version" text,
	"pd_consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_period_ck" CHECK ("leases"."end_date" > "leases"."start_date"),
	CONSTRAINT "leases_money_ck" CHECK ("leases"."monthly_rent_kopecks" > 0 and "leases"."deposit_kopecks" >= 0),
	CONSTRAINT "leases_payment_day_ck" CHECK ("leases"."payment_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "rent_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"lease_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_charges_amount_ck" CHECK ("rent_charges"."amount_kopecks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_charges" ADD CONSTRAINT "rent_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_charges" ADD CONSTRAINT "rent_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_documents_lease_idx" ON "lease_documents" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "leases_user_idx" ON "leases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leases_object_idx" ON "leases" USING btree ("object_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_charges_period_uq" ON "rent_charges" USING btree ("lease_id","period_from");--> statement-breakpoint
CREATE INDEX "rent_charges_due_idx" ON "rent_charges" USING btree ("due_date");