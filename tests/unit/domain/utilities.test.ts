import { describe, it, expect } from 'vitest';
import {
  accountDebt,
  addMonths,
  buildReceipt,
  checkReading,
  missedMonthCharge,
  payableAmount,
  readingWindow,
  receiptStatuses,
} from '../../../src/domain/utilities';

describe('readingWindow (R10.3)', () => {
  it('is open from the 20th to the 25th by default, both inclusive', () => {
    expect(readingWindow('2026-03-20')).toEqual({ open: true, month: '2026-03', from: '2026-03-20', to: '2026-03-25' });
    expect(readingWindow('2026-03-25').open).toBe(true);
  });
  it('before the window says this month’s dates; after it, next month’s', () => {
    expect(readingWindow('2026-03-19')).toEqual({ open: false, month: '2026-03', from: '2026-03-20', to: '2026-03-25' });
    expect(readingWindow('2026-12-26')).toEqual({ open: false, month: '2027-01', from: '2027-01-20', to: '2027-01-25' });
  });
  it('clamps a window to the 31st to the month’s end', () => {
    expect(readingWindow('2026-02-28', 1, 31)).toEqual({ open: true, month: '2026-02', from: '2026-02-01', to: '2026-02-28' });
  });
});

describe('checkReading (R10.4, R10.5)', () => {
  it('takes consumption as the difference to the previous value', () => {
    expect(checkReading({ value: 120.5, previous: 100, digits: 5, history: [] })).toMatchObject({ ok: true, consumption: 20.5, rollover: false, anomaly: false });
  });
  it('refuses a value lower than the previous one', () => {
    expect(checkReading({ value: 99, previous: 100, digits: 5, history: [] })).toEqual({ ok: false, error: 'lowerThanPrevious' });
  });
  it('accepts a lower value as a rollover when confirmed and the capacity is known', () => {
    expect(checkReading({ value: 5, previous: 99_990, digits: 5, rolloverConfirmed: true, history: [] })).toMatchObject({ ok: true, consumption: 15, rollover: true });
    expect(checkReading({ value: 5, previous: 99_990, digits: null, rolloverConfirmed: true, history: [] })).toEqual({ ok: false, error: 'lowerThanPrevious' });
  });
  it('refuses a value above the digit capacity', () => {
    expect(checkReading({ value: 100_000, previous: 1, digits: 5, history: [] })).toEqual({ ok: false, error: 'aboveCapacity' });
  });
  it('flags consumption over 3× the six-month average, not at exactly 3×', () => {
    const history = [10, 10, 10, 10, 10, 10, 1000];
    expect(checkReading({ value: 131, previous: 100, digits: 5, history })).toMatchObject({ ok: true, anomaly: true, average: 10 });
    expect(checkReading({ value: 130, previous: 100, digits: 5, history })).toMatchObject({ ok: true, anomaly: false });
  });
});

describe('missedMonthCharge (R10.6)', () => {
  it('charges the average for up to 3 months, then the norm', () => {
    expect(missedMonthCharge([4, 6], 1, 9)).toEqual({ basis: 'average', volume: 5 });
    expect(missedMonthCharge([4, 6], 3, 9)).toEqual({ basis: 'average', volume: 5 });
    expect(missedMonthCharge([4, 6], 4, 9)).toEqual({ basis: 'norm', volume: 9 });
    expect(missedMonthCharge([], 1, 9)).toEqual({ basis: 'norm', volume: 9 });
  });
});

describe('receipts (R10.2, R10.7)', () => {
  it('multiplies volume by tariff, adds recalculation and penalty, due on the 10th of the next month', () => {
    const r = buildReceipt({
      month: '2026-12',
      services: [
        { service: 'electricity', volume: 150, tariffKopecks: 643 },
        { service: 'cold_water', volume: 3.333, tariffKopecks: 5025, recalculationKopecks: -100, penaltyKopecks: 50 },
      ],
    });
    expect(r.lines[0]).toMatchObject({ unit: 'kWh', amountKopecks: 96_450, totalKopecks: 96_450 });
    expect(r.lines[1]).toMatchObject({ unit: 'm3', amountKopecks: 16_748, totalKopecks: 16_698 });
    expect(r.totalKopecks).toBe(96_450 + 16_698);
    expect(r.dueDate).toBe('2027-01-10');
  });
  it('spreads payments oldest first', () => {
    const rs = [
      { month: '2026-02', totalKopecks: 500 },
      { month: '2026-01', totalKopecks: 1000 },
    ];
    expect(receiptStatuses(rs, 1200)).toEqual([
      { paidKopecks: 200, status: 'partially_paid' },
      { paidKopecks: 1000, status: 'paid' },
    ]);
    expect(accountDebt(1500, 1200)).toBe(300);
    expect(accountDebt(1500, 2000)).toBe(0);
  });
  it('pays whole or part of the debt, at least 1 ₽', () => {
    expect(payableAmount(300, 300)).toBe(true);
    expect(payableAmount(301, 300)).toBe(false);
    expect(payableAmount(99, 300)).toBe(false);
  });
  it('adds months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 14)).toBe('2028-02');
  });
});
