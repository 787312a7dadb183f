/** Formatting of the documents pages: money (docs/rules.md R8.1) and dates DD.MM.YYYY (R8.2). */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/domain/money';

/** `{ money, date, period }` formatters in the interface language. */
export function useDocumentFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const date = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—');
  return {
    lang,
    money: (kopecks: number) => formatMoney(kopecks, lang),
    date,
    period: (from: string | null, until: string | null) => (from || until ? `${date(from)} — ${date(until)}` : '—'),
  };
}
