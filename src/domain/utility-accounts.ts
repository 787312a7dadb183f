/**
 * Utility accounts, meters, readings and receipts: the pure rules (docs/rules.md R10.1–R10.7).
 * Shared by the server (server/routes/utility-accounts/) and the SPA (resources/utility-accounts/), so both say the
 * same thing. Months are `YYYY-MM`, dates `YYYY-MM-DD` in the complex's calendar
 * (`hotelToday` of src/domain/bookings.ts), money integer kopecks, volumes in the meter's unit
 * (kWh or m³, at most 3 decimals).
 *
 * Pure: no React, no Node.
 */
import { parseIsoDateUtc } from './datetime';
export {
  type ReceiptStatus,
  receiptStatuses,
  accountDebt,
  accountCredit,
  MIN_PART_KOPECKS,
  payableAmount,
  DUE_REMINDER_DAYS,
  dueReminderDue,
} from './utility-debt';

/** Meter kinds (docs/rules.md R10.1): electricity in kWh, cold and hot water in m³. */
export const METER_KINDS = ['electricity', 'cold_water', 'hot_water'] as const;
export type MeterKind = (typeof METER_KINDS)[number];

/** The unit of a meter kind. */
export const METER_UNITS: Record<MeterKind, 'kWh' | 'm3'> = { electricity: 'kWh', cold_water: 'm3', hot_water: 'm3' };

/** Account categories (docs/rules.md R10.1): housing and utilities, electricity, capital repair. */
export const ACCOUNT_CATEGORIES = ['utilities', 'electricity', 'capital_repair'] as const;
export type AccountCategory = (typeof ACCOUNT_CATEGORIES)[number];

/** Reading states (docs/rules.md R10.3–R10.5). */
export const READING_STATUSES = ['submitted', 'accepted', 'needs_review', 'rejected', 'billed'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/**
 * The back office's review tabs over the readings (docs/rules.md R10.11), in order: flagged for
 * review first, then received, accepted, billed. Each has its own label
 * (`backoffice-utility-readings.statuses.*`): the tenant's wording says «Принято» for both
 * received and accepted, which the MC must tell apart.
 */
export const READING_REVIEW_TABS = [
  'needs_review',
  'submitted',
  'accepted',
  'billed',
] as const satisfies readonly ReadingStatus[];

/** Default reading window: the 20th to the 25th of each month, inclusive (docs/rules.md R10.3). */
export const DEFAULT_WINDOW = { fromDay: 20, toDay: 25 } as const;

/** Consumption above this many times the six-month average is an anomaly (docs/rules.md R10.5). */
export const ANOMALY_FACTOR = 3;
/** Months averaged for the anomaly check and the missed-month charge (docs/rules.md R10.5, R10.6). */
export const AVERAGE_MONTHS = 6;
/** A missed reading is charged at the average for at most this many months in a row, then at the norm (docs/rules.md R10.6). */
export const AVERAGE_CHARGE_MONTHS = 3;
/** A receipt of month M is due on this day of month M+1 (docs/rules.md R10.2; ЖК РФ 155 ч.1). */
export const RECEIPT_DUE_DAY = 10;

/** Rounds a volume to the 3 decimals a meter shows. */
export const roundVolume = (v: number): number => Math.round(v * 1000) / 1000;

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `n` months after `month` (negative: before). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const idx = y * 12 + (m - 1) + n;
  return `${String(Math.floor(idx / 12)).padStart(4, '0')}-${String((idx % 12) + 1).padStart(2, '0')}`;
}

/** Days in a `YYYY-MM` month. */
export function daysInMonth(month: string): number {
  return parseIsoDateUtc(`${month}-01`).daysInMonth();
}

/** `YYYY-MM-DD` of `day` in `month`, clamped to the month's last day (a window to the 31st ends on the 30th in April). */
export function dayOfMonth(month: string, day: number): string {
  return `${month}-${String(Math.min(Math.max(1, day), daysInMonth(month))).padStart(2, '0')}`;
}

/** The state of a provider's reading window on a day. */
export interface WindowState {
  /** True when readings are accepted today. */
  open: boolean;
  /** The month readings are taken for: the current window's, or the next one's. */
  month: string;
  /** First and last day of the current (open) or next window, inclusive. */
  from: string;
  to: string;
}

/**
 * The reading window on `today` (docs/rules.md R10.3): open when `fromDay ≤ day ≤ toDay` of the
 * month (the end clamped to the month's length); otherwise the next window (this month's when
 * its start is still ahead, else next month's), so the form can say when it opens.
 */
export function readingWindow(
  today: string,
  fromDay: number = DEFAULT_WINDOW.fromDay,
  toDay: number = DEFAULT_WINDOW.toDay,
): WindowState {
  const month = monthOf(today);
  const from = dayOfMonth(month, fromDay);
  const to = dayOfMonth(month, toDay);
  if (today >= from && today <= to) return { open: true, month, from, to };
  const next = today < from ? month : addMonths(month, 1);
  return { open: false, month: next, from: dayOfMonth(next, fromDay), to: dayOfMonth(next, toDay) };
}

/** Why a reading is refused (message keys `bills.errors.<code>`). */
export type ReadingError = 'lowerThanPrevious' | 'aboveCapacity' | 'notNumber';

/** Input of {@link checkReading}. */
export interface ReadingInput {
  /** The new value in the meter's unit. */
  value: number;
  /** The last accepted value before this month (the meter's initial value when none). */
  previous: number;
  /** Digits of the meter's whole part (capacity 10^digits); null when unknown. */
  digits: number | null;
  /** The person confirms the meter rolled over its capacity (passed zero). */
  rolloverConfirmed?: boolean;
  /** Consumption of the previous months, most recent first (at most {@link AVERAGE_MONTHS} are used). */
  history: readonly number[];
}

/** The verdict of {@link checkReading}. */
export type ReadingVerdict =
  | { ok: true; consumption: number; rollover: boolean; anomaly: boolean; average: number | null }
  | { ok: false; error: ReadingError };

/** Average of the first {@link AVERAGE_MONTHS} values (most recent first); null when there are none. */
export function recentAverage(history: readonly number[]): number | null {
  const h = history.slice(0, AVERAGE_MONTHS);
  if (!h.length) return null;
  return roundVolume(h.reduce((s, v) => s + v, 0) / h.length);
}

/**
 * Checks a reading (docs/rules.md R10.4, R10.5):
 * - a value not below `previous` gives consumption = value − previous;
 * - a lower value is refused (`lowerThanPrevious`) unless the person confirms a rollover of a
 *   meter with known `digits`: consumption = 10^digits − previous + value;
 * - a value at or above the capacity 10^digits is refused (`aboveCapacity`);
 * - consumption above {@link ANOMALY_FACTOR} × the average of up to six previous months is
 *   accepted with `anomaly: true` (the reading goes to review).
 */
export function checkReading(r: ReadingInput): ReadingVerdict {
  if (!Number.isFinite(r.value) || r.value < 0) return { ok: false, error: 'notNumber' };
  const capacity = r.digits ? 10 ** r.digits : null;
  if (capacity !== null && r.value >= capacity) return { ok: false, error: 'aboveCapacity' };
  let consumption: number;
  let rollover = false;
  if (r.value >= r.previous) consumption = r.value - r.previous;
  else if (r.rolloverConfirmed && capacity !== null) {
    consumption = capacity - r.previous + r.value;
    rollover = true;
  } else return { ok: false, error: 'lowerThanPrevious' };
  consumption = roundVolume(consumption);
  const average = recentAverage(r.history);
  const anomaly = average !== null && average > 0 && consumption > ANOMALY_FACTOR * average;
  return { ok: true, consumption, rollover, anomaly, average };
}

/** What a month without a reading is charged (docs/rules.md R10.6). */
export interface MissedCharge {
  basis: 'average' | 'norm';
  /** Volume charged, in the meter's unit. */
  volume: number;
}

/**
 * The volume charged for a month without a reading (docs/rules.md R10.6; ПП РФ 354 п. 59–60):
 * the average of up to six previous months while at most {@link AVERAGE_CHARGE_MONTHS} months
 * in a row are missed (this one included) and there is history; then the monthly norm.
 * @param history - consumption of the months before the gap, most recent first.
 * @param missedInRow - months missed in a row, this one included (1 for the first).
 * @param norm - the monthly norm for the service, in the meter's unit.
 */
export function missedMonthCharge(history: readonly number[], missedInRow: number, norm: number): MissedCharge {
  const average = recentAverage(history);
  if (missedInRow <= AVERAGE_CHARGE_MONTHS && average !== null) return { basis: 'average', volume: average };
  return { basis: 'norm', volume: roundVolume(norm) };
}

/** One service line of a receipt (docs/rules.md R10.2). */
export interface ReceiptLine {
  service: MeterKind;
  unit: 'kWh' | 'm3';
  volume: number;
  /** Price of one unit, kopecks. */
  tariffKopecks: number;
  /** volume × tariff, rounded to the kopeck. */
  amountKopecks: number;
  /** Correction of earlier months (positive or negative), kopecks. */
  recalculationKopecks: number;
  penaltyKopecks: number;
  /** amount + recalculation + penalty. */
  totalKopecks: number;
  /** How the volume was found: a reading, the average or the norm. */
  basis: 'reading' | 'average' | 'norm';
}

/** Input of {@link buildReceipt}: per service its volume and tariff. */
export interface ReceiptInput {
  month: string;
  services: readonly {
    service: MeterKind;
    volume: number;
    tariffKopecks: number;
    basis?: ReceiptLine['basis'];
    recalculationKopecks?: number;
    penaltyKopecks?: number;
  }[];
}

/** A receipt: its lines, total and due date. */
export interface ReceiptDraft {
  month: string;
  lines: ReceiptLine[];
  totalKopecks: number;
  /** The {@link RECEIPT_DUE_DAY}th of the next month. */
  dueDate: string;
}

/** A monthly receipt from volumes × tariffs (docs/rules.md R10.2). */
export function buildReceipt(input: ReceiptInput): ReceiptDraft {
  const lines = input.services.map((s): ReceiptLine => {
    const amountKopecks = Math.round(s.volume * s.tariffKopecks);
    const recalculationKopecks = s.recalculationKopecks ?? 0;
    const penaltyKopecks = s.penaltyKopecks ?? 0;
    return {
      service: s.service,
      unit: METER_UNITS[s.service],
      volume: roundVolume(s.volume),
      tariffKopecks: s.tariffKopecks,
      amountKopecks,
      recalculationKopecks,
      penaltyKopecks,
      totalKopecks: amountKopecks + recalculationKopecks + penaltyKopecks,
      basis: s.basis ?? 'reading',
    };
  });
  return {
    month: input.month,
    lines,
    totalKopecks: lines.reduce((s, l) => s + l.totalKopecks, 0),
    dueDate: dayOfMonth(addMonths(input.month, 1), RECEIPT_DUE_DAY),
  };
}

/** Months from `a` to `b` (`2026-01` → `2026-03` is 2; negative when `b` is earlier). */
export function monthDiff(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number);
  const [yb, mb] = b.split('-').map(Number);
  return (yb - ya) * 12 + (mb - ma);
}

/** The tariff of `service` in `month`: the one with the latest `validFrom` not after the month; undefined when none. */
export function tariffFor<T extends { service: MeterKind; validFrom: string }>(
  tariffs: readonly T[],
  service: MeterKind,
  month: string,
): T | undefined {
  return tariffs
    .filter((t) => t.service === service && t.validFrom <= month)
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
}

/** One service of an account in a month, as the monthly job sees it (docs/rules.md R10.10). */
export interface ServiceMonth {
  service: MeterKind;
  /** Consumption per month from the readings of the service's meters (a replacement's two meters add up), any order. */
  consumptionByMonth: ReadonlyMap<string, number>;
  /** Price of one unit in the month, kopecks. */
  tariffKopecks: number;
  /** The monthly norm, in the service's unit. */
  norm: number;
}

/**
 * The receipt of `month` from readings × tariffs (docs/rules.md R10.2, R10.10): a service with a
 * reading in the month is charged its consumption; without one, what {@link missedMonthCharge}
 * says — the average of up to six earlier months while at most three months in a row are missed,
 * then the norm (none earlier: the norm).
 */
export function receiptFromReadings(month: string, services: readonly ServiceMonth[]): ReceiptDraft {
  return buildReceipt({
    month,
    services: services.map((s) => {
      const volume = s.consumptionByMonth.get(month);
      if (volume !== undefined)
        return { service: s.service, volume, tariffKopecks: s.tariffKopecks, basis: 'reading' as const };
      const before = [...s.consumptionByMonth.keys()]
        .filter((m) => m < month)
        .sort()
        .reverse();
      const history = before.map((m) => s.consumptionByMonth.get(m)!);
      const missedInRow = before.length ? monthDiff(before[0], month) : 1;
      const c = missedMonthCharge(history, missedInRow, s.norm);
      return { service: s.service, volume: c.volume, tariffKopecks: s.tariffKopecks, basis: c.basis };
    }),
  });
}
