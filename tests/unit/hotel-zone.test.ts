/**
 * The complex's zone by its fixed offset (src/domain/hotel-zone.ts) gives what dayjs's timezone
 * plugin gives — the instant, the wall clock, the offset, `startOf('day')` — for instants around the
 * year and the day's edges, with and without keeping the local time, in browsers of four zones.
 */
import { afterAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { installHotelZoneFastPath } from '../../src/domain/hotel-zone';
import { HOTEL_TIME_ZONE } from '../../src/domain/datetime';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(HOTEL_TIME_ZONE);
type Tz = (this: unknown, zone?: string, keep?: boolean) => dayjs.Dayjs;
const proto = dayjs.prototype as unknown as { tz: Tz };
const plugin = proto.tz;
installHotelZoneFastPath(dayjs);
const fast = proto.tz;
const savedTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = savedTz;
});

const INSTANTS = [
  '2026-01-01T00:00:00Z',
  '2026-03-29T18:59:59Z',
  '2026-03-29T19:00:00Z',
  '2026-06-15T12:34:56.789Z',
  '2026-10-25T22:30:00Z',
  '2026-12-31T19:00:00Z',
  '2027-07-01T04:05:06Z',
];
const facts = (v: dayjs.Dayjs) => ({
  at: v.valueOf(),
  wall: v.format('YYYY-MM-DD HH:mm:ss.SSS'),
  offset: v.utcOffset(),
  day: v.startOf('day').format('YYYY-MM-DD HH:mm Z'),
});

describe('the complex zone’s fast tz()', () => {
  for (const zone of ['UTC', 'Europe/Moscow', 'America/New_York', 'Asia/Yekaterinburg'])
    it(`agrees with the timezone plugin in a browser in ${zone}`, () => {
      process.env.TZ = zone;
      for (const iso of INSTANTS)
        for (const keep of [false, true]) {
          const local = dayjs(iso);
          expect(facts(fast.call(local, undefined, keep)), `${iso} keep=${keep}`).toEqual(
            facts(plugin.call(local, undefined, keep)),
          );
          expect(facts(fast.call(local, HOTEL_TIME_ZONE, keep))).toEqual(
            facts(plugin.call(local, HOTEL_TIME_ZONE, keep)),
          );
        }
      // Another zone still goes through the plugin.
      expect(fast.call(dayjs(INSTANTS[3]), 'Europe/Moscow').format('HH:mm')).toBe('15:34');
    });

  it('installs once and refuses a dayjs without the plugin', () => {
    installHotelZoneFastPath(dayjs);
    expect(proto.tz).toBe(fast);
    const bare = Object.assign(() => undefined, { prototype: {} }) as unknown as typeof dayjs;
    expect(() => installHotelZoneFastPath(bare)).toThrow(/timezone plugin/);
  });
});
