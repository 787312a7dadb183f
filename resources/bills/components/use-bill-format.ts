/** Formatting of the bills pages: money (docs/rules.md R8.1), dates DD.MM.YYYY and months MM.YYYY (R8.2), volumes with units. */
import { useTranslate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/domain/money';
import type { Locale } from '../../../src/domain/plural';

/** `{ money, date, month, volume }` formatters in the interface language. */
export function useBillFormat() {
  const { i18n } = useTranslation();
  const t = useTranslate();
  const lang: Locale = i18n.language === 'en' ? 'en' : 'ru';
  return {
    money: (kopecks: number) => formatMoney(kopecks, lang),
    date: (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—'),
    month: (m: string) => m.split('-').reverse().join('.'),
    volume: (v: number, unit: 'kWh' | 'm3') => `${v.toLocaleString(lang === 'en' ? 'en-US' : 'ru-RU', { maximumFractionDigits: 3 })} ${t(`bills.unit.${unit}`)}`,
  };
}
