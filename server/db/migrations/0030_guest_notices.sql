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
ALTER TABLE "guest_notices" ADD CONSTRAINT "guest_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notices" ADD CONSTRAINT "guest_notices_booking_guest_id_booking_guests_id_fk" FOREIGN KEY ("booking_guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notices" ADD CONSTRAINT "guest_notices_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_notices_guest_kind_uq" ON "guest_notices" USING btree ("booking_guest_id","kind");--> statement-breakpoint
CREATE INDEX "guest_notices_company_idx" ON "guest_notices" USING btree ("company_id");