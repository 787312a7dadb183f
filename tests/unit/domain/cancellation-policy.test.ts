// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cancellationPenalty,
  freeCancellationDeadline,
  policyText,
  receiptPolicyNote,
  refundFor,
  type CancellationPolicy,
  type PenaltyStay,
  type RefundInput,
} from '../../../src/domain/cancellation-policy';
import { formatMoney } from '../../../src/domain/money';
import { tFor } from '../../../server/i18n';

const firstNight: CancellationPolicy = {
  kind: 'free_until',
  before: 3,
  unit: 'days',
  penalty: { kind: 'first_night' },
};
const stay: PenaltyStay = {
  checkIn: '2026-12-15',
  // Two apartments: the calendar priced the first one's nights, the second has its base rate only.
  lines: [{ rateKopecks: 500_000, nightly: [600_000, 500_000] }, { rateKopecks: 400_000 }],
  tariffPercent: 100,
  accommodationKopecks: 1_800_000,
};
const at = (iso: string) => new Date(iso);

describe('the free-cancellation deadline (docs/rules.md R5.30)', () => {
  it('is the check-in day at the check-in time in Yekaterinburg (UTC+5, no DST) less the days or hours', () => {
    // 15.12 14:00 +05:00 = 09:00Z; three days earlier 12.12 09:00Z.
    expect(freeCancellationDeadline(firstNight, '2026-12-15')).toEqual(at('2026-12-12T09:00:00Z'));
    expect(freeCancellationDeadline({ ...firstNight, before: 36, unit: 'hours' }, '2026-12-15')).toEqual(
      at('2026-12-13T21:00:00Z'),
    );
    // The company's own check-in time; summer and winter alike (no daylight saving since 2014).
    expect(freeCancellationDeadline(firstNight, '2026-07-01', '15:30')).toEqual(at('2026-06-28T10:30:00Z'));
    expect(freeCancellationDeadline(firstNight, '2027-03-29')).toEqual(at('2027-03-26T09:00:00Z'));
  });

  it('is null for a non-refundable policy and for a booking without one', () => {
    expect(freeCancellationDeadline({ kind: 'non_refundable' }, '2026-12-15')).toBeNull();
    expect(freeCancellationDeadline(null, '2026-12-15')).toBeNull();
  });
});

describe('the penalty of a late cancellation (docs/rules.md R5.30)', () => {
  it('is nothing up to the deadline minute inclusive, the first night of each object a minute later', () => {
    expect(cancellationPenalty(firstNight, stay, at('2026-12-12T09:00:00Z'))).toBe(0);
    expect(cancellationPenalty(firstNight, stay, at('2026-12-12T09:01:00Z'))).toBe(1_000_000);
  });

  it('takes the first night with the tariff percent', () => {
    expect(cancellationPenalty(firstNight, { ...stay, tariffPercent: 90 }, at('2026-12-14T00:00:00Z'))).toBe(900_000);
  });

  it('by hours: free until 24 hours before 14:00 of the check-in day', () => {
    const p: CancellationPolicy = { kind: 'free_until', before: 24, unit: 'hours', penalty: { kind: 'first_night' } };
    expect(cancellationPenalty(p, stay, at('2026-12-14T09:00:00Z'))).toBe(0);
    expect(cancellationPenalty(p, stay, at('2026-12-14T09:00:01Z'))).toBe(1_000_000);
  });

  it('takes a percentage of the accommodation, or a fixed sum capped at the accommodation', () => {
    const late = at('2026-12-14T00:00:00Z');
    expect(cancellationPenalty({ ...firstNight, penalty: { kind: 'percent', percent: 30 } }, stay, late)).toBe(540_000);
    expect(cancellationPenalty({ ...firstNight, penalty: { kind: 'fixed', kopecks: 250_000 } }, stay, late)).toBe(
      250_000,
    );
    expect(cancellationPenalty({ ...firstNight, penalty: { kind: 'fixed', kopecks: 9_000_000 } }, stay, late)).toBe(
      1_800_000,
    );
  });

  it('keeps the whole accommodation of a non-refundable policy, whenever', () => {
    expect(cancellationPenalty({ kind: 'non_refundable' }, stay, at('2026-01-01T00:00:00Z'))).toBe(1_800_000);
  });
});

describe('the refund (docs/rules.md R5.19, R5.26, R5.30)', () => {
  const booking: RefundInput = {
    policy: firstNight,
    refundable: true,
    paidKopecks: 2_000_000,
    owedAnywayKopecks: 36_000,
    stay,
  };
  const late = at('2026-12-13T00:00:00Z');

  it('is everything paid inside the free window, the payment less the penalty after it', () => {
    expect(refundFor(booking, at('2026-12-01T00:00:00Z'))).toBe(2_000_000);
    expect(refundFor(booking, late)).toBe(1_000_000);
  });

  it('takes the penalty only from what was paid beyond the tourist tax (a partial payment)', () => {
    expect(refundFor({ ...booking, paidKopecks: 500_000 }, late)).toBe(36_000);
    expect(refundFor({ ...booking, paidKopecks: 0 }, late)).toBe(0);
  });

  it('returns only the tourist tax of a non-refundable booking, and everything when the company cancels', () => {
    expect(refundFor({ ...booking, policy: { kind: 'non_refundable' } }, late)).toBe(36_000);
    expect(refundFor({ ...booking, policy: { kind: 'non_refundable' } }, late, true)).toBe(2_000_000);
    expect(refundFor(booking, late, true)).toBe(2_000_000);
  });

  it('follows the tariff’s refundable flag for a booking made before policies', () => {
    expect(refundFor({ ...booking, policy: null }, late)).toBe(2_000_000);
    expect(refundFor({ ...booking, policy: null, refundable: false }, late)).toBe(36_000);
  });
});

describe('the policy written out (docs/rules.md R5.30)', () => {
  const ru = tFor('ru');
  const en = tFor('en');
  const deadline = freeCancellationDeadline(firstNight, '2026-12-15');
  const rub = (k: number) => formatMoney(k, 'ru');

  it('says until when, how long before arrival and what is kept, in ru and en', () => {
    expect(policyText(firstNight, ru, rub, deadline)).toBe(
      'Бесплатная отмена до 12.12 14:00 (за 3 дня до заезда), позже — стоимость первой ночи',
    );
    expect(policyText(firstNight, en, rub, deadline)).toBe(
      "Free cancellation until 12.12 14:00 (3 days before arrival), then the first night's price",
    );
    expect(policyText({ ...firstNight, before: 1, unit: 'days' }, ru, rub)).toBe(
      'Бесплатная отмена не позже чем за 1 день до заезда, позже — стоимость первой ночи',
    );
    expect(
      policyText({ ...firstNight, before: 48, unit: 'hours', penalty: { kind: 'percent', percent: 50 } }, en, rub),
    ).toBe('Free cancellation up to 48 hours before arrival, then 50% of the stay');
    expect(policyText({ ...firstNight, before: 5, penalty: { kind: 'fixed', kopecks: 300_000 } }, ru, rub)).toBe(
      `Бесплатная отмена не позже чем за 5 дней до заезда, позже — ${rub(300_000)}`,
    );
  });

  it('names a non-refundable tariff, and a legacy booking by its refundable flag', () => {
    expect(policyText({ kind: 'non_refundable' }, ru, rub)).toBe('Невозвратный тариф');
    expect(policyText({ kind: 'non_refundable' }, en, rub)).toBe('Non-refundable');
    expect(policyText(null, ru, rub, null, false)).toBe('Невозвратный тариф');
    expect(policyText(null, en, rub)).toBe('Full refund on cancellation before arrival');
  });

  it('adds the tariff and its deadline to the receipt within 128 characters', () => {
    const note = receiptPolicyNote('Стандартный', firstNight, deadline);
    expect(note).toBe('тариф «Стандартный»: бесплатная отмена до 12.12');
    expect(`Проживание, бронирование № GK-000088, ${note}`.length).toBeLessThanOrEqual(128);
    expect(receiptPolicyNote('Невозвратный', { kind: 'non_refundable' }, null)).toBe(
      'тариф «Невозвратный»: невозвратный',
    );
  });
});
