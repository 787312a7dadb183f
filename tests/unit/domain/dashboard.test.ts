/** The tenant's dashboard (docs/rules.md R9.6): due next, debts and alerts from leases and utility accounts. */
import { describe, expect, it } from 'vitest';
import { dashboardSummary, revenueChart, type DashBill, type DashRent } from '../../../src/domain/dashboard';

const rent = (over: Partial<DashRent> = {}): DashRent => ({
  id: 1,
  objectTitle: 'Apt 101',
  isTenant: true,
  nextCharge: { amountKopecks: 4_500_000, dueDate: '2026-03-03', periodFrom: '2026-03-03' },
  overdue: [],
  ...over,
});
const bill = (over: Partial<DashBill> = {}): DashBill => ({
  id: 7,
  number: '7700012345',
  debtKopecks: 0,
  nextPaymentDate: '2026-03-10',
  window: { open: false, to: '2026-03-25' },
  ...over,
});

describe('dashboardSummary', () => {
  it('lists due rent and utility debts soonest first', () => {
    const s = dashboardSummary([rent()], [bill({ debtKopecks: 120_000, nextPaymentDate: '2026-03-02' })], '2026-03-01');
    expect(s.dueNext.map((i) => [i.kind, i.date])).toEqual([
      ['bill', '2026-03-02'],
      ['rent', '2026-03-03'],
    ]);
  });

  it('names the month of each rent line: every overdue charge a debt of its own (R9.6)', () => {
    const overdue = [
      { amountKopecks: 4_500_000, dueDate: '2026-01-03', periodFrom: '2026-01-03' },
      { amountKopecks: 4_500_000, dueDate: '2026-02-03', periodFrom: '2026-02-03' },
    ];
    const s = dashboardSummary([rent({ overdue })], [], '2026-03-01');
    expect(s.debts.map((d) => [d.kind, d.period, d.amountKopecks])).toEqual([
      ['rent', '2026-01-03', 4_500_000],
      ['rent', '2026-02-03', 4_500_000],
    ]);
    expect(s.dueNext.map((d) => d.period)).toEqual(['2026-03-03']);
  });

  it('alerts a rent payment due within 3 days, not later', () => {
    expect(dashboardSummary([rent()], [], '2026-02-28').alerts).toEqual([
      { kind: 'dueSoon', id: 1, amountKopecks: 4_500_000, date: '2026-03-03', link: '/rents/1' },
    ]);
    expect(dashboardSummary([rent()], [], '2026-02-27').alerts).toEqual([]);
  });

  it('alerts an open reading window', () => {
    const s = dashboardSummary([], [bill({ window: { open: true, to: '2026-03-25' } })], '2026-03-21');
    expect(s.alerts).toEqual([
      { kind: 'readingWindow', id: 7, amountKopecks: 0, date: '2026-03-25', number: '7700012345', link: '/bills/7' },
    ]);
  });

  it('counts overdue rent and utility debt past due as debts; an owner’s tenants are not the caller’s', () => {
    const s = dashboardSummary(
      [
        rent({ overdue: [{ amountKopecks: 4_500_000, dueDate: '2026-02-03', periodFrom: '2026-02-03' }] }),
        rent({
          id: 2,
          isTenant: false,
          overdue: [{ amountKopecks: 9, dueDate: '2026-02-03', periodFrom: '2026-02-03' }],
        }),
      ],
      [bill({ debtKopecks: 5, nextPaymentDate: '2026-02-10' })],
      '2026-03-01',
    );
    expect(s.debts.map((d) => [d.kind, d.id, d.amountKopecks])).toEqual([
      ['rent', 1, 4_500_000],
      ['bill', 7, 5],
    ]);
    expect(s.dueNext.every((d) => d.id !== 2)).toBe(true);
  });

  it('lists a utility amount whose payment date passed under debts only, not under due next', () => {
    const s = dashboardSummary(
      [rent()],
      [
        bill({ debtKopecks: 350_000, nextPaymentDate: '2026-02-10' }),
        bill({ id: 8, number: '7700099999', debtKopecks: 1_000, nextPaymentDate: '2026-03-01' }),
      ],
      '2026-03-01',
    );
    expect(s.dueNext.map((i) => [i.kind, i.id, i.date])).toEqual([
      ['bill', 8, '2026-03-01'],
      ['rent', 1, '2026-03-03'],
    ]);
    expect(s.debts.map((i) => [i.kind, i.id])).toEqual([['bill', 7]]);
  });
});

describe('the back office revenue chart (issue 35 item 18)', () => {
  const series = [
    { month: '2026-05', revenueKopecks: 12_345_650 },
    { month: '2026-06', revenueKopecks: 20_000_000 },
  ];
  it('names each month and labels the money axis in rubles with the language’s grouping', () => {
    const ru = revenueChart(series, 'ru');
    expect(ru.data).toEqual([
      { month: 'май 2026', revenue: 123_457 },
      { month: 'июнь 2026', revenue: 200_000 },
    ]);
    expect(ru.moneyLabel(200000)).toBe('200\u00a0000\u00a0₽');
    const en = revenueChart(series, 'en');
    expect(en.data.map((d) => d.month)).toEqual(['May 2026', 'Jun 2026']);
    expect(en.moneyLabel('200000')).toBe('₽200,000');
  });
});
