/**
 * Who gives a migration card at the online check-in (src/domain/check-in.ts `needsMigrationCard`;
 * docs/rules.md R20.2): every foreigner, except a holder of a Russian residence permit and a
 * citizen of Belarus.
 */
import { describe, expect, it } from 'vitest';
import { needsMigrationCard, validateGuest, type GuestEntry } from '../../../src/domain/check-in';

const slot = { index: 1, adults: 1, children: [], checkIn: '2026-12-20' };
const foreigner: GuestEntry = {
  surname: 'Smith',
  name: 'John',
  birthDate: '1980-05-05',
  sex: 'male',
  birthPlace: 'UK, London',
  citizenship: 'GBR',
  documentType: 'foreign_passport',
  documentNumber: '123456789',
  migrationCardNumber: null,
  visitPurpose: 'tourism',
};

describe('the migration card (R20.2)', () => {
  it('is asked of a foreigner entering on a foreign passport', () => {
    expect(needsMigrationCard(foreigner)).toBe(true);
    expect(validateGuest(foreigner, slot)).toEqual({ migrationCardNumber: ['checkIn.errors.required'] });
  });

  it('is not asked of a citizen of Belarus, in alpha-3 or alpha-2', () => {
    expect(needsMigrationCard({ citizenship: 'BLR', documentType: 'foreign_passport' })).toBe(false);
    expect(needsMigrationCard({ citizenship: 'by', documentType: 'foreign_passport' })).toBe(false);
    expect(validateGuest({ ...foreigner, citizenship: 'BLR', documentNumber: 'MP1234567' }, slot)).toEqual({});
  });

  it('is not asked of a holder of a residence permit, nor of a Russian', () => {
    expect(needsMigrationCard({ citizenship: 'KAZ', documentType: 'residence_permit' })).toBe(false);
    expect(needsMigrationCard({ citizenship: 'RUS', documentType: 'ru_passport' })).toBe(false);
  });
});
