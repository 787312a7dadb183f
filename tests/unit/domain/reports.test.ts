/** Owner reports (docs/rules.md R13.1–R13.4): income by night across months, fee, totals, the offered period. */
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  incomeInPeriod,
  lastPeriodWithData,
  lineTotals,
  managementFee,
  monthsBetween,
  splitByNight,
  sumLines,
} from '../../../src/domain/reports';
import { addDaysIso, nightsBetween } from '../../../src/domain/datetime';
import { isoDaysFrom } from '../../../src/domain/iso-days';
import { nightRulesOf, rateNights, type RateRule } from '../../../src/domain/rates';

describe('splitByNight', () => {
  it('splits a stay across two months by its nights', () => {
    // nights of 30 and 31 January, 1 and 2 February
    expect(splitByNight('2026-01-30', '2026-02-03', 400_000)).toEqual([
      { month: '2026-01', nights: 2, kopecks: 200_000 },
      { month: '2026-02', nights: 2, kopecks: 200_000 },
    ]);
  });
  it('gives the kopecks that do not divide to the first nights, so the shares sum exactly', () => {
    const s = splitByNight('2026-03-31', '2026-04-03', 100);
    expect(s).toEqual([
      { month: '2026-03', nights: 1, kopecks: 34 },
      { month: '2026-04', nights: 2, kopecks: 66 },
    ]);
    expect(s.reduce((a, x) => a + x.kopecks, 0)).toBe(100);
  });
  it('the departure day is not a night; no nights → nothing', () => {
    expect(splitByNight('2026-05-31', '2026-06-01', 5000)).toEqual([{ month: '2026-05', nights: 1, kopecks: 5000 }]);
    expect(splitByNight('2026-05-31', '2026-05-31', 5000)).toEqual([]);
  });
  it("splits by the nights' real prices: a stay into a December weekend season (docs/rules.md R5.28)", () => {
    // Sunday 29.11 → Sunday 06.12: 2 November nights at the base price, 5 December nights of which
    // Friday 04.12 and Saturday 05.12 are +20 % (the demo's season).
    const season: RateRule = {
      from: '2026-12-01',
      to: '2026-12-31',
      weekdays: [5, 6],
      objectIds: [],
      priceMode: 'percent',
      priceValue: 20,
    };
    const nightly = rateNights(1, nightRulesOf([season], isoDaysFrom('2026-11-29', 7)), 500_000, new Map()).map(
      (n) => n.priceKopecks,
    );
    expect(nightly).toEqual([500_000, 500_000, 500_000, 500_000, 500_000, 600_000, 600_000]);
    // The Standard tariff at 90 %: 3 330 000 of 3 700 000.
    const shares = splitByNight('2026-11-29', '2026-12-06', 3_330_000, nightly);
    expect(shares).toEqual([
      { month: '2026-11', nights: 2, kopecks: 900_000 },
      { month: '2026-12', nights: 5, kopecks: 2_430_000 },
    ]);
    // The even spread (a booking without the nights' prices) gives November more.
    expect(splitByNight('2026-11-29', '2026-12-06', 3_330_000)[0].kopecks).toBe(951_430);
  });
  it('keeps the shares summing exactly with uneven prices, and ignores nightly prices that do not fit', () => {
    const s = splitByNight('2026-01-30', '2026-02-02', 1000, [1, 1, 1]);
    expect(s.map((x) => x.kopecks)).toEqual([667, 333]);
    expect(splitByNight('2026-01-30', '2026-02-02', 999, [0, 0, 5]).map((x) => x.kopecks)).toEqual([0, 999]);
    expect(splitByNight('2026-01-30', '2026-02-02', 300, [1, 2])).toEqual(
      splitByNight('2026-01-30', '2026-02-02', 300),
    );
    expect(splitByNight('2026-01-30', '2026-02-02', 300, [0, 0, 0])).toEqual(
      splitByNight('2026-01-30', '2026-02-02', 300),
    );
  });
  it('crosses a year', () => {
    expect(splitByNight('2025-12-31', '2026-01-02', 300).map((x) => x.month)).toEqual(['2025-12', '2026-01']);
  });
  it('gives what a night-by-night split gives, over leap years, long stays and negative amounts', () => {
    // The rule as written (docs/rules.md R13.2): each night in turn, one kopeck more while some are left.
    const byNight = (checkIn: string, checkOut: string, amount: number) => {
      const nights = nightsBetween(checkIn, checkOut);
      const base = Math.trunc(amount / nights);
      let rest = amount - base * nights;
      const out: { month: string; nights: number; kopecks: number }[] = [];
      for (let i = 0, d = checkIn; i < nights; i++, d = addDaysIso(d, 1)) {
        const k = base + Math.sign(rest);
        rest -= Math.sign(rest);
        const last = out.at(-1);
        if (last?.month === d.slice(0, 7)) {
          last.nights++;
          last.kopecks += k;
        } else out.push({ month: d.slice(0, 7), nights: 1, kopecks: k });
      }
      return out;
    };
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 48_271) % 2_147_483_647) % n) as number;
    for (let i = 0; i < 300; i++) {
      const checkIn = addDaysIso('2023-11-20', next(900));
      const checkOut = addDaysIso(checkIn, 1 + next(i % 10 === 0 ? 400 : 40));
      const amount = next(5_000_000) - (i % 7 === 0 ? 2_500_000 : 0);
      expect(splitByNight(checkIn, checkOut, amount)).toEqual(byNight(checkIn, checkOut, amount));
    }
  });
  it('incomeInPeriod keeps only the months inside the period', () => {
    expect(incomeInPeriod('2026-01-30', '2026-02-03', 400_000, '2026-02', '2026-12')).toEqual({
      nights: 2,
      kopecks: 200_000,
    });
  });
});

describe('report totals', () => {
  it('fee by the formula, expenses itemised, payable = income − expenses', () => {
    expect(managementFee(1_000_050, 20)).toBe(200_010);
    const l = lineTotals({
      area: 30.5,
      nights: 10,
      incomeKopecks: 1_000_000,
      feePercent: 20,
      expenses: { utilities: 50_000, cleaning: 20_000, repairs: 0 },
    });
    expect(l).toMatchObject({ feeKopecks: 200_000, expensesKopecks: 270_000, payableKopecks: 730_000 });
    const empty = lineTotals({
      area: 20,
      nights: 0,
      incomeKopecks: 0,
      feePercent: 20,
      expenses: { utilities: 10_000, cleaning: 0, repairs: 5_000 },
    });
    expect(empty.payableKopecks).toBe(-15_000);
    expect(sumLines([l, empty])).toMatchObject({
      area: 50.5,
      nights: 10,
      incomeKopecks: 1_000_000,
      expensesKopecks: 285_000,
      payableKopecks: 715_000,
    });
  });
  it('months and the offered period', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(lastPeriodWithData([])).toBeNull();
    expect(lastPeriodWithData(['2026-03', '2025-01', '2026-05'])).toEqual({ from: '2025-06', to: '2026-05' });
    expect(lastPeriodWithData(['2026-03', '2026-05'])).toEqual({ from: '2026-03', to: '2026-05' });
  });
});
