/**
 * The back office's rate grid (docs/rules.md R5.28): a manager picks objects, a date range and
 * weekdays, and one change — set a price, move it by a percentage, set or lift restrictions, or
 * clear the grid's entries — lands on every picked night. These functions work out what each
 * night's entry becomes and what the guest then pays, so the preview and the write agree.
 *
 * Pure: no I/O; dates `YYYY-MM-DD` in the complex's time, amounts integer kopecks.
 *
 * @module
 */
import { addDaysIso, isoWeekday, nightsBetween } from './iso-days';
import { movePrice, RESTRICTION_FIELDS, type RateEntry, type RateNight, type Restrictions } from './rates';

/** Widest date range one grid change may cover, days (R5.28). */
export const RATE_CHANGE_MAX_DAYS = 366;
/** Widest date range of a season or rule, days (R5.28). */
export const RATE_RULE_MAX_DAYS = 731;
/** Most objects one grid change may cover (R5.28). */
export const RATE_CHANGE_MAX_OBJECTS = 500;
/** Widest range the grid reads at once, days (R5.28). */
export const RATE_GRID_MAX_DAYS = 120;
/** A price the grid may set: 1 ₽ … 10 000 000 ₽, in kopecks (R5.28). */
export const RATE_PRICE_MIN_KOPECKS = 100;
export const RATE_PRICE_MAX_KOPECKS = 1_000_000_000;
/** A percentage move: −90 … +500 (R5.28). */
export const RATE_PERCENT_MIN = -90;
export const RATE_PERCENT_MAX = 500;
/** A minimum or maximum stay: 1 … 90 nights (R5.29). */
export const RATE_STAY_MIN = 1;
export const RATE_STAY_MAX = 90;

/** The number restrictions (nights), in the screens' order. */
export const RESTRICTION_STAYS = [
  'minStay',
  'minStayArrival',
  'maxStay',
] as const satisfies readonly (keyof Restrictions)[];
/** The yes/no restrictions, in the screens' order. */
export const RESTRICTION_FLAGS = [
  'closedToArrival',
  'closedToDeparture',
  'stopSell',
] as const satisfies readonly (keyof Restrictions)[];

/** How the price changes: set to kopecks, or the night's current price moved by a percentage. */
export type RatePriceChange = { mode: 'set'; kopecks: number } | { mode: 'percent'; percent: number };

/**
 * One grid change (R5.28, R5.29). A restriction given as a value sets it on the night's entry
 * (`false` opens a night a season closes); given as `null` it lifts the entry's own value, so the
 * night inherits the seasons again; left out it stays as it was. `clear` deletes the entries.
 */
export interface RateChange extends Partial<Restrictions> {
  price?: RatePriceChange;
  clear?: true;
}

/**
 * The nights `from`…`to` (inclusive) on the ISO weekdays given (1 = Monday … 7 = Sunday; empty:
 * every day).
 */
export function selectedDates(from: string, to: string, weekdays: readonly number[]): string[] {
  const days = Math.max(0, nightsBetween(from, to) + 1);
  const out: string[] = [];
  for (let i = 0; i < days; i++) {
    const d = addDaysIso(from, i);
    if (!weekdays.length || weekdays.includes(isoWeekday(d))) out.push(d);
  }
  return out;
}

/** Whether an entry sets nothing (then it is deleted rather than kept). */
export function isEmptyEntry(e: RateEntry): boolean {
  return e.priceKopecks === null && RESTRICTION_FIELDS.every((f) => e[f] === null || e[f] === undefined);
}

/**
 * The night's grid entry after the change: `null` when it ends up empty (cleared, or every value
 * lifted). A percentage moves the night's price as sold now (seasons and the entry included).
 *
 * @param night - the night as sold before the change.
 * @param entry - the night's entry before the change, if any.
 */
export function changedEntry(night: RateNight, entry: RateEntry | undefined, change: RateChange): RateEntry | null {
  if (change.clear) return null;
  const next: RateEntry = { date: night.date, priceKopecks: entry?.priceKopecks ?? null };
  for (const f of RESTRICTION_FIELDS) (next as unknown as Record<string, unknown>)[f] = entry?.[f] ?? null;
  if (change.price?.mode === 'set') next.priceKopecks = change.price.kopecks;
  else if (change.price?.mode === 'percent') next.priceKopecks = movePrice(night.priceKopecks, change.price.percent);
  for (const f of RESTRICTION_FIELDS) {
    const v = change[f];
    if (v !== undefined) (next as unknown as Record<string, unknown>)[f] = v;
  }
  return isEmptyEntry(next) ? null : next;
}

/** Whether two nights are sold alike (price and every restriction). */
export function sameNight(a: RateNight, b: RateNight): boolean {
  return a.priceKopecks === b.priceKopecks && RESTRICTION_FIELDS.every((f) => (a[f] ?? null) === (b[f] ?? null));
}

/** Whether a change changes anything at all (a price, a restriction, or a clear). */
export function isRateChange(change: RateChange): boolean {
  return !!change.clear || !!change.price || RESTRICTION_FIELDS.some((f) => change[f] !== undefined);
}
