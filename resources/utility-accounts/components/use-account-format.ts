/** Formatting of the bills pages: money (docs/rules.md R8.1), dates DD.MM.YYYY and months MM.YYYY (R8.2), numbers and volumes with units (R8.8). */
import { useTranslate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/domain/money';
import { formatNumber } from '../../../src/domain/numbers';
import type { Locale } from '../../../src/domain/plural';

/** `{ money, date, month, number, volume }` formatters in the interface language. */
export function useBillFormat() {
  const { i18n } = useTranslation();
  const t = useTranslate();
  const lang: Locale = i18n.language === 'en' ? 'en' : 'ru';
  return {
    money: (kopecks: number) => formatMoney(kopecks, lang),
    date: (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—'),
    month: (m: string) => m.split('-').reverse().join('.'),
    /** A meter value or volume, up to 3 decimals: ru `471,919`. */
    number: (v: number) => formatNumber(v, lang),
    volume: (v: number, unit: 'kWh' | 'm3') => `${formatNumber(v, lang)} ${t(`bills.unit.${unit}`)}`,
  };
}
