import { describe, it, expect } from 'vitest';
import dayjs from 'dayjs';
import {
  buildCalendarMonth,
  daysInMonth,
  shiftMonth,
  weekdayMondayFirst,
  type CalendarDay,
  type CalendarMonth,
} from '../../../src/domain/calendar';

const days = (m: CalendarMonth): CalendarDay[] =>
  m.weeks.flatMap((w) => w.days).filter((d): d is CalendarDay => d !== null);

describe('buildCalendarMonth (R8.7 calendar month)', () => {
  it('June 2025 starts on a Sunday: first week has 6 nulls', () => {
    const m = buildCalendarMonth(2025, 5, '2025-06-15');
    expect(m.year).toBe(2025);
    expect(m.month).toBe(5);
    const first = m.weeks[0]!.days;
    expect(first.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(first[6]).toMatchObject({ day: 1, date: '2025-06-01', weekday: 6, value: '01.06.2025' });
    // 1 + 4*7 = 29 → days 29, 30 in a sixth week
    expect(m.weeks).toHaveLength(6);
    expect(m.weeks[5]!.days.map((d) => d?.day ?? null)).toEqual([30, null, null, null, null, null, null]);
  });

  it('every week has 7 slots, days are consecutive and weekdays Monday-first', () => {
    for (let month0 = 0; month0 < 12; month0 += 1) {
      const m = buildCalendarMonth(2025, month0, '2025-01-01');
      for (const w of m.weeks) expect(w.days).toHaveLength(7);
      const ds = days(m);
      expect(ds).toHaveLength(daysInMonth(2025, month0));
      ds.forEach((d, i) => {
        expect(d.day).toBe(i + 1);
        const dj = dayjs(d.date);
        expect(d.weekday).toBe((dj.day() + 6) % 7);
        expect(d.value).toBe(dj.format('DD.MM.YYYY'));
      });
      m.weeks.forEach((w) =>
        w.days.forEach((d, slot) => {
          if (d) expect(d.weekday).toBe(slot);
        }),
      );
    }
  });

  it('February of a leap year has 29 days', () => {
    const m = buildCalendarMonth(2024, 1, '2024-02-29');
    const ds = days(m);
    expect(ds).toHaveLength(29);
    expect(ds[28]).toMatchObject({ day: 29, date: '2024-02-29', value: '29.02.2024', weekday: 3 });
    // Feb 1 2024 is a Thursday
    expect(m.weeks[0]!.days.slice(0, 3)).toEqual([null, null, null]);
    expect(m.weeks[0]!.days[3]?.day).toBe(1);
  });

  it('February 2021 (starts Monday, 28 days) fits exactly 4 weeks with no padding', () => {
    const m = buildCalendarMonth(2021, 1, '2021-02-01');
    expect(m.weeks).toHaveLength(4);
    expect(m.weeks.flatMap((w) => w.days).every((d) => d !== null)).toBe(true);
  });

  it('February 2025 has 28 days; non-leap century 2100 too; 2000 is leap', () => {
    expect(days(buildCalendarMonth(2025, 1, '2025-01-01'))).toHaveLength(28);
    expect(daysInMonth(2100, 1)).toBe(28);
    expect(daysInMonth(2000, 1)).toBe(29);
  });

  it('marks past and future; today is neither', () => {
    const ds = days(buildCalendarMonth(2025, 5, '2025-06-15'));
    const by = (n: number) => ds[n - 1]!;
    expect(by(14)).toMatchObject({ isInPast: true, isInFuture: false });
    expect(by(15)).toMatchObject({ isInPast: false, isInFuture: false });
    expect(by(16)).toMatchObject({ isInPast: false, isInFuture: true });
    expect(ds.filter((d) => d.isInPast)).toHaveLength(14);
    expect(ds.filter((d) => d.isInFuture)).toHaveLength(15);
  });

  it('whole month in the past or future when today is elsewhere', () => {
    expect(days(buildCalendarMonth(2025, 5, '2025-07-01')).every((d) => d.isInPast && !d.isInFuture)).toBe(true);
    expect(days(buildCalendarMonth(2025, 5, '2025-05-31')).every((d) => d.isInFuture && !d.isInPast)).toBe(true);
  });

  it('accepts a Dayjs today (its calendar date)', () => {
    const ds = days(buildCalendarMonth(2025, 11, dayjs('2025-12-31T23:59:00')));
    expect(ds[30]).toMatchObject({ isInPast: false, isInFuture: false });
    expect(ds[29]!.isInPast).toBe(true);
  });

  it('throws on invalid arguments', () => {
    expect(() => buildCalendarMonth(2025, 12, '2025-01-01')).toThrow(RangeError);
    expect(() => buildCalendarMonth(2025, -1, '2025-01-01')).toThrow(RangeError);
    expect(() => buildCalendarMonth(2025.5, 0, '2025-01-01')).toThrow(RangeError);
    expect(() => buildCalendarMonth(2025, 0, 'today')).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('weekdayMondayFirst', () => {
    expect(weekdayMondayFirst('2025-06-02')).toBe(0); // Monday
    expect(weekdayMondayFirst('2025-06-01')).toBe(6); // Sunday
    expect(weekdayMondayFirst('2025-06-07')).toBe(5); // Saturday
  });
  it('shiftMonth wraps years', () => {
    expect(shiftMonth(2025, 11, 1)).toEqual({ year: 2026, month: 0 });
    expect(shiftMonth(2025, 0, -1)).toEqual({ year: 2024, month: 11 });
    expect(shiftMonth(2025, 5, 0)).toEqual({ year: 2025, month: 5 });
    expect(shiftMonth(2025, 5, -18)).toEqual({ year: 2023, month: 11 });
    expect(shiftMonth(2025, 5, 25)).toEqual({ year: 2027, month: 6 });
    expect(() => shiftMonth(2025, 5, 1.5)).toThrow(RangeError);
  });
});
