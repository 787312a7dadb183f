/** Queries of the back-office dashboard (issue #9); the figures themselves come from src/domain/backoffice.ts. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companies } from '../../../db/schema';
import { pick } from '../../../i18n';
import { addDaysIso, toServerTimestamp } from '../../../../src/domain/datetime';
import { hotelToday } from '../../../../src/domain/hotel-time';
import {
  addMonths,
  monthStart,
  occupancyByDay,
  periodStats,
  revenueByMonth,
  type Stay,
} from '../../../../src/domain/backoffice';
import type { Dashboard } from '../../../../src/contracts/backoffice-dashboard';

/** Unpaid bookings whose deadline is within this many hours are listed. */
export const DEADLINE_SOON_HOURS = 12;

/**
 * The live bookings of the window, by column (one array per column, in the same row order; each
 * `null` when there is none): status, check-in, check-out, price lines, total (kopecks). A column
 * each is what the figures read, and PostgreSQL builds five arrays faster than one per booking.
 */
type LiveColumns = [string[] | null, string[] | null, string[] | null, number[] | null, number[] | null];
/** The rooms' titles of a booking, in both languages (`null` when it has none). */
type Titles = { ru: string; en: string }[] | null;
/** A booking of today: id, number, surname, name, its rooms' titles, check-in, check-out. */
type TodayBooking = [number, string, string | null, string | null, Titles, string, string];
/** An unpaid booking: id, number, surname, name, total, paid (kopecks), deadline (ms since the epoch). */
type UnpaidBooking = [number, string, string | null, string | null, number, number, number];

/**
 * The dashboard of the caller's company (issue #9) in one statement (docs/architecture.md § The
 * server): the live bookings of the last five months and the next 31 days by column (the figures),
 * today's arrivals and departures with the guest's name and the rooms' titles, the unpaid bookings
 * near their deadline, the object count, the week's requests and the latest five, each a
 * subquery answering JSON. Only the bookings the dashboard names carry names and titles (issue 41
 * item 5: every live booking's titles and names were 3 of the statement's 3.5 ms on PostgreSQL).
 */
export async function loadDashboard(app: FastifyInstance, req: FastifyRequest): Promise<Dashboard> {
  const now = app.clock.now();
  const today = hotelToday(now);
  const from = addMonths(today, -5);
  const to = addDaysIso(today, 31);
  const company = req.companyId;
  const soon = new Date(now.getTime() + DEADLINE_SOON_HOURS * 3_600_000);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  // The live bookings of the window, as `alias`.
  const liveAs = (alias: string) => {
    const b = sql.raw(alias);
    return sql`${b}.company_id = ${company} and ${b}.status <> 'cancelled' and ${b}.check_in < ${to} and ${b}.check_out > ${from}`;
  };
  // Table names written out: the subqueries stand on their own (docs/architecture.md § The server).
  const [r] = await app.db
    .select({
      live: sql<LiveColumns>`(select json_build_array(json_agg(b.status), json_agg(b.check_in), json_agg(b.check_out),
          json_agg(jsonb_array_length(b.price->'lines')), json_agg(b.total_kopecks))
        from bookings b where ${liveAs('b')})`,
      today: sql<TodayBooking[] | null>`(select json_agg(json_build_array(b.id, b.number, b.contact->>'surname',
          b.contact->>'name', (select json_agg(o.title order by bo.id) from booking_objects bo
            join objects o on o.id = bo.object_id where bo.booking_id = b.id), b.check_in, b.check_out) order by b.id)
        from bookings b where b.company_id = ${company} and b.status <> 'cancelled'
          and (b.check_in = ${today} or b.check_out = ${today}))`,
      objectCount: sql<number>`(select count(*) from objects where company_id = ${company})`.mapWith(Number),
      unpaid: sql<UnpaidBooking[] | null>`(select json_agg(json_build_array(u.id, u.number, u.contact->>'surname',
          u.contact->>'name', u.total_kopecks, u.paid_kopecks, floor(extract(epoch from u.payment_deadline) * 1000))
          order by u.payment_deadline)
        from (select id, number, contact, total_kopecks, paid_kopecks, payment_deadline from bookings
          where company_id = ${company} and status = 'awaiting_payment' and payment_deadline < ${soon}
          order by payment_deadline limit 20) u)`,
      requestCount: sql<number>`(select count(*) from form_requests
        where company_id = ${company} and created_at >= ${weekAgo})`.mapWith(Number),
      latest: sql<
        [number, string, string, string, number][] | null
      >`(select json_agg(json_build_array(f.id, f.kind, f.name,
          f.phone, floor(extract(epoch from f.created_at) * 1000)) order by f.id desc)
        from (select id, kind, name, phone, created_at from form_requests
          where company_id = ${company} order by id desc limit 5) f)`,
    })
    .from(companies)
    .where(eq(companies.id, company));
  const [statuses, checkIns, checkOuts, lines, totals] = r?.live ?? [];
  const live = (statuses ?? []).map((status, i) => ({
    status,
    stay: {
      checkIn: checkIns![i]!,
      checkOut: checkOuts![i]!,
      objects: Math.max(1, lines![i]!),
      totalKopecks: totals![i]!,
    },
  }));
  const stays: Stay[] = live.map((b) => b.stay);
  const paidStays: Stay[] = live.filter((b) => b.status === 'paid').map((b) => b.stay);
  const objectCount = r?.objectCount ?? 0;
  const guestName = (surname: string | null, name: string | null) => [surname, name].filter(Boolean).join(' ');
  const todays = (r?.today ?? []).map(([id, number, surname, name, titles, checkIn, checkOut]) => ({
    ref: { id, number, guestName: guestName(surname, name), objects: (titles ?? []).map((t) => pick(t, req.lang)) },
    checkIn,
    checkOut,
  }));
  const thisMonth = monthStart(today);
  return {
    today,
    arrivals: todays.filter((b) => b.checkIn === today).map((b) => b.ref),
    departures: todays.filter((b) => b.checkOut === today).map((b) => b.ref),
    next30: periodStats(stays, today, addDaysIso(today, 30), objectCount),
    thisMonth: periodStats(paidStays, thisMonth, addMonths(today, 1), objectCount),
    lastMonth: periodStats(paidStays, addMonths(today, -1), thisMonth, objectCount),
    occupancySeries: occupancyByDay(stays, today, 30, objectCount),
    revenueSeries: revenueByMonth(paidStays, today, 6, objectCount),
    unpaidNearDeadline: (r?.unpaid ?? []).map(([id, number, surname, name, totalKopecks, paidKopecks, deadline]) => ({
      id,
      number,
      guestName: guestName(surname, name),
      dueKopecks: totalKopecks - paidKopecks,
      paymentDeadline: toServerTimestamp(new Date(deadline)),
    })),
    newRequests: {
      count: r?.requestCount ?? 0,
      latest: (r?.latest ?? []).map(([id, kind, name, phone, createdAt]) => ({
        id,
        kind,
        name,
        phone,
        createdAt: toServerTimestamp(new Date(createdAt)),
      })),
    },
  };
}
