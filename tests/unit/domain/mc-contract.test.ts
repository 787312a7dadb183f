/** The MC contract (docs/rules.md R12.6, R12.7): the notice rule and its earliest date, the bookings a termination cuts, the owner-stay cap. */
import { describe, expect, it } from 'vitest';
import {
  agreementNumbers,
  bookingsAfter,
  earliestTerminationDate,
  nightsByYear,
  OWNER_STAY_NIGHTS_PER_YEAR,
  ownerStayCapIssue,
  rangesOverlap,
  TERMINATION_NOTICE_DAYS,
  terminationDateAllowed,
} from '../../../src/domain/mc-contract';

describe('termination notice (R12.6)', () => {
  it('the earliest date is the notification date plus 60 days by default, across months and years', () => {
    expect(TERMINATION_NOTICE_DAYS).toBe(60);
    expect(earliestTerminationDate('2026-12-01')).toBe('2027-01-30');
    expect(earliestTerminationDate('2028-01-01')).toBe('2028-03-01'); // leap year: 31 + 29
  });
  it('uses the agreement’s own notice period', () => {
    expect(earliestTerminationDate('2026-12-01', 90)).toBe('2027-03-01');
    expect(terminationDateAllowed('2026-12-01', '2027-02-28', 90)).toBe(false);
    expect(terminationDateAllowed('2026-12-01', '2027-03-01', 90)).toBe(true);
  });
  it('refuses a day earlier, allows the day itself and later', () => {
    expect(terminationDateAllowed('2026-12-01', '2027-01-29')).toBe(false);
    expect(terminationDateAllowed('2026-12-01', '2027-01-30')).toBe(true);
    expect(terminationDateAllowed('2026-12-01', '2027-06-01')).toBe(true);
  });
  it('lists the bookings with a night on or after the acceptance date', () => {
    const b = [
      { n: 1, checkIn: '2027-01-20', checkOut: '2027-01-30' },
      { n: 2, checkIn: '2027-01-28', checkOut: '2027-02-02' },
      { n: 3, checkIn: '2027-02-10', checkOut: '2027-02-12' },
    ];
    expect(bookingsAfter(b, '2027-01-30').map((x) => x.n)).toEqual([2, 3]);
  });
});

describe('owner stays (R12.7)', () => {
  it('counts nights per calendar year, a New Year stay in both', () => {
    expect(nightsByYear([{ checkIn: '2026-12-30', checkOut: '2027-01-02' }])).toEqual({ 2026: 2, 2027: 1 });
  });
  it('allows up to 30 nights a year and refuses the 31st', () => {
    expect(OWNER_STAY_NIGHTS_PER_YEAR).toBe(30);
    const used = [{ checkIn: '2027-03-01', checkOut: '2027-03-21' }]; // 20 nights
    expect(ownerStayCapIssue(used, { checkIn: '2027-06-01', checkOut: '2027-06-11' })).toBeNull(); // 30
    expect(ownerStayCapIssue(used, { checkIn: '2027-06-01', checkOut: '2027-06-12' })).toEqual({
      year: 2027,
      used: 20,
      requested: 11,
      cap: 30,
    });
  });
  it('checks each year a stay touches, with a custom cap', () => {
    const used = [{ checkIn: '2027-12-01', checkOut: '2027-12-29' }]; // 28 nights in 2027
    expect(ownerStayCapIssue(used, { checkIn: '2027-12-30', checkOut: '2028-01-05' })).toBeNull(); // 2 + 4
    expect(ownerStayCapIssue(used, { checkIn: '2027-12-29', checkOut: '2028-01-02' })?.year).toBe(2027); // 3 in 2027
    expect(ownerStayCapIssue([], { checkIn: '2027-01-01', checkOut: '2027-01-06' }, 4)?.cap).toBe(4);
  });
  it('overlap of night ranges: touching ranges do not overlap', () => {
    expect(
      rangesOverlap(
        { checkIn: '2027-01-01', checkOut: '2027-01-03' },
        { checkIn: '2027-01-03', checkOut: '2027-01-04' },
      ),
    ).toBe(false);
    expect(
      rangesOverlap(
        { checkIn: '2027-01-01', checkOut: '2027-01-04' },
        { checkIn: '2027-01-03', checkOut: '2027-01-05' },
      ),
    ).toBe(true);
  });
  it('agreement numbers name the year and the room', () => {
    expect(agreementNumbers(42, 2026)).toEqual({ mcAgreementNo: 'ДУ-2026/00042', serviceAgreementNo: 'ДО-2026/00042' });
  });
});
