/**
 * The object page's price calendar (docs/rules.md R5.28, R5.29; issue 39 point 4): one object's
 * nights with their prices, restrictions and whether they are booked
 * (GET app/v1/objects/{id}/rates). The search's pricing is server/services/search-rates.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../../errors';
import { objectRateNights } from '../../services/rates';
import { addDaysIso, nightsBetween } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import { MAX_RATE_NIGHTS } from '../../../src/domain/stay-rate';
import type { ObjectRates } from '../../../src/contracts/objects';
import { bookedNights, objectOr404 } from './repo';

/**
 * One object's nights `from`…`to` (both inclusive; default: today and the next 61 days) with
 * their price, restrictions and whether they are booked, for the object page's price calendar.
 * @throws ApiError 404 for an object not of the request's company; 422 (`to`) when `to` is before
 *   `from` or the range has more than {@link MAX_RATE_NIGHTS} nights.
 */
export async function objectRates(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  q: { from?: string; to?: string },
): Promise<ObjectRates> {
  const o = await objectOr404(app, req, id);
  const from = q.from ?? hotelToday(app.clock.now());
  const to = q.to ?? addDaysIso(from, MAX_RATE_NIGHTS - 1);
  const span = nightsBetween(from, to);
  if (span < 0) throw validationError({ to: [req.t('validation.invalid')] });
  if (span >= MAX_RATE_NIGHTS)
    throw validationError({ to: [req.t('validation.tooManyNights', { count: MAX_RATE_NIGHTS })] });
  const [nights, booked] = await Promise.all([
    objectRateNights(app.db, req.companyId, [{ id: o.id, priceKopecks: o.priceKopecks }], from, to),
    bookedNights(app, req, o.id, { from, to }),
  ]);
  return { from, to, nights: nights.get(o.id) ?? [], bookedNights: booked.bookedNights };
}
