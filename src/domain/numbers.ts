/**
 * Numbers typed and shown in the interface language (docs/rules.md R8.8): Russian writes `252,5`
 * and groups thousands with a space (`1 234,5`), English writes `252.5` and `1,234.5`.
 *
 * Pure: no React. The number input (`src/components/decimal-input.tsx`) parses with
 * {@link normalizeDecimal}; pages show numbers with {@link formatNumber} and {@link formatPercent}.
 *
 * @module
 */
import type { Locale } from './plural';

/** Decimal separator shown in number inputs per interface language. */
export const DECIMAL_SEPARATORS: Readonly<Record<Locale, ',' | '.'>> = { ru: ',', en: '.' };

/** Spaces a person or `Intl.NumberFormat` may put between digit groups: space, NBSP, thin and narrow NBSP. */
const GROUP_SPACES = /[ \u00a0\u2009\u202f]/g;
/** `−` (U+2212, typographic minus) and `-` are both a minus sign. */
const MINUS = /^[-\u2212]/;

/**
 * Grammar of a typed number after trimming: an optional minus, an integer part (plain digits or
 * digits grouped by threes with `sep`), then an optional decimal separator and fraction digits.
 */
function grammar(groupSep: string, decimalSeps: string): RegExp {
  const g = groupSep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(\\d+|\\d{1,3}(?:${g}\\d{3})+)?(?:[${decimalSeps}](\\d*))?$`);
}

/** Russian: groups by a space, decimals after `,` or `.`. */
const RU_SPACE = grammar(' ', ',.');
/** English: groups by a space or a comma, decimals after `.` only. */
const EN_SPACE = grammar(' ', '.');
const EN_COMMA = grammar(',', '.');

/**
 * Reads a number typed by a person in the interface language and returns it in the canonical form
 * `-1234.5` (a string, so that no binary rounding happens before the form rounds to its precision).
 *
 * Accepted (docs/rules.md R8.8):
 * - ru: `252,5`, `252.5`, `1 234,5` (space, NBSP or thin space between groups of three), `,5`, `252,`
 *   (a separator still being typed), a leading `-` or `−`;
 * - en: `252.5`, `1,234.5`, `1 234.5`, `.5`, `252.`; a comma is only a thousands separator, so
 *   `252,5` is refused rather than read as 2525.
 *
 * @param text - what is in the input.
 * @param locale - interface language.
 * @param maxFractionDigits - refuse more digits after the separator (0: whole numbers only).
 * @returns `''` for blank input, the canonical number string, or `null` when the text is not a
 *   number in that language (letters, two separators, wrong grouping, too many decimals).
 */
export function normalizeDecimal(text: string, locale: Locale, maxFractionDigits?: number): string | null {
  let s = text.trim();
  if (s === '') return '';
  const negative = MINUS.test(s);
  if (negative) s = s.slice(1);
  s = s.replace(GROUP_SPACES, ' ');
  const match = locale === 'en' ? (EN_SPACE.exec(s) ?? EN_COMMA.exec(s)) : RU_SPACE.exec(s);
  if (!match) return null;
  const integer = (match[1] ?? '').replace(/[ ,]/g, '');
  const fraction = match[2] ?? '';
  if (integer === '' && fraction === '') return null;
  if (maxFractionDigits !== undefined && fraction.length > maxFractionDigits) return null;
  const digits = `${integer.replace(/^0+(?=\d)/, '') || '0'}${fraction ? `.${fraction}` : ''}`;
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/**
 * Reads a typed number like {@link normalizeDecimal} and returns it as a `number`.
 *
 * @returns `null` for blank input, `NaN` when the text is not a number in that language.
 */
export function parseDecimal(text: string, locale: Locale, maxFractionDigits?: number): number | null {
  const canonical = normalizeDecimal(text, locale, maxFractionDigits);
  if (canonical === null) return Number.NaN;
  return canonical === '' ? null : Number(canonical);
}

// Showing numbers lives in ./number-format.ts (small enough for the shell's message formatter,
// src/i18n-numbers.ts); re-exported here so pages keep one module for typing and showing.
export { formatNumber, formatPercent, type FormatNumberOptions } from './number-format';
