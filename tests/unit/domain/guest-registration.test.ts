import { describe, expect, it } from 'vitest';
import {
  eventOf,
  isPastDue,
  noticeDue,
  noticeKindFor,
  noticeState,
  SUBMISSION_NUMBER_RE,
} from '../../../src/domain/guest-registration';

/** An instant given as the complex's wall clock (UTC+5). */
const at = (local: string) => new Date(`${local}+05:00`);

describe('the registration desk (docs/rules.md R20.4–R20.7)', () => {
  it('a foreigner owes arrival and departure notices, a Russian registration and its removal', () => {
    expect(noticeKindFor(true, 'arrival')).toBe('arrival');
    expect(noticeKindFor(true, 'departure')).toBe('departure');
    expect(noticeKindFor(false, 'arrival')).toBe('registration');
    expect(noticeKindFor(false, 'departure')).toBe('deregistration');
    expect(eventOf('deregistration')).toBe('departure');
    expect(eventOf('registration')).toBe('arrival');
  });

  it('the notice of arrival is due the next working day: across 4 November, a weekend and the New Year holidays', () => {
    expect(noticeDue('arrival', '2026-11-03')).toEqual({ date: '2026-11-05', untilHour: 24 });
    expect(noticeDue('arrival', '2026-11-27')).toEqual({ date: '2026-11-30', untilHour: 24 });
    expect(noticeDue('arrival', '2026-12-30')).toEqual({ date: '2027-01-11', untilHour: 24 });
    expect(noticeDue('registration', '2026-05-08')).toEqual({ date: '2026-05-12', untilHour: 24 });
    expect(noticeDue('deregistration', '2026-11-03').date).toBe('2026-11-05');
  });

  it('the notice of departure is due by noon of the next calendar day, holiday or not', () => {
    expect(noticeDue('departure', '2026-11-03')).toEqual({ date: '2026-11-04', untilHour: 12 });
    expect(isPastDue({ date: '2026-11-04', untilHour: 12 }, at('2026-11-04T11:59:00'))).toBe(false);
    expect(isPastDue({ date: '2026-11-04', untilHour: 12 }, at('2026-11-04T12:00:00'))).toBe(true);
  });

  it('a whole-day deadline passes at the complex midnight, not UTC midnight', () => {
    const due = { date: '2026-11-05', untilHour: 24 };
    expect(isPastDue(due, at('2026-11-05T23:59:00'))).toBe(false);
    // 2026-11-05T20:00Z is already 6 November 01:00 in Yekaterinburg.
    expect(isPastDue(due, new Date('2026-11-05T20:00:00Z'))).toBe(true);
  });

  it('states: submitted wins, overdue after the deadline, else ready or missing by the data', () => {
    const due = noticeDue('arrival', '2026-11-03');
    const before = at('2026-11-05T10:00:00');
    const after = at('2026-11-06T09:00:00');
    expect(noticeState({ ready: false, submitted: false, due }, before)).toBe('missing');
    expect(noticeState({ ready: true, submitted: false, due }, before)).toBe('ready');
    expect(noticeState({ ready: true, submitted: false, due }, after)).toBe('overdue');
    expect(noticeState({ ready: false, submitted: false, due }, after)).toBe('overdue');
    expect(noticeState({ ready: true, submitted: true, due }, after)).toBe('submitted');
  });

  it('a submission number is 1–40 letters, digits and separators', () => {
    expect(SUBMISSION_NUMBER_RE.test('7712-2026/001')).toBe(true);
    expect(SUBMISSION_NUMBER_RE.test('А1')).toBe(true);
    expect(SUBMISSION_NUMBER_RE.test('-12')).toBe(false);
    expect(SUBMISSION_NUMBER_RE.test('<script>')).toBe(false);
    expect(SUBMISSION_NUMBER_RE.test('1'.repeat(41))).toBe(false);
  });
});
