/** Issue #3 domain additions: stay nights, overlap with booked nights, hotel "today", retry time, per-guest tariff. */
import { describe, expect, it } from 'vitest';
import { cardRetryAt, rangeHitsBooked, stayNights } from '../../../src/domain/bookings';
import { priceBreakdown } from '../../../src/domain/stay-price';
import { hotelToday, transferDeadline } from '../../../src/domain/hotel-time';

describe('stay nights (half-open ranges)', () => {
  it('lists check-in up to the night before check-out', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayNights('2026-12-30', '2026-12-30')).toEqual([]);
  });
  it('a departure on a booked night is allowed; staying through one is not', () => {
    const booked = new Set(['2026-12-20', '2026-12-21']);
    expect(rangeHitsBooked('2026-12-18', '2026-12-20', booked)).toBe(false);
    expect(rangeHitsBooked('2026-12-22', '2026-12-24', booked)).toBe(false);
    expect(rangeHitsBooked('2026-12-19', '2026-12-21', booked)).toBe(true);
  });
});

describe('hotelToday (UTC+5)', () => {
  it('switches the date at 19:00 UTC', () => {
    expect(hotelToday(new Date('2026-12-01T18:59:00Z'))).toBe('2026-12-01');
    expect(hotelToday(new Date('2026-12-01T19:00:00Z'))).toBe('2026-12-02');
  });
});

describe('card retry', () => {
  it('is 20 minutes after the failure (R5.15)', () => {
    expect(cardRetryAt(new Date('2026-12-01T10:00:00Z')).toISOString()).toBe('2026-12-01T10:20:00.000Z');
  });
});

describe('priceBreakdown with a per-guest-night surcharge', () => {
  it('adds surcharge × guests × nights to the tariff adjustment', () => {
    const r = priceBreakdown({
      nights: 3,
      objects: [{ id: 1, pricePerNightKopecks: 500_000 }],
      perGuestNightKopecks: 65_000,
      guests: 3,
    });
    expect(r.totalKopecks).toBe(1_500_000 + 585_000);
    expect(r.tariffAdjustmentKopecks).toBe(585_000);
  });
  it('rejects a negative surcharge', () => {
    expect(() => priceBreakdown({ nights: 1, objects: [], perGuestNightKopecks: -1, guests: 1 })).toThrow(RangeError);
  });
});

describe('bank transfer deadline (R5.16: 3 business days, end of day in Yekaterinburg)', () => {
  it('counts Monday to Friday from the next day', () => {
    // Tuesday 1 Dec → Friday 4 Dec, 23:59:59 UTC+5
    expect(transferDeadline(new Date('2026-12-01T06:00:00Z')).toISOString()).toBe('2026-12-04T18:59:59.000Z');
    // Thursday 3 Dec → Tuesday 8 Dec (Saturday and Sunday skipped)
    expect(transferDeadline(new Date('2026-12-03T06:00:00Z')).toISOString()).toBe('2026-12-08T18:59:59.000Z');
    // Saturday 5 Dec → Wednesday 9 Dec
    expect(transferDeadline(new Date('2026-12-05T06:00:00Z')).toISOString()).toBe('2026-12-09T18:59:59.000Z');
  });

  it('takes the day in Yekaterinburg: Friday 20:00 UTC is already Saturday there', () => {
    expect(transferDeadline(new Date('2026-12-04T20:00:00Z')).toISOString()).toBe('2026-12-09T18:59:59.000Z');
  });
});
