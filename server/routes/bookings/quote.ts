/**
 * GET app/v1/bookings/quote (docs/rules.md R5.9, R5.28–R5.32): the price of a stay as a booking
 * made now would have it — each night from the rate calendar, the tariff, the discounts, the promo
 * code and the tourist tax — with the restrictions it breaks, each with its translated message,
 * so the booking form shows the server's one price and says what would work.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationError, type FieldErrors } from '../../errors';
import { guestCount } from '../../../src/domain/bookings';
import { nightsBetween } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import type { bookingQuoteQuery, BookingQuote } from '../../../src/contracts/bookings';
import { quoteStay } from '../../services/stay-quote';
import { restrictionMessage } from '../../services/restriction-messages';
import { promoDiscount, promoGuestKeys } from '../../services/promo-codes';
import { normalizePromoCode } from '../../../src/domain/promo-codes';
import { checkStay } from './create';

type Query = z.infer<typeof bookingQuoteQuery>;

/** Numbers of a comma-separated list (`"5,0"`), empty for nothing. */
const numbers = (s: string | undefined) => (s ? s.split(',').map(Number) : []);

/**
 * Quotes the stay of the query.
 * @throws ApiError 422 with the rules' messages per field (dates, guests, objects, tariff).
 */
export async function quoteBooking(app: FastifyInstance, req: FastifyRequest, q: Query): Promise<BookingQuote> {
  const errors: FieldErrors = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  const guests = { adults: q.adults, children: numbers(q.children) };
  const { objs, tariff } = await checkStay(
    app,
    req,
    { objectIds: numbers(q.objectIds), checkIn: q.checkIn, checkOut: q.checkOut, guests, tariffId: q.tariffId },
    add,
  );
  if (Object.keys(errors).length || !tariff) throw validationError(errors);
  const today = hotelToday(app.clock.now());
  const promoCode = q.promoCode ? normalizePromoCode(q.promoCode) : '';
  // The per-guest limit is known here for a signed-in booker; an anonymous one's phone is checked
  // by the booking itself (server/routes/bookings/create.ts).
  const promo = promoCode
    ? await promoDiscount(app.db, req, {
        code: promoCode,
        tariffId: tariff.id,
        objectIds: objs.map((o) => o.id),
        checkIn: q.checkIn,
        checkOut: q.checkOut,
        today,
        now: app.clock.now(),
        guestKeys: await promoGuestKeys(app.db, req.companyId, { user: req.user }),
      })
    : null;
  const { price, issues } = await quoteStay(app.db, {
    companyId: req.companyId,
    objects: objs,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    guests: guestCount(guests),
    tariff,
    today,
    locale: req.lang,
    promo: promo && 'discount' in promo ? promo.discount : null,
  });
  return {
    price: {
      ...price,
      nights: nightsBetween(q.checkIn, q.checkOut),
      lines: price.lines.map((l) => ({ ...l, objectId: Number(l.objectId) })),
    },
    issues: issues.map(({ objectId, issue }) => ({ objectId, ...issue, message: restrictionMessage(req, issue) })),
    promo: promoCode
      ? {
          code: promoCode,
          applied: !!promo && 'discount' in promo,
          message: promo && 'error' in promo ? promo.error : null,
        }
      : null,
  };
}
