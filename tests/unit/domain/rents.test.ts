/** Lease rules (docs/rules.md R9): status, schedule, extension price, early-end settlement, entry, reminders. */
import { describe, expect, it } from 'vitest';
import {
  addMonthsIso,
  dailyRate,
  dueOutlook,
  earlyEndSettlement,
  entryAllowed,
  extensionQuote,
  isOverdue,
  rentPeriod,
  rentStatus,
  reminderDue,
  rentSchedule,
} from '../../../src/domain/rents';

const lease = { startDate: '2026-01-15', endDate: '2026-07-15', monthlyRentKopecks: 3_000_000 };

describe('rentStatus', () => {
  it.each([
    ['2026-01-14', 'upcoming'],
    ['2026-01-15', 'active'],
    ['2026-06-14', 'active'],
    ['2026-06-15', 'ending'],
    ['2026-07-14', 'ending'],
    ['2026-07-15', 'ended'],
  ])('on %s is %s', (today, status) => expect(rentStatus(lease, today)).toBe(status));

  it('is ending once an early move-out is confirmed, then ended early', () => {
    expect(rentStatus({ ...lease, endedEarlyOn: '2026-04-01' }, '2026-02-01')).toBe('ending');
    expect(rentStatus({ ...lease, endedEarlyOn: '2026-04-01' }, '2026-04-01')).toBe('ended_early');
  });
});

describe('rentSchedule', () => {
  it('charges whole months in advance, the last part month by its nights', () => {
    const s = rentSchedule('2026-01-31', '2026-04-10', 3_000_000);
    expect(s.map((c) => [c.periodFrom, c.periodTo, c.dueDate])).toEqual([
      ['2026-01-31', '2026-02-28', '2026-01-31'],
      ['2026-02-28', '2026-03-31', '2026-02-28'],
      ['2026-03-31', '2026-04-10', '2026-03-31'],
    ]);
    expect(s[0].amountKopecks).toBe(3_000_000);
    expect(s[2].amountKopecks).toBe(10 * dailyRate(3_000_000));
  });

  it('refuses an empty or too long period', () => {
    expect(() => rentSchedule('2026-01-01', '2026-01-01', 1)).toThrow(RangeError);
    expect(() => rentSchedule('2026-01-01', addMonthsIso('2026-01-01', 37), 1)).toThrow(RangeError);
  });

  it('applies a tariff percent through the booking price engine', () => {
    expect(rentSchedule('2026-01-01', '2026-02-01', 1_000_000, 90)[0].amountKopecks).toBe(900_000);
  });
});

describe('extensionQuote', () => {
  it('continues the monthly periods after the end', () => {
    const q = extensionQuote(lease, '2026-09-01', new Set(), '2026-03-01');
    expect(q).toMatchObject({
      ok: true,
      nights: 48,
      charges: [
        { periodFrom: '2026-07-15', periodTo: '2026-08-15', amountKopecks: 3_000_000 },
        { periodFrom: '2026-08-15', periodTo: '2026-09-01' },
      ],
    });
    if (q.ok) expect(q.totalKopecks).toBe(3_000_000 + 17 * dailyRate(3_000_000));
  });

  it('splits a part month the lease already charged', () => {
    const q = extensionQuote({ ...lease, endDate: '2026-07-01' }, '2026-08-15', new Set(), '2026-03-01');
    expect(q.ok && q.charges.map((c) => [c.periodFrom, c.periodTo])).toEqual([
      ['2026-07-01', '2026-07-15'],
      ['2026-07-15', '2026-08-15'],
    ]);
  });

  it('is blocked by a booked night after the lease, naming it', () => {
    expect(extensionQuote(lease, '2026-09-01', new Set(['2026-08-20', '2026-08-03']), '2026-03-01')).toEqual({
      ok: false,
      error: 'booked',
      night: '2026-08-03',
    });
    expect(extensionQuote(lease, '2026-08-03', new Set(['2026-08-03']), '2026-03-01').ok).toBe(true);
  });

  it('refuses a date not after the end, a too long lease and an ended lease', () => {
    expect(extensionQuote(lease, '2026-07-15', new Set(), '2026-03-01')).toMatchObject({ error: 'notAfterEnd' });
    expect(extensionQuote(lease, '2029-07-15', new Set(), '2026-03-01')).toMatchObject({ error: 'tooLong' });
    expect(extensionQuote(lease, '2026-09-01', new Set(), '2026-08-01')).toMatchObject({ error: 'notExtendable' });
    expect(
      extensionQuote({ ...lease, endedEarlyOn: '2026-05-01' }, '2026-09-01', new Set(), '2026-03-01'),
    ).toMatchObject({ error: 'notExtendable' });
  });
});

describe('earlyEndSettlement', () => {
  const terms = { ...lease, depositKopecks: 3_000_000, noticeDays: 30 };
  const charges = rentSchedule(lease.startDate, lease.endDate, lease.monthlyRentKopecks).map((c, i) => ({
    id: i + 1,
    ...c,
    paid: i < 3,
  }));

  it('with notice: later charges cancelled, paid later ones refunded, the move-out period cut, the deposit returned', () => {
    const s = earlyEndSettlement(terms, charges, '2026-04-25', '2026-03-01');
    expect(s.shortNotice).toBe(false);
    expect(s.cancelledChargeIds).toEqual([5, 6]);
    expect(s.proratedCharge).toEqual({ id: 4, amountKopecks: 10 * dailyRate(3_000_000) });
    expect(s.rentRefundKopecks).toBe(0);
    // The cut charge is owed and the deposit covers it.
    expect(s.depositRetainedKopecks).toBe(10 * dailyRate(3_000_000));
    expect(s.depositRefundKopecks).toBe(3_000_000 - 10 * dailyRate(3_000_000));
    expect(s.debtKopecks).toBe(0);
    expect(s.refundBy).toBe('2026-05-05');
  });

  it('refunds rent paid for nights after the move-out', () => {
    const s = earlyEndSettlement(terms, charges, '2026-03-20', '2026-02-01');
    expect(s.proratedCharge).toEqual({ id: 3, amountKopecks: 5 * dailyRate(3_000_000) });
    expect(s.rentRefundKopecks).toBe(3_000_000 - 5 * dailyRate(3_000_000));
    expect(s.cancelledChargeIds).toEqual([4, 5, 6]);
  });

  it('keeps the deposit as the penalty on short notice, the debt stays', () => {
    const s = earlyEndSettlement(terms, charges, '2026-04-25', '2026-04-10');
    expect(s).toMatchObject({
      shortNotice: true,
      depositRetainedKopecks: 3_000_000,
      depositRefundKopecks: 0,
      depositOffsetKopecks: 0,
      debtKopecks: 10 * dailyRate(3_000_000),
    });
    expect(s.charges).toEqual([{ id: 4, amountKopecks: 10 * dailyRate(3_000_000), depositOffsetKopecks: 0 }]);
  });

  it('sets the deposit against the rent owed, earliest due first, and leaves the rest to pay (the demo lease ended on 31.01.2027)', () => {
    // 45 000 ₽ a month from the 27th; 27.10 overdue, 27.12 due later; the 27.01 period cut to 4 nights.
    const demo = {
      startDate: '2025-09-27',
      endDate: '2027-09-27',
      monthlyRentKopecks: 4_500_000,
      depositKopecks: 4_500_000,
      noticeDays: 30,
    };
    const sched = rentSchedule(demo.startDate, demo.endDate, demo.monthlyRentKopecks).map((c, i) => ({
      id: i + 1,
      ...c,
      paid: i < 13 || i === 14,
    }));
    const s = earlyEndSettlement(demo, sched, '2027-01-31', '2026-11-25');
    const cut = 4 * dailyRate(4_500_000);
    expect(cut).toBe(591_780);
    expect(s).toMatchObject({
      shortNotice: false,
      owedKopecks: 9_000_000 + cut,
      depositOffsetKopecks: 4_500_000,
      debtKopecks: 4_500_000 + cut,
      depositRetainedKopecks: 4_500_000,
      depositRefundKopecks: 0,
    });
    expect(s.charges).toEqual([
      { id: 14, amountKopecks: 0, depositOffsetKopecks: 4_500_000 },
      { id: 16, amountKopecks: 4_500_000, depositOffsetKopecks: 0 },
      { id: 17, amountKopecks: cut, depositOffsetKopecks: 0 },
    ]);
    // What the schedule asks afterwards is what the confirmation says is left.
    expect(s.charges.reduce((sum, c) => sum + c.amountKopecks, 0)).toBe(s.debtKopecks);
    expect(s.cancelledChargeIds).toEqual([18, 19, 20, 21, 22, 23, 24]);
  });

  it('splits the deposit over a charge it covers in part', () => {
    const s = earlyEndSettlement({ ...terms, depositKopecks: 500_000 }, charges, '2026-04-25', '2026-03-01');
    expect(s.charges).toEqual([
      { id: 4, amountKopecks: 10 * dailyRate(3_000_000) - 500_000, depositOffsetKopecks: 500_000 },
    ]);
    expect(s.debtKopecks).toBe(10 * dailyRate(3_000_000) - 500_000);
  });

  it('refuses a move-out not after today or outside the lease', () => {
    expect(() => earlyEndSettlement(terms, charges, '2026-03-01', '2026-03-01')).toThrow(RangeError);
    expect(() => earlyEndSettlement(terms, charges, '2026-07-15', '2026-03-01')).toThrow(RangeError);
  });
});

describe('rentPeriod (docs/rules.md R9.1: the end date is the move-out day, shown as it is)', () => {
  it('shows a charge period and a lease with the same end date the server keeps', () => {
    expect(rentPeriod('2026-10-27', '2026-11-27')).toBe('27.10.2026 – 27.11.2026');
    expect(rentPeriod('2025-09-27', '2027-12-26')).toBe('27.09.2025 – 26.12.2027');
  });
});

describe('dueOutlook (docs/rules.md R9.6)', () => {
  const items = [
    { id: 2, dueDate: '2026-11-27' },
    { id: 1, dueDate: '2026-10-27' },
    { id: 3, dueDate: '2026-12-27' },
  ];
  it('puts charges past their due date apart as overdue; the next is the earliest due today or later', () => {
    expect(dueOutlook(items, '2026-11-25')).toEqual({
      overdue: [{ id: 1, dueDate: '2026-10-27' }],
      next: { id: 2, dueDate: '2026-11-27' },
    });
    expect(dueOutlook(items, '2026-11-27').next?.id).toBe(2);
    expect(dueOutlook(items, '2026-12-28')).toEqual({ overdue: [items[1], items[0], items[2]], next: null });
  });
  it('calls a due date overdue only once it passed', () => {
    expect(isOverdue('2026-11-10', '2026-11-10')).toBe(false);
    expect(isOverdue('2026-11-10', '2026-11-11')).toBe(true);
  });
});

describe('entry and reminders', () => {
  it('shows the entry only when paid and accepted', () => {
    expect(entryAllowed(true, true)).toBe(true);
    expect(entryAllowed(true, false)).toBe(false);
    expect(entryAllowed(false, true)).toBe(false);
  });
  it('reminds from 3 days before the due date', () => {
    expect(reminderDue('2026-03-04', '2026-03-01')).toBe(true);
    expect(reminderDue('2026-03-05', '2026-03-01')).toBe(false);
    expect(reminderDue('2026-02-28', '2026-03-01')).toBe(false);
  });
});
