/** Back-office figures (docs/rules.md R16.8) and the occupancy chart's bars. */
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  bulkPrice,
  chessBar,
  nightsWithin,
  occupancyByDay,
  periodStats,
  revenueByMonth,
} from '../../../src/domain/backoffice';
import { cancellationRefund } from '../../../src/domain/bookings';

describe('back-office figures', () => {
  const stays = [
    { checkIn: '2026-11-29', checkOut: '2026-12-03', objects: 1, totalKopecks: 400_000 }, // 4 nights, 2 in December
    { checkIn: '2026-12-10', checkOut: '2026-12-12', objects: 2, totalKopecks: 800_000 }, // 2 nights × 2 objects
  ];

  it('counts nights inside a period (check-out exclusive)', () => {
    expect(nightsWithin('2026-11-29', '2026-12-03', '2026-12-01', '2027-01-01')).toBe(2);
    expect(nightsWithin('2026-12-31', '2027-01-02', '2026-12-01', '2027-01-01')).toBe(1);
    expect(nightsWithin('2026-11-01', '2026-11-05', '2026-12-01', '2027-01-01')).toBe(0);
  });

  it('revenue is spread over nights; ADR, RevPAR and occupancy follow', () => {
    const s = periodStats(stays, '2026-12-01', '2027-01-01', 10);
    expect(s.revenueKopecks).toBe(200_000 + 800_000);
    expect(s.nightsSold).toBe(2 + 4);
    expect(s.nightsAvailable).toBe(310);
    expect(s.adrKopecks).toBe(Math.round(1_000_000 / 6));
    expect(s.revparKopecks).toBe(Math.round(1_000_000 / 310));
    expect(s.occupancyPercent).toBe(1.9);
    expect(periodStats([], '2026-12-01', '2027-01-01', 0)).toMatchObject({
      adrKopecks: 0,
      revparKopecks: 0,
      occupancyPercent: 0,
    });
  });

  it('occupancy by day and revenue by month', () => {
    const days = occupancyByDay(stays, '2026-12-01', 12, 10);
    expect(days[0]).toEqual({ date: '2026-12-01', percent: 10 });
    expect(days[3].percent).toBe(0);
    expect(days[10]).toEqual({ date: '2026-12-11', percent: 20 });
    expect(revenueByMonth(stays, '2026-12-15', 2, 10)).toEqual([
      { month: '2026-11', revenueKopecks: 200_000 },
      { month: '2026-12', revenueKopecks: 1_000_000 },
    ]);
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
  });

  it('places a stay on a month of the chart, clipped at the edges', () => {
    expect(chessBar('2026-11-29', '2026-12-03', '2026-12-01', '2027-01-01')).toEqual({
      start: 0,
      span: 2,
      clippedStart: true,
      clippedEnd: false,
    });
    expect(chessBar('2026-12-30', '2027-01-04', '2026-12-01', '2027-01-01')).toEqual({
      start: 29,
      span: 2,
      clippedStart: false,
      clippedEnd: true,
    });
    expect(chessBar('2026-10-01', '2026-10-05', '2026-12-01', '2027-01-01')).toBeNull();
  });

  it('the refund a cancellation allows', () => {
    expect(cancellationRefund(500_000, true)).toBe(500_000);
    expect(cancellationRefund(500_000, false)).toBe(0);
    expect(cancellationRefund(500_000, false, true)).toBe(500_000);
  });
});

describe('back-office strings', () => {
  it('ru and en have the same keys (plural forms aside: Russian has more)', async () => {
    const ru = (await import('../../../src/locales/areas/backoffice/ru.json')).default;
    const en = (await import('../../../src/locales/areas/backoffice/en.json')).default;
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`.replace(/_(zero|one|few|many|other)$/, '')],
      );
    const unique = (o: object) => [...new Set(keys(o))].sort();
    expect(unique(en)).toEqual(unique(ru));
  });
});

describe('bulkPrice', () => {
  it('sets a price, or scales it by a percentage rounded to whole rubles, never below 1 ₽', () => {
    expect(bulkPrice(500_000, 'set', 750_000)).toBe(750_000);
    expect(bulkPrice(500_000, 'percent', 10)).toBe(550_000);
    expect(bulkPrice(333_300, 'percent', -15)).toBe(283_300);
    expect(bulkPrice(100, 'percent', -90)).toBe(100);
  });
});

describe('canMoveForm', () => {
  it('moves a form request forward only', async () => {
    const { canMoveForm } = await import('../../../src/domain/forms');
    expect(canMoveForm('new', 'in_progress')).toBe(true);
    expect(canMoveForm('new', 'done')).toBe(true);
    expect(canMoveForm('in_progress', 'done')).toBe(true);
    expect(canMoveForm('done', 'in_progress')).toBe(false);
    expect(canMoveForm('in_progress', 'in_progress')).toBe(false);
  });
});
