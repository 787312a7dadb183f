/**
 * The owner report built from rows already read (docs/rules.md R13.1–R13.4): income by night per
 * room and month, the management fee, expenses and the amount payable, in kopecks; and the part of
 * a report for some of its rooms. No queries: ./owner-reports.ts reads the rows.
 */
import { bookings } from '../db/schema';
import {
  DEFAULT_MC_FEE_PERCENT,
  EXPENSE_CATEGORIES,
  lineTotals,
  monthsBetween,
  splitByNight,
  sumLines,
  type ExpenseCategory,
} from '../../src/domain/reports';
import type { ReportData, ReportExpense, ReportObject } from '../../src/contracts/reports';
import type { ReportRoom, StayRow, ExpenseRow } from './owner-reports';

/** One object's part of a booking's price: its line plus its share of the tariff adjustment, kopecks. */
function objectAmount(price: BookingPrice, objectId: number): number {
  const line = price.lines.find((l) => l.objectId === objectId);
  if (!line) return 0;
  const sum = price.lines.reduce((s, l) => s + l.amountKopecks, 0);
  return line.amountKopecks + (sum > 0 ? Math.round((price.tariffAdjustmentKopecks * line.amountKopecks) / sum) : 0);
}

export type BookingPrice = (typeof bookings.$inferSelect)['price'];

/** A stay of a room: its nights and income, kopecks, and each night's price where the booking kept it. */
interface Stay {
  objectId: number;
  checkIn: string;
  checkOut: string;
  amountKopecks: number;
  /** The nights' prices from the rate calendar (docs/rules.md R5.28), kopecks; the income splits by them. */
  nightly?: number[];
}

export const stayOf = (r: StayRow): Stay => ({
  objectId: r.objectId,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  amountKopecks: objectAmount(r.price, r.objectId),
  nightly: r.price.lines.find((l) => l.objectId === r.objectId)?.nightly,
});

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
    for (const share of splitByNight(s.checkIn, s.checkOut, s.amountKopecks, s.nightly)) {
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
