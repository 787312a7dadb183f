/**
 * The rate calendar on the server (docs/rules.md R5.28, R5.29): the company's seasons and rules
 * and the grid's entries of some objects over a range, resolved into each night's price and
 * restrictions by src/domain/rates.ts. Two queries whatever the number of objects and nights, so
 * the search can price every object of a stay (issue 39: the search keeps ≥ 0.7× its speed with
 * 365-day calendars on every object).
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCalendar, rateRules } from '../db/schema';
import { rateNights, type RateEntry, type RateNight, type RateRule } from '../../src/domain/rates';

type Runner = Pick<Db, 'select'>;

/** The company's rules that touch nights `from`…`to` (inclusive), in their order, as the domain takes them. */
export async function companyRateRules(db: Runner, companyId: number, from: string, to: string): Promise<RateRule[]> {
  const rows = await db
    .select()
    .from(rateRules)
    .where(and(eq(rateRules.companyId, companyId), lte(rateRules.dateFrom, to), gte(rateRules.dateTo, from)))
    .orderBy(asc(rateRules.position), asc(rateRules.id));
  return rows.map((r) => ({
    from: r.dateFrom,
    to: r.dateTo,
    weekdays: r.weekdays,
    objectIds: r.objectIds,
    priceMode: r.priceMode,
    priceValue: r.priceValue,
    minStay: r.minStay,
    minStayArrival: r.minStayArrival,
    maxStay: r.maxStay,
    closedToArrival: r.closedToArrival,
    closedToDeparture: r.closedToDeparture,
    stopSell: r.stopSell,
  }));
}

/** The grid's entries of the objects over `from`…`to` (inclusive), by object id and date. */
export async function rateEntries(
  db: Runner,
  companyId: number,
  objectIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, Map<string, RateEntry>>> {
  const out = new Map<number, Map<string, RateEntry>>();
  if (!objectIds.length) return out;
  const rows = await db
    .select()
    .from(rateCalendar)
    .where(
      and(
        eq(rateCalendar.companyId, companyId),
        inArray(rateCalendar.objectId, [...objectIds]),
        gte(rateCalendar.date, from),
        lte(rateCalendar.date, to),
      ),
    );
  for (const r of rows) {
    let m = out.get(r.objectId);
    if (!m) out.set(r.objectId, (m = new Map()));
    m.set(r.date, r);
  }
  return out;
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
  const [rules, entries] = await Promise.all([
    companyRateRules(db, companyId, from, to),
    rateEntries(
      db,
      companyId,
      objs.map((o) => o.id),
      from,
      to,
    ),
  ]);
  const empty = new Map<string, RateEntry>();
  return new Map(
    objs.map((o) => [o.id, rateNights(o.id, from, to, o.priceKopecks, rules, entries.get(o.id) ?? empty)]),
  );
}
