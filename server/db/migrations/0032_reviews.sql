CREATE TABLE "review_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"invited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer,
	"cleanliness" smallint NOT NULL,
	"location" smallint NOT NULL,
	"staff" smallint NOT NULL,
	"value" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"hide_reason" text,
	"answer_text" text,
	"answer_language" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_scores_check" CHECK ("reviews"."cleanliness" between 1 and 5 and "reviews"."location" between 1 and 5 and "reviews"."staff" between 1 and 5 and "reviews"."value" between 1 and 5),
	CONSTRAINT "reviews_state_check" CHECK ("reviews"."state" in ('pending', 'published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_booking_uq" ON "review_invitations" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_uq" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_company_state_idx" ON "reviews" USING btree ("company_id","state");