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
ALTER TABLE "consents" ADD CONSTRAINT "consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "consents_company_given_idx" ON "consents" USING btree ("company_id","given_at");