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
ALTER TABLE "document_signatures" ADD COLUMN "esign_acceptance_id" integer;--> statement-breakpoint
ALTER TABLE "esign_acceptances" ADD CONSTRAINT "esign_acceptances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_acceptances" ADD CONSTRAINT "esign_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esign_acceptances_user_version_uq" ON "esign_acceptances" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "esign_acceptances_company_idx" ON "esign_acceptances" USING btree ("company_id","accepted_at");--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_esign_acceptance_id_esign_acceptances_id_fk" FOREIGN KEY ("esign_acceptance_id") REFERENCES "public"."esign_acceptances"("id") ON DELETE no action ON UPDATE no action;