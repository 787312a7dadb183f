import { describe, expect, it } from 'vitest';
import { addWorkingDays, calendarYear, isWorkingDay } from '../../../src/domain/production-calendar';

describe('the production calendar', () => {
  it("follows 2026's decree: 9 January and 31 December off, 9 March and 11 May off for holidays on a weekend", () => {
    expect(isWorkingDay('2026-01-09')).toBe(false);
    expect(isWorkingDay('2026-01-12')).toBe(true);
    expect(isWorkingDay('2026-03-09')).toBe(false);
    expect(isWorkingDay('2026-05-11')).toBe(false);
    expect(isWorkingDay('2026-12-31')).toBe(false);
    expect(calendarYear(2026)).toMatchObject({ official: true });
  });
  it("follows 2025's decree: Saturday 1 November worked, Monday 3 November off", () => {
    expect(isWorkingDay('2025-11-01')).toBe(true);
    expect(isWorkingDay('2025-11-03')).toBe(false);
  });
  it('a notice due within one working day of a Friday arrival is due on Monday; of 30 December 2026, on 11 January 2027', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-03', 1)).toBe('2026-11-05');
    expect(addWorkingDays('2026-12-30', 1)).toBe('2027-01-11');
  });
  it('predicts a year without a decree by the Labour Code and says so', () => {
    const y = calendarYear(2027);
    expect(y.official).toBe(false);
    // 2027: 1 May is a Saturday → 3 May off; 9 May a Sunday → 10 May; 12 June a Saturday → 14 June.
    expect(y.daysOff).toEqual(['05-03', '05-10', '06-14']);
    expect(isWorkingDay('2027-05-10')).toBe(false);
  });
  it('refuses a count below one', () => {
    expect(() => addWorkingDays('2026-11-27', 0)).toThrow(RangeError);
  });
});
