/**
 * Statistics of a utility account (docs/rules.md R10.8; issue 10 item 4): the series the charts
 * of /bills/stats/{id} draw and the plain-language summary above them. Months are `YYYY-MM`,
 * volumes in the meter's unit (kWh, m³), money integer kopecks.
 *
 * Pure: no React, no Node. Shared by the server (GET app/v1/bills/{id}/stats) and the page.
 */
import { addMonths, METER_KINDS, roundVolume, type MeterKind } from './utility-accounts';

/** Months a chart shows (the last 12, compared with the same months a year earlier). */
export const STATS_MONTHS = 12;

/** One month of a consumption series: this year's volume and the same month a year earlier. */
export interface ConsumptionPoint {
  month: string;
  /** Consumption in the month; null when there is no reading. */
  volume: number | null;
  /** Consumption in the same month a year earlier; null when there is none. */
  lastYearVolume: number | null;
}

/** One meter kind's series (a replaced meter and its successor form one series, docs/rules.md R10.9). */
export interface ConsumptionSeries {
  kind: MeterKind;
  points: ConsumptionPoint[];
}

/** One month of charges against payments, kopecks. */
export interface MoneyPoint {
  month: string;
  chargedKopecks: number;
  paidKopecks: number;
}

/** The `count` months ending with `end`, oldest first. */
export function monthsEndingAt(end: string, count: number = STATS_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(end, i - count + 1));
}

/**
 * Consumption per month per meter kind for the {@link STATS_MONTHS} months ending with `end`,
 * each against the same month a year earlier (docs/rules.md R10.8). Readings of several meters
 * of one kind in a month (a replacement) are added up. Kinds without any reading are left out;
 * kinds keep the order of METER_KINDS.
 * @param readings - consumption per meter and month (any order, any months).
 * @param meters - the account's meters (to know each meter's kind).
 */
export function consumptionSeries(
  readings: readonly { meterId: number; month: string; consumption: number }[],
  meters: readonly { id: number; kind: MeterKind }[],
  end: string,
): ConsumptionSeries[] {
  const kindOf = new Map(meters.map((m) => [m.id, m.kind]));
  const byKind = new Map<MeterKind, Map<string, number>>();
  for (const r of readings) {
    const kind = kindOf.get(r.meterId);
    if (!kind) continue;
    const months = byKind.get(kind) ?? new Map<string, number>();
    months.set(r.month, roundVolume((months.get(r.month) ?? 0) + r.consumption));
    byKind.set(kind, months);
  }
  const months = monthsEndingAt(end);
  return METER_KINDS.filter((k) => byKind.has(k)).map((kind) => {
    const m = byKind.get(kind)!;
    return {
      kind,
      points: months.map((month) => ({
        month,
        volume: m.get(month) ?? null,
        lastYearVolume: m.get(addMonths(month, -12)) ?? null,
      })),
    };
  });
}

/**
 * Charges (receipts by their month) against payments (by the month they were made) for the
 * {@link STATS_MONTHS} months ending with `end` (docs/rules.md R10.8).
 * @param payments - succeeded payments with their date `YYYY-MM-DD`.
 */
export function moneySeries(
  receipts: readonly { month: string; totalKopecks: number }[],
  payments: readonly { date: string; amountKopecks: number }[],
  end: string,
): MoneyPoint[] {
  return monthsEndingAt(end).map((month) => ({
    month,
    chargedKopecks: receipts.filter((r) => r.month === month).reduce((s, r) => s + r.totalKopecks, 0),
    paidKopecks: payments.filter((p) => p.date.slice(0, 7) === month).reduce((s, p) => s + p.amountKopecks, 0),
  }));
}

/**
 * Change of `volume` against `lastYear`, in whole percent (+18 is 18 % more); null when either is
 * missing or last year's is zero.
 */
export function percentChange(volume: number | null, lastYear: number | null): number | null {
  if (volume === null || lastYear === null || lastYear <= 0) return null;
  return Math.round(((volume - lastYear) / lastYear) * 100);
}

/** One line of the summary: how a kind's consumption in a month compares with a year earlier. */
export type SummaryFact =
  | { kind: MeterKind; month: string; trend: 'above' | 'below'; percent: number; volume: number }
  | { kind: MeterKind; month: string; trend: 'same'; percent: 0; volume: number }
  | { kind: MeterKind; month: string; trend: 'noLastYear'; volume: number }
  | { kind: MeterKind; month: string; trend: 'noReading' };

/**
 * The summary of `month` (docs/rules.md R10.8): per kind, above / below / the same as the month a
 * year earlier (|change| < 1 % counts as the same), or why it cannot be compared.
 */
export function summaryFacts(series: readonly ConsumptionSeries[], month: string): SummaryFact[] {
  return series.map(({ kind, points }): SummaryFact => {
    const p = points.find((x) => x.month === month);
    if (!p || p.volume === null) return { kind, month, trend: 'noReading' };
    const percent = percentChange(p.volume, p.lastYearVolume);
    if (percent === null) return { kind, month, trend: 'noLastYear', volume: p.volume };
    if (percent === 0) return { kind, month, trend: 'same', percent: 0, volume: p.volume };
    return { kind, month, trend: percent > 0 ? 'above' : 'below', percent: Math.abs(percent), volume: p.volume };
  });
}

/** Totals of a money series: what was charged and paid over its months. */
export function moneyTotals(points: readonly MoneyPoint[]): { chargedKopecks: number; paidKopecks: number } {
  return points.reduce(
    (s, p) => ({ chargedKopecks: s.chargedKopecks + p.chargedKopecks, paidKopecks: s.paidKopecks + p.paidKopecks }),
    { chargedKopecks: 0, paidKopecks: 0 },
  );
}

/**
 * The month the statistics open on: the latest of `months` in which every series has a reading
 * (a month whose readings are still being sent is skipped), else the latest month.
 */
export function defaultStatsMonth(series: readonly ConsumptionSeries[], months: readonly string[]): string {
  for (let i = months.length - 1; i >= 0; i--) {
    const m = months[i];
    if (series.length && series.every((s) => s.points.some((p) => p.month === m && p.volume !== null))) return m;
  }
  return months[months.length - 1];
}
