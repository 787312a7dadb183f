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
import { INTL_LOCALES } from './money';

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

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** Most digits after the separator (rounded half away from zero); default 3. */
  maxFractionDigits?: number;
  /** Fewest digits after the separator (pads with zeros); default 0. */
  minFractionDigits?: number;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, style: 'decimal' | 'percent', min: number, max: number): Intl.NumberFormat {
  const key = `${locale}:${style}:${min}:${max}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALES[locale], { style, minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, f);
  }
  return f;
}

/**
 * Shows a number in the interface language (docs/rules.md R8.8) through `Intl.NumberFormat`:
 * ru `471,919`, `1 234,5` (NBSP between groups), en `471.919`, `1,234.5`. Trailing zeros are
 * dropped unless `minFractionDigits` asks for them.
 *
 * @param value - any finite number (volumes in m³/kWh, areas in m², counts).
 * @param locale - interface language.
 */
export function formatNumber(value: number, locale: Locale, opts: FormatNumberOptions = {}): string {
  const max = opts.maxFractionDigits ?? 3;
  const min = Math.min(opts.minFractionDigits ?? 0, max);
  return numberFormat(locale, 'decimal', min, max).format(value);
}

/**
 * Shows a percentage in the interface language (docs/rules.md R8.8): ru `63,4 %` (NBSP before the
 * sign), en `63.4%`.
 *
 * @param percent - the percentage itself, `63.4` for 63.4 % (not a share 0…1).
 * @param locale - interface language.
 * @param maxFractionDigits - digits after the separator, default 1.
 */
export function formatPercent(percent: number, locale: Locale, maxFractionDigits = 1): string {
  return numberFormat(locale, 'percent', 0, maxFractionDigits).format(percent / 100);
}
