CREATE TABLE "booking_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"guest_index" integer NOT NULL,
	"identity" text NOT NULL,
	"foreign" boolean NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"scan_upload_id" text,
	"filled_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_links" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"phone" text,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"purpose" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_whose" CHECK ("consents"."user_id" is not null or "consents"."phone" is not null),
	CONSTRAINT "consents_kind" CHECK ("consents"."kind" in ('personal_data', 'notifications', 'check_in', 'cross_border')),
	CONSTRAINT "consents_purpose" CHECK ("consents"."purpose" in ('login', 'profile', 'booking', 'callback', 'feedback', 'question', 'owner_application', 'agent_application', 'check_in', 'push')),
	CONSTRAINT "consents_version" CHECK ("consents"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "esign_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_guest_id" integer NOT NULL,
	"kind" text NOT NULL,
	"submission_number" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_by" integer,
	CONSTRAINT "guest_notices_kind_chk" CHECK ("guest_notices"."kind" in ('arrival', 'departure', 'registration', 'deregistration'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "check_in_scans_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "esign_acceptance_id" integer;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_scan_upload_id_uploads_id_fk" FOREIGN KEY ("scan_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_filled_by_user_id_users_id_fk" FOREIGN KEY ("filled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_links" ADD CONSTRAINT "check_in_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_links" ADD CONSTRAINT "check_in_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_acceptances" ADD CONSTRAINT "esign_acceptances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_acceptances" ADD CONSTRAINT "esign_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notices" ADD CONSTRAINT "guest_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notices" ADD CONSTRAINT "guest_notices_booking_guest_id_booking_guests_id_fk" FOREIGN KEY ("booking_guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notices" ADD CONSTRAINT "guest_notices_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_guests_guest_uq" ON "booking_guests" USING btree ("booking_id","guest_index");--> statement-breakpoint
CREATE INDEX "booking_guests_company_idx" ON "booking_guests" USING btree ("company_id","booking_id");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "consents_company_given_idx" ON "consents" USING btree ("company_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_acceptances_user_version_uq" ON "esign_acceptances" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "esign_acceptances_company_idx" ON "esign_acceptances" USING btree ("company_id","accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_notices_guest_kind_uq" ON "guest_notices" USING btree ("booking_guest_id","kind");--> statement-breakpoint
CREATE INDEX "guest_notices_company_idx" ON "guest_notices" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_esign_acceptance_id_esign_acceptances_id_fk" FOREIGN KEY ("esign_acceptance_id") REFERENCES "public"."esign_acceptances"("id") ON DELETE no action ON UPDATE no action;