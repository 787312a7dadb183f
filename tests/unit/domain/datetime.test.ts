import { describe, it, expect } from 'vitest';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import {
  formatMonth,
  DISPLAY_FORMATS,
  HOTEL_UTC_OFFSET_HOURS,
  SERVER_TIMESTAMP_FORMAT,
  addDaysIso,
  dayStart,
  formatDisplayDate,
  formatRelativeDay,
  formatServerTimestamp,
  isIsoDate,
  nightsBetween,
  parseIsoDateUtc,
  parseServerTimestamp,
  shortenDuration,
  toDayjs,
  toIsoDate,
  toServerTimestamp,
} from '../../../src/domain/datetime';

dayjs.extend(utc);

const labels = { today: 'today', yesterday: 'yesterday' };

describe("parseServerTimestamp (R8.2: UTC; R8.10: shown in the complex's time)", () => {
  it("treats the string as UTC and returns the same instant in the complex's zone, UTC+5, whatever the TZ", () => {
    const d = parseServerTimestamp('23:30:00 31.12.2025');
    expect(d.toISOString()).toBe('2025-12-31T23:30:00.000Z');
    expect(d.utc().format(SERVER_TIMESTAMP_FORMAT)).toBe('23:30:00 31.12.2025');
    expect(d.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-01-01 04:30:00');
    expect(d.utcOffset()).toBe(HOTEL_UTC_OFFSET_HOURS * 60);
    expect(d.valueOf()).toBe(Date.UTC(2025, 11, 31, 23, 30, 0));
  });

  it('parses midnight and leap day', () => {
    expect(parseServerTimestamp('00:00:00 29.02.2024').valueOf()).toBe(Date.UTC(2024, 1, 29));
  });

  it.each([
    '',
    '23:30 31.12.2025',
    '23:30:00 2025-12-31',
    '24:00:00 01.01.2025',
    '10:60:00 01.01.2025',
    '10:00:00 31.02.2025',
    '10:00:00 29.02.2025',
    '10:00:00 01.13.2025',
    ' 10:00:00 01.01.2025',
    '1:00:00 01.01.2025',
  ])('throws RangeError for %j', (s) => {
    expect(() => parseServerTimestamp(s)).toThrow(RangeError);
  });
});

describe('toServerTimestamp', () => {
  it('formats an instant in UTC', () => {
    expect(toServerTimestamp(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe('03:04:05 02.01.2025');
    expect(toServerTimestamp(dayjs.utc('2025-06-01T12:00:00Z'))).toBe('12:00:00 01.06.2025');
  });

  it('round-trips with parseServerTimestamp', () => {
    for (const s of ['23:30:00 31.12.2025', '00:00:00 01.01.2026', '12:34:56 29.02.2024']) {
      expect(toServerTimestamp(parseServerTimestamp(s))).toBe(s);
    }
  });

  it('throws on an invalid date', () => {
    expect(() => toServerTimestamp(new Date(NaN))).toThrow(RangeError);
  });
});

describe('toDayjs', () => {
  it('accepts ISO dates, display dates, server timestamps and ISO date-times', () => {
    expect(toDayjs('2025-06-01').format('YYYY-MM-DD HH:mm')).toBe('2025-06-01 00:00');
    expect(toDayjs('01.06.2025').format('YYYY-MM-DD HH:mm')).toBe('2025-06-01 00:00');
    expect(toDayjs('12:00:00 01.06.2025').valueOf()).toBe(Date.UTC(2025, 5, 1, 12));
    expect(toDayjs('2025-06-01T12:00:00Z').valueOf()).toBe(Date.UTC(2025, 5, 1, 12));
  });

  it.each(['', 'tomorrow', '2025-02-30', '31.02.2025', '2025/06/01', '1.6.2025'])('rejects %j', (s) => {
    expect(() => toDayjs(s)).toThrow(RangeError);
  });

  it('rejects an invalid Date', () => {
    expect(() => toDayjs(new Date('nope'))).toThrow(RangeError);
  });
});

describe('formatDisplayDate (R8.2 formats)', () => {
  const d = dayjs('2025-03-07T09:05:00');
  it('formats the three kinds', () => {
    expect(formatDisplayDate(d, 'time')).toBe('09:05');
    expect(formatDisplayDate(d, 'short')).toBe('07.03');
    expect(formatDisplayDate(d, 'full')).toBe('07.03.2025');
    expect(formatDisplayDate(d, 'dateTime')).toBe('07.03.2025 09:05');
    expect(DISPLAY_FORMATS).toMatchObject({ time: 'HH:mm', short: 'DD.MM', full: 'DD.MM.YYYY' });
  });

  it('never shifts calendar dates by the time zone', () => {
    expect(formatDisplayDate('2025-12-31', 'full')).toBe('31.12.2025');
    expect(formatDisplayDate(parseIsoDateUtc('2025-01-01'), 'full')).toBe('01.01.2025');
  });

  it("shows server timestamps and ISO date-times in the complex's time (R8.10)", () => {
    expect(formatDisplayDate('23:30:00 31.12.2025', 'time')).toBe('04:30');
    expect(formatDisplayDate('23:30:00 31.12.2025', 'short')).toBe('01.01');
    expect(formatDisplayDate('2026-11-27T19:34:00Z', 'dateTime')).toBe('28.11.2026 00:34');
  });
});

describe("formatRelativeDay (R8.2 today/yesterday labels, R8.10 the complex's days)", () => {
  // Instants written in the complex's zone (+05:00), so the test means the same in any TZ.
  const at = (s: string) => dayjs(`${s}+05:00`);
  const now = at('2025-06-15T10:00:00');
  it('labels today', () => {
    expect(formatRelativeDay(at('2025-06-15T00:00:00'), now, labels)).toBe('today, 00:00');
    expect(formatRelativeDay(at('2025-06-15T23:59:00'), now, labels)).toBe('today, 23:59');
  });
  it('labels yesterday', () => {
    expect(formatRelativeDay(at('2025-06-14T08:07:00'), now, labels)).toBe('yesterday, 08:07');
    expect(formatRelativeDay(at('2025-06-14T00:00:00'), now, { today: 'сегодня', yesterday: 'вчера' })).toBe(
      'вчера, 00:00',
    );
  });
  it('shows the full date otherwise', () => {
    expect(formatRelativeDay(at('2025-06-13T23:59:00'), now, labels)).toBe('13.06.2025');
    expect(formatRelativeDay(at('2025-06-16T00:00:00'), now, labels)).toBe('16.06.2025');
    expect(formatRelativeDay(at('2024-06-15T10:00:00'), now, labels)).toBe('15.06.2024');
  });
  it('handles yesterday across month and year boundaries', () => {
    expect(formatRelativeDay(at('2025-12-31T22:00:00'), at('2026-01-01T01:00:00'), labels)).toBe('yesterday, 22:00');
    expect(formatRelativeDay(at('2024-02-29T12:00:00'), at('2024-03-01T12:00:00'), labels)).toBe('yesterday, 12:00');
  });
  it("compares the complex's days even for UTC-mode values", () => {
    // 20:00 UTC on the 15th is 01:00 on the 16th in the complex, as is 18:30 UTC on the 16th (23:30).
    expect(formatRelativeDay(dayjs.utc('2025-06-15T20:00:00Z'), dayjs.utc('2025-06-16T18:30:00Z'), labels)).toBe(
      'today, 01:00',
    );
    expect(formatRelativeDay(dayjs.utc('2025-06-15T18:00:00Z'), dayjs.utc('2025-06-16T18:30:00Z'), labels)).toBe(
      'yesterday, 23:00',
    );
  });
});

describe('formatServerTimestamp', () => {
  const ts = '23:30:00 31.12.2025';
  const local = dayjs.utc('2025-12-31T23:30:00Z').utcOffset(HOTEL_UTC_OFFSET_HOURS * 60);

  it("defaults to DD.MM.YYYY HH:mm in the complex's time, whatever the browser's (R8.10)", () => {
    expect(formatServerTimestamp(ts)).toBe('01.01.2026 04:30');
  });
  it('honours kind', () => {
    expect(formatServerTimestamp(ts, { kind: 'time' })).toBe(local.format('HH:mm'));
    expect(formatServerTimestamp(ts, { kind: 'short' })).toBe(local.format('DD.MM'));
  });
  it('is relative with labels or t', () => {
    expect(formatServerTimestamp(ts, { now: local.add(1, 'minute'), labels })).toBe(`today, ${local.format('HH:mm')}`);
    const t = (k: 'today' | 'yesterday') => (k === 'today' ? 'Сегодня' : 'Вчера');
    expect(formatServerTimestamp(ts, { now: local.add(1, 'day'), t })).toBe(`Вчера, ${local.format('HH:mm')}`);
    expect(formatServerTimestamp(ts, { now: local.add(10, 'day'), t })).toBe(local.format('DD.MM.YYYY'));
  });
  it('accepts instants', () => {
    expect(formatServerTimestamp(new Date(Date.UTC(2025, 11, 31, 23, 30)))).toBe('01.01.2026 04:30');
  });
  it('returns invalid input unchanged instead of throwing', () => {
    expect(formatServerTimestamp('garbage')).toBe('garbage');
    expect(formatServerTimestamp('')).toBe('');
    expect(formatServerTimestamp(new Date(NaN))).toBe('');
  });
});

describe('dayStart (R8.2: 00:00:00 plus the date)', () => {
  it('builds the day-start string from several inputs', () => {
    expect(dayStart('2025-06-01')).toBe('00:00:00 01.06.2025');
    expect(dayStart('01.06.2025')).toBe('00:00:00 01.06.2025');
    expect(dayStart(dayjs('2025-12-31T23:59:59'))).toBe('00:00:00 31.12.2025');
    expect(dayStart(new Date(2024, 1, 29, 15))).toBe('00:00:00 29.02.2024');
    expect(dayStart(parseIsoDateUtc('2025-01-01'))).toBe('00:00:00 01.01.2025');
  });
  it('throws on invalid dates', () => {
    expect(() => dayStart('2025-02-29')).toThrow(RangeError);
  });
});

describe('shortenDuration (R8.2)', () => {
  it.each([
    ['0:05:09', '05:09'],
    ['00:12:30', '12:30'],
    ['0:00:00', '00:00'],
    ['00:59:59', '59:59'],
  ])('drops zero hours: %s → %s', (input, out) => {
    expect(shortenDuration(input)).toBe(out);
  });
  it.each(['1:02:03', '01:02:03', '12:00:00', '100:00:01'])('keeps non-zero hours: %s', (input) => {
    expect(shortenDuration(input)).toBe(input);
  });
  it.each(['', '05:09', '0:5:09', '0:60:00', '0:05:60', 'abc', ' 0:05:09'])(
    'returns invalid input unchanged: %j',
    (input) => {
      expect(shortenDuration(input)).toBe(input);
    },
  );
});

describe('toIsoDate / isIsoDate / addDaysIso', () => {
  it('formats YYYY-MM-DD', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 0))).toBe('2025-01-05');
    expect(toIsoDate('05.01.2025')).toBe('2025-01-05');
    expect(toIsoDate(dayjs('2025-01-05T00:00:00'))).toBe('2025-01-05');
  });
  it('validates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
  it('adds days across boundaries', () => {
    expect(addDaysIso('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2025-03-01', -1)).toBe('2025-02-28');
    expect(() => addDaysIso('2025-03-01', 0.5)).toThrow(RangeError);
  });
});

describe('day arithmetic without dayjs', () => {
  it('validates, adds and counts as dayjs strict parsing did, over every kind of edge', () => {
    // The dayjs implementation these functions had (docs/architecture.md § The server: plain Date now).
    const valid = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && dayjs.utc(s, 'YYYY-MM-DD', true).isValid();
    const days: string[] = [];
    for (const y of ['0000', '0099', '0100', '1899', '1900', '1970', '2000', '2023', '2024', '2100', '9999'])
      for (const m of ['00', '01', '02', '03', '12', '13'])
        for (const d of ['00', '01', '28', '29', '30', '31', '32']) days.push(`${y}-${m}-${d}`);
    days.push('2025-1-01', '', ' 2025-01-01', '2025-01-01T00:00', '２０２５-01-01');
    // Twice each: the second answer comes from the parsed dates' memo and must be the same.
    for (const s of [...days, ...days]) {
      expect(isIsoDate(s), s).toBe(valid(s));
      if (!valid(s)) {
        expect(() => addDaysIso(s, 1), s).toThrow(RangeError);
        expect(() => nightsBetween(s, '2025-01-01'), s).toThrow(RangeError);
        continue;
      }
      for (const n of [-400, -1, 0, 1, 31, 366, 1000])
        expect(addDaysIso(s, n), `${s} + ${n}`).toBe(dayjs.utc(s).add(n, 'day').format('YYYY-MM-DD'));
      expect(nightsBetween(s, '2025-01-01'), s).toBe(dayjs.utc('2025-01-01').diff(dayjs.utc(s), 'day'));
    }
  });
});

describe('nightsBetween', () => {
  it('counts whole days', () => {
    expect(nightsBetween('2025-06-01', '2025-06-04')).toBe(3);
    expect(nightsBetween('2025-06-01', '2025-06-01')).toBe(0);
    expect(nightsBetween('2025-06-04', '2025-06-01')).toBe(-3);
    expect(nightsBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(nightsBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(nightsBetween('2025-12-30', '2026-01-02')).toBe(3);
  });
  it('is unaffected by DST changes (late March / late October)', () => {
    expect(nightsBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(nightsBetween('2025-10-25', '2025-10-27')).toBe(2);
  });
  it('throws on invalid dates', () => {
    expect(() => nightsBetween('2025-06-01', '01.06.2025')).toThrow(RangeError);
    expect(() => nightsBetween('', '2025-06-01')).toThrow(RangeError);
  });
});

describe('formatMonth (R8.2; issue 35 item 18)', () => {
  it('names a month and its year in the language', () => {
    expect(formatMonth('2026-06', 'ru')).toBe('июнь 2026');
    expect(formatMonth('2026-06', 'en')).toBe('Jun 2026');
    expect(formatMonth('2025-12', 'en')).toBe('Dec 2025');
  });
  it('rejects anything but YYYY-MM', () => {
    expect(() => formatMonth('2026-13', 'ru')).toThrow(RangeError);
    expect(() => formatMonth('2026-06-01', 'ru')).toThrow(RangeError);
  });
});
