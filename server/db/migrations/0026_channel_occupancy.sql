-- The availability engine's one statement (docs/rules.md R4.4, R4.8, R4.10, R4.11, R4.12; server/services/availability.ts),
-- replacing migration 0020's: every span taking nights of [from_d, to_d) — active bookings, owner stays, leases up to
-- their end or early move-out, approved terminations from their acceptance date, and the spans imported from the
-- channels' feeds (channel_spans, docs/rules.md R18.3) — optionally only of `only_ids` and without bookings. Each row
-- now says where it comes from (`source`, `source_id`, and `feed_id` for an imported span), so the export feed gives
-- each span a stable UID and leaves out a channel's own spans (docs/rules.md R18.1), and conflicts name the stay.
-- The return type changes, so the old function is dropped first (in this migration's transaction).
DROP FUNCTION IF EXISTS occupied_spans(date, date, integer[], boolean);
--> statement-breakpoint
CREATE FUNCTION occupied_spans(from_d date, to_d date, only_ids integer[] DEFAULT NULL, with_bookings boolean DEFAULT true)
RETURNS TABLE (object_id integer, check_in date, check_out date, source text, source_id integer, feed_id integer)
LANGUAGE plpgsql STABLE
-- One generic plan per session (docs/architecture.md § The server).
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT bo.object_id, bo.check_in, bo.check_out, 'booking'::text, bo.booking_id, NULL::integer FROM booking_objects bo
      WHERE with_bookings AND bo.active AND daterange(bo.check_in, bo.check_out, '[)') && daterange(from_d, to_d, '[)')
        AND (only_ids IS NULL OR bo.object_id = ANY (only_ids))
    UNION ALL
    SELECT os.object_id, os.check_in, os.check_out, 'owner_stay'::text, os.id, NULL::integer FROM owner_stays os
      WHERE daterange(os.check_in, os.check_out, '[)') && daterange(from_d, to_d, '[)')
        AND (only_ids IS NULL OR os.object_id = ANY (only_ids))
    UNION ALL
    SELECT l.object_id, l.start_date, LEAST(l.end_date, l.ended_early_on), 'lease'::text, l.id, NULL::integer FROM leases l
      WHERE l.start_date < to_d AND LEAST(l.end_date, l.ended_early_on) > from_d
        AND (only_ids IS NULL OR l.object_id = ANY (only_ids))
    UNION ALL
    SELECT a.object_id, (a.payload->>'desiredDate')::date, to_d, 'termination'::text, a.id, NULL::integer FROM applications a
      WHERE a.kind = 'terminate' AND a.status = 'approved' AND a.object_id IS NOT NULL AND NOT (a.payload ? 'supersededBy')
        AND a.payload->>'desiredDate' ~ '^\d{4}-\d{2}-\d{2}$' AND a.payload->>'desiredDate' < to_d::text
        AND (only_ids IS NULL OR a.object_id = ANY (only_ids))
    UNION ALL
    SELECT cs.object_id, cs.check_in, cs.check_out, 'import'::text, cs.id, cs.feed_id FROM channel_spans cs
      WHERE cs.check_in < to_d AND cs.check_out > from_d
        AND (only_ids IS NULL OR cs.object_id = ANY (only_ids));
END
$$;
