/** Formatting of the rents pages: money (docs/rules.md R8.1), dates DD.MM.YYYY (R8.2), a lease's period (R9.1). */
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/domain/money';
import { rentPeriod } from '../../../src/domain/rents';
import type { Locale } from '../../../src/domain/plural';

/** `{ money, date, period, month }` formatters in the interface language. */
export function useRentFormat() {
  const { i18n } = useTranslation();
  const lang: Locale = i18n.language === 'en' ? 'en' : 'ru';
  const date = (iso: string | null | undefined) => (iso ? iso.split('-').reverse().join('.') : '—');
  return {
    lang,
    money: (kopecks: number) => formatMoney(kopecks, lang),
    date,
    /** A lease's or charge's period, the end date as it is — the move-out day (`rentPeriod`, R9.1). */
    period: rentPeriod,
    /** The month a date falls in, named in the interface language: «ноябрь 2026», «November 2026» (R9.6). */
    month: (iso: string) => dayjs(iso).locale(lang).format('MMMM YYYY'),
  };
}
