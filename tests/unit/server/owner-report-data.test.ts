/**
 * Owner reports and statements use the nights' real prices (issue 39 point 4; docs/rules.md
 * R13.2, R5.28): a booking that kept each night's price splits its income between the months by
 * those prices, a booking without them evenly.
 */
import { describe, expect, it } from 'vitest';
import { reportOf } from '../../../server/services/owner-report-data';
import type { StayRow } from '../../../server/services/owner-reports';

const room = { id: 7, number: '701', area: 40, building: 'A', feePercent: 20 };
/** Sunday 29.11 → Sunday 06.12: two November nights at 5 000 ₽, five December ones of which Friday and Saturday at 6 000 ₽. */
const stay = (nightly?: number[]): StayRow => ({
  objectId: 7,
  checkIn: '2026-11-29',
  checkOut: '2026-12-06',
  price: {
    nights: 7,
    lines: [{ objectId: 7, rateKopecks: 528_571, amountKopecks: 3_700_000, ...(nightly ? { nightly } : {}) }],
    tariffAdjustmentKopecks: 0,
    totalKopecks: 3_700_000,
  },
});
const income = (row: StayRow) =>
  reportOf([room], [row], [], { from: '2026-11', to: '2026-12' }, 'fee').months.map((m) => [m.month, m.incomeKopecks]);

describe('the owner report by the nights’ prices', () => {
  it('gives December its weekend nights at their price', () => {
    const nightly = [500_000, 500_000, 500_000, 500_000, 500_000, 600_000, 600_000];
    expect(income(stay(nightly))).toEqual([
      ['2026-11', 1_000_000],
      ['2026-12', 2_700_000],
    ]);
  });

  it('spreads a booking without the nights’ prices evenly, as before', () => {
    expect(income(stay())).toEqual([
      ['2026-11', 1_057_144],
      ['2026-12', 2_642_856],
    ]);
  });
});
