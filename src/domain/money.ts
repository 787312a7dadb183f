/**
 * Money (docs/rules.md R8.1, R1.9: `12 500 ₽`, `Intl.NumberFormat` with `ru-RU`/`en-US`, currency RUB,
 * no kopecks unless non-zero; amounts travel as integer kopecks). Prices and fees are kopecks too.
 *
 * @module
 */
import type { Locale } from './plural';

/** Kopecks in one ruble. */
export const KOPECKS_PER_RUBLE = 100;

/** `Intl` locale per interface language. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { ru: 'ru-RU', en: 'en-US' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  locale: Locale,
  fractionDigits: 0 | 2,
  signDisplay: 'auto' | 'exceptZero' = 'auto',
): Intl.NumberFormat {
  const cacheKey = `${locale}:${fractionDigits}:${signDisplay}`;
  let f = formatters.get(cacheKey);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      signDisplay,
    });
    formatters.set(cacheKey, f);
  }
  return f;
}

function assertKopecks(kopecks: number): void {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`Kopecks must be a safe integer: ${kopecks}`);
}

/**
 * Formats an amount in kopecks as rubles: ru `"12 500 ₽"`, en `"₽12,500"`; with two fraction
 * digits only when the kopecks part is non-zero (ru `"12 500,50 ₽"`, en `"₽12,500.50"`).
 * Uses `Intl.NumberFormat` (`ru-RU`/`en-US`, RUB, narrow symbol), so the ru output contains
 * U+00A0 no-break spaces, not ordinary spaces.
 *
 * @param kopecks - integer amount in kopecks (may be negative).
 * @param locale - interface language.
 * @throws RangeError when `kopecks` is not a safe integer.
 */
export function formatMoney(kopecks: number, locale: Locale): string {
  assertKopecks(kopecks);
  const hasKopecks = kopecks % KOPECKS_PER_RUBLE !== 0;
  return formatter(locale, hasKopecks ? 2 : 0).format(kopecks / KOPECKS_PER_RUBLE);
}

/**
 * Formats a change of an amount (a surcharge or a discount) with its sign, as {@link formatMoney}
 * otherwise: ru `"+650 ₽"`, `"-1 500 ₽"`, en `"+₽650"`; zero has no sign (`"0 ₽"`).
 *
 * @param kopecks - integer change in kopecks.
 * @param locale - interface language.
 * @throws RangeError when `kopecks` is not a safe integer.
 */
export function formatMoneyChange(kopecks: number, locale: Locale): string {
  assertKopecks(kopecks);
  const hasKopecks = kopecks % KOPECKS_PER_RUBLE !== 0;
  return formatter(locale, hasKopecks ? 2 : 0, 'exceptZero').format(kopecks / KOPECKS_PER_RUBLE);
}

/**
 * Converts rubles to integer kopecks, rounding to the nearest kopeck (`12.345` → `1235`,
 * halves away from zero).
 *
 * @throws RangeError when `rubles` is not finite or the result is not a safe integer.
 */
export function rublesToKopecks(rubles: number): number {
  if (!Number.isFinite(rubles)) throw new RangeError(`Invalid rubles amount: ${rubles}`);
  // toFixed-free rounding that is robust to binary fractions such as 1.005 * 100 = 100.49999…
  const scaled = Number((Math.abs(rubles) * KOPECKS_PER_RUBLE).toPrecision(15));
  const kopecks = Math.sign(rubles) * Math.round(scaled);
  const result = kopecks === 0 ? 0 : kopecks; // no -0
  assertKopecks(result);
  return result;
}

/**
 * Converts integer kopecks to rubles (a number with up to two decimals): `1250050` → `12500.5`.
 *
 * @throws RangeError when `kopecks` is not a safe integer.
 */
export function kopecksToRubles(kopecks: number): number {
  assertKopecks(kopecks);
  return kopecks / KOPECKS_PER_RUBLE;
}
