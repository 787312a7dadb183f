/** The revenue manager's numbers (src/domain/revenue.ts; docs/rules.md R16.12). */
import { describe, expect, it } from 'vitest';
import {
  monthsOf,
  onTheBooks,
  paceBuckets,
  paceWindow,
  revenueFigures,
  revenueNights,
  yearBefore,
  yearTable,
  type PaceBooking,
} from '../../../src/domain/revenue';

const kopecksOf = (nights: { kopecks: number }[]) => nights.map((n) => n.kopecks);

describe('revenueNights', () => {
  it('spreads a line evenly over its nights, the remainder on the last night', () => {
    const n = revenueNights({
      checkIn: '2026-03-01',
      checkOut: '2026-03-04',
      lines: [{ objectId: 1, amountKopecks: 1000 }],
    });
    expect(n.map((x) => x.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(kopecksOf(n)).toEqual([333, 333, 334]);
  });

  it('takes the accommodation (tariff percent in, breakfast and tax out) over the lines in proportion', () => {
    const n = revenueNights({
      checkIn: '2026-03-01',
      checkOut: '2026-03-03',
      accommodationKopecks: 2700,
      lines: [
        { objectId: 1, amountKopecks: 2000 },
        { objectId: 2, amountKopecks: 1000 },
      ],
    });
    expect(n.filter((x) => x.objectId === 1).reduce((s, x) => s + x.kopecks, 0)).toBe(1800);
    expect(n.filter((x) => x.objectId === 2).reduce((s, x) => s + x.kopecks, 0)).toBe(900);
    expect(n.reduce((s, x) => s + x.kopecks, 0)).toBe(2700);
  });

  it('follows the nightly prices where the line has one per night', () => {
    const n = revenueNights({
      checkIn: '2026-12-25',
      checkOut: '2026-12-28',
      lines: [{ objectId: 1, amountKopecks: 3400, nightly: [1000, 1200, 1200] }],
    });
    expect(kopecksOf(n)).toEqual([1000, 1200, 1200]);
    const scaled = revenueNights({
      checkIn: '2026-12-25',
      checkOut: '2026-12-27',
      accommodationKopecks: 2700,
      lines: [{ objectId: 1, amountKopecks: 3000, nightly: [1000, 2000] }],
    });
    expect(kopecksOf(scaled)).toEqual([900, 1800]);
  });

  it('ignores nightly prices that do not match the nights, and empty stays', () => {
    const n = revenueNights({
      checkIn: '2026-03-01',
      checkOut: '2026-03-03',
      lines: [{ objectId: 1, amountKopecks: 101, nightly: [1, 2, 3] }],
    });
    expect(kopecksOf(n)).toEqual([50, 51]);
    expect(
      revenueNights({ checkIn: '2026-03-01', checkOut: '2026-03-01', lines: [{ objectId: 1, amountKopecks: 5 }] }),
    ).toEqual([]);
    expect(revenueNights({ checkIn: '2026-03-01', checkOut: '2026-03-02', lines: [] })).toEqual([]);
  });
});

describe('revenueFigures', () => {
  it('computes occupancy with one decimal, ADR and RevPAR', () => {
    expect(revenueFigures(300, 200, 1_000_000)).toEqual({
      nightsAvailable: 300,
      nightsSold: 200,
      revenueKopecks: 1_000_000,
      occupancyPercent: 66.7,
      adrKopecks: 5000,
      revparKopecks: 3333,
    });
  });

  it('answers 0 instead of dividing by zero', () => {
    expect(revenueFigures(0, 0, 0)).toMatchObject({ occupancyPercent: 0, adrKopecks: 0, revparKopecks: 0 });
    expect(revenueFigures(10, 0, 0)).toMatchObject({ occupancyPercent: 0, adrKopecks: 0, revparKopecks: 0 });
  });
});

describe('yearTable', () => {
  const rooms = [
    { id: 1, buildingId: 10 },
    { id: 2, buildingId: 10 },
    { id: 3, buildingId: 20 },
  ];

  it('splits a stay over a month boundary by night and a year boundary too', () => {
    const rows = yearTable(
      2026,
      rooms,
      [
        { checkIn: '2026-01-30', checkOut: '2026-02-02', lines: [{ objectId: 1, amountKopecks: 3000 }] },
        { checkIn: '2026-12-31', checkOut: '2027-01-02', lines: [{ objectId: 3, amountKopecks: 2000 }] },
        { checkIn: '2026-05-01', checkOut: '2026-05-02', lines: [{ objectId: 99, amountKopecks: 7000 }] },
      ],
      [],
    );
    const row = (month: string, b: number | null) => rows.find((r) => r.month === month && r.buildingId === b)!;
    expect(row('2026-01', 10)).toMatchObject({ nightsAvailable: 62, nightsSold: 2, revenueKopecks: 2000 });
    expect(row('2026-02', 10)).toMatchObject({ nightsAvailable: 56, nightsSold: 1, revenueKopecks: 1000 });
    expect(row('2026-12', 20)).toMatchObject({
      nightsAvailable: 31,
      nightsSold: 1,
      revenueKopecks: 1000,
      adrKopecks: 1000,
    });
    expect(row('2026-01', null)).toMatchObject({ nightsAvailable: 93, nightsSold: 2, occupancyPercent: 2.2 });
    expect(row('2026-05', null).nightsSold).toBe(0);
    const total = rows.at(-1)!;
    expect(total).toMatchObject({
      month: '2026',
      buildingId: null,
      nightsAvailable: 365 * 3,
      nightsSold: 4,
      revenueKopecks: 4000,
    });
    expect(rows.find((r) => r.month === '2026' && r.buildingId === 10)).toMatchObject({
      nightsAvailable: 730,
      nightsSold: 3,
      revenueKopecks: 3000,
      adrKopecks: 1000,
    });
    expect(rows).toHaveLength(12 * 3 + 2 + 1);
  });

  it('takes blocked nights out of the available ones, overlaps once', () => {
    const rows = yearTable(
      2026,
      rooms,
      [],
      [
        { objectId: 2, checkIn: '2026-03-10', checkOut: '2026-03-20' },
        { objectId: 2, checkIn: '2026-03-15', checkOut: '2026-04-03' },
        { objectId: 3, checkIn: '2025-12-01', checkOut: '2026-01-05' },
        { objectId: 99, checkIn: '2026-03-01', checkOut: '2026-03-31' },
      ],
    );
    const row = (month: string, b: number) => rows.find((r) => r.month === month && r.buildingId === b)!;
    expect(row('2026-03', 10).nightsAvailable).toBe(62 - 22);
    expect(row('2026-04', 10).nightsAvailable).toBe(60 - 2);
    expect(row('2026-01', 20).nightsAvailable).toBe(31 - 4);
  });

  it('names twelve months', () => {
    expect(monthsOf(2027)[0]).toBe('2027-01');
    expect(monthsOf(2027)[11]).toBe('2027-12');
  });
});

describe('pace', () => {
  it('puts the window 90 nights ahead and a year back, 29 February on the 28th', () => {
    expect(paceWindow('2026-11-28')).toEqual({
      from: '2026-11-28',
      to: '2027-02-26',
      lastFrom: '2025-11-28',
      lastTo: '2026-02-26',
    });
    expect(yearBefore('2028-02-29')).toBe('2027-02-28');
  });

  const base: PaceBooking = {
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    lines: [{ objectId: 1, amountKopecks: 2000 }],
    status: 'paid',
    createdAt: '2026-11-01T10:00:00Z',
    cancelledAt: null,
    cancelReason: null,
  };

  it('counts what was on the books at the point: made by then and not yet cancelled', () => {
    const at = '2026-11-10T00:00:00Z';
    expect(onTheBooks(base, at)).toBe(true);
    expect(onTheBooks({ ...base, createdAt: '2026-11-20T00:00:00Z' }, at)).toBe(false);
    expect(onTheBooks({ ...base, status: 'awaiting_payment' }, at)).toBe(false);
    const cancelled = { ...base, status: 'cancelled', cancelledAt: '2026-11-15T00:00:00Z', cancelReason: 'request' };
    expect(onTheBooks(cancelled, at)).toBe(true);
    expect(onTheBooks(cancelled, '2026-11-16T00:00:00Z')).toBe(false);
    expect(onTheBooks({ ...cancelled, cancelReason: 'unpaid' }, at)).toBe(false);
  });

  it('sums this year and last year by week of the window', () => {
    const window = paceWindow('2026-11-28');
    const buckets = paceBuckets(
      window,
      '2026-11-28T06:00:00Z',
      '2025-11-28T06:00:00Z',
      [
        base,
        // last year, made before last year's point, one night inside the window's first week
        { ...base, checkIn: '2025-11-27', checkOut: '2025-11-29', createdAt: '2025-10-01T00:00:00Z' },
        // last year, made after last year's point: not on the books then
        { ...base, checkIn: '2025-12-10', checkOut: '2025-12-12', createdAt: '2025-12-01T00:00:00Z' },
        // this year, cancelled already
        { ...base, status: 'cancelled', cancelledAt: '2026-11-20T00:00:00Z', cancelReason: 'request' },
        // a room not counted
        { ...base, lines: [{ objectId: 5, amountKopecks: 9999 }] },
        // the window's last night
        { ...base, checkIn: '2027-02-25', checkOut: '2027-02-28', lines: [{ objectId: 1, amountKopecks: 300 }] },
      ],
      new Set([1]),
    );
    expect(buckets).toHaveLength(13);
    expect(buckets[0]).toMatchObject({ from: '2026-11-28', to: '2026-12-05', nights: 2, revenueKopecks: 2000 });
    expect(buckets[0]).toMatchObject({ lastFrom: '2025-11-28', lastNights: 1, lastRevenueKopecks: 1000 });
    expect(buckets[1]).toMatchObject({ nights: 0, lastNights: 0 });
    expect(buckets[12]).toMatchObject({ from: '2027-02-20', to: '2027-02-26', nights: 1, revenueKopecks: 100 });
    expect(buckets.reduce((s, b) => s + b.lastNights, 0)).toBe(1);
  });
});
