/** A stay's price and restrictions from the rate calendar in the search (docs/rules.md R4.6, R5.28, R5.29). */
import { describe, expect, it } from 'vitest';
import { pickStayDay, restrictionText, stayRate } from '../../../src/domain/stay-rate';
import { NO_RESTRICTIONS, type RateNight } from '../../../src/domain/rates';

const night = (date: string, priceKopecks: number, r: Partial<RateNight> = {}): RateNight => ({
  date,
  priceKopecks,
  ...NO_RESTRICTIONS,
  ...r,
});

describe('stayRate', () => {
  it("sums the nights' prices without the check-out day and rounds the price per night", () => {
    const nights = [night('2026-12-03', 500_000), night('2026-12-04', 600_001), night('2026-12-05', 999_999)];
    expect(stayRate('2026-12-03', '2026-12-05', nights)).toEqual({
      totalKopecks: 1_100_001,
      perNightKopecks: 550_001,
      issues: [],
    });
  });

  it('names the restrictions the stay breaks', () => {
    const nights = [night('2026-12-30', 500_000, { minStayArrival: 3 }), night('2026-12-31', 500_000)];
    expect(stayRate('2026-12-30', '2026-12-31', nights).issues).toEqual([
      { code: 'minStay', date: '2026-12-30', nights: 3 },
    ]);
  });

  it('refuses nights that do not cover the stay', () => {
    expect(() => stayRate('2026-12-03', '2026-12-05', [night('2026-12-03', 1)])).toThrow(RangeError);
    expect(() => stayRate('2026-12-03', '2026-12-03', [night('2026-12-03', 1)])).toThrow(RangeError);
    expect(() => stayRate('2026-12-03', '2026-12-04', [night('2026-12-02', 1), night('2026-12-03', 1)])).toThrow(
      RangeError,
    );
  });
});

describe('restrictionText', () => {
  it('passes the date as DD.MM and the nights to the string', () => {
    const calls: unknown[] = [];
    const t = (key: string, o: { date: string; count: number }) => (
      calls.push([key, o]),
      `${key} ${o.date} ${o.count}`
    );
    expect(restrictionText(t, { code: 'minStay', date: '2026-12-30', nights: 3 })).toBe('restrictions.minStay 30.12 3');
    expect(restrictionText(t, { code: 'closedToArrival', date: '2026-12-31' })).toBe(
      'restrictions.closedToArrival 31.12 0',
    );
  });
});

describe('pickStayDay', () => {
  it('arrives on the first click, departs on a later one, starts again otherwise', () => {
    expect(pickStayDay({}, '2026-12-07')).toEqual({ checkIn: '2026-12-07' });
    expect(pickStayDay({ checkIn: '2026-12-07' }, '2026-12-09')).toEqual({
      checkIn: '2026-12-07',
      checkOut: '2026-12-09',
    });
    expect(pickStayDay({ checkIn: '2026-12-07' }, '2026-12-07')).toEqual({ checkIn: '2026-12-07' });
    expect(pickStayDay({ checkIn: '2026-12-07' }, '2026-12-05')).toEqual({ checkIn: '2026-12-05' });
    expect(pickStayDay({ checkIn: '2026-12-07', checkOut: '2026-12-09' }, '2026-12-20')).toEqual({
      checkIn: '2026-12-20',
    });
  });
});
