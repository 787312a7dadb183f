CREATE TABLE "document_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"proxy_id" integer,
	"signer_name" text NOT NULL,
	"phone" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_lang" text NOT NULL,
	"code_channel" text NOT NULL,
	"code_id" integer NOT NULL,
	"client_type" text NOT NULL,
	"device_id" integer,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"legal_text" jsonb NOT NULL,
	CONSTRAINT "document_signatures_document_uq" UNIQUE("document_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_type" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "installation_id" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_installation_uq" ON "devices" USING btree ("installation_id");--> statement-breakpoint
CREATE INDEX "devices_session_idx" ON "devices" USING btree ("session_id");