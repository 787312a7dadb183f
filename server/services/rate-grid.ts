/**
 * The back office's rate grid on the server (docs/rules.md R5.28, R5.29): every object's nights as
 * sold over a range (price, restrictions, which nights the grid overrides, which are booked), and
 * a change over objects × nights worked out by src/domain/rate-grid.ts — previewed, or written
 * into `rate_calendar` (upserted on object and night, emptied entries deleted). A fixed number of
 * statements to read whatever the number of objects and nights; writes in chunks.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { buildings, companies, objects, rateCalendar, type Localized } from '../db/schema';
import { pick, type Lang } from '../i18n';
import { rateColumns, rateRows, ratesOf } from './rates';
import { occupiedSpansByObject } from './availability';
import { addDaysIso, isoDaysFrom, nightsBetween } from '../../src/domain/iso-days';
import {
  nightPrice,
  nightRulesOf,
  rateNightOf,
  RESTRICTION_FIELDS,
  type RateEntry,
  type RateNight,
  type Restrictions,
} from '../../src/domain/rates';
import { changedEntry, sameNight, selectedDates, type RateChange } from '../../src/domain/rate-grid';
import type {
  RateChangeResult,
  RateGrid,
  RateGridMarks,
  RateMarks,
  RateNightDto,
} from '../../src/contracts/backoffice-rates';
import type { Tx } from './payments';
import type { ObjectKind } from '../../src/domain/objects';

type Runner = Db | Tx;

/** Most changed nights a preview or a write lists (the count is always whole). */
export const CELLS_LISTED = 5000;
/** Rows per upsert statement. */
const CHUNK = 1000;

/** An object's row of the grid's statement: id, number, title, building, kind, base price (kopecks). */
type ObjectRow = [number, string, Localized, number, ObjectKind, number];

/** An object as the grid and a change need it. */
export interface GridObject {
  id: number;
  priceKopecks: number;
}

/**
 * The caller's company's objects with the given ids (repeats counted once).
 * @throws ApiError 422 under `objectIds` when an id is not one of the company's objects.
 */
export async function companyObjects(db: Runner, req: FastifyRequest, ids: readonly number[]): Promise<GridObject[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .select({ id: objects.id, priceKopecks: objects.priceKopecks })
    .from(objects)
    .where(and(eq(objects.companyId, req.companyId), inArray(objects.id, unique)));
  if (rows.length !== unique.length)
    throw new ApiError(422, req.t('validation.failed'), {
      objectIds: [req.t('backoffice-rates.errors.unknownObjects')],
    });
  return rows;
}

const marksOf = (n: RateNight): RateMarks => ({
  minStay: n.minStay,
  minStayArrival: n.minStayArrival,
  maxStay: n.maxStay,
  closedToArrival: n.closedToArrival,
  closedToDeparture: n.closedToDeparture,
  stopSell: n.stopSell,
});
/** The restrictions in force on a night, the others left out (the grid's marks); null when none is. */
function gridMarksOf(n: Restrictions): RateGridMarks | null {
  const out: Record<string, number | true> = {};
  let any = false;
  for (const f of RESTRICTION_FIELDS) {
    const v = n[f];
    if (v !== null && v !== false) {
      out[f] = v;
      any = true;
    }
  }
  return any ? (out as RateGridMarks) : null;
}
const nightDto = (n: RateNight): RateNightDto => ({ priceKopecks: n.priceKopecks, ...marksOf(n) });

/**
 * The grid of nights `from`…`to` (inclusive): the company's buildings and every object (grouped by
 * building, then kind, floor and number) with each night's price, restrictions, overrides and the
 * nights already taken (docs/rules.md R4.4).
 */
export async function rateGridOf(db: Db, companyId: number, lang: Lang, from: string, to: string): Promise<RateGrid> {
  // One statement for the buildings, the objects, the rules and the entries (JSON subqueries, no
  // row mapping), then the booked spans of those objects.
  const [row] = await db
    .select({
      buildings: sql<[number, Localized][] | null>`(select json_agg(json_build_array(id, name) order by id)
        from ${buildings} where company_id = ${companyId})`,
      objects: sql<ObjectRow[] | null>`(select json_agg(json_build_array(id, number, title, building_id, kind,
        price_kopecks) order by building_id, kind, floor, number, id) from ${objects} where company_id = ${companyId})`,
      ...rateColumns(companyId, 'all', from, to),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const objs = (row?.objects ?? []).map(([id, number, title, buildingId, kind, priceKopecks]) => ({
    id,
    number,
    title,
    buildingId,
    kind,
    priceKopecks,
  }));
  const { rules, entries } = ratesOf(row);
  const spans = await occupiedSpansByObject(
    db,
    objs.map((o) => o.id),
    from,
    addDaysIso(to, 1),
  );
  const days = nightsBetween(from, to) + 1;
  const nights = nightRulesOf(rules, isoDaysFrom(from, days));
  // Every object a night's rules do not restrict by name has the night's common marks.
  const commonMarks = nights.map((n, i) => {
    const m = gridMarksOf(n.restrictions);
    return m && { i, ...m };
  });
  return {
    from,
    to,
    buildings: (row?.buildings ?? []).map(([id, name]) => ({ id, name: pick(name, lang) })),
    objects: objs.map((o) => {
      const own = entries.get(o.id);
      const prices: number[] = [];
      const marks: RateGrid['objects'][number]['restrictions'] = [];
      const overrides: number[] = [];
      nights.forEach((night, i) => {
        const entry = own?.get(night.date);
        if (!entry && !night.restricting.has(o.id)) {
          prices.push(nightPrice(o.id, night, o.priceKopecks));
          const common = commonMarks[i];
          if (common) marks.push(common);
          return;
        }
        const n = rateNightOf(o.id, night, o.priceKopecks, entry);
        prices.push(n.priceKopecks);
        const m = gridMarksOf(n);
        if (m) marks.push({ i, ...m });
        if (entry) overrides.push(i);
      });
      const booked = new Set<number>();
      for (const s of spans.get(o.id) ?? []) {
        const a = Math.max(0, nightsBetween(from, s.checkIn));
        const b = Math.min(days, nightsBetween(from, s.checkOut));
        for (let i = a; i < b; i++) booked.add(i);
      }
      return {
        id: o.id,
        number: o.number,
        title: pick(o.title, lang),
        buildingId: o.buildingId,
        kind: o.kind,
        basePriceKopecks: o.priceKopecks,
        prices,
        restrictions: marks,
        overrides,
        booked: [...booked].sort((x, y) => x - y),
      };
    }),
  };
}

/** Whether two entries set the same values (both absent counts as the same). */
function sameEntry(a: RateEntry | null | undefined, b: RateEntry | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return (
    (a.priceKopecks ?? null) === (b.priceKopecks ?? null) &&
    RESTRICTION_FIELDS.every((f) => (a[f] ?? null) === (b[f] ?? null))
  );
}

/**
 * What a change over the objects × nights does (docs/rules.md R5.28): each picked night before and
 * after, and with `write` the grid's entries written in the caller's transaction.
 *
 * @param objs - the company's objects picked (checked by the caller).
 * @param dates - the picked nights (src/domain/rate-grid.ts `selectedDates`).
 */
export async function applyRateChange(
  db: Runner,
  companyId: number,
  objs: readonly GridObject[],
  range: { from: string; to: string; weekdays: readonly number[] },
  change: RateChange,
  write: boolean,
): Promise<RateChangeResult> {
  const dates = selectedDates(range.from, range.to, range.weekdays);
  const ids = objs.map((o) => o.id);
  const { rules, entries } = await rateRows(db, companyId, ids, range.from, range.to);
  const cells: RateChangeResult['cells'] = [];
  const upserts: (typeof rateCalendar.$inferInsert)[] = [];
  const deletes = new Map<number, string[]>();
  let changed = 0;
  const nights = nightRulesOf(rules, dates);
  for (const o of objs) {
    const own = entries.get(o.id);
    for (const night of nights) {
      const d = night.date;
      const entry = own?.get(d);
      const before = rateNightOf(o.id, night, o.priceKopecks, entry);
      const next = changedEntry(before, entry, change);
      const after = rateNightOf(o.id, night, o.priceKopecks, next ?? undefined);
      if (!sameNight(before, after)) {
        changed++;
        if (cells.length < CELLS_LISTED)
          cells.push({ objectId: o.id, date: d, before: nightDto(before), after: nightDto(after) });
      }
      if (sameEntry(entry, next)) continue;
      if (next) {
        const row: typeof rateCalendar.$inferInsert = {
          companyId,
          objectId: o.id,
          date: d,
          priceKopecks: next.priceKopecks,
        };
        for (const f of RESTRICTION_FIELDS) (row as Record<string, unknown>)[f] = next[f] ?? null;
        upserts.push(row);
      } else (deletes.get(o.id) ?? deletes.set(o.id, []).get(o.id)!).push(d);
    }
  }
  if (write) {
    for (let i = 0; i < upserts.length; i += CHUNK)
      await db
        .insert(rateCalendar)
        .values(upserts.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [rateCalendar.objectId, rateCalendar.date],
          set: {
            priceKopecks: sql`excluded.price_kopecks`,
            minStay: sql`excluded.min_stay`,
            minStayArrival: sql`excluded.min_stay_arrival`,
            maxStay: sql`excluded.max_stay`,
            closedToArrival: sql`excluded.closed_to_arrival`,
            closedToDeparture: sql`excluded.closed_to_departure`,
            stopSell: sql`excluded.stop_sell`,
            updatedAt: sql`now()`,
          },
        });
    for (const [objectId, ds] of deletes)
      await db
        .delete(rateCalendar)
        .where(
          and(
            eq(rateCalendar.companyId, companyId),
            eq(rateCalendar.objectId, objectId),
            inArray(rateCalendar.date, ds),
          ),
        );
  }
  return { nights: objs.length * dates.length, changed, cells, truncated: changed > cells.length };
}
