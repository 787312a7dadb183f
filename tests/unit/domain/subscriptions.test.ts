/** Billing periods, retries and the disconnection date of subscriptions (src/domain/subscriptions.ts; docs/rules.md R12.8). */
import { describe, expect, it } from 'vitest';
import {
  addMonthsIso,
  afterFailedCharge,
  chargePeriod,
  disconnectionDate,
  receiptNumber,
} from '../../../src/domain/subscriptions';

describe('subscriptions', () => {
  it('a period is one month, clamped to the month’s end', () => {
    expect(chargePeriod('2026-12-15')).toEqual({ start: '2026-12-15', end: '2027-01-15' });
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('retries a failed charge after 1 and 3 days, then gives up', () => {
    expect(afterFailedCharge(1, '2026-12-15')).toEqual({ retryOn: '2026-12-16' });
    expect(afterFailedCharge(2, '2026-12-16')).toEqual({ retryOn: '2026-12-19' });
    expect(afterFailedCharge(3, '2026-12-19')).toEqual({ giveUp: true });
  });

  it('disconnects at the end of the paid period, or today when nothing is paid ahead', () => {
    expect(disconnectionDate({ status: 'active', nextPaymentOn: '2027-01-05' }, '2026-12-20')).toBe('2027-01-05');
    expect(disconnectionDate({ status: 'active', nextPaymentOn: '2026-12-20' }, '2026-12-20')).toBe('2026-12-20');
    expect(disconnectionDate({ status: 'pending_payment', nextPaymentOn: null }, '2026-12-20')).toBe('2026-12-20');
  });

  it('numbers receipts', () => {
    expect(receiptNumber(42)).toBe('S-00000042');
  });
});
