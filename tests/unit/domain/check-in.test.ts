import { describe, expect, it } from 'vitest';
import { ageOn, bookingSlots, isGuestReady, validateGuest, type GuestEntry } from '../../../src/domain/check-in';

const slot = { index: 1, adults: 2, children: [7], checkIn: '2026-12-30' };
const russian: GuestEntry = {
  surname: 'Иванов',
  name: 'Иван',
  birthDate: '1985-03-15',
  sex: 'male',
  citizenship: 'RU',
  documentType: 'ru_passport',
  documentSeries: '6512',
  documentNumber: '345678',
  registrationAddress: 'Екатеринбург',
};
const foreigner: GuestEntry = {
  surname: 'SMITH',
  name: 'JOHN',
  birthDate: '1990-07-01',
  sex: 'male',
  birthPlace: 'London',
  citizenship: 'GBR',
  documentType: 'foreign_passport',
  documentNumber: '123456789',
  migrationCardNumber: '1234567',
  visitPurpose: 'tourism',
};
const keys = (e: GuestEntry, s = slot) => Object.keys(validateGuest(e, s)).sort();

describe('online check-in data (docs/rules.md R20.2)', () => {
  it('accepts a complete Russian adult and a complete foreign adult', () => {
    expect(validateGuest(russian, slot)).toEqual({});
    expect(validateGuest(foreigner, { ...slot, index: 2 })).toEqual({});
    expect(isGuestReady(russian, slot)).toBe(true);
    expect(isGuestReady(null, slot)).toBe(false);
  });

  it.each([
    ['ru_passport', '651', '345678', ['documentSeries']],
    ['ru_passport', '6512', '34567', ['documentNumber']],
    ['foreign_passport', '75', '1234567', []],
    ['foreign_passport', '75', '123456', ['documentNumber']],
    ['birth_certificate', 'IV-АИ', '654321', []],
    ['birth_certificate', 'IV-AI', '654321', ['documentSeries']],
  ] as const)("a Russian's %s %s %s → errors on %j", (documentType, documentSeries, documentNumber, expected) => {
    expect(keys({ ...russian, documentType, documentSeries, documentNumber })).toEqual(expected);
  });

  it.each([
    ['foreign_passport', null, 'AB1234', []],
    ['foreign_passport', null, 'AB', ['documentNumber']],
    ['residence_permit', '82', '1234567', []],
    ['residence_permit', '8', '1234567', ['documentSeries']],
    ['ru_passport', '6512', '345678', ['documentType']],
  ] as const)("a foreigner's %s %s %s → errors on %j", (documentType, documentSeries, documentNumber, expected) => {
    expect(keys({ ...foreigner, documentType, documentSeries, documentNumber })).toEqual(expected);
  });

  it('asks a Russian for the address, a foreigner for the migration card (not with a residence permit), purpose and birthplace', () => {
    expect(keys({ ...russian, registrationAddress: ' ' })).toEqual(['registrationAddress']);
    expect(keys({ ...foreigner, migrationCardNumber: null, visitPurpose: null, birthPlace: null })).toEqual([
      'birthPlace',
      'migrationCardNumber',
      'visitPurpose',
    ]);
    expect(
      keys({
        ...foreigner,
        migrationCardNumber: null,
        documentType: 'residence_permit',
        documentSeries: '82',
        documentNumber: '1234567',
      }),
    ).toEqual([]);
    expect(keys({ ...foreigner, visaNumber: '123', visaValidUntil: null })).toEqual(['visaValidUntil']);
  });

  it('holds adults to 18 on the check-in day and children to the age booked', () => {
    expect(ageOn('2008-12-30', '2026-12-30')).toBe(18);
    expect(ageOn('2008-12-31', '2026-12-30')).toBe(17);
    expect(keys({ ...russian, birthDate: '2008-12-31' })).toEqual(['birthDate']);
    expect(keys({ ...russian, birthDate: '2008-12-30' })).toEqual([]);
    const childSlot = { ...slot, index: 3 };
    const kid = {
      ...russian,
      documentType: 'birth_certificate' as const,
      documentSeries: 'II-АИ',
      documentNumber: '111111',
    };
    expect(keys({ ...kid, birthDate: '2019-06-01' }, childSlot)).toEqual([]);
    expect(keys({ ...kid, birthDate: '2019-12-31' }, childSlot)).toEqual(['birthDate']);
    expect(keys({ ...kid, birthDate: '2027-01-01' }, childSlot)).toEqual(['birthDate']);
  });

  it('lays a booking out as adults first, then the children in order', () => {
    expect(bookingSlots({ adults: 2, children: [7, 3] }, '2026-12-30').map((s) => s.index)).toEqual([1, 2, 3, 4]);
  });
});
