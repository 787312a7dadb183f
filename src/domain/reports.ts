/**
 * Owner reports (docs/rules.md R13.1–R13.5: period, total area, total income, total expenses,
 * amount payable). Pure rules shared by the server (report, statements, exports) and
 * the SPA (period picker, charts): income counted BY NIGHT (a stay across two months is split
 * between them), the management fee by the agreement's formula, itemised expenses, the amount
 * payable, and the month arithmetic of a period. Money in integer kopecks; months `YYYY-MM`.
 *
 * Pure: no React, no Node.
 */
import { nightsBetween } from './datetime';

/** Expense categories of an owner's room besides the management fee. */
export const EXPENSE_CATEGORIES = ['utilities', 'cleaning', 'repairs'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Statement states (docs/rules.md R13.5): draft (back office) → published (owner sees it) → paid. */
export const STATEMENT_STATUSES = ['draft', 'published', 'paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/**
 * The management fee of the agreement's formula when the agreement names none: this percentage of
 * the income by night (docs/rules.md R13.3). An agreement's own percentage overrides it.
 */
export const DEFAULT_MC_FEE_PERCENT = 20;

/** The longest period one report covers, months. */
export const MAX_REPORT_MONTHS = 36;

/** True for a month `YYYY-MM` (01–12). */
export function isMonth(s: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(s);
}

/** The month `YYYY-MM` of a date `YYYY-MM-DD`. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** `month` moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const idx = y * 12 + (m - 1) + delta;
  return `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both inclusive (empty when `from` > `to`). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length <= 1200; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The first day `YYYY-MM-01` of a month and the first day of the month after it (exclusive end). */
export function monthBounds(month: string): { start: string; end: string } {
  return { start: `${month}-01`, end: `${addMonths(month, 1)}-01` };
}

/** One month's share of a stay: nights in that month and the income they carry, kopecks. */
export interface MonthShare {
  month: string;
  nights: number;
  kopecks: number;
}

/**
 * Splits a stay's income between the months its nights fall in (docs/rules.md R13.2: income is
 * counted by night; the night of D belongs to D's month). Where the booking kept each night's
 * price from the rate calendar (`nightly`, docs/rules.md R5.28), each night carries the income in
 * proportion to its price (a December weekend's nights carry more than the weekdays'); otherwise
 * each night carries `amount / nights` and the kopecks that do not divide go one each to the
 * first nights. The shares always sum to `amountKopecks` exactly.
 * @param checkIn first night `YYYY-MM-DD`; @param checkOut departure day (exclusive).
 * @param nightly each night's price, kopecks (`price.lines[].nightly`); ignored unless it has one
 *   non-negative price per night and they sum above zero.
 * @returns shares in month order; empty when the stay has no nights.
 */
export function splitByNight(
  checkIn: string,
  checkOut: string,
  amountKopecks: number,
  nightly?: readonly number[],
): MonthShare[] {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights <= 0) return [];
  const weights = nightly?.length === nights && nightly.every((p) => p >= 0) ? nightly : null;
  const weightSum = weights ? weights.reduce((a, p) => a + p, 0) : 0;
  const base = Math.trunc(amountKopecks / nights);
  const rest = amountKopecks - base * nights;
  const step = Math.sign(rest);
  const out: MonthShare[] = [];
  // Month by month (not night by night: a report splits every stay of a year, docs/architecture.md
  // § The server): night i of the stay carries one more kopeck (of `step`) while i < |rest|. With
  // weights, a month carries the rounded cumulative share up to its last night less the one before.
  let month = monthOf(checkIn);
  let day = Number(checkIn.slice(8, 10));
  let weightBefore = 0;
  let carried = 0;
  for (let i = 0; i < nights;) {
    const [y, m] = month.split('-').map(Number);
    const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const n = Math.min(nights - i, daysInMonth - day + 1);
    if (weights && weightSum > 0) {
      for (let k = i; k < i + n; k++) weightBefore += weights[k];
      const upTo = i + n === nights ? amountKopecks : Math.round((amountKopecks * weightBefore) / weightSum);
      out.push({ month, nights: n, kopecks: upTo - carried });
      carried = upTo;
    } else {
      const extra = Math.max(0, Math.min(n, Math.abs(rest) - i));
      out.push({ month, nights: n, kopecks: base * n + step * extra });
    }
    i += n;
    month = addMonths(month, 1);
    day = 1;
  }
  return out;
}

/**
 * The part of a stay inside the period `from`..`to` (months, inclusive): nights and kopecks.
 */
export function incomeInPeriod(
  checkIn: string,
  checkOut: string,
  amountKopecks: number,
  from: string,
  to: string,
): { nights: number; kopecks: number } {
  let nights = 0;
  let kopecks = 0;
  for (const s of splitByNight(checkIn, checkOut, amountKopecks)) {
    if (s.month < from || s.month > to) continue;
    nights += s.nights;
    kopecks += s.kopecks;
  }
  return { nights, kopecks };
}

/** The management fee by the agreement's formula: `percent` % of the income, rounded to the kopeck. */
export function managementFee(incomeKopecks: number, percent = DEFAULT_MC_FEE_PERCENT): number {
  return Math.round((incomeKopecks * percent) / 100);
}

/** One room's line of a report, kopecks. */
export interface ReportLineInput {
  area: number;
  nights: number;
  incomeKopecks: number;
  feePercent: number;
  expenses: Record<ExpenseCategory, number>;
}

/** A report line with its fee, expenses and the amount payable, kopecks. */
export interface ReportLineTotals {
  area: number;
  nights: number;
  incomeKopecks: number;
  feeKopecks: number;
  utilitiesKopecks: number;
  cleaningKopecks: number;
  repairsKopecks: number;
  /** Fee + utilities + cleaning + repairs. */
  expensesKopecks: number;
  /** Income − expenses (negative when the expenses exceed the income). */
  payableKopecks: number;
}

/** A room's totals: fee from its income, expenses itemised, amount payable (docs/rules.md R13.1). */
export function lineTotals(l: ReportLineInput): ReportLineTotals {
  const feeKopecks = managementFee(l.incomeKopecks, l.feePercent);
  const expensesKopecks = feeKopecks + l.expenses.utilities + l.expenses.cleaning + l.expenses.repairs;
  return {
    area: l.area,
    nights: l.nights,
    incomeKopecks: l.incomeKopecks,
    feeKopecks,
    utilitiesKopecks: l.expenses.utilities,
    cleaningKopecks: l.expenses.cleaning,
    repairsKopecks: l.expenses.repairs,
    expensesKopecks,
    payableKopecks: l.incomeKopecks - expensesKopecks,
  };
}

/** The sum of report lines (total area in m², rounded to 0.01). */
export function sumLines(lines: readonly ReportLineTotals[]): ReportLineTotals {
  const z: ReportLineTotals = {
    area: 0,
    nights: 0,
    incomeKopecks: 0,
    feeKopecks: 0,
    utilitiesKopecks: 0,
    cleaningKopecks: 0,
    repairsKopecks: 0,
    expensesKopecks: 0,
    payableKopecks: 0,
  };
  for (const l of lines) {
    for (const k of Object.keys(z) as (keyof ReportLineTotals)[]) z[k] += l[k];
  }
  z.area = Math.round(z.area * 100) / 100;
  return z;
}

/**
 * The period to offer when the asked one has no data (docs/rules.md R13.4):
 * up to 12 months ending with the last month that has data, not before the first such month.
 * @returns null when no month has data.
 */
export function lastPeriodWithData(monthsWithData: readonly string[]): { from: string; to: string } | null {
  if (!monthsWithData.length) return null;
  const sorted = [...monthsWithData].sort();
  const to = sorted[sorted.length - 1];
  const from = addMonths(to, -11) < sorted[0] ? sorted[0] : addMonths(to, -11);
  return { from, to };
}

/**
 * The management fee's formula as shown with a report (docs/rules.md R13.1): "20 % of the income
 * by night" when every room's agreement says the same percent, else each room's percent.
 * `t` is the caller's translate function (keys of the `reports` area).
 */
export function feeFormulaText(
  t: (key: string, options?: Record<string, unknown>) => string,
  data: { feePercent: number | null; objects: { number: string; feePercent: number }[] },
): string {
  if (data.feePercent !== null) return t('reports.feeFormula', { percent: data.feePercent });
  return t('reports.feeByAgreement', {
    list: data.objects.map((o) => t('reports.feeRoom', { number: o.number, percent: o.feePercent })).join(', '),
  });
}
