/**
 * The availability engine (docs/rules.md R4.4, R4.8, R4.10, R4.11): a night of an object is not for
 * sale when an active booking, a night its owner blocked (R12.7), a lease that is not over (R9.1,
 * up to its end or early move-out), an approved termination of the MC's management (R12.6,
 * R12.11: every night from the acceptance date on) or a span imported from a channel's calendar
 * feed (R4.12, R18.3) covers it. Every reader — the search, an
 * object's booked nights, today's state, a new booking — asks here, each with ONE statement over
 * the `occupied_spans` function (docs/architecture.md § The server: one availability query per
 * request, its plan kept by the database session).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { objects } from '../db/schema';
import type { Tx } from './payments';

/** A half-open span of nights `[checkIn, checkOut)`, dates `YYYY-MM-DD`. */
export interface Span {
  checkIn: string;
  checkOut: string;
}

/** Anything that runs a Drizzle statement: the app's database or a transaction. */
type Runner = Pick<Db, 'execute'> | Pick<Tx, 'execute'>;

/**
 * SQL: the `occupied_spans` set (object_id, check_in, check_out, source, source_id, feed_id) of
 * every span taking nights of [from, to): the one definition is the PL/pgSQL function of migration
 * 0026_channel_occupancy.sql (a union of active bookings, owner stays, leases up to their end or
 * early move-out, approved terminations from their acceptance date, up to `to`, and the channels'
 * imported spans), planned once per database session.
 * `objectIds` keeps only those objects; `bookings: false` leaves active bookings out (a new
 * booking's overlap with one is the exclusion constraint's job, R5.7).
 */
function spans(from: string, to: string, opts: { objectIds?: number[] | SQL; bookings?: boolean } = {}): SQL {
  const ids = opts.objectIds;
  const only = !ids
    ? sql`null`
    : Array.isArray(ids)
      ? // One parameter, not one per id (the rate grid asks for every object: 150 parameters to bind).
        sql`${`{${ids.map(Number).join(',')}}`}::int[]`
      : sql`array[${ids}]::int[]`;
  return sql`occupied_spans(${from}::date, ${to}::date, ${only}, ${opts.bookings !== false})`;
}

/** Ids of the objects with a night taken in [checkIn, checkOut) — one statement. */
export async function occupiedObjectIds(
  db: Runner,
  checkIn: string,
  checkOut: string,
  opts: { objectIds?: number[]; bookings?: boolean } = {},
): Promise<Set<number>> {
  const res = await db.execute<{ object_id: number }>(
    sql`select distinct object_id from ${spans(checkIn, checkOut, opts)}`,
  );
  return new Set(rowsOf<{ object_id: number }>(res).map((r) => Number(r.object_id)));
}

/** The spans taking nights of object `objectId` in [from, to) — one statement. */
export async function occupiedSpans(db: Runner, objectId: number, from: string, to: string): Promise<Span[]> {
  const res = await db.execute<{ check_in: string; check_out: string }>(
    sql`select check_in::text as check_in, check_out::text as check_out from ${spans(from, to, { objectIds: [objectId] })}`,
  );
  return rowsOf<{ check_in: string; check_out: string }>(res).map((r) => ({
    checkIn: r.check_in,
    checkOut: r.check_out,
  }));
}

/** The spans taking nights of the objects in [from, to), by object id — one statement (the rate grid's booked nights). */
export async function occupiedSpansByObject(
  db: Runner,
  objectIds: number[],
  from: string,
  to: string,
): Promise<Map<number, Span[]>> {
  const out = new Map<number, Span[]>();
  if (!objectIds.length) return out;
  const res = await db.execute<{ object_id: number; check_in: string; check_out: string }>(
    sql`select object_id, check_in::text as check_in, check_out::text as check_out from ${spans(from, to, { objectIds })}`,
  );
  for (const r of rowsOf<{ object_id: number; check_in: string; check_out: string }>(res)) {
    const id = Number(r.object_id);
    (out.get(id) ?? out.set(id, []).get(id)!).push({ checkIn: r.check_in, checkOut: r.check_out });
  }
  return out;
}

/** Where a span of the engine comes from (`occupied_spans.source`). */
export type SpanSource = 'booking' | 'owner_stay' | 'lease' | 'termination' | 'import';

/** A span with its source: the booking's id, the owner stay's, the lease's, the termination application's or the imported span's. */
export interface SourcedSpan extends Span {
  objectId: number;
  source: SpanSource;
  sourceId: number;
  /** The channel feed of an imported span, else null. */
  feedId: number | null;
}

/**
 * Every span taking nights of object `objectId` in [from, to), with its source — one statement
 * (the export feed, docs/rules.md R18.1).
 */
export async function sourcedSpans(db: Runner, objectId: number, from: string, to: string): Promise<SourcedSpan[]> {
  type Row = {
    object_id: number;
    check_in: string;
    check_out: string;
    source: SpanSource;
    source_id: number;
    feed_id: number | null;
  };
  const res = await db.execute<Row>(
    sql`select object_id, check_in::text as check_in, check_out::text as check_out, source, source_id, feed_id
        from ${spans(from, to, { objectIds: [objectId] })} order by check_in, source, source_id`,
  );
  return rowsOf<Row>(res).map((r) => ({
    objectId: Number(r.object_id),
    checkIn: r.check_in,
    checkOut: r.check_out,
    source: r.source,
    sourceId: Number(r.source_id),
    feedId: r.feed_id === null ? null : Number(r.feed_id),
  }));
}

/**
 * The spans of [from, to) in which an object is not for sale at all — an owner's stay, a lease, an
 * accepted end of management; neither bookings (nights sold) nor the channels' imports (nights
 * sold elsewhere) — one statement. The revenue figures take them out of the nights available
 * (docs/rules.md R16.12).
 */
export async function unsellableSpans(db: Runner, from: string, to: string): Promise<(Span & { objectId: number })[]> {
  type Row = { object_id: number; check_in: string; check_out: string };
  const res = await db.execute<Row>(
    sql`select object_id, check_in::text as check_in, coalesce(check_out, ${to}::date)::text as check_out
        from ${spans(from, to, { bookings: false })} where source in ('owner_stay', 'lease', 'termination')`,
  );
  return rowsOf<Row>(res).map((r) => ({ objectId: Number(r.object_id), checkIn: r.check_in, checkOut: r.check_out }));
}

/** SQL: the object (`objects` in the query) has a night taken in [checkIn, checkOut). */
export const occupiedInRange = (checkIn: string, checkOut: string): SQL =>
  sql`exists (select 1 from ${spans(checkIn, checkOut, { objectIds: sql`${objects.id}` })})`;

/** Rows of `execute` on either driver (node-postgres answers `{ rows }`, PGlite too; some drivers an array). */
function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}
