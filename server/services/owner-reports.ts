/**
 * The owner report of a period (docs/rules.md R13.1–R13.4), shared by the owner's app/v1/reports
 * routes, the back office's monthly statements and the exports: for a set of rooms under the MC,
 * income counted by night from paid bookings (src/domain/reports.ts splitByNight), the management
 * fee by the agreement's formula, itemised expenses with their documents, the amount payable, per
 * room, in total and by month. Money in kopecks, areas in m².
 */
import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingObjects, bookings, buildings, objects, ownerExpenses } from '../db/schema';
import { pick, type Lang } from '../i18n';
import { DEFAULT_MC_FEE_PERCENT, lastPeriodWithData, monthBounds, splitByNight } from '../../src/domain/reports';
import type { ReportData } from '../../src/contracts/reports';
import { type BookingPrice, stayOf, reportOf } from './owner-report-data';
export { reportOf, reportForRooms } from './owner-report-data';

/** What the report needs of the app: its database (the seed passes its own). */
export type ReportCtx = Pick<FastifyInstance, 'db'>;

/** A room of a report. */
export interface ReportRoom {
  id: number;
  number: string;
  area: number;
  building: string;
  /** The management fee of its agreement, % of the income by night (`objects.mc_fee_percent`). */
  feePercent?: number;
}

/** The rooms under the MC (`management = 'mc'`) owned by `ownerIds`, or of the ids given. */
export async function mcRooms(
  app: ReportCtx,
  companyId: number,
  lang: Lang,
  where: { ownerId?: number; objectIds?: number[] },
): Promise<ReportRoom[]> {
  if (where.objectIds && !where.objectIds.length) return [];
  const rows = await app.db
    .select({
      id: objects.id,
      number: objects.number,
      area: objects.area,
      building: buildings.name,
      feePercent: objects.mcFeePercent,
    })
    .from(objects)
    .innerJoin(buildings, eq(buildings.id, objects.buildingId))
    .where(
      and(
        eq(objects.companyId, companyId),
        eq(objects.management, 'mc'),
        where.ownerId !== undefined ? eq(objects.ownerId, where.ownerId) : undefined,
        where.objectIds ? inArray(objects.id, where.objectIds) : undefined,
      ),
    )
    .orderBy(objects.id);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    area: r.area,
    building: pick(r.building, lang),
    feePercent: r.feePercent,
  }));
}

/** A stay of a room as read: its nights and its booking's price. */
export interface StayRow {
  objectId: number;
  checkIn: string;
  checkOut: string;
  price: BookingPrice;
}

/** An itemised expense as the report reads it (`owner_expenses`). */
export type ExpenseRow = Pick<
  typeof ownerExpenses.$inferSelect,
  'id' | 'objectId' | 'month' | 'category' | 'amountKopecks' | 'documentNumber' | 'documentName'
>;

/** The paid, active stays of a report's rooms from the 2nd of `from` to the end of `to` (months). */
export const stayBounds = (from: string, to: string) => ({
  checkOutFrom: `${from}-02`,
  checkInTo: monthBounds(to).end,
});

async function stays(app: ReportCtx, ids: number[], from?: string, to?: string): Promise<StayRow[]> {
  const bounds = from && to ? stayBounds(from, to) : undefined;
  return app.db
    .select({
      objectId: bookingObjects.objectId,
      checkIn: bookingObjects.checkIn,
      checkOut: bookingObjects.checkOut,
      price: bookings.price,
    })
    .from(bookingObjects)
    .innerJoin(bookings, eq(bookings.id, bookingObjects.bookingId))
    .where(
      and(
        inArray(bookingObjects.objectId, ids),
        eq(bookingObjects.active, true),
        eq(bookings.status, 'paid'),
        bounds ? lt(bookingObjects.checkIn, bounds.checkInTo) : undefined,
        bounds ? gte(bookingObjects.checkOut, bounds.checkOutFrom) : undefined,
      ),
    );
}

/**
 * The report of `rooms` for the months `from`..`to` (docs/rules.md R13.1): `built` is false when
 * the period has neither income nor expenses, and `lastWithData` then names the last period
 * that has some up to the `current` month (R13.4). `feeDocument` names the agreement on the
 * management fee lines of the itemised expenses. The fee of each room is its agreement's percent
 * (`ReportRoom.feePercent`, R13.1), `feePercent` where a room carries none; the report's
 * `feePercent` is the rooms' common percent, or null when they differ.
 */
export async function buildReport(
  app: ReportCtx,
  rooms: ReportRoom[],
  period: { from: string; to: string; current: string },
  feeDocument: string,
  feePercent = DEFAULT_MC_FEE_PERCENT,
): Promise<ReportData> {
  const { from, to } = period;
  const ids = rooms.map((r) => r.id);
  if (!ids.length) return reportOf(rooms, [], [], period, feeDocument, feePercent);
  const [periodStays, exp] = await Promise.all([
    stays(app, ids, from, to),
    app.db
      .select()
      .from(ownerExpenses)
      .where(and(inArray(ownerExpenses.objectId, ids), gte(ownerExpenses.month, from), lte(ownerExpenses.month, to)))
      .orderBy(ownerExpenses.month, ownerExpenses.id),
  ]);
  return withLastPeriod(app, rooms, reportOf(rooms, periodStays, exp, period, feeDocument, feePercent), period);
}

/**
 * `report` as it is when built; when not, with `lastWithData` (docs/rules.md R13.4) of `rooms` up to
 * the `current` month (two statements, asked only for an empty period of some rooms).
 */
export async function withLastPeriod(
  app: ReportCtx,
  rooms: ReportRoom[],
  report: ReportData,
  period: { current: string },
): Promise<ReportData> {
  if (report.built || !rooms.length) return report;
  return {
    ...report,
    lastWithData: await lastWithData(
      app,
      rooms.map((r) => r.id),
      period.current,
    ),
  };
}

/** The last period of the rooms that has income or expenses (docs/rules.md R13.4). */
async function lastWithData(
  app: ReportCtx,
  ids: number[],
  current: string,
): Promise<{ from: string; to: string } | null> {
  const [all, exp] = await Promise.all([
    stays(app, ids),
    app.db
      .selectDistinct({ month: ownerExpenses.month })
      .from(ownerExpenses)
      .where(inArray(ownerExpenses.objectId, ids)),
  ]);
  const months = new Set(exp.map((e) => e.month));
  for (const s of all.map(stayOf))
    for (const share of splitByNight(s.checkIn, s.checkOut, s.amountKopecks, s.nightly)) months.add(share.month);
  return lastPeriodWithData([...months].filter((m) => m <= current));
}
