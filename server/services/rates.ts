/**
 * The rate calendar on the server (docs/rules.md R5.28, R5.29): the company's seasons and rules
 * and the grid's entries of some objects over a range, resolved into each night's price and
 * restrictions by src/domain/rates.ts. One statement whatever the number of objects and nights
 * (each part a subquery answering JSON: no row mapping, no timestamps parsed), so the search can
 * price every object of a stay (issue 39: the search keeps ≥ 0.7× its speed with 365-day
 * calendars on every object; `npm run bench:api -- --rate-calendar`).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import {
  nightRulesOf,
  rateNights,
  type PriceMode,
  type RateEntry,
  type RateNight,
  type RateRule,
} from '../../src/domain/rates';
import { isoDaysFrom, nightsBetween } from '../../src/domain/iso-days';

type Runner = Pick<Db, 'select'>;

/** A restriction tuple: minStay, minStayArrival, maxStay, CTA, CTD, stop-sale. */
type RestrictionTuple = [number | null, number | null, number | null, boolean | null, boolean | null, boolean | null];
type RuleRow = [string, string, number[], number[], PriceMode | null, number | null, ...RestrictionTuple];
type EntryRow = [number, string, number | null, ...RestrictionTuple];

const RESTRICTION_SQL = sql.raw(
  'min_stay, min_stay_arrival, max_stay, closed_to_arrival, closed_to_departure, stop_sell',
);

/** SQL: the company's rules touching nights `from`…`to` as a JSON array of {@link RuleRow}, in their order. */
const rulesJson = (companyId: number, from: string, to: string): SQL =>
  sql`(select json_agg(json_build_array(date_from, date_to, weekdays, object_ids, price_mode, price_value,
      ${RESTRICTION_SQL}) order by position, id) from rate_rules
    where company_id = ${companyId} and date_from <= ${to}::date and date_to >= ${from}::date)`;

/** SQL: the grid's entries of the objects over `from`…`to` as a JSON array of {@link EntryRow} (the primary key's range scan per object). */
const entriesJson = (companyId: number, objectIds: readonly number[] | 'all', from: string, to: string): SQL =>
  sql`(select json_agg(json_build_array(object_id, date, price_kopecks, ${RESTRICTION_SQL})) from rate_calendar
    where company_id = ${companyId}${
      objectIds === 'all' ? sql`` : sql` and object_id = any(${`{${objectIds.map(Number).join(',')}}`}::int[])`
    }
      and date >= ${from}::date and date <= ${to}::date)`;

const restrictionsOf = ([
  minStay,
  minStayArrival,
  maxStay,
  closedToArrival,
  closedToDeparture,
  stopSell,
]: RestrictionTuple) => ({
  minStay,
  minStayArrival,
  maxStay,
  closedToArrival,
  closedToDeparture,
  stopSell,
});

const ruleOf = ([from, to, weekdays, objectIds, priceMode, priceValue, ...r]: RuleRow): RateRule => ({
  from,
  to,
  weekdays,
  objectIds,
  priceMode,
  priceValue,
  ...restrictionsOf(r),
});

function entriesByObject(rows: readonly EntryRow[] | null): Map<number, Map<string, RateEntry>> {
  const out = new Map<number, Map<string, RateEntry>>();
  for (const [objectId, date, priceKopecks, ...r] of rows ?? []) {
    let m = out.get(objectId);
    if (!m) out.set(objectId, (m = new Map()));
    m.set(date, { date, priceKopecks, ...restrictionsOf(r) });
  }
  return out;
}

/**
 * The columns of a statement that reads the company's rules touching nights `from`…`to` and the
 * grid's entries of `objectIds` over them (`'all'`: of every object of the company; none when null
 * or empty), each a subquery answering JSON; {@link ratesOf} reads them.
 */
export function rateColumns(companyId: number, objectIds: readonly number[] | 'all' | null, from: string, to: string) {
  return {
    rules: sql<RuleRow[] | null>`${rulesJson(companyId, from, to)}`,
    entries:
      objectIds === 'all' || objectIds?.length
        ? sql<EntryRow[] | null>`${entriesJson(companyId, objectIds, from, to)}`
        : sql<null>`null::json`,
  };
}

/** The rules (in their order) and the entries (by object id and date) {@link rateColumns} read. */
export function ratesOf(r: { rules: RuleRow[] | null; entries: EntryRow[] | null } | undefined): {
  rules: RateRule[];
  entries: Map<number, Map<string, RateEntry>>;
} {
  return { rules: (r?.rules ?? []).map(ruleOf), entries: entriesByObject(r?.entries ?? null) };
}

/** {@link rateColumns} in one statement of their own (a row of `companies` carrying both subqueries). */
export async function rateRows(
  db: Runner,
  companyId: number,
  objectIds: readonly number[] | null,
  from: string,
  to: string,
): Promise<ReturnType<typeof ratesOf>> {
  const [r] = await db
    .select(rateColumns(companyId, objectIds, from, to))
    .from(companies)
    .where(eq(companies.id, companyId));
  return ratesOf(r);
}

/**
 * Each object's nights `from`…`to` (inclusive) as sold: price and restrictions (R5.28).
 * @param objs - the objects with their base price per night, kopecks.
 * @returns by object id, the nights in date order.
 */
export async function objectRateNights(
  db: Runner,
  companyId: number,
  objs: readonly { id: number; priceKopecks: number }[],
  from: string,
  to: string,
): Promise<Map<number, RateNight[]>> {
  const { rules, entries } = await rateRows(
    db,
    companyId,
    objs.map((o) => o.id),
    from,
    to,
  );
  const empty = new Map<string, RateEntry>();
  const nights = nightRulesOf(rules, isoDaysFrom(from, nightsBetween(from, to) + 1));
  return new Map(objs.map((o) => [o.id, rateNights(o.id, nights, o.priceKopecks, entries.get(o.id) ?? empty)]));
}
