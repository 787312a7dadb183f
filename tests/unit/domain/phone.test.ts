import { describe, it, expect } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone } from '../../../src/domain/phone';

describe('normalizePhone (R8.3: stored as +79123456789)', () => {
  it.each([
    '+7 (912) 345-67-89',
    '+79123456789',
    '89123456789',
    '8 912 345 67 89',
    '8(912)345-67-89',
    '79123456789',
    '9123456789',
    ' +7 912 345.67.89 ',
  ])('%j → +79123456789', (input) => {
    expect(normalizePhone(input)).toBe('+79123456789');
    expect(isValidPhone(input)).toBe(true);
  });

  it('accepts landlines (area codes 3–8)', () => {
    expect(normalizePhone('8 (812) 123-45-67')).toBe('+78121234567');
    expect(normalizePhone('+7 495 123 45 67')).toBe('+74951234567');
  });

  it.each([
    '',
    '+7',
    '912345678',
    '912345678901',
    '+8 912 345 67 89',
    '+1 912 345 67 89',
    '+380 44 123 45 67',
    '69123456789',
    '+7 (012) 345-67-89',
    '1234567890',
    '+7 912 345 67 8a',
    '+7 912 345 67 89 ext 1',
    '7+9123456789',
    '++79123456789',
  ])('rejects %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(isValidPhone(input)).toBe(false);
  });
});

describe('formatPhone', () => {
  it('formats the stored form', () => {
    expect(formatPhone('+79123456789')).toBe('+7 (912) 345-67-89');
  });
  it('formats any accepted input', () => {
    expect(formatPhone('89123456789')).toBe('+7 (912) 345-67-89');
  });
  it('returns invalid input unchanged', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
