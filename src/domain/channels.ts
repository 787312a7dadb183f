/**
 * Calendar sync with booking sites (docs/rules.md R18): the shared names and bounds of the export
 * feed, the channels' feeds and their conflicts, used by the contract, the server and the back
 * office. Pure: no React, no Node.
 */

/** The longest channel name a manager may give a feed ("Booking.com", "Яндекс Путешествия"), characters. */
export const CHANNEL_NAME_MAX = 40;
/** The longest feed URL, characters (booking sites' export links are well under 500). */
export const FEED_URL_MAX = 2000;
/** The longest note on an acknowledged conflict, characters. */
export const CONFLICT_NOTE_MAX = 500;

/** How far back and ahead the export lists spans, days from the complex's today (docs/rules.md R18.1). */
export const EXPORT_DAYS_BACK = 30;
export const EXPORT_DAYS_AHEAD = 730;
/** Imported spans are kept from the complex's today up to this many days ahead (docs/rules.md R18.3). */
export const IMPORT_DAYS_AHEAD = 730;

/** Why the last fetch of a feed failed (docs/rules.md R18.4, R18.6); `backoffice-channels.errors.*` names each. */
export const FEED_ERRORS = [
  'url',
  'address',
  'dns',
  'network',
  'timeout',
  'status',
  'redirects',
  'tooLarge',
  'tooMany',
  'parse',
] as const;
export type FeedError = (typeof FEED_ERRORS)[number];

/** What an imported span can collide with (docs/rules.md R18.5): the engine's own sources. */
export const CONFLICT_KINDS = ['booking', 'owner_stay', 'lease', 'termination'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

/**
 * The path of an object's export feed (docs/rules.md R18.1, R18.2): `/ical/{objectId}-{token}.ics`;
 * with `excludeFeedId`, the link for that channel, which leaves out the spans imported from it.
 */
export function exportPath(objectId: number, token: string, excludeFeedId?: number): string {
  return `/ical/${objectId}-${token}.ics${excludeFeedId ? `?exclude=${excludeFeedId}` : ''}`;
}

/**
 * Bar colours of imported spans on the occupancy chart (docs/rules.md R18.7), one per channel
 * name; white text on each keeps WCAG AA (≥ 4.5:1). Distinct from the booking states' colours.
 */
export const CHANNEL_COLORS = ['#1d4f91', '#7a3e9d', '#a0302b', '#0f6e73', '#5b4a14', '#8a3b6e'] as const;

/** The colour of channel `name` (case and spaces ignored), stable across screens and reloads. */
export function channelColor(name: string): string {
  const key = name.trim().toLowerCase();
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return CHANNEL_COLORS[h % CHANNEL_COLORS.length];
}
