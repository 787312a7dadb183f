/** Rules of services and requests (src/domain/services.ts, docs/rules.md R15). */
import { describe, expect, it } from 'vitest';
import {
  ANTI_SMOKING_FEE_KOPECKS,
  canCancelOrder,
  EMERGENCY_SLA_HOURS,
  fitsSlot,
  freePlaces,
  hotelInstant,
  isOrderOverdue,
  LUGGAGE_FREE_HOURS,
  orderCutoff,
  orderPayDeadline,
  ORDER_PAY_MINUTES,
  placesOf,
  requestDeadline,
  REQUEST_SLA_HOURS,
  servicePrice,
} from '../../../src/domain/services';

const base = { priceKopecks: 65_000, persons: 2, nights: 3, hours: 0 };

describe('servicePrice: every charging mode', () => {
  it('once: one unit whatever the persons and nights', () => {
    expect(servicePrice({ ...base, mode: 'once' })).toEqual({ unitKopecks: 65_000, units: 1, totalKopecks: 65_000 });
  });
  it('per night: the nights', () => {
    expect(servicePrice({ ...base, mode: 'per_night' }).totalKopecks).toBe(195_000);
  });
  it('per person: the persons (breakfast for two)', () => {
    expect(servicePrice({ ...base, mode: 'per_person' })).toEqual({
      unitKopecks: 65_000,
      units: 2,
      totalKopecks: 130_000,
    });
  });
  it('per person per night: persons × nights', () => {
    expect(servicePrice({ ...base, mode: 'per_person_night' }).units).toBe(6);
  });
  it('adds the option to the unit price', () => {
    expect(servicePrice({ ...base, mode: 'per_person', optionKopecks: 25_000 }).totalKopecks).toBe(180_000);
  });
  it('per hour: luggage storage is free up to 12 hours, then by the hour', () => {
    expect(LUGGAGE_FREE_HOURS).toBe(12);
    const luggage = {
      mode: 'per_hour' as const,
      priceKopecks: 10_000,
      persons: 1,
      nights: 1,
      freeHours: LUGGAGE_FREE_HOURS,
    };
    expect(servicePrice({ ...luggage, hours: 1 }).totalKopecks).toBe(0);
    expect(servicePrice({ ...luggage, hours: 12 }).totalKopecks).toBe(0);
    expect(servicePrice({ ...luggage, hours: 13 }).totalKopecks).toBe(10_000);
    expect(servicePrice({ ...luggage, hours: 20 }).totalKopecks).toBe(80_000);
  });
  it('anti-smoking cleaning costs 5,000 ₽', () => {
    expect(ANTI_SMOKING_FEE_KOPECKS).toBe(500_000);
  });
});

describe('slot capacity', () => {
  it('counts places: persons for a per-person service, else one', () => {
    expect(placesOf('per_person', 3)).toBe(3);
    expect(placesOf('once', 3)).toBe(1);
  });
  it('fits until the capacity, never below zero free', () => {
    expect(fitsSlot(20, 18, 2)).toBe(true);
    expect(fitsSlot(20, 19, 2)).toBe(false);
    expect(fitsSlot(1, 1, 1)).toBe(false);
    expect(freePlaces(3, 5)).toBe(0);
    expect(freePlaces(3, 1)).toBe(2);
  });
});

describe('deadlines', () => {
  it('an order waits 30 minutes for its payment, then is overdue', () => {
    const created = new Date('2030-01-01T10:00:00Z');
    const d = orderPayDeadline(created);
    expect(d.getTime() - created.getTime()).toBe(ORDER_PAY_MINUTES * 60_000);
    expect(isOrderOverdue('awaiting_payment', d, new Date(d.getTime() + 1))).toBe(true);
    expect(isOrderOverdue('awaiting_payment', d, d)).toBe(false);
    expect(isOrderOverdue('paid', d, new Date(d.getTime() + 1))).toBe(false);
  });
  it('cut-off: breakfast closes at 22:00 the day before; lead time counts back from the slot', () => {
    // 22:00 on 31 Dec in Yekaterinburg (UTC+5) is 17:00 UTC.
    expect(orderCutoff('2030-01-01', '08:00', 0, '22:00').toISOString()).toBe('2029-12-31T17:00:00.000Z');
    expect(orderCutoff('2030-01-01', '12:00', 4, null).toISOString()).toBe(
      hotelInstant('2030-01-01', '08:00').toISOString(),
    );
  });
  it('cancel until the service rules allow', () => {
    const start = hotelInstant('2030-01-01', '12:00');
    expect(canCancelOrder('paid', start, 2, new Date(start.getTime() - 3 * 3_600_000))).toBe(true);
    expect(canCancelOrder('paid', start, 2, new Date(start.getTime() - 3_600_000))).toBe(false);
    expect(canCancelOrder('done', start, 2, new Date(0))).toBe(false);
  });
  it('a request is due by its category; an emergency within 2 hours', () => {
    const at = new Date('2030-01-01T00:00:00Z');
    expect(requestDeadline(at, 'repair', 'plumbing').getTime() - at.getTime()).toBe(
      REQUEST_SLA_HOURS.plumbing * 3_600_000,
    );
    expect(requestDeadline(at, 'emergency', 'furniture').getTime() - at.getTime()).toBe(
      EMERGENCY_SLA_HOURS * 3_600_000,
    );
  });
});
