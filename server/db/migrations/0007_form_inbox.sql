ALTER TABLE "form_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_requests" ADD COLUMN "note" text DEFAULT '' NOT NULL;