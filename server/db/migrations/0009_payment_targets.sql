ALTER TABLE "payments" DROP CONSTRAINT "payments_target_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_target_idx" ON "payments" USING btree ("target_kind","target_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_kind_ck" CHECK (("payments"."target_kind" is null) = ("payments"."target_id" is null) and ("payments"."target_id" is null or "payments"."user_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_ck" CHECK (num_nonnulls("payments"."booking_id", "payments"."utility_account_id", "payments"."target_id") = 1);