import { describe, it, expect } from 'vitest';
import { formatNumber, formatPercent, normalizeDecimal, parseDecimal } from '../../../src/domain/numbers';

/** Intl uses U+00A0 / U+202F; normalise them to plain spaces for readable assertions. */
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('normalizeDecimal (R8.8)', () => {
  it('ru: a comma is the decimal separator, not a thousands separator (252,5 is not 2525)', () => {
    expect(normalizeDecimal('252,5', 'ru')).toBe('252.5');
    expect(normalizeDecimal('52,5', 'ru')).toBe('52.5');
    expect(parseDecimal('252,5', 'ru')).toBe(252.5);
  });
  it('ru: a dot works too, and groups of three by a space, NBSP or thin space', () => {
    expect(normalizeDecimal('252.5', 'ru')).toBe('252.5');
    expect(normalizeDecimal('1 234,5', 'ru')).toBe('1234.5');
    expect(normalizeDecimal('1\u00a0234\u00a0567,25', 'ru')).toBe('1234567.25');
    expect(normalizeDecimal('1\u202f234', 'ru')).toBe('1234');
  });
  it('ru: half-typed numbers are read as far as they go', () => {
    expect(normalizeDecimal('252,', 'ru')).toBe('252');
    expect(normalizeDecimal(',5', 'ru')).toBe('0.5');
    expect(normalizeDecimal('007', 'ru')).toBe('7');
    expect(normalizeDecimal('  42 ', 'ru')).toBe('42');
  });
  it('a leading minus or typographic minus; minus zero is zero', () => {
    expect(normalizeDecimal('-3,5', 'ru')).toBe('-3.5');
    expect(normalizeDecimal('\u22123', 'ru')).toBe('-3');
    expect(normalizeDecimal('-0', 'ru')).toBe('0');
  });
  it('blank input is empty, not zero', () => {
    expect(normalizeDecimal('', 'ru')).toBe('');
    expect(normalizeDecimal('   ', 'en')).toBe('');
    expect(parseDecimal('', 'ru')).toBeNull();
  });
  it('refuses what is not a number instead of dropping characters', () => {
    for (const bad of [
      'abc',
      '25x',
      '2,5,1',
      '2.5,1',
      '1 23',
      '12 3456',
      '--1',
      '1-',
      '+',
      ',',
      '-',
      '1e3',
      '0x10',
      '½',
    ]) {
      expect(normalizeDecimal(bad, 'ru'), bad).toBeNull();
      expect(Number.isNaN(parseDecimal(bad, 'ru'))).toBe(true);
    }
  });
  it('en: a dot is the decimal separator, a comma only groups thousands', () => {
    expect(normalizeDecimal('252.5', 'en')).toBe('252.5');
    expect(normalizeDecimal('1,234.5', 'en')).toBe('1234.5');
    expect(normalizeDecimal('1 234.5', 'en')).toBe('1234.5');
    expect(normalizeDecimal('252,5', 'en')).toBeNull();
    expect(normalizeDecimal('1,23', 'en')).toBeNull();
  });
  it('refuses more decimals than the field takes', () => {
    expect(normalizeDecimal('2,5', 'ru', 0)).toBeNull();
    expect(normalizeDecimal('2', 'ru', 0)).toBe('2');
    expect(normalizeDecimal('2,', 'ru', 0)).toBe('2');
    expect(normalizeDecimal('1,125', 'ru', 2)).toBeNull();
    expect(normalizeDecimal('1,12', 'ru', 2)).toBe('1.12');
  });
});

describe('formatNumber and formatPercent (R8.8)', () => {
  it('ru: decimal comma and space groups', () => {
    expect(formatNumber(471.919, 'ru')).toBe('471,919');
    expect(norm(formatNumber(1234.5, 'ru'))).toBe('1 234,5');
    expect(formatNumber(200, 'ru')).toBe('200');
    expect(formatNumber(200, 'ru', { minFractionDigits: 3 })).toBe('200,000');
  });
  it('en: decimal dot and comma groups', () => {
    expect(formatNumber(471.919, 'en')).toBe('471.919');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
  it('rounds to maxFractionDigits', () => {
    expect(formatNumber(2.3456, 'ru', { maxFractionDigits: 2 })).toBe('2,35');
  });
  it('percentages: ru 63,4 %, en 63.4%', () => {
    expect(norm(formatPercent(63.4, 'ru'))).toBe('63,4 %');
    expect(formatPercent(63.4, 'en')).toBe('63.4%');
    expect(norm(formatPercent(0.1, 'ru'))).toBe('0,1 %');
    expect(norm(formatPercent(100, 'ru'))).toBe('100 %');
  });
});
