/** Rubles from kopecks in the interface language (docs/rules.md R8.1). */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/domain/money';
import type { Locale } from '../../../src/domain/plural';

/** Returns `(kopecks) => "12 345 ₽"` formatted for the current language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const lang: Locale = i18n.language === 'en' ? 'en' : 'ru';
  return (kopecks: number) => formatMoney(kopecks, lang);
}
