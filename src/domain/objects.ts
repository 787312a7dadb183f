/**
 * Kinds of rentable object (docs/rules.md R4.1): apartments, offices, meeting rooms and the conference
 * hall. Shared by the SPA and the server (server/db/schema/ has the same list).
 *
 * @module
 */
export const OBJECT_KINDS = ['apartment', 'office', 'meeting_room', 'conference_hall'] as const;
/** A kind of rentable object. */
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/**
 * The unit a kind is priced and booked in, as the search, the object page and /office say it
 * (issue 14 item 21): meeting rooms and the conference hall by the day, the rest by the night.
 * The amount is the same `pricePerNightKopecks` (one date step of a booking).
 */
export function priceUnit(kind: string): 'night' | 'day' {
  return kind === 'meeting_room' || kind === 'conference_hall' ? 'day' : 'night';
}

/** i18n keys of a kind's price per unit and total for a stay ({@link priceUnit}). */
export function priceKeys(kind: string): { per: string; total: string } {
  return priceUnit(kind) === 'day'
    ? { per: 'search.perDay', total: 'search.totalForDays' }
    : { per: 'search.perNight', total: 'search.totalFor' };
}
