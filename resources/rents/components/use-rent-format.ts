/** Formatting of the rents pages: money (docs/rules.md R8.1), dates DD.MM.YYYY (R8.2), a period's last night. */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/domain/money';
import { addDaysIso } from '../../../src/domain/datetime';
import type { Locale } from '../../../src/domain/plural';

/** `{ money, date, period }` formatters in the interface language. */
export function useRentFormat() {
  const { i18n } = useTranslation();
  const lang: Locale = i18n.language === 'en' ? 'en' : 'ru';
  const date = (iso: string | null | undefined) => (iso ? iso.split('-').reverse().join('.') : '—');
  return {
    lang,
    money: (kopecks: number) => formatMoney(kopecks, lang),
    date,
    /** `[from, to)` shown with its last day: `01.01.2026 – 31.01.2026`. */
    period: (from: string, to: string) => `${date(from)} – ${date(addDaysIso(to, -1))}`,
  };
}
