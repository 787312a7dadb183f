/**
 * The language switch (docs/rules.md R6.1): RU / EN. {@link changeLanguage} (also behind Refine's
 * i18nProvider.changeLocale) stores the choice, sets `<html lang>`, and antd and dayjs follow
 * without a reload.
 */
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';

export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' | 'large' }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Segmented
      size={size}
      aria-label={t('nav.language')}
      value={locale === 'en' ? 'en' : 'ru'}
      onChange={(v) => void changeLanguage(v === 'en' ? 'en' : 'ru')}
      options={[
        { label: <span lang="ru" aria-label={t('languages.ru')}>RU</span>, value: 'ru' },
        { label: <span lang="en" aria-label={t('languages.en')}>EN</span>, value: 'en' },
      ]}
    />
  );
}
