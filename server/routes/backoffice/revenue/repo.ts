/**
 * The revenue report of the caller's company (docs/rules.md R16.12): its apartments (the rooms sold
 * by the night) with their buildings, the bookings whose stays touch the year or either pace
 * window — with their price lines, state and history — in one statement, and the nights not for
 * sale from the availability engine (server/services/availability.ts `unsellableSpans`). The maths
 * is src/domain/revenue.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companies } from '../../../db/schema';
import { pick } from '../../../i18n';
import { unsellableSpans } from '../../../services/availability';
import { hotelToday } from '../../../../src/domain/hotel-time';
import { paceBuckets, paceWindow, yearTable, type PaceBooking, type RevenueLine } from '../../../../src/domain/revenue';
import type { RevenueReport } from '../../../../src/contracts/backoffice-revenue';

type Title = { ru: string; en: string };
/**
 * `id:xmin` (the row version, below), check_in, check_out, price lines, accommodation, status,
 * created_at, cancelled_at, cancel_reason.
 */
type BookingRow = [string, string, string, RevenueLine[], number | null, string, string, string | null, string | null];

/**
 * The bookings the last reports of a database read (by the app's `db`: tests run several apps on
 * databases of their own in one process), by `company:year`, each by its row version `id:xmin`
 * (PostgreSQL's system column: "each update of a row creates a new row version", with its own
 * xmin, https://www.postgresql.org/docs/current/ddl-system-columns.html). A report asks only for
 * the versions of its bookings and reads in full only those it has not seen (issue 41 item 5:
 * the report's JSON of every booking's price lines, and splitting every booking's nights, were
 * most of its time). A booking that has not changed is the same object again, so
 * src/domain/revenue.ts `revenueNights`, which keeps a booking's nights by its object, splits it
 * once. Each report replaces its set, so a changed or gone booking leaves with it; at most
 * {@link READ_SETS} sets are kept per database.
 */
const readBookings = new WeakMap<object, Map<string, Map<string, PaceBooking>>>();
/** How many `company:year` sets {@link readBookings} keeps per database (the oldest read goes first). */
const READ_SETS = 16;

/** A booking as the figures read it, from its row. */
const bookingOfRow = ([
  ,
  checkIn,
  checkOut,
  lines,
  accommodation,
  status,
  createdAt,
  cancelledAt,
  cancelReason,
]: BookingRow): PaceBooking => ({
  checkIn,
  checkOut,
  lines: lines ?? [],
  accommodationKopecks: accommodation ?? undefined,
  status,
  createdAt,
  cancelledAt,
  cancelReason,
});

/**
 * The report's bookings: those of `versions` (`id:xmin`, in order) already read for `set` as the
 * same objects, the others read by `readRows` (their ids → their rows, each with its version).
 */
async function bookingsOf(
  db: object,
  set: string,
  versions: readonly string[],
  readRows: (ids: number[]) => Promise<BookingRow[]>,
): Promise<PaceBooking[]> {
  let sets = readBookings.get(db);
  if (!sets) readBookings.set(db, (sets = new Map()));
  const known = sets.get(set) ?? new Map<string, PaceBooking>();
  const idOf = (version: string) => Number(version.slice(0, version.indexOf(':')));
  const unseen = versions.filter((v) => !known.has(v)).map(idOf);
  // A booking changed between the two statements comes in its newer version, kept under that version.
  const fetched = new Map<number, [string, PaceBooking]>();
  if (unseen.length) for (const row of await readRows(unseen)) fetched.set(idOf(row[0]), [row[0], bookingOfRow(row)]);
  const next = new Map<string, PaceBooking>();
  for (const v of versions) {
    const [version, b] = known.has(v) ? [v, known.get(v)!] : (fetched.get(idOf(v)) ?? []);
    if (version && b) next.set(version, b);
  }
  sets.delete(set);
  sets.set(set, next);
  if (sets.size > READ_SETS) sets.delete(sets.keys().next().value!);
  return [...next.values()];
}

/**
 * The year's month table and the pace seen from the app clock's now (the complex's date).
 * `year` defaults to the complex's current year.
 */
export async function loadRevenue(app: FastifyInstance, req: FastifyRequest, year?: number): Promise<RevenueReport> {
  const now = app.clock.now();
  const today = hotelToday(now);
  const y = year ?? Number(today.slice(0, 4));
  const yearFrom = `${y}-01-01`;
  const yearTo = `${y + 1}-01-01`;
  const window = paceWindow(today);
  const lastNow = new Date(now);
  lastNow.setUTCFullYear(lastNow.getUTCFullYear() - 1);
  const company = req.companyId;
  const touches = (from: string, to: string) => sql`(b.check_in < ${to} and b.check_out > ${from})`;
  // The report's bookings, as `b`: paid or cancelled, with nights in the year or either pace window.
  const matches = sql`b.company_id = ${company} and b.status in ('paid', 'cancelled')
    and (${touches(yearFrom, yearTo)} or ${touches(window.from, window.to)} or ${touches(window.lastFrom, window.lastTo)})`;
  // Table names written out: the subqueries stand on their own (docs/architecture.md § The server).
  const [r] = await app.db
    .select({
      blds: sql<[number, Title][] | null>`(select json_agg(json_build_array(id, name) order by id)
          from buildings where company_id = ${company}
            and exists (select 1 from objects o where o.building_id = buildings.id and o.kind = 'apartment'))`,
      rooms: sql<[number, number][] | null>`(select json_agg(json_build_array(id, building_id) order by id)
          from objects where company_id = ${company} and kind = 'apartment')`,
      versions: sql<
        string[] | null
      >`(select json_agg(b.id || ':' || b.xmin order by b.id) from bookings b where ${matches})`,
    })
    .from(companies)
    .where(eq(companies.id, company));
  const rooms = (r?.rooms ?? []).map(([id, buildingId]) => ({ id, buildingId }));
  const roomIds = new Set(rooms.map((x) => x.id));
  const bookings = await bookingsOf(app.db, `${company}:${y}`, r?.versions ?? [], async (ids) => {
    const [f] = await app.db
      .select({
        rows: sql<BookingRow[] | null>`(select json_agg(json_build_array(b.id || ':' || b.xmin, b.check_in, b.check_out,
            b.price->'lines', b.price->'accommodationKopecks', b.status, b.created_at, b.cancelled_at, b.cancel_reason)
            order by b.id)
          from bookings b where ${matches} and b.id = any(${`{${ids.join(',')}}`}::int[]))`,
      })
      .from(companies)
      .where(eq(companies.id, company));
    return f?.rows ?? [];
  });
  const blocked = (await unsellableSpans(app.db, yearFrom, yearTo)).filter((s) => roomIds.has(s.objectId));
  return {
    year: y,
    today,
    buildings: (r?.blds ?? []).map(([id, name]) => ({ id, name: pick(name, req.lang) })),
    rows: yearTable(
      y,
      rooms,
      bookings.filter((b) => b.status === 'paid'),
      blocked,
    ),
    pace: { ...window, buckets: paceBuckets(window, now.toISOString(), lastNow.toISOString(), bookings, roomIds) },
  };
}
