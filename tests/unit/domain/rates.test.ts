import { describe, expect, it } from 'vitest';
import { nightRulesOf, rateNight, rateNights, restrictionIssues, type RateRule } from '../../../src/domain/rates';
import { isoDaysFrom, isoWeekday, nightsBetween } from '../../../src/domain/iso-days';
import { stayPrice } from '../../../src/domain/stay-price';

const rule = (r: Partial<RateRule>): RateRule => ({
  from: '2026-12-01',
  to: '2026-12-31',
  weekdays: [],
  objectIds: [],
  priceMode: null,
  priceValue: null,
  ...r,
});

describe('the rate calendar (docs/rules.md R5.28)', () => {
  it('knows the ISO weekday', () => {
    expect(isoWeekday('2026-12-04')).toBe(5);
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(isoWeekday('1970-01-01')).toBe(4);
  });

  it('moves Friday and Saturday nights of December by +20 % and leaves the rest at the base price', () => {
    const season = [rule({ weekdays: [5, 6], priceMode: 'percent', priceValue: 20 })];
    const nights = rateNights(1, nightRulesOf(season, isoDaysFrom('2026-12-03', 4)), 500_000, new Map());
    expect(nights.map((n) => n.priceKopecks)).toEqual([500_000, 600_000, 600_000, 500_000]);
    expect(rateNight(1, '2026-11-27', 500_000, season).priceKopecks).toBe(500_000);
  });

  it('applies rules in order and lets the grid entry win, object by object', () => {
    const rules = [
      rule({ priceMode: 'set', priceValue: 400_000, objectIds: [2] }),
      rule({ priceMode: 'percent', priceValue: -10, minStay: 2 }),
    ];
    expect(rateNight(2, '2026-12-10', 500_000, rules).priceKopecks).toBe(360_000);
    expect(rateNight(1, '2026-12-10', 500_000, rules).priceKopecks).toBe(450_000);
    const entry = { date: '2026-12-10', priceKopecks: 700_000, minStay: 1 };
    expect(rateNight(1, '2026-12-10', 500_000, rules, entry)).toMatchObject({ priceKopecks: 700_000, minStay: 1 });
    expect(rateNight(1, '2026-12-10', 500_000, rules, { date: '2026-12-10', priceKopecks: null })).toMatchObject({
      priceKopecks: 450_000,
      minStay: 2,
    });
  });
});

describe("a night's rules worked out once for every object (nightRulesOf)", () => {
  const rules = [
    rule({ closedToArrival: true, minStay: 2 }),
    rule({ objectIds: [2], minStay: 5, priceMode: 'set', priceValue: 300_000 }),
    rule({ weekdays: [5], minStay: 3 }),
    rule({ objectIds: [3], priceMode: 'percent', priceValue: 10 }),
  ];
  const [thu, fri] = nightRulesOf(rules, ['2026-12-03', '2026-12-04']);

  it('keeps for each night only the rules whose dates and weekdays cover it', () => {
    expect(thu!.rules).toHaveLength(3);
    expect(fri!.rules).toHaveLength(4);
  });

  it('names the objects a rule of the night restricts; a price-only rule does not make them its own', () => {
    expect([...fri!.restricting]).toEqual([2]);
    expect(fri!.restrictions).toMatchObject({ closedToArrival: true, minStay: 3 });
  });

  it('gives every object the night a rule-by-rule reading gives, a later rule winning', () => {
    // Object 2 on Friday: its own MinLOS 5 is overridden by the later Friday rule's 3; on Thursday it stays.
    expect(rateNight(2, '2026-12-04', 500_000, rules)).toMatchObject({ priceKopecks: 300_000, minStay: 3 });
    expect(rateNights(2, [thu!, fri!], 500_000, new Map()).map((n) => n.minStay)).toEqual([5, 3]);
    // Object 3 is named only by a price rule: the night's common restrictions, its own price.
    expect(rateNights(3, [thu!, fri!], 500_000, new Map())).toMatchObject([
      { priceKopecks: 550_000, minStay: 2, closedToArrival: true },
      { priceKopecks: 550_000, minStay: 3, closedToArrival: true },
    ]);
    expect(rateNights(1, [fri!], 500_000, new Map())[0]).toMatchObject({ priceKopecks: 500_000, minStay: 3 });
  });
});

describe('restrictions (docs/rules.md R5.29)', () => {
  const ny = [
    rule({ from: '2026-12-30', to: '2027-01-02', minStayArrival: 3 }),
    rule({ from: '2026-12-31', to: '2026-12-31', closedToArrival: true }),
    rule({ from: '2027-01-05', to: '2027-01-05', closedToDeparture: true }),
    rule({ from: '2027-01-10', to: '2027-01-10', stopSell: true }),
    rule({ from: '2027-01-20', to: '2027-01-20', maxStay: 2 }),
    rule({ from: '2027-01-25', to: '2027-01-26', minStay: 4 }),
  ];
  const issues = (a: string, b: string) =>
    restrictionIssues(a, b, rateNights(1, nightRulesOf(ny, isoDaysFrom(a, nightsBetween(a, b) + 1)), 100, new Map()));

  it('says the minimum stay on arrival', () => {
    expect(issues('2026-12-30', '2026-12-31')).toEqual([{ code: 'minStay', date: '2026-12-30', nights: 3 }]);
    expect(issues('2026-12-30', '2027-01-02')).toEqual([]);
    expect(issues('2026-12-29', '2026-12-31')).toEqual([]);
  });
  it('closes arrival and departure days and stop-sale nights', () => {
    expect(issues('2026-12-31', '2027-01-03')).toEqual([{ code: 'closedToArrival', date: '2026-12-31' }]);
    expect(issues('2027-01-03', '2027-01-05')).toEqual([{ code: 'closedToDeparture', date: '2027-01-05' }]);
    expect(issues('2027-01-09', '2027-01-12')).toEqual([{ code: 'stopSell', date: '2027-01-10' }]);
    expect(issues('2027-01-08', '2027-01-10')).toEqual([]);
  });
  it('holds MinLOS through a night and MaxLOS on arrival', () => {
    expect(issues('2027-01-24', '2027-01-26')).toEqual([{ code: 'minStay', date: '2027-01-25', nights: 4 }]);
    expect(issues('2027-01-24', '2027-01-28')).toEqual([]);
    expect(issues('2027-01-20', '2027-01-23')).toEqual([{ code: 'maxStay', date: '2027-01-20', nights: 2 }]);
    expect(issues('2027-01-19', '2027-01-23')).toEqual([]);
  });
});

describe('a stay priced by the night with discounts (docs/rules.md R5.9, R5.31, R5.32)', () => {
  const base = {
    nights: 3,
    objects: [{ id: 1, pricePerNightKopecks: 500_000, nightlyKopecks: [500_000, 600_000, 600_000] }],
    guests: 2,
    checkOut: '2026-12-06',
    touristTaxRates: [{ year: 2026, percent: 2, minPerNightKopecks: 10_000 }],
  };
  it('sums the nights and averages the rate', () => {
    const p = stayPrice(base);
    expect(p.lines[0]).toMatchObject({
      amountKopecks: 1_700_000,
      rateKopecks: 566_667,
      nightly: [500_000, 600_000, 600_000],
    });
    expect(p.touristTax?.kopecks).toBe(34_000);
    expect(p.totalKopecks).toBe(1_734_000);
  });
  it('takes discounts in order off the accommodation, not off breakfast, and taxes what is left', () => {
    const p = stayPrice({
      ...base,
      perGuestNightKopecks: 65_000,
      discounts: [
        { kind: 'length', label: '7+', percent: 10 },
        { kind: 'promo', label: 'X', kopecks: 30_000 },
      ],
    });
    expect(p.discounts.map((d) => d.kopecks)).toEqual([170_000, 30_000]);
    expect(p.accommodationKopecks).toBe(1_500_000);
    expect(p.breakfastKopecks).toBe(390_000);
    expect(p.touristTax?.baseKopecks).toBe(1_500_000);
    expect(p.totalKopecks).toBe(1_500_000 + 390_000 + 30_000);
  });
  it('caps a sum at what is left and refuses nights that do not match', () => {
    expect(
      stayPrice({ ...base, discounts: [{ kind: 'promo', label: 'X', kopecks: 9_999_999 }] }).accommodationKopecks,
    ).toBe(0);
    expect(() => stayPrice({ ...base, objects: [{ id: 1, pricePerNightKopecks: 1, nightlyKopecks: [1] }] })).toThrow(
      RangeError,
    );
  });
});
