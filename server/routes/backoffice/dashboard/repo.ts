/** Queries of the back-office dashboard (issue #9); the figures themselves come from src/domain/backoffice.ts. */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingObjects, bookings, formRequests, objects } from '../../../db/schema';
import { pick } from '../../../i18n';
import { addDaysIso, toServerTimestamp } from '../../../../src/domain/datetime';
import { hotelToday } from '../../../../src/domain/bookings';
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

export async function loadDashboard(app: FastifyInstance, req: FastifyRequest): Promise<Dashboard> {
  const now = app.clock.now();
  const today = hotelToday(now);
  const from = addMonths(today, -5);
  const to = addDaysIso(today, 31);
  const company = req.companyId;
  const [live, [{ n: objectCount }], unpaid, [{ n: requestCount }], latest] = await Promise.all([
    app.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.companyId, company),
          ne(bookings.status, 'cancelled'),
          lt(bookings.checkIn, to),
          gt(bookings.checkOut, from),
        ),
      ),
    app.db.select({ n: count() }).from(objects).where(eq(objects.companyId, company)),
    app.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.companyId, company),
          eq(bookings.status, 'awaiting_payment'),
          lt(bookings.paymentDeadline, new Date(now.getTime() + DEADLINE_SOON_HOURS * 3_600_000)),
        ),
      )
      .orderBy(asc(bookings.paymentDeadline))
      .limit(20),
    app.db
      .select({ n: count() })
      .from(formRequests)
      .where(
        and(eq(formRequests.companyId, company), gte(formRequests.createdAt, new Date(now.getTime() - 7 * 86_400_000))),
      ),
    app.db
      .select()
      .from(formRequests)
      .where(eq(formRequests.companyId, company))
      .orderBy(desc(formRequests.id))
      .limit(5),
  ]);
  const ids = live.map((b) => b.id);
  const objs = ids.length
    ? await app.db
        .select({ bookingId: bookingObjects.bookingId, title: objects.title })
        .from(bookingObjects)
        .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
        .where(inArray(bookingObjects.bookingId, ids))
    : [];
  const titles = (id: number) => objs.filter((o) => o.bookingId === id).map((o) => pick(o.title, req.lang));
  const stays: Stay[] = live.map((b) => ({
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    objects: Math.max(1, b.price.lines.length),
    totalKopecks: b.totalKopecks,
  }));
  const paidStays = live
    .filter((b) => b.status === 'paid')
    .map((b) => ({
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      objects: Math.max(1, b.price.lines.length),
      totalKopecks: b.totalKopecks,
    }));
  const ref = (b: typeof bookings.$inferSelect) => ({
    id: b.id,
    number: b.number,
    guestName: [b.contact.surname, b.contact.name].filter(Boolean).join(' '),
    objects: titles(b.id),
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
