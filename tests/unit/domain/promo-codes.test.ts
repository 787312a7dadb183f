/** The promo code checks of src/domain/promo-codes.ts (docs/rules.md R5.32), reason by reason. */
import { describe, expect, it } from 'vitest';
import {
  normalizePromoCode,
  promoCodeIssue,
  promoStayDiscount,
  PROMO_CODE_RE,
  type PromoCodeTerms,
} from '../../../src/domain/promo-codes';

const terms: PromoCodeTerms = {
  code: 'WINTER',
  kind: 'percent',
  value: 10,
  bookFrom: '2026-11-01',
  bookTo: '2026-12-31',
  stayFrom: '2027-01-10',
  stayTo: '2027-01-20',
  minNights: 2,
  tariffIds: [1],
  objectIds: [5, 6],
  limitTotal: 3,
  limitPerGuest: 1,
  active: true,
};
const stay = { tariffId: 1, objectIds: [5], checkIn: '2027-01-10', checkOut: '2027-01-12', today: '2026-11-28' };
const none = { total: 0, guest: 0 };

describe('promoCodeIssue', () => {
  it('applies inside every term', () => {
    expect(promoCodeIssue(terms, stay, none)).toBeNull();
    // the last night is the 20th: check-out on the 21st is inside
    expect(promoCodeIssue(terms, { ...stay, checkIn: '2027-01-18', checkOut: '2027-01-21' }, none)).toBeNull();
    expect(promoCodeIssue(terms, { ...stay, objectIds: [5, 6] }, { total: 2, guest: 0 })).toBeNull();
  });

  it.each([
    ['unknown', null, stay, none, { code: 'notFound' }],
    ['inactive', { ...terms, active: false }, stay, none, { code: 'expired' }],
    ['booked too early', terms, { ...stay, today: '2026-10-31' }, none, { code: 'notYetValid', date: '2026-11-01' }],
    ['booked too late', terms, { ...stay, today: '2027-01-01' }, none, { code: 'expired' }],
    [
      'arrives before the stay window',
      terms,
      { ...stay, checkIn: '2027-01-09' },
      none,
      { code: 'stayFrom', date: '2027-01-10' },
    ],
    [
      'a night after it',
      terms,
      { ...stay, checkIn: '2027-01-19', checkOut: '2027-01-22' },
      none,
      { code: 'stayTo', date: '2027-01-20' },
    ],
    ['too short', terms, { ...stay, checkOut: '2027-01-11' }, none, { code: 'minNights', nights: 2 }],
    ['another tariff', terms, { ...stay, tariffId: 2 }, none, { code: 'tariff' }],
    ['one object outside', terms, { ...stay, objectIds: [5, 7] }, none, { code: 'object' }],
    ['used by the guest', terms, stay, { total: 1, guest: 1 }, { code: 'alreadyUsed' }],
    ['used up', terms, stay, { total: 3, guest: 0 }, { code: 'limitReached' }],
  ] as const)('%s', (_name, t, s, uses, issue) => {
    expect(promoCodeIssue(t as PromoCodeTerms | null, s, uses)).toEqual(issue);
  });

  it('open terms: no dates, tariffs, objects or limits', () => {
    const open = { ...terms, bookFrom: null, bookTo: null, stayFrom: null, stayTo: null, tariffIds: [], objectIds: [] };
    const wide = { ...open, limitTotal: null, limitPerGuest: null, minNights: 1 };
    expect(
      promoCodeIssue(
        wide,
        { ...stay, tariffId: 9, objectIds: [1, 2], checkOut: '2027-01-11' },
        { total: 99, guest: 9 },
      ),
    ).toBeNull();
  });
});

describe('the code and its discount', () => {
  it('compares case-insensitively and checks the shape a manager types', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(PROMO_CODE_RE.test('NEW-YEAR_2027')).toBe(true);
    expect(PROMO_CODE_RE.test('AB')).toBe(false);
    expect(PROMO_CODE_RE.test('СКИДКА')).toBe(false);
  });

  it('is a percent or a sum labelled with the code', () => {
    expect(promoStayDiscount(terms)).toEqual({ kind: 'promo', label: 'WINTER', percent: 10 });
    expect(promoStayDiscount({ code: 'SUM', kind: 'amount', value: 50_000 })).toEqual({
      kind: 'promo',
      label: 'SUM',
      kopecks: 50_000,
    });
  });
});
