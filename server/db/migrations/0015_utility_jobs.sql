CREATE TABLE "utility_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "replaced_on" date;--> statement-breakpoint
ALTER TABLE "utility_reminders" ADD CONSTRAINT "utility_reminders_account_id_utility_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."utility_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "utility_reminders_uq" ON "utility_reminders" USING btree ("account_id","key");--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;