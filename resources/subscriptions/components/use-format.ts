/** Formatting of the subscriptions pages: money (docs/rules.md R8.1) and dates DD.MM.YYYY (R8.2). */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/domain/money';

export function useSubscriptionFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  return {
    money: (k: number) => formatMoney(k, lang),
    date: (d: string | null) => (d ? d.split('-').reverse().join('.') : '—'),
  };
}
