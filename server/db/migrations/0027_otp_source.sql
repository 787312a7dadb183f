ALTER TABLE "otp_codes" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "own_source" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_source_idx" ON "otp_codes" USING btree ("company_id","phone","purpose","source");