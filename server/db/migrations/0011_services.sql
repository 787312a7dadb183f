CREATE TABLE "service_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"price_kopecks" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"option_id" integer,
	"slot_id" integer,
	"date_from" date NOT NULL,
	"date_to" date,
	"hours" smallint,
	"persons" smallint DEFAULT 1 NOT NULL,
	"places" smallint DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"price" jsonb NOT NULL,
	"total_kopecks" bigint NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_kopecks" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"from_staff" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_photos" (
	"request_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	CONSTRAINT "service_request_photos_request_id_upload_id_pk" PRIMARY KEY("request_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"room" text NOT NULL,
	"visit_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entry_allowed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"scheduled_for" text,
	"rating" smallint,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_slot_days" (
	"slot_id" integer NOT NULL,
	"day" date NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_slot_days_slot_id_day_pk" PRIMARY KEY("slot_id","day"),
	CONSTRAINT "service_slot_days_taken_ck" CHECK ("service_slot_days"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_slots_capacity_ck" CHECK ("service_slots"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_kopecks" bigint NOT NULL,
	"charge_mode" text NOT NULL,
	"free_hours" smallint DEFAULT 0 NOT NULL,
	"lead_hours" smallint DEFAULT 0 NOT NULL,
	"cutoff_time" text,
	"cancel_hours" smallint DEFAULT 2 NOT NULL,
	"max_persons" smallint DEFAULT 10 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_ck" CHECK ("services"."price_kopecks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "service_options" ADD CONSTRAINT "service_options_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_option_id_service_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."service_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_slot_id_service_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."service_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_comments" ADD CONSTRAINT "service_request_comments_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_comments" ADD CONSTRAINT "service_request_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_photos" ADD CONSTRAINT "service_request_photos_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_photos" ADD CONSTRAINT "service_request_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_slot_days" ADD CONSTRAINT "service_slot_days_slot_id_service_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."service_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_slots" ADD CONSTRAINT "service_slots_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_orders_user_idx" ON "service_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_orders_deadline_idx" ON "service_orders" USING btree ("status","pay_deadline");--> statement-breakpoint
CREATE INDEX "service_orders_day_idx" ON "service_orders" USING btree ("company_id","date_from");--> statement-breakpoint
CREATE INDEX "service_request_comments_idx" ON "service_request_comments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_user_idx" ON "service_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_board_idx" ON "service_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "services_code_uq" ON "services" USING btree ("company_id","code");