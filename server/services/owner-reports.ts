/**
 * The owner report of a period (docs/rules.md R13.1–R13.4), shared by the owner's app/v1/reports
 * routes, the back office's monthly statements and the exports: for a set of rooms under the MC,
 * income counted by night from paid bookings (src/domain/reports.ts splitByNight), the management
 * fee by the agreement's formula, itemised expenses with their documents, the amount payable, per
 * room, in total and by month. Money in kopecks, areas in m².
 */
import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** What the report needs of the app: its database (the seed passes its own). */
export type ReportCtx = Pick<FastifyInstance, 'db'>;
import { bookingObjects, bookings, buildings, objects, ownerExpenses } from '../db/schema';
import { pick, type Lang } from '../i18n';
import {
  DEFAULT_MC_FEE_PERCENT,
  EXPENSE_CATEGORIES,
  lastPeriodWithData,
  lineTotals,
  monthBounds,
  monthsBetween,
  splitByNight,
  sumLines,
  type ExpenseCategory,
} from '../../src/domain/reports';
import type { ReportData, ReportExpense, ReportObject } from '../../src/contracts/reports';

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

/** One object's part of a booking's price: its line plus its share of the tariff adjustment, kopecks. */
function objectAmount(price: BookingPrice, objectId: number): number {
  const line = price.lines.find((l) => l.objectId === objectId);
  if (!line) return 0;
  const sum = price.lines.reduce((s, l) => s + l.amountKopecks, 0);
  return line.amountKopecks + (sum > 0 ? Math.round((price.tariffAdjustmentKopecks * line.amountKopecks) / sum) : 0);
}

type BookingPrice = (typeof bookings.$inferSelect)['price'];

/** A stay of a room as read: its nights and its booking's price. */
export interface StayRow {
  objectId: number;
  checkIn: string;
  checkOut: string;
  price: BookingPrice;
}

/** A stay of a room: its nights and income, kopecks. */
interface Stay {
  objectId: number;
  checkIn: string;
  checkOut: string;
  amountKopecks: number;
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

const stayOf = (r: StayRow): Stay => ({
  objectId: r.objectId,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  amountKopecks: objectAmount(r.price, r.objectId),
});

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

/**
 * The report of `rooms` for the months `from`..`to` from their stays of the period (see
 * {@link stayBounds}) and their expenses of its months ordered by month and id, without a query
 * (see {@link buildReport}); `lastWithData` is null.
 */
export function reportOf(
  rooms: ReportRoom[],
  stayRows: StayRow[],
  exp: ExpenseRow[],
  period: { from: string; to: string },
  feeDocument: string,
  feePercent = DEFAULT_MC_FEE_PERCENT,
): ReportData {
  const { from, to } = period;
  const months = monthsBetween(from, to);
  const percentOf = (r: ReportRoom) => r.feePercent ?? feePercent;
  const percents = [...new Set(rooms.map(percentOf))];
  const common = percents.length > 1 ? null : (percents[0] ?? feePercent);
  const empty: ReportData = {
    from,
    to,
    built: false,
    feePercent: common,
    objects: [],
    totals: sumLines([]),
    months: months.map((month) => ({ month, incomeKopecks: 0, payableKopecks: 0 })),
    expenses: [],
    lastWithData: null,
  };
  if (!rooms.length) return empty;
  const periodStays = stayRows.map(stayOf);
  // Per room and month: nights, income, expenses by category.
  type Cell = { nights: number; income: number; exp: Record<ExpenseCategory, number> };
  const cells = new Map<string, Cell>();
  const cell = (objectId: number, month: string) => {
    const k = `${objectId}|${month}`;
    let c = cells.get(k);
    if (!c) cells.set(k, (c = { nights: 0, income: 0, exp: { utilities: 0, cleaning: 0, repairs: 0 } }));
    return c;
  };
  for (const s of periodStays) {
    for (const share of splitByNight(s.checkIn, s.checkOut, s.amountKopecks)) {
      if (share.month < from || share.month > to) continue;
      const c = cell(s.objectId, share.month);
      c.nights += share.nights;
      c.income += share.kopecks;
    }
  }
  for (const e of exp) cell(e.objectId, e.month).exp[e.category] += e.amountKopecks;
  const built = cells.size > 0;
  if (!built) return empty;

  // The fee is computed per room and month, so a month's statement and a year's report agree.
  const lineOf = (room: ReportRoom, monthList: string[]) =>
    sumLines(
      monthList.map((m) => {
        const c = cells.get(`${room.id}|${m}`);
        return lineTotals({
          area: 0,
          nights: c?.nights ?? 0,
          incomeKopecks: c?.income ?? 0,
          feePercent: percentOf(room),
          expenses: c?.exp ?? { utilities: 0, cleaning: 0, repairs: 0 },
        });
      }),
    );
  const objectsOut: ReportObject[] = rooms.map((r) => ({
    objectId: r.id,
    number: r.number,
    building: r.building,
    feePercent: percentOf(r),
    ...lineOf(r, months),
    area: r.area,
  }));
  const monthsOut = months.map((m) => {
    const t = sumLines(rooms.map((r) => lineOf(r, [m])));
    return { month: m, incomeKopecks: t.incomeKopecks, payableKopecks: t.payableKopecks };
  });
  const numberOf = new Map(rooms.map((r) => [r.id, r.number]));
  const expenses: ReportExpense[] = exp.map((e) => ({
    id: e.id,
    objectId: e.objectId,
    number: numberOf.get(e.objectId) ?? '',
    month: e.month,
    category: e.category,
    amountKopecks: e.amountKopecks,
    document: `${e.documentName} ${e.documentNumber}`,
  }));
  // The fee lines, one per room and month with income.
  let feeId = -1;
  for (const r of rooms)
    for (const m of months) {
      const fee = lineOf(r, [m]).feeKopecks;
      if (fee)
        expenses.push({
          id: feeId--,
          objectId: r.id,
          number: r.number,
          month: m,
          category: 'fee',
          amountKopecks: fee,
          document: feeDocument,
        });
    }
  expenses.sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      a.objectId - b.objectId ||
      EXPENSE_ORDER(a.category) - EXPENSE_ORDER(b.category),
  );
  return {
    from,
    to,
    built,
    feePercent: common,
    objects: objectsOut,
    totals: sumLines(objectsOut),
    months: monthsOut,
    expenses,
    lastWithData: null,
  };
}

/**
 * The part of a stored report (a published statement, R13.5) about the rooms `objectIds` only:
 * their lines and expenses, the totals and the fee formula recomputed from them (docs/rules.md
 * R3.7: an agent sees what its proxies allow `reports` on, never the owner's other rooms). A
 * statement covers one month, whose chart point is the new totals; a longer report's monthly
 * series cannot be split by room and is left out. `built` is false when none of the rooms is in it.
 */
export function reportForRooms(data: ReportData, objectIds: ReadonlySet<number>): ReportData {
  const objectsOut = data.objects.filter((o) => objectIds.has(o.objectId));
  const totals = sumLines(objectsOut);
  const percents = [...new Set(objectsOut.map((o) => o.feePercent))];
  return {
    ...data,
    built: data.built && objectsOut.length > 0,
    feePercent: percents.length === 1 ? percents[0] : percents.length ? null : data.feePercent,
    objects: objectsOut,
    totals,
    months:
      data.months.length === 1
        ? [{ month: data.months[0].month, incomeKopecks: totals.incomeKopecks, payableKopecks: totals.payableKopecks }]
        : [],
    expenses: data.expenses.filter((e) => objectIds.has(e.objectId)),
  };
}

const EXPENSE_ORDER = (c: ReportExpense['category']) => (c === 'fee' ? 0 : 1 + EXPENSE_CATEGORIES.indexOf(c));

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
    for (const share of splitByNight(s.checkIn, s.checkOut, s.amountKopecks)) months.add(share.month);
  return lastPeriodWithData([...months].filter((m) => m <= current));
}
