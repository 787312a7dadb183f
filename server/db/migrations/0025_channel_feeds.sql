CREATE TABLE "channel_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"feed_id" integer,
	"channel" text NOT NULL,
	"object_id" integer NOT NULL,
	"span_uid" text NOT NULL,
	"span_check_in" date NOT NULL,
	"span_check_out" date NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"ref_check_in" date NOT NULL,
	"ref_check_out" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"acknowledged_by_name" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "channel_exports" (
	"object_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"token" text NOT NULL,
	"rotated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"channel" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_detail" text
);
--> statement-breakpoint
CREATE TABLE "channel_spans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"feed_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"uid" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	CONSTRAINT "channel_spans_dates_check" CHECK ("channel_spans"."check_out" > "channel_spans"."check_in")
);
--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD CONSTRAINT "channel_exports_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD CONSTRAINT "channel_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_spans" ADD CONSTRAINT "channel_spans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_spans" ADD CONSTRAINT "channel_spans_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_spans" ADD CONSTRAINT "channel_spans_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_conflicts_once_idx" ON "channel_conflicts" USING btree ("feed_id","span_uid","kind","ref_id");--> statement-breakpoint
CREATE INDEX "channel_conflicts_company_idx" ON "channel_conflicts" USING btree ("company_id","acknowledged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_feeds_object_url_idx" ON "channel_feeds" USING btree ("object_id","url");--> statement-breakpoint
CREATE INDEX "channel_feeds_company_idx" ON "channel_feeds" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_spans_feed_uid_idx" ON "channel_spans" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "channel_spans_object_idx" ON "channel_spans" USING btree ("object_id","check_in");