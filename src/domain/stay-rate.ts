/**
 * A stay's price and restrictions from the rate calendar as the object search uses them
 * (docs/rules.md R4.5, R5.28, R5.29): the nights' prices summed, the price per night the filter
 * and the sort read, and the restrictions the stay breaks. Pure; amounts integer kopecks.
 *
 * @module
 */
import { nightsBetween } from './datetime';
import { restrictionIssues, type RateNight, type RestrictionIssue } from './rates';

/** What a stay costs and whether it may be sold. */
export interface StayRate {
  /** The nights' prices summed (the base tariff: no breakfast, no discount, no tourist tax), kopecks. */
  totalKopecks: number;
  /** `totalKopecks ÷ nights`, rounded to the kopeck (halves up). */
  perNightKopecks: number;
  /** The restrictions the stay breaks; empty when it may be sold. */
  issues: RestrictionIssue[];
}

/**
 * The stay `checkIn`…`checkOut` (departure day exclusive) of one object.
 * @param nights - the object's nights from check-in through check-out in date order
 *   (server/services/rates.ts `objectRateNights`); the check-out day's entry only carries its CTD.
 * @throws RangeError when the stay has no night or `nights` does not cover it.
 */
export function stayRate(checkIn: string, checkOut: string, nights: readonly RateNight[]): StayRate {
  const n = nightsBetween(checkIn, checkOut);
  if (n <= 0 || nights.length < n || nights[0]?.date !== checkIn)
    throw new RangeError(`The nights do not cover ${checkIn}…${checkOut}`);
  let total = 0;
  for (let i = 0; i < n; i++) total += nights[i].priceKopecks;
  return {
    totalKopecks: total,
    perNightKopecks: Math.round(total / n),
    issues: restrictionIssues(checkIn, checkOut, nights),
  };
}
