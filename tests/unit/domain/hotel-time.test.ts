/** The complex's wall clock on documents a person reads (docs/rules.md R8.2, R5.1, R11.8). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hotelDateTime, hotelNow, hotelToday, hotelTodayDay, hotelWallClock } from '../../../src/domain/hotel-time';

describe('hotelDateTime', () => {
  it('shows an instant as the date, then the time in the complex (UTC+5), with the zone named', () => {
    expect(hotelDateTime(new Date('2026-12-05T06:00:00Z'))).toBe('05.12.2026 11:00:00 (UTC+5)');
    expect(hotelDateTime(new Date('2026-12-31T20:30:15Z'))).toBe('01.01.2027 01:30:15 (UTC+5)');
  });
  it('refuses an invalid date', () => {
    expect(() => hotelDateTime(new Date('x'))).toThrow(RangeError);
  });
});

describe("hotelNow, hotelToday, hotelWallClock (R8.10: the complex's clock in any browser)", () => {
  afterEach(() => vi.useRealTimers());
  it("is the complex's date and wall clock when the browser's calendar shows another day", () => {
    // 22:30 in Moscow (19:30 UTC) is already 00:30 of the next day in Yekaterinburg.
    vi.useFakeTimers({ now: new Date('2026-11-27T19:30:00Z') });
    expect(hotelToday()).toBe('2026-11-28');
    expect(hotelNow().format('DD.MM.YYYY HH:mm')).toBe('28.11.2026 00:30');
    expect(hotelWallClock().format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 00:30');
    expect(hotelTodayDay().format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 00:00');
  });
});
