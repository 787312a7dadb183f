CREATE TABLE "proxies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"acts" text[] NOT NULL,
	"passport_scan_ids" jsonb NOT NULL,
	"proxy_scan_id" text NOT NULL,
	"verification" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"verified_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"reminded_30_at" timestamp with time zone,
	"reminded_7_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxy_objects" (
	"proxy_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	CONSTRAINT "proxy_objects_proxy_id_object_id_pk" PRIMARY KEY("proxy_id","object_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_on" date,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"price_kopecks" bigint NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"started_on" date NOT NULL,
	"next_payment_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proxies" ADD CONSTRAINT "proxies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxies" ADD CONSTRAINT "proxies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxies" ADD CONSTRAINT "proxies_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_objects" ADD CONSTRAINT "proxy_objects_proxy_id_proxies_id_fk" FOREIGN KEY ("proxy_id") REFERENCES "public"."proxies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_objects" ADD CONSTRAINT "proxy_objects_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proxies_agent_idx" ON "proxies" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "proxies_owner_idx" ON "proxies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "proxies_expiry_idx" ON "proxies" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "proxy_objects_object_idx" ON "proxy_objects" USING btree ("object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_period_uq" ON "subscription_charges" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "subscription_charges_retry_idx" ON "subscription_charges" USING btree ("status","retry_on");--> statement-breakpoint
CREATE INDEX "subscriptions_object_idx" ON "subscriptions" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_payment_on");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_uq" ON "subscriptions" USING btree ("object_id","service") WHERE "subscriptions"."status" <> 'inactive';