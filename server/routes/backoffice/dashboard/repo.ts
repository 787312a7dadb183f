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

/** A live booking as the dashboard reads it: id, number, status, check-in, check-out, price lines, total, surname, name, room titles. */
type LiveBooking = [
  number,
  string,
  string,
  string,
  string,
  number,
  number,
  string | null,
  string | null,
  { ru: string; en: string }[] | null,
];
/** An unpaid booking: id, number, surname, name, total, paid (kopecks), deadline (ms since the epoch). */
type UnpaidBooking = [number, string, string | null, string | null, number, number, number];

/**
 * The dashboard of the caller's company (issue #9) in one statement (docs/architecture.md § The
 * server): the live bookings of the last five months and the next 31 days with their rooms' titles,
 * the object count, the unpaid bookings near their deadline, the week's requests and the latest
 * five, each a subquery answering JSON. Arrivals and departures come by booking id.
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
  // The rooms' titles of the live bookings are grouped once and joined (a subquery per booking
  // scanned the stays once per booking).
  const [r] = await app.db
    .select({
      live: sql<
        LiveBooking[] | null
      >`(select json_agg(json_build_array(b.id, b.number, b.status, b.check_in, b.check_out,
          jsonb_array_length(b.price->'lines'), b.total_kopecks, b.contact->>'surname', b.contact->>'name',
          t.titles) order by b.id)
        from bookings b left join (select bo.booking_id, json_agg(o.title order by bo.id) titles
            from booking_objects bo join objects o on o.id = bo.object_id join bookings lb on lb.id = bo.booking_id
            where ${liveAs('lb')} group by bo.booking_id) t on t.booking_id = b.id
        where ${liveAs('b')})`,
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
  const live = (r?.live ?? []).map(
    ([id, number, status, checkIn, checkOut, lines, totalKopecks, surname, name, titles]) => ({
      id,
      number,
      status,
      checkIn,
      checkOut,
      lines,
      totalKopecks,
      contact: { surname, name },
      titles: (titles ?? []).map((t) => pick(t, req.lang)),
    }),
  );
  const objectCount = r?.objectCount ?? 0;
  const requestCount = r?.requestCount ?? 0;
  const titlesOf = new Map(live.map((b) => [b.id, b.titles]));
  const unpaid = (r?.unpaid ?? []).map(([id, number, surname, name, totalKopecks, paidKopecks, deadline]) => ({
    id,
    number,
    contact: { surname, name },
    totalKopecks,
    paidKopecks,
    paymentDeadline: new Date(deadline),
  }));
  const latest = (r?.latest ?? []).map(([id, kind, name, phone, createdAt]) => ({
    id,
    kind,
    name,
    phone,
    createdAt: new Date(createdAt),
  }));
  const stays: Stay[] = live.map((b) => ({
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    objects: Math.max(1, b.lines),
    totalKopecks: b.totalKopecks,
  }));
  const paidStays = live
    .filter((b) => b.status === 'paid')
    .map((b) => ({
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      objects: Math.max(1, b.lines),
      totalKopecks: b.totalKopecks,
    }));
  const ref = (b: { id: number; number: string; contact: { surname: string | null; name: string | null } }) => ({
    id: b.id,
    number: b.number,
    guestName: [b.contact.surname, b.contact.name].filter(Boolean).join(' '),
    objects: titlesOf.get(b.id) ?? [],
  });
  const thisMonth = monthStart(today);
  return {
    today,
    arrivals: live.filter((b) => b.checkIn === today).map(ref),
    departures: live.filter((b) => b.checkOut === today).map(ref),
    next30: periodStats(stays, today, addDaysIso(today, 30), objectCount),
    thisMonth: periodStats(paidStays, thisMonth, addMonths(today, 1), objectCount),
    lastMonth: periodStats(paidStays, addMonths(today, -1), thisMonth, objectCount),
    occupancySeries: occupancyByDay(stays, today, 30, objectCount),
    revenueSeries: revenueByMonth(paidStays, today, 6, objectCount),
    unpaidNearDeadline: unpaid.map((b) => ({
      ...ref(b),
      dueKopecks: b.totalKopecks - b.paidKopecks,
      paymentDeadline: toServerTimestamp(b.paymentDeadline),
    })),
    newRequests: {
      count: requestCount,
      latest: latest.map((r) => ({
        id: r.id,
        kind: r.kind,
        name: r.name,
        phone: r.phone,
        createdAt: toServerTimestamp(r.createdAt),
      })),
    },
  };
}
