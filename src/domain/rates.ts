/**
 * The rate calendar (docs/rules.md R5.28, R5.29): every object's price and restrictions per night,
 * as TravelLine and Bnovo sell — a base price (the object's `priceKopecks`), seasons and rules
 * that change it over a date range on some weekdays ("Fri–Sat in December +20 %"), and the
 * manager's entries per object and night on the back office's grid, which win over the rules.
 *
 * Restrictions are the channel managers' standard ones:
 * - **MinLOS** (`minStay`, minimum stay through): a stay that includes the night lasts at least
 *   so many nights;
 * - **MinLOS on arrival** (`minStayArrival`): a stay that arrives that day lasts at least so many;
 * - **MaxLOS** (`maxStay`): a stay that arrives that day lasts at most so many;
 * - **CTA** (`closedToArrival`): no arrival that day; **CTD** (`closedToDeparture`): no departure;
 * - **stop-sale** (`stopSell`): the night is not sold at all.
 *
 * Pure: no I/O; dates are `YYYY-MM-DD` in the complex's time, amounts integer kopecks.
 *
 * @module
 */
import { addDaysIso, nightsBetween } from './datetime';
import { isoWeekday } from './iso-days';

/** The restriction fields of a night, each unset (`null`) where nothing restricts. */
export interface Restrictions {
  /** MinLOS through the night, nights. */
  minStay: number | null;
  /** MinLOS when arriving that day, nights. */
  minStayArrival: number | null;
  /** MaxLOS when arriving that day, nights. */
  maxStay: number | null;
  /** CTA: closed to arrival. */
  closedToArrival: boolean | null;
  /** CTD: closed to departure. */
  closedToDeparture: boolean | null;
  /** Stop-sale: the night is not for sale. */
  stopSell: boolean | null;
}

/** The restriction fields' names, in the order the grid shows them. */
export const RESTRICTION_FIELDS = [
  'minStay',
  'minStayArrival',
  'maxStay',
  'closedToArrival',
  'closedToDeparture',
  'stopSell',
] as const satisfies readonly (keyof Restrictions)[];

/** How a rule changes the price: sets it (kopecks) or moves it by a percentage (−90…+500). */
export type PriceMode = 'set' | 'percent';

/**
 * A season or rule (the `rate_rules` rows): over nights `from`…`to` (both inclusive), on the
 * ISO weekdays listed (1 = Monday … 7 = Sunday; empty: every day), for the objects listed
 * (empty: every object), it changes the price and sets restrictions. Rules apply in their order;
 * a later one overrides an earlier one's restriction and works on its price.
 */
export interface RateRule extends Partial<Restrictions> {
  from: string;
  to: string;
  weekdays: readonly number[];
  objectIds: readonly number[];
  priceMode: PriceMode | null;
  /** Kopecks for `set`, percent for `percent` (20 = +20 %). */
  priceValue: number | null;
}

/** A manager's entry for one object and night (the `rate_calendar` rows): unset fields inherit. */
export interface RateEntry extends Partial<Restrictions> {
  date: string;
  /** The night's price, kopecks; `null` inherits the rules' price. */
  priceKopecks: number | null;
}

/** One night of an object's rate calendar as sold: its price and the restrictions in force. */
export interface RateNight extends Restrictions {
  date: string;
  /** Kopecks. */
  priceKopecks: number;
}

/** The restrictions of a night nothing restricts. */
export const NO_RESTRICTIONS: Restrictions = {
  minStay: null,
  minStayArrival: null,
  maxStay: null,
  closedToArrival: null,
  closedToDeparture: null,
  stopSell: null,
};

/** A price moved by a percentage, rounded to the kopeck (halves up). */
export function movePrice(kopecks: number, percent: number): number {
  return Math.max(0, Math.round((kopecks * (100 + percent)) / 100));
}

/** Whether a rule covers a night by its dates and weekdays (`weekday` ISO, of `date`). */
function coversNight(rule: RateRule, date: string, weekday: number): boolean {
  return date >= rule.from && date <= rule.to && (rule.weekdays.length === 0 || rule.weekdays.includes(weekday));
}

/** Copies the set (non-null, defined) restriction fields of `from` onto `to`. */
function overlay(to: Restrictions, from: Partial<Restrictions>): void {
  for (const f of RESTRICTION_FIELDS) {
    const v = from[f];
    if (v !== null && v !== undefined) (to as unknown as Record<string, unknown>)[f] = v;
  }
}

/** A rule with the objects it lists as a set (null: it covers every object). */
interface NightRule {
  rule: RateRule;
  objects: ReadonlySet<number> | null;
  /** It sets at least one restriction. */
  restricts: boolean;
}

/**
 * A night of a range with the rules that cover it by date and weekday, in their order — worked out
 * once for every object priced over the range ({@link nightRulesOf}), so that an object's night only
 * looks the object up in the rules' object lists.
 */
export interface NightRules {
  date: string;
  /** The rules covering the night's date and weekday. */
  rules: readonly NightRule[];
  /** The restrictions the night's rules that list no object set: every object's but for `restricting`. */
  restrictions: Restrictions;
  /** The objects a rule of the night lists and restricts: their restrictions are their own. */
  restricting: ReadonlySet<number>;
}

/**
 * The nights of `dates` with the rules covering each (docs/rules.md R5.28), for
 * {@link rateNightOf}: a rule's dates and weekdays are checked once per night, not per object.
 */
export function nightRulesOf(rules: readonly RateRule[], dates: readonly string[]): NightRules[] {
  const all = rules.map((rule): NightRule => ({
    rule,
    objects: rule.objectIds.length ? new Set(rule.objectIds) : null,
    restricts: RESTRICTION_FIELDS.some((f) => rule[f] !== null && rule[f] !== undefined),
  }));
  return dates.map((date) => {
    const weekday = isoWeekday(date);
    const covering = all.filter((r) => coversNight(r.rule, date, weekday));
    const restrictions = { ...NO_RESTRICTIONS };
    const restricting = new Set<number>();
    for (const r of covering)
      if (!r.objects) overlay(restrictions, r.rule);
      else if (r.restricts) for (const id of r.objects) restricting.add(id);
    return { date, rules: covering, restrictions, restricting };
  });
}

/**
 * An object's price of a night by the rules alone, kopecks: the base price moved by each rule of
 * the night that covers the object, in order (a `set` replaces it, a `percent` moves it).
 */
export function nightPrice(objectId: number, night: NightRules, basePriceKopecks: number): number {
  let price = basePriceKopecks;
  for (const { rule, objects } of night.rules) {
    if (rule.priceValue === null || (objects && !objects.has(objectId))) continue;
    if (rule.priceMode === 'set') price = rule.priceValue;
    else if (rule.priceMode === 'percent') price = movePrice(price, rule.priceValue);
  }
  return price;
}

/**
 * One object's night as sold (docs/rules.md R5.28): the base price, moved by every rule that
 * covers it in order, then the manager's entry for the night, which wins.
 *
 * @param night - the night and its rules ({@link nightRulesOf}).
 * @param basePriceKopecks - the object's price per night, kopecks.
 * @param entry - the grid's entry of the night, if any.
 */
export function rateNightOf(
  objectId: number,
  night: NightRules,
  basePriceKopecks: number,
  entry?: RateEntry,
): RateNight {
  const own = night.restricting.has(objectId);
  const out: RateNight = {
    date: night.date,
    priceKopecks: nightPrice(objectId, night, basePriceKopecks),
    ...(own ? NO_RESTRICTIONS : night.restrictions),
  };
  if (own) for (const { rule, objects } of night.rules) if (!objects || objects.has(objectId)) overlay(out, rule);
  if (entry) {
    if (entry.priceKopecks !== null) out.priceKopecks = entry.priceKopecks;
    overlay(out, entry);
  }
  return out;
}

/**
 * One object's night as sold ({@link rateNightOf} for a single night).
 * @param rules - the company's rules in their order (any that do not cover the night are skipped).
 */
export function rateNight(
  objectId: number,
  date: string,
  basePriceKopecks: number,
  rules: readonly RateRule[],
  entry?: RateEntry,
): RateNight {
  return rateNightOf(objectId, nightRulesOf(rules, [date])[0]!, basePriceKopecks, entry);
}

/**
 * An object's nights as sold, one per night of `nights` ({@link nightRulesOf}).
 * @param entries - the object's grid entries by date.
 */
export function rateNights(
  objectId: number,
  nights: readonly NightRules[],
  basePriceKopecks: number,
  entries: ReadonlyMap<string, RateEntry>,
): RateNight[] {
  return nights.map((n) => rateNightOf(objectId, n, basePriceKopecks, entries.get(n.date)));
}

/** Why a stay breaks a restriction, with what would work (docs/rules.md R5.29). */
export type RestrictionIssue =
  | { code: 'stopSell'; date: string }
  | { code: 'closedToArrival'; date: string }
  | { code: 'closedToDeparture'; date: string }
  | { code: 'minStay'; date: string; nights: number }
  | { code: 'maxStay'; date: string; nights: number };

/**
 * The restrictions a stay breaks (docs/rules.md R5.29), each with the date and figure the
 * message names: stop-sale on a night; CTA on the arrival day; CTD on the departure day; MinLOS
 * (the largest of the nights' minimum stays and the arrival's minimum stay on arrival); MaxLOS of
 * the arrival day. An empty list: the stay may be sold.
 *
 * @param nights - the object's nights from check-in through check-out (the check-out day's
 *   entry carries its CTD); a night missing from the list restricts nothing.
 */
export function restrictionIssues(checkIn: string, checkOut: string, nights: readonly RateNight[]): RestrictionIssue[] {
  const byDate = new Map(nights.map((n) => [n.date, n]));
  const length = nightsBetween(checkIn, checkOut);
  if (length <= 0) return [];
  const issues: RestrictionIssue[] = [];
  const arrival = byDate.get(checkIn);
  for (let i = 0; i < length; i++) {
    const n = byDate.get(addDaysIso(checkIn, i));
    if (n?.stopSell) {
      issues.push({ code: 'stopSell', date: n.date });
      break;
    }
  }
  if (arrival?.closedToArrival) issues.push({ code: 'closedToArrival', date: checkIn });
  if (byDate.get(checkOut)?.closedToDeparture) issues.push({ code: 'closedToDeparture', date: checkOut });
  let min: { date: string; nights: number } | null = null;
  if (arrival?.minStayArrival && arrival.minStayArrival > length)
    min = { date: checkIn, nights: arrival.minStayArrival };
  for (let i = 0; i < length; i++) {
    const n = byDate.get(addDaysIso(checkIn, i));
    if (n?.minStay && n.minStay > length && (!min || n.minStay > min.nights)) min = { date: n.date, nights: n.minStay };
  }
  if (min) issues.push({ code: 'minStay', ...min });
  if (arrival?.maxStay && arrival.maxStay < length)
    issues.push({ code: 'maxStay', date: checkIn, nights: arrival.maxStay });
  return issues;
}

/** The i18next key of a restriction issue (`restrictions.*` in the shell's strings). */
export function restrictionIssueKey(issue: RestrictionIssue): string {
  return `restrictions.${issue.code}`;
}
