/** The complex's wall clock on documents a person reads (docs/rules.md R8.2, R5.1, R11.8). */
import { describe, expect, it } from 'vitest';
import { hotelDateTime } from '../../../src/domain/hotel-time';

describe('hotelDateTime', () => {
  it('shows an instant as the date, then the time in the complex (UTC+5), with the zone named', () => {
    expect(hotelDateTime(new Date('2026-12-05T06:00:00Z'))).toBe('05.12.2026 11:00:00 (UTC+5)');
    expect(hotelDateTime(new Date('2026-12-31T20:30:15Z'))).toBe('01.01.2027 01:30:15 (UTC+5)');
  });
  it('refuses an invalid date', () => {
    expect(() => hotelDateTime(new Date('x'))).toThrow(RangeError);
  });
});
