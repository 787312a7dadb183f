/**
 * Contract of the booking form's quote (docs/rules.md R5.9, R5.28–R5.32; resource bookings): the
 * stay it asks the price of, a booking's price with its discounts and tourist tax, and the answer — the price as a booking
 * made now would have it and the restrictions the stay breaks. Its endpoint is declared with the
 * bookings' (./bookings.ts `bookingsEndpoints.quote`).
 */
import { z } from 'zod';
import { MAX_GUESTS } from '../domain/bookings';
import { isoDate, kopecks } from './common';

/** A discount as applied (src/domain/stay-price.ts `AppliedDiscount`): kopecks taken off. */
export const appliedDiscount = z.object({
  kind: z.enum(['length', 'early', 'promo']),
  label: z.string(),
  percent: z.number().optional(),
  kopecks,
});

/** A stay's tourist tax (src/domain/tourist-tax.ts `StayTouristTax`; docs/rules.md R5.26). */
export const stayTouristTax = z.object({
  percent: z.number(),
  minPerNightKopecks: kopecks,
  baseKopecks: kopecks,
  guests: z.number().int(),
  exemptGuests: z.number().int(),
  kopecks,
});

/** The price at booking time (src/domain/stay-price.ts stayPrice); `touristTax` null before R5.26 or without a rate. */
export const bookingPrice = z.object({
  nights: z.number().int(),
  /** `nightly`: each night's price from the rate calendar (docs/rules.md R5.28). */
  lines: z.array(
    z.object({
      objectId: z.number().int(),
      rateKopecks: kopecks,
      amountKopecks: kopecks,
      nightly: z.array(kopecks).optional(),
    }),
  ),
  tariffAdjustmentKopecks: kopecks,
  /** Length-of-stay, early-booking and promo discounts (R5.31, R5.32); absent before them. */
  discounts: z.array(appliedDiscount).optional(),
  totalKopecks: kopecks,
  touristTax: stayTouristTax.nullable(),
});

/** GET app/v1/bookings/quote query: the booking form's stay (docs/rules.md R5.9, R5.28–R5.32). */
export const bookingQuoteQuery = z.object({
  objectIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,9}$/, 'validation.invalid')
    .describe('object ids, comma-separated'),
  checkIn: isoDate,
  checkOut: isoDate,
  adults: z.coerce.number().int().min(0).max(MAX_GUESTS),
  children: z
    .string()
    .regex(/^(\d{1,2}(,\d{1,2}){0,19})?$/, 'validation.childAge')
    .optional()
    .describe('children ages, comma-separated'),
  tariffId: z.coerce.number().int().positive().max(2_147_483_647),
  promoCode: z.string().trim().max(40).optional(),
});
export type BookingQuoteQuery = z.input<typeof bookingQuoteQuery>;

/** A restriction the stay breaks (src/domain/rates.ts `RestrictionIssue`) with its translated message. */
export const restrictionIssue = z.object({
  objectId: z.number().int(),
  code: z.enum(['stopSell', 'closedToArrival', 'closedToDeparture', 'minStay', 'maxStay']),
  date: z.string(),
  nights: z.number().int().optional(),
  message: z.string(),
});
export type RestrictionIssueDto = z.infer<typeof restrictionIssue>;

/** GET app/v1/bookings/quote: the price as the booking would be made now, and why it could not be. */
export const bookingQuote = z.object({
  price: bookingPrice.extend({
    accommodationKopecks: kopecks,
    breakfastKopecks: kopecks,
    stayKopecks: kopecks,
    discounts: z.array(appliedDiscount),
  }),
  /** The restrictions the stay breaks (empty: it may be booked). */
  issues: z.array(restrictionIssue),
  /** The promo code as entered: applied, or why not (`message`). */
  promo: z.object({ code: z.string(), applied: z.boolean(), message: z.string().nullable() }).nullable(),
});
export type BookingQuote = z.infer<typeof bookingQuote>;
