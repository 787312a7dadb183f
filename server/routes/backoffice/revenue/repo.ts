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
/** check_in, check_out, price lines, accommodation, status, created_at, cancelled_at, cancel_reason. */
type BookingRow = [string, string, RevenueLine[], number | null, string, string, string | null, string | null];

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
  // Table names written out: the subqueries stand on their own (docs/architecture.md § The server).
  const [r] = await app.db
    .select({
      blds: sql<[number, Title][] | null>`(select json_agg(json_build_array(id, name) order by id)
          from buildings where company_id = ${company}
            and exists (select 1 from objects o where o.building_id = buildings.id and o.kind = 'apartment'))`,
      rooms: sql<[number, number][] | null>`(select json_agg(json_build_array(id, building_id) order by id)
          from objects where company_id = ${company} and kind = 'apartment')`,
      bookings: sql<BookingRow[] | null>`(select json_agg(json_build_array(b.check_in, b.check_out, b.price->'lines',
            b.price->'accommodationKopecks', b.status, b.created_at, b.cancelled_at, b.cancel_reason) order by b.id)
          from bookings b where b.company_id = ${company} and b.status in ('paid', 'cancelled')
            and (${touches(yearFrom, yearTo)} or ${touches(window.from, window.to)}
              or ${touches(window.lastFrom, window.lastTo)}))`,
    })
    .from(companies)
    .where(eq(companies.id, company));
  const rooms = (r?.rooms ?? []).map(([id, buildingId]) => ({ id, buildingId }));
  const roomIds = new Set(rooms.map((x) => x.id));
  const bookings: PaceBooking[] = (r?.bookings ?? []).map(
    ([checkIn, checkOut, lines, accommodation, status, createdAt, cancelledAt, cancelReason]) => ({
      checkIn,
      checkOut,
      lines: lines ?? [],
      accommodationKopecks: accommodation ?? undefined,
      status,
      createdAt,
      cancelledAt,
      cancelReason,
    }),
  );
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
