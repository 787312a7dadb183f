/** The interface language as a domain `Locale` (money and date formatting of back-office pages). */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/plural';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ru';
}
