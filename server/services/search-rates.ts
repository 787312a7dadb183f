/**
 * The rate calendar in the object search (docs/rules.md R4.5, R5.28, R5.29; issue 39 point 4):
 * every object's stay priced night by night with the restrictions it breaks — one
 * `objectRateNights` call (one statement) for all objects of the company, the rest in JavaScript
 * (src/domain/stay-rate.ts), reused for a few seconds by the searches of the same stay — and the
 * messages of the restrictions that left stays out.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { objectRateNights } from './rates';
import { restrictionMessage } from './restriction-messages';
import { stayRate, type StayRate } from '../../src/domain/stay-rate';

/** How long the priced stays of a company and a stay are reused (ms): as long as the search's catalogue. */
export const SEARCH_RATES_TTL_MS = 5_000;
/** How many stays a database's cache keeps before it drops the expired ones (then the oldest). */
const MAX_CACHED_STAYS = 500;

const caches = new WeakMap<Db, Map<string, { at: number; rates: Promise<Map<number, StayRate>> }>>();

/**
 * The stay `checkIn`…`checkOut` of each of the company's objects `objs`, by object id
 * (docs/rules.md R5.28, R5.29): priced by one `objectRateNights` call, then reused for
 * {@link SEARCH_RATES_TTL_MS} by every search of the same company and stay, like the catalogue
 * (docs/architecture.md § The server) — so a grid edit shows in the search within that time (at once
 * in this process after {@link rateCalendarChanged}); the booking's quote and the booking itself
 * always read the calendar live (server/services/stay-quote.ts).
 * @param objs - every object the search may offer (the catalogue), with its base price per night, kopecks.
 */
export function stayRates(
  db: Db,
  companyId: number,
  objs: readonly { id: number; priceKopecks: number }[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, StayRate>> {
  let byStay = caches.get(db);
  if (!byStay) caches.set(db, (byStay = new Map()));
  const key = `${companyId}|${checkIn}|${checkOut}`;
  const now = Date.now();
  const hit = byStay.get(key);
  if (hit && now - hit.at < SEARCH_RATES_TTL_MS) return hit.rates;
  if (byStay.size >= MAX_CACHED_STAYS) {
    for (const [k, v] of byStay) if (now - v.at >= SEARCH_RATES_TTL_MS) byStay.delete(k);
    for (const k of byStay.keys()) {
      if (byStay.size < MAX_CACHED_STAYS) break;
      byStay.delete(k);
    }
  }
  const rates = objectRateNights(db, companyId, objs, checkIn, checkOut).then((nights) => {
    const out = new Map<number, StayRate>();
    for (const [id, list] of nights) out.set(id, stayRate(checkIn, checkOut, list));
    return out;
  });
  const cached = byStay;
  cached.set(key, { at: now, rates });
  rates.catch(() => cached.delete(key));
  return rates;
}

/**
 * Forgets this process's priced stays of a database (every company): call after writing the rate
 * calendar (rules, the grid's entries), so this process's search shows the change at once.
 */
export function rateCalendarChanged(db: Db): void {
  caches.get(db)?.clear();
}

/**
 * The distinct messages of the restrictions that left `rates`' stays out, in the request's
 * language, in the order first met ("From 30.12, at least 3 nights").
 */
export function leftOutMessages(req: Pick<FastifyRequest, 't'>, rates: Iterable<StayRate>): string[] {
  const seen = new Set<string>();
  for (const r of rates) for (const i of r.issues) seen.add(restrictionMessage(req, i));
  return [...seen];
}
