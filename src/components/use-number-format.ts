/**
 * Numbers on screen in the interface language (docs/rules.md R8.8): the hook binds
 * {@link formatNumber} and {@link formatPercent} to the current language, so pages show `471,919`
 * and `63,4 %` in Russian, `471.919` and `63.4%` in English.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, type FormatNumberOptions } from '../domain/numbers';
import type { Locale } from '../domain/plural';

/** Number formatters of the current language. */
export interface NumberFormat {
  /** The interface language. */
  locale: Locale;
  /** A number (volume in m³/kWh, area in m², count), up to 3 decimals unless told: ru `471,919`. */
  number: (value: number, opts?: FormatNumberOptions) => string;
  /** A percentage given as `63.4` (not 0.634), up to 1 decimal: ru `63,4 %`, en `63.4%`. */
  percent: (percent: number, maxFractionDigits?: number) => string;
}

/** {@link NumberFormat} of the current interface language; follows a language switch. */
export function useNumberFormat(): NumberFormat {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ru';
  return useMemo(
    () => ({
      locale,
      number: (value, opts) => formatNumber(value, locale, opts),
      percent: (percent, digits) => formatPercent(percent, locale, digits),
    }),
    [locale],
  );
}
