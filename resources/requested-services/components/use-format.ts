/** Formatting of the services pages: money (docs/rules.md R8.1), dates DD.MM.YYYY, server timestamps in local time (R8.2). */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/domain/money';
import { formatServerTimestamp } from '../../../src/domain/datetime';

/** `{ money, date, time, lang }` in the interface language. */
export function useServiceFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? ('en' as const) : ('ru' as const);
  return {
    lang,
    money: (kopecks: number) => formatMoney(kopecks, lang),
    date: (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—'),
    time: (ts: string) => formatServerTimestamp(ts, { kind: 'dateTime' }),
  };
}
