-- Issue #3: no two active bookings of one object may overlap (ARCHITECTURE.md § Data).
-- The stay is the half-open range [check_in, check_out): a departure day may be the next arrival.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "booking_objects" ADD CONSTRAINT "booking_objects_check_dates" CHECK ("check_out" > "check_in");
--> statement-breakpoint
ALTER TABLE "booking_objects" ADD CONSTRAINT "booking_objects_no_overlap"
  EXCLUDE USING gist ("object_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&) WHERE ("active");
--> statement-breakpoint
-- Payment application must be exactly-once; the unique idempotency key is in 0001, this keeps a
-- paid amount sane.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_range" CHECK ("paid_kopecks" >= 0 AND "paid_kopecks" <= "total_kopecks");
