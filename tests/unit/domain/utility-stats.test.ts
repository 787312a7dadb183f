import { describe, expect, it } from 'vitest';
import {
  consumptionSeries,
  defaultStatsMonth,
  monthsEndingAt,
  moneySeries,
  moneyTotals,
  percentChange,
  summaryFacts,
} from '../../../src/domain/utility-stats';

const meters = [
  { id: 1, kind: 'hot_water' as const },
  { id: 2, kind: 'cold_water' as const },
  { id: 3, kind: 'hot_water' as const }, // the replacement of meter 1
];

describe('utility statistics (docs/rules.md R10.8)', () => {
  it('lists the 12 months ending with the given one, across a year boundary', () => {
    const m = monthsEndingAt('2026-02');
    expect(m).toHaveLength(12);
    expect(m[0]).toBe('2025-03');
    expect(m[11]).toBe('2026-02');
  });

  it('puts each month against the same month a year earlier, per meter kind; a replacement adds up', () => {
    const readings = [
      { meterId: 1, month: '2025-03', consumption: 2.5 },
      { meterId: 1, month: '2026-03', consumption: 1.0 },
      { meterId: 3, month: '2026-03', consumption: 1.95 },
      { meterId: 2, month: '2026-01', consumption: 4 },
      { meterId: 99, month: '2026-03', consumption: 100 }, // not the account's meter
    ];
    const s = consumptionSeries(readings, meters, '2026-03');
    expect(s.map((x) => x.kind)).toEqual(['cold_water', 'hot_water']);
    const hot = s.find((x) => x.kind === 'hot_water')!;
    expect(hot.points.at(-1)).toEqual({ month: '2026-03', volume: 2.95, lastYearVolume: 2.5 });
    expect(hot.points[0]).toEqual({ month: '2025-04', volume: null, lastYearVolume: null });
    const cold = s.find((x) => x.kind === 'cold_water')!;
    expect(cold.points.find((p) => p.month === '2026-01')).toEqual({
      month: '2026-01',
      volume: 4,
      lastYearVolume: null,
    });
  });

  it('sums charges by receipt month and payments by payment month', () => {
    const pts = moneySeries(
      [
        { month: '2026-02', totalKopecks: 150_000 },
        { month: '2026-03', totalKopecks: 90_000 },
        { month: '2024-01', totalKopecks: 1 },
      ],
      [
        { date: '2026-03-05', amountKopecks: 100_000 },
        { date: '2026-03-28', amountKopecks: 50_000 },
      ],
      '2026-03',
    );
    expect(pts).toHaveLength(12);
    expect(pts.at(-1)).toEqual({ month: '2026-03', chargedKopecks: 90_000, paidKopecks: 150_000 });
    expect(pts.at(-2)).toEqual({ month: '2026-02', chargedKopecks: 150_000, paidKopecks: 0 });
    expect(moneyTotals(pts)).toEqual({ chargedKopecks: 240_000, paidKopecks: 150_000 });
  });

  it('says above, below, the same, or why it cannot compare', () => {
    expect(percentChange(2.95, 2.5)).toBe(18);
    expect(percentChange(1, 0)).toBeNull();
    expect(percentChange(null, 1)).toBeNull();
    const series = [
      { kind: 'hot_water' as const, points: [{ month: '2026-03', volume: 2.95, lastYearVolume: 2.5 }] },
      { kind: 'cold_water' as const, points: [{ month: '2026-03', volume: 3, lastYearVolume: 4 }] },
      { kind: 'electricity' as const, points: [{ month: '2026-03', volume: 100, lastYearVolume: 100.2 }] },
    ];
    expect(summaryFacts(series, '2026-03')).toEqual([
      { kind: 'hot_water', month: '2026-03', trend: 'above', percent: 18, volume: 2.95 },
      { kind: 'cold_water', month: '2026-03', trend: 'below', percent: 25, volume: 3 },
      { kind: 'electricity', month: '2026-03', trend: 'same', percent: 0, volume: 100 },
    ]);
    const gaps = [
      {
        kind: 'hot_water' as const,
        points: [
          { month: '2026-03', volume: 2, lastYearVolume: null },
          { month: '2026-02', volume: null, lastYearVolume: 1 },
        ],
      },
    ];
    expect(summaryFacts(gaps, '2026-03')[0]).toMatchObject({ trend: 'noLastYear', volume: 2 });
    expect(summaryFacts(gaps, '2026-02')[0]).toMatchObject({ trend: 'noReading' });
  });

  it('opens on the latest month every meter has a reading for', () => {
    const series = [
      {
        kind: 'cold_water' as const,
        points: [
          { month: '2026-10', volume: 3, lastYearVolume: null },
          { month: '2026-11', volume: 4, lastYearVolume: null },
        ],
      },
      {
        kind: 'hot_water' as const,
        points: [
          { month: '2026-10', volume: 2, lastYearVolume: null },
          { month: '2026-11', volume: null, lastYearVolume: null },
        ],
      },
    ];
    expect(defaultStatsMonth(series, ['2026-10', '2026-11'])).toBe('2026-10');
    expect(defaultStatsMonth([], ['2026-10', '2026-11'])).toBe('2026-11');
  });
});
