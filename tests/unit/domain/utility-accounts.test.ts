import { describe, it, expect } from 'vitest';
import {
  accountDebt,
  dueReminderDue,
  monthDiff,
  receiptFromReadings,
  tariffFor,
  addMonths,
  buildReceipt,
  checkReading,
  missedMonthCharge,
  payableAmount,
  readingWindow,
  receiptStatuses,
} from '../../../src/domain/utility-accounts';

describe('readingWindow (R10.3)', () => {
  it('is open from the 20th to the 25th by default, both inclusive', () => {
    expect(readingWindow('2026-03-20')).toEqual({ open: true, month: '2026-03', from: '2026-03-20', to: '2026-03-25' });
    expect(readingWindow('2026-03-25').open).toBe(true);
  });
  it('before the window says this month’s dates; after it, next month’s', () => {
    expect(readingWindow('2026-03-19')).toEqual({
      open: false,
      month: '2026-03',
      from: '2026-03-20',
      to: '2026-03-25',
    });
    expect(readingWindow('2026-12-26')).toEqual({
      open: false,
      month: '2027-01',
      from: '2027-01-20',
      to: '2027-01-25',
    });
  });
  it('clamps a window to the 31st to the month’s end', () => {
    expect(readingWindow('2026-02-28', 1, 31)).toEqual({
      open: true,
      month: '2026-02',
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
});

describe('checkReading (R10.4, R10.5)', () => {
  it('takes consumption as the difference to the previous value', () => {
    expect(checkReading({ value: 120.5, previous: 100, digits: 5, history: [] })).toMatchObject({
      ok: true,
      consumption: 20.5,
      rollover: false,
      anomaly: false,
    });
  });
  it('refuses a value lower than the previous one', () => {
    expect(checkReading({ value: 99, previous: 100, digits: 5, history: [] })).toEqual({
      ok: false,
      error: 'lowerThanPrevious',
    });
  });
  it('accepts a lower value as a rollover when confirmed and the capacity is known', () => {
    expect(checkReading({ value: 5, previous: 99_990, digits: 5, rolloverConfirmed: true, history: [] })).toMatchObject(
      { ok: true, consumption: 15, rollover: true },
    );
    expect(checkReading({ value: 5, previous: 99_990, digits: null, rolloverConfirmed: true, history: [] })).toEqual({
      ok: false,
      error: 'lowerThanPrevious',
    });
  });
  it('refuses a value above the digit capacity', () => {
    expect(checkReading({ value: 100_000, previous: 1, digits: 5, history: [] })).toEqual({
      ok: false,
      error: 'aboveCapacity',
    });
  });
  it('flags consumption over 3× the six-month average, not at exactly 3×', () => {
    const history = [10, 10, 10, 10, 10, 10, 1000];
    expect(checkReading({ value: 131, previous: 100, digits: 5, history })).toMatchObject({
      ok: true,
      anomaly: true,
      average: 10,
    });
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
  it('pays the whole debt, or a part of at least 1 ₽ that leaves at least 1 ₽ (R10.7)', () => {
    expect(payableAmount(300, 300)).toBe(true);
    expect(payableAmount(301, 300)).toBe(false);
    expect(payableAmount(99, 300)).toBe(false);
    expect(payableAmount(200, 300)).toBe(true);
    expect(payableAmount(250, 300)).toBe(false);
    expect(payableAmount(1, 1)).toBe(true);
    expect(payableAmount(150, 199)).toBe(false);
    expect(payableAmount(0, 0)).toBe(false);
    expect(payableAmount(100.5, 300)).toBe(false);
  });
  it('adds months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 14)).toBe('2028-02');
  });
});

describe('receipts from readings × tariffs (docs/rules.md R10.10)', () => {
  const cold = (entries: [string, number][]) => ({
    service: 'cold_water' as const,
    consumptionByMonth: new Map(entries),
    tariffKopecks: 5_025,
    norm: 6.9,
  });

  it('charges a month with a reading its consumption × the tariff', () => {
    const r = receiptFromReadings('2026-03', [
      cold([
        ['2026-02', 4],
        ['2026-03', 3.2],
      ]),
      { service: 'electricity', consumptionByMonth: new Map([['2026-03', 150]]), tariffKopecks: 643, norm: 100 },
    ]);
    expect(r.lines.map((l) => [l.service, l.volume, l.basis, l.amountKopecks])).toEqual([
      ['cold_water', 3.2, 'reading', 16_080],
      ['electricity', 150, 'reading', 96_450],
    ]);
    expect(r.totalKopecks).toBe(16_080 + 96_450);
    expect(r.dueDate).toBe('2026-04-10');
  });

  it('charges a missing month at the average of earlier months, for up to 3 months in a row, then the norm', () => {
    const history = cold([
      ['2025-12', 3],
      ['2026-01', 4],
      ['2026-02', 5],
    ]);
    expect(receiptFromReadings('2026-03', [history]).lines[0]).toMatchObject({
      volume: 4,
      basis: 'average',
      amountKopecks: 20_100,
    });
    expect(receiptFromReadings('2026-05', [history]).lines[0]).toMatchObject({ volume: 4, basis: 'average' });
    expect(receiptFromReadings('2026-06', [history]).lines[0]).toMatchObject({ volume: 6.9, basis: 'norm' });
    // Later readings do not count for an earlier month; no history at all: the norm.
    expect(receiptFromReadings('2026-03', [cold([['2026-04', 10]])]).lines[0]).toMatchObject({
      volume: 6.9,
      basis: 'norm',
    });
  });

  it('takes the tariff valid in the month', () => {
    const ts = [
      { service: 'cold_water' as const, validFrom: '2025-07', priceKopecks: 4_800 },
      { service: 'cold_water' as const, validFrom: '2026-07', priceKopecks: 5_025 },
      { service: 'hot_water' as const, validFrom: '2020-01', priceKopecks: 1 },
    ];
    expect(tariffFor(ts, 'cold_water', '2026-06')?.priceKopecks).toBe(4_800);
    expect(tariffFor(ts, 'cold_water', '2026-07')?.priceKopecks).toBe(5_025);
    expect(tariffFor(ts, 'cold_water', '2025-01')).toBeUndefined();
  });

  it('counts months and the 3-day reminder window', () => {
    expect(monthDiff('2025-11', '2026-02')).toBe(3);
    expect(monthDiff('2026-02', '2026-02')).toBe(0);
    expect(dueReminderDue('2026-12-06', '2026-12-10')).toBe(false);
    expect(dueReminderDue('2026-12-07', '2026-12-10')).toBe(true);
    expect(dueReminderDue('2026-12-10', '2026-12-10')).toBe(true);
    expect(dueReminderDue('2026-12-11', '2026-12-10')).toBe(false);
  });
});

describe('the readings review tabs (R10.11)', () => {
  it('have four different labels in each language (received and accepted are not both «Принято»)', async () => {
    const { READING_REVIEW_TABS } = await import('../../../src/domain/utility-accounts');
    for (const lang of ['ru', 'en'] as const) {
      const bundle = (await import(`../../../src/locales/areas/backoffice-utility-accounts/${lang}.json`))
        .default as Record<string, { statuses?: Record<string, string> }>;
      const labels = READING_REVIEW_TABS.map((s) => bundle['backoffice-utility-readings'].statuses?.[s]);
      expect(labels.every(Boolean), lang).toBe(true);
      expect(new Set(labels).size, lang).toBe(READING_REVIEW_TABS.length);
    }
  });
});
