/**
 * The availability engine (docs/rules.md R4.4, R4.8, R4.10, R4.11): a night of an object is not for
 * sale when an active booking, a night its owner blocked (R12.7), a lease that is not over (R9.1,
 * up to its end or early move-out) or an approved termination of the MC's management (R12.6,
 * R12.11: every night from the acceptance date on) covers it. Every reader — the search, an
 * object's booked nights, today's state, a new booking — asks here, each with ONE statement
 * (docs/architecture.md § The server: one availability query per request).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, bookingObjects, leases, objects, ownerStays } from '../db/schema';
import type { Tx } from './payment-targets';

/** A half-open span of nights `[checkIn, checkOut)`, dates `YYYY-MM-DD`. */
export interface Span {
  checkIn: string;
  checkOut: string;
}

/** Anything that runs a Drizzle statement: the app's database or a transaction. */
type Runner = Pick<Db, 'execute'> | Pick<Tx, 'execute'>;

/**
 * SQL: `object_id, check_in, check_out` of every span that takes nights of [from, to), one
 * `union all` over the four sources. `bookings: false` leaves active bookings out (a new booking's
 * overlap with one is the exclusion constraint's job, R5.7). A termination's span ends at `to`.
 */
function spans(from: string, to: string, opts: { objectIds?: number[]; bookings?: boolean } = {}): SQL {
  const ids = opts.objectIds;
  const only = (col: SQL) => (!ids ? sql`` : ids.length ? sql` and ${col} in (${sql.join(ids.map((i) => sql`${i}::int`), sql`, `)})` : sql` and false`);
  const booked = opts.bookings === false
    ? sql``
    : sql`select bo.object_id, bo.check_in, bo.check_out from ${bookingObjects} bo
        where bo.active and daterange(bo.check_in, bo.check_out, '[)') && daterange(${from}::date, ${to}::date, '[)')${only(sql`bo.object_id`)}
      union all `;
  return sql`${booked}select os.object_id, os.check_in, os.check_out from ${ownerStays} os
        where daterange(os.check_in, os.check_out, '[)') && daterange(${from}::date, ${to}::date, '[)')${only(sql`os.object_id`)}
      union all
      select l.object_id, l.start_date, least(l.end_date, l.ended_early_on) from ${leases} l
        where l.start_date < ${to}::date and least(l.end_date, l.ended_early_on) > ${from}::date${only(sql`l.object_id`)}
      union all
      select a.object_id, (a.payload->>'desiredDate')::date, ${to}::date from ${applications} a
        where a.kind = 'terminate' and a.status = 'approved' and a.object_id is not null and not (a.payload ? 'supersededBy')
          and a.payload->>'desiredDate' ~ '^\\d{4}-\\d{2}-\\d{2}$' and a.payload->>'desiredDate' < ${to}${only(sql`a.object_id`)}`;
}

/** Ids of the objects with a night taken in [checkIn, checkOut) — one statement. */
export async function occupiedObjectIds(db: Runner, checkIn: string, checkOut: string, opts: { objectIds?: number[]; bookings?: boolean } = {}): Promise<Set<number>> {
  const res = await db.execute<{ object_id: number }>(sql`select distinct t.object_id from (${spans(checkIn, checkOut, opts)}) t(object_id, check_in, check_out)`);
  return new Set(rowsOf<{ object_id: number }>(res).map((r) => Number(r.object_id)));
}

/** The spans taking nights of object `objectId` in [from, to) — one statement. */
export async function occupiedSpans(db: Runner, objectId: number, from: string, to: string): Promise<Span[]> {
  const res = await db.execute<{ check_in: string; check_out: string }>(
    sql`select t.check_in::text as check_in, t.check_out::text as check_out from (${spans(from, to, { objectIds: [objectId] })}) t(object_id, check_in, check_out)`,
  );
  return rowsOf<{ check_in: string; check_out: string }>(res).map((r) => ({ checkIn: r.check_in, checkOut: r.check_out }));
}

/** SQL: the object (`objects` in the query) has a night taken in [checkIn, checkOut). */
export const occupiedInRange = (checkIn: string, checkOut: string): SQL =>
  sql`exists (select 1 from (${spans(checkIn, checkOut)}) t(object_id, check_in, check_out) where t.object_id = ${objects.id})`;

/** Rows of `execute` on either driver (node-postgres answers `{ rows }`, PGlite too; some drivers an array). */
function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}
