/**
 * A fast `tz()` for the complex's time zone (docs/rules.md R8.10; issue 41 item 1).
 *
 * dayjs's timezone plugin converts an instant with `Date#toLocaleString(…, { timeZone })` and
 * `Intl.DateTimeFormat#formatToParts` at every `tz()` call — a new formatter each time, a fraction
 * of a millisecond on a phone. antd's date pickers ask the default zone for "now" through it many
 * times per render (rc-picker's dayjs config, `getNow` → `dayjs().tz()`), which made the search
 * filters' and the booking panel's hydration long tasks. Asia/Yekaterinburg has kept one offset,
 * UTC+5, since 26 October 2014 (Federal Law of 21.07.2014 № 248-FZ; {@link HOTEL_UTC_OFFSET_HOURS}),
 * so for that zone the same value is plain arithmetic; every other zone keeps the plugin's path.
 * tests/unit/hotel-zone.test.ts checks the two agree on instants, wall clocks and both modes.
 *
 * @module
 */
import type dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { HOTEL_TIME_ZONE, HOTEL_UTC_OFFSET_HOURS, inHotelZone } from './datetime';

type TzMethod = (this: Dayjs, timezone?: string, keepLocalTime?: boolean) => Dayjs;
type WithTz = Dayjs & { $x: Record<string, unknown> };

/**
 * Replaces `dayjs.prototype.tz` (installed by the timezone plugin, whose default zone is set to
 * the complex's) with one that computes the complex's zone by its fixed offset.
 * @param d the dayjs function, after `dayjs.extend(utc)`, `dayjs.extend(timezone)` and
 *          `dayjs.tz.setDefault(HOTEL_TIME_ZONE)` (a `tz()` without a zone is then the complex's).
 * @throws Error when the timezone plugin is not installed.
 */
export function installHotelZoneFastPath(d: typeof dayjs): void {
  const proto = d.prototype as unknown as { tz?: TzMethod & { hotelFast?: true } };
  const plugin = proto.tz;
  if (!plugin) throw new Error('dayjs timezone plugin is not installed');
  if (plugin.hotelFast) return;
  const offset = HOTEL_UTC_OFFSET_HOURS * 60;
  const fast: TzMethod & { hotelFast?: true } = function (this: Dayjs, timezone, keepLocalTime) {
    const zone = timezone ?? HOTEL_TIME_ZONE;
    if (zone !== HOTEL_TIME_ZONE || !this.isValid()) return plugin.call(this, timezone, keepLocalTime);
    // As the plugin: the same instant in the zone's offset, or the same wall clock with it.
    const v = (keepLocalTime ? this.utcOffset(offset, true) : inHotelZone(this)) as WithTz;
    v.$x.$timezone = zone;
    return v;
  };
  fast.hotelFast = true;
  proto.tz = fast;
}
