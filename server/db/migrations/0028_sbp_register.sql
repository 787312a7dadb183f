ALTER TABLE "companies" ADD COLUMN "register_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_payment_method" text;