/**
 * The rate calendar in the object search (docs/rules.md R4.5, R5.28, R5.29; issue 39 point 4):
 * each candidate object's stay priced night by night with the restrictions it breaks — one
 * `objectRateNights` call (two statements) for every candidate of the query, the rest in
 * JavaScript (src/domain/stay-rate.ts) — and the messages of the restrictions that left stays out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectRateNights } from './rates';
import { restrictionMessage } from './restriction-messages';
import { stayRate, type StayRate } from '../../src/domain/stay-rate';

/**
 * The stay `checkIn`…`checkOut` of each object, by object id (docs/rules.md R5.28, R5.29).
 * @param objs - the candidates with their base price per night, kopecks.
 */
export async function stayRates(
  app: FastifyInstance,
  companyId: number,
  objs: readonly { id: number; priceKopecks: number }[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, StayRate>> {
  const nights = await objectRateNights(app.db, companyId, objs, checkIn, checkOut);
  const out = new Map<number, StayRate>();
  for (const [id, list] of nights) out.set(id, stayRate(checkIn, checkOut, list));
  return out;
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
