/** The rate grid's change of a night (docs/rules.md R5.28, R5.29; src/domain/rate-grid.ts). */
import { describe, expect, it } from 'vitest';
import { changedEntry, isRateChange, sameNight, selectedDates } from '../../../src/domain/rate-grid';
import { NO_RESTRICTIONS, type RateNight } from '../../../src/domain/rates';

const night = (over: Partial<RateNight> = {}): RateNight => ({
  date: '2026-12-04',
  priceKopecks: 600_000,
  ...NO_RESTRICTIONS,
  ...over,
});

describe('selectedDates', () => {
  it('lists the range inclusive, kept to the ISO weekdays given', () => {
    expect(selectedDates('2026-12-01', '2026-12-03', [])).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    // 05.12.2026 is a Saturday, 06.12 a Sunday.
    expect(selectedDates('2026-11-30', '2026-12-13', [6, 7])).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(selectedDates('2026-12-03', '2026-12-01', [])).toEqual([]);
  });
});

describe('changedEntry', () => {
  it('sets a price, or moves the price as sold by a percentage', () => {
    expect(changedEntry(night(), undefined, { price: { mode: 'set', kopecks: 500_000 } })).toMatchObject({
      priceKopecks: 500_000,
      minStay: null,
    });
    expect(changedEntry(night(), undefined, { price: { mode: 'percent', percent: -10 } })?.priceKopecks).toBe(540_000);
  });

  it('keeps what the change leaves out, lifts what it nulls, and drops an emptied entry', () => {
    const entry = { date: '2026-12-04', priceKopecks: 500_000, minStay: 3, stopSell: true };
    expect(changedEntry(night(), entry, { closedToArrival: true })).toMatchObject({
      priceKopecks: 500_000,
      minStay: 3,
      stopSell: true,
      closedToArrival: true,
    });
    expect(changedEntry(night(), { date: '2026-12-04', priceKopecks: null, minStay: 3 }, { minStay: null })).toBeNull();
    // `false` is a value: it opens a night a season closes.
    expect(changedEntry(night(), undefined, { closedToArrival: false })).toMatchObject({ closedToArrival: false });
    expect(changedEntry(night(), entry, { clear: true })).toBeNull();
  });
});

describe('sameNight and isRateChange', () => {
  it('compares price and every restriction; an empty change is none', () => {
    expect(sameNight(night(), night())).toBe(true);
    expect(sameNight(night(), night({ stopSell: true }))).toBe(false);
    expect(sameNight(night(), night({ priceKopecks: 1 }))).toBe(false);
    expect(isRateChange({})).toBe(false);
    expect(isRateChange({ minStay: null })).toBe(true);
    expect(isRateChange({ clear: true })).toBe(true);
  });
});
