import { describe, expect, it } from 'vitest';
import {
  inForceOn,
  MAIN_VAT_RATES,
  receiptCustomer,
  receiptError,
  receiptProblems,
  vatInside,
  vatOn,
  withoutVat,
  type Receipt,
} from '../../../src/domain/fiscal';

const stay: Receipt = {
  customer: { phone: '79990000001' },
  items: [
    {
      description: 'Проживание',
      quantity: 2,
      unitKopecks: 500_000,
      vatCode: 11,
      paymentMode: 'full_prepayment',
      paymentSubject: 'service',
    },
    {
      description: 'Туристический налог',
      quantity: 1,
      unitKopecks: 20_000,
      vatCode: 1,
      paymentMode: 'full_prepayment',
      paymentSubject: 'payment',
    },
  ],
};

describe('VAT by date (Tax Code art. 164 p. 3; YooKassa vat_code)', () => {
  it('the main rate is 20 % (code 4) to the end of 2025 and 22 % (code 11) from 1 January 2026', () => {
    expect(vatOn('main', '2025-12-31')).toEqual({ vatCode: 4, percent: 20 });
    expect(vatOn('main', '2026-01-01')).toEqual({ vatCode: 11, percent: 22 });
    expect(vatOn('main', '2027-07-01')).toEqual({ vatCode: 11, percent: 22 });
  });
  it('reduced rates keep their codes whatever the day; before the table there is no main rate', () => {
    expect(vatOn('none', '2026-05-01')).toEqual({ vatCode: 1, percent: 0 });
    expect(vatOn('10', '2026-05-01')).toEqual({ vatCode: 3, percent: 10 });
    expect(() => vatOn('main', '2018-12-31')).toThrow(RangeError);
  });
  it('a dated table is read in date order whatever order its rows are stored in', () => {
    expect(inForceOn([...MAIN_VAT_RATES].reverse(), '2026-03-01')?.percent).toBe(22);
  });
  it('VAT inside an amount rounds to the kopeck: 12 200 ₽ at 22 % holds 2 200 ₽', () => {
    expect(vatInside(1_220_000, 22)).toBe(220_000);
    expect(withoutVat(1_220_000, 22)).toBe(1_000_000);
    expect(vatInside(100, 22)).toBe(18);
  });
});

describe('a receipt as YooKassa checks it', () => {
  it('accepts items that add up to the amount with codes valid on the day', () => {
    expect(receiptProblems(stay, 1_020_000, '2027-01-15')).toEqual([]);
  });
  it('refuses items that do not add up, to the kopeck', () => {
    const problems = receiptProblems(stay, 1_020_001, '2027-01-15');
    expect(problems).toEqual([
      { parameter: 'receipt.items', description: 'Items add up to 10200.00, the amount is 10200.01' },
    ]);
    expect(receiptError(problems[0]!, 'e1')).toEqual({
      type: 'error',
      id: 'e1',
      code: 'invalid_request',
      parameter: 'receipt.items',
      description: 'Items add up to 10200.00, the amount is 10200.01',
    });
  });
  it('refuses 22 % before 2026 and 20 % in 2026', () => {
    expect(receiptProblems(stay, 1_020_000, '2025-12-31').map((p) => p.parameter)).toEqual([
      'receipt.items[0].vat_code',
    ]);
    const old: Receipt = { ...stay, items: [{ ...stay.items[0]!, vatCode: 4 }, stay.items[1]!] };
    expect(receiptProblems(old, 1_020_000, '2026-01-01').map((p) => p.parameter)).toEqual([
      'receipt.items[0].vat_code',
    ]);
  });
  it('needs a contact, a description and a positive quantity and price', () => {
    const bad: Receipt = {
      customer: {},
      items: [{ ...stay.items[0]!, description: '', quantity: 0, unitKopecks: -1 }],
    };
    expect(receiptProblems(bad, 0, '2026-02-01').map((p) => p.parameter)).toEqual([
      'receipt.customer',
      'receipt.items[0].description',
      'receipt.items[0].quantity',
      'receipt.items[0].amount.value',
    ]);
  });
  it('takes the contact from the profile: a phone in 7XXXXXXXXXX form, an e-mail that looks like one', () => {
    expect(receiptCustomer(null, '+7 999 000-00-01')).toEqual({ phone: '79990000001' });
    expect(receiptCustomer('a@b.ru', null)).toEqual({ email: 'a@b.ru' });
    expect(receiptCustomer('not-mail', '+1 555 0100')).toBeNull();
  });
});
