/**
 * A stay's price and restrictions from the rate calendar as the object search uses them
 * (docs/rules.md R4.5, R5.28, R5.29): the nights' prices summed, the price per night the filter
 * and the sort read, and the restrictions the stay breaks. Pure; amounts integer kopecks.
 *
 * @module
 */
import { formatDisplayDate, nightsBetween } from './datetime';
import { restrictionIssueKey, restrictionIssues, type RateNight, type RestrictionIssue } from './rates';

/** The most nights GET app/v1/objects/{id}/rates answers at once: two months side by side (31 + 31). */
export const MAX_RATE_NIGHTS = 62;

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

/**
 * The stay after a click on `date` in the object page's price calendar: with an arrival chosen
 * and no departure, a later day departs; any other click arrives anew.
 */
export function pickStayDay(
  stay: { checkIn?: string; checkOut?: string },
  date: string,
): { checkIn: string; checkOut?: string } {
  return stay.checkIn && !stay.checkOut && date > stay.checkIn
    ? { checkIn: stay.checkIn, checkOut: date }
    : { checkIn: date };
}

/**
 * A restriction issue as the guest reads it (docs/rules.md R5.29): the `restrictions.*` string
 * with the date as `DD.MM` (R8.2) and the nights — "From 30.12, at least 3 nights".
 * @param t - the translation function of the request (server) or of the page (browser).
 */
export function restrictionText(
  t: (key: string, options: { date: string; count: number }) => string,
  issue: RestrictionIssue,
): string {
  return t(restrictionIssueKey(issue), {
    date: formatDisplayDate(issue.date, 'short'),
    count: 'nights' in issue ? issue.nights : 0,
  });
}
