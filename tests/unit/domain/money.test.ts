import { describe, it, expect } from 'vitest';
import { formatMoney, kopecksToRubles, rublesToKopecks } from '../../../src/domain/money';

/** Intl uses U+00A0 / U+202F; normalise them to plain spaces for readable assertions. */
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney (R8.1)', () => {
  it('ru: "12 500 ₽" with no-break spaces, no kopecks when zero', () => {
    const out = formatMoney(1250000, 'ru');
    expect(norm(out)).toBe('12 500 ₽');
    expect(out).toMatch(/^12\s500\s₽$/u);
    expect(out).not.toContain(' '); // Intl uses no-break spaces, not U+0020
  });
  it('ru: shows kopecks when non-zero', () => {
    expect(norm(formatMoney(1250050, 'ru'))).toBe('12 500,50 ₽');
    expect(norm(formatMoney(1, 'ru'))).toBe('0,01 ₽');
  });
  it('en: ruble sign and comma grouping', () => {
    expect(formatMoney(1250000, 'en')).toBe('₽12,500');
    expect(formatMoney(1250050, 'en')).toBe('₽12,500.50');
  });
  it('zero, small and large amounts', () => {
    expect(norm(formatMoney(0, 'ru'))).toBe('0 ₽');
    expect(norm(formatMoney(500000, 'ru'))).toBe('5 000 ₽');
    expect(norm(formatMoney(100, 'ru'))).toBe('1 ₽');
    expect(norm(formatMoney(123456789000, 'ru'))).toBe('1 234 567 890 ₽');
  });
  it('negative amounts carry a minus sign', () => {
    expect(norm(formatMoney(-500000, 'ru'))).toMatch(/^[-\u2212]5 000 ₽$/u);
    expect(formatMoney(-500000, 'en')).toBe('-₽5,000');
  });
  it('rejects non-integer kopecks', () => {
    expect(() => formatMoney(1.5, 'ru')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'en')).toThrow(RangeError);
  });
});

describe('rublesToKopecks / kopecksToRubles', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12500, 1250000],
    [12500.5, 1250050],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [-5000, -500000],
    [-0.001, 0],
  ])('%s ₽ → %s kopecks', (rub, kop) => {
    expect(rublesToKopecks(rub)).toBe(kop);
  });
  it('never returns -0', () => {
    expect(Object.is(rublesToKopecks(-0.001), 0)).toBe(true);
  });
  it('rejects non-finite', () => {
    expect(() => rublesToKopecks(Number.NaN)).toThrow(RangeError);
    expect(() => rublesToKopecks(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
  it('kopecks → rubles', () => {
    expect(kopecksToRubles(1250050)).toBe(12500.5);
    expect(kopecksToRubles(0)).toBe(0);
    expect(kopecksToRubles(-199)).toBe(-1.99);
    expect(() => kopecksToRubles(0.5)).toThrow(RangeError);
  });
  it('round-trips', () => {
    for (const k of [0, 1, 99, 100, 1999, 1250050]) expect(rublesToKopecks(kopecksToRubles(k))).toBe(k);
  });
});
