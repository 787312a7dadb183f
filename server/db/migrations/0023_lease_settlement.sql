ALTER TABLE "leases" ADD COLUMN "settlement" jsonb;--> statement-breakpoint
ALTER TABLE "rent_charges" ADD COLUMN "deposit_offset_kopecks" bigint DEFAULT 0 NOT NULL;