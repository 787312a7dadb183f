/**
 * Numbers shown in the interface language (docs/rules.md R8.8): Russian writes `471,919` and groups
 * thousands with a NBSP (`1 234,5`), English writes `471.919` and `1,234.5`. Apart from the typing
 * rules of ./numbers.ts (which re-exports these) so that the shell's message formatter
 * (src/i18n-numbers.ts) carries only this. Pure: no React.
 *
 * @module
 */
import type { Locale } from './plural';
import { INTL_LOCALES } from './money';

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
 * @param minFractionDigits - digits always written, default 0 (1 for the revenue figures' `63,0 %`).
 */
export function formatPercent(percent: number, locale: Locale, maxFractionDigits = 1, minFractionDigits = 0): string {
  return numberFormat(locale, 'percent', Math.min(minFractionDigits, maxFractionDigits), maxFractionDigits).format(
    percent / 100,
  );
}
