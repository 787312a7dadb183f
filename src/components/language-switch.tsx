/**
 * The language switch (docs/rules.md R6.1): RU / EN. {@link changeLanguage} (also behind Refine's
 * i18nProvider.changeLocale) stores the choice, sets `<html lang>`, and antd and dayjs follow
 * without a reload. Two native radio buttons in a radio group drawn as a segmented control by
 * `src/styles.css` (`.lang-switch`): the header's shell carries no antd Segmented (and its motion
 * code), and the control works with the keyboard as radios do.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import type { Language } from '../locales/resources';

export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' | 'large' }) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const value: Language = i18n.language === 'en' ? 'en' : 'ru';
  return (
    <div role="radiogroup" aria-label={t('nav.language')} className={`lang-switch lang-switch-${size}`}>
      {(['ru', 'en'] as const).map((lng) => (
        <label key={lng} className={lng === value ? 'checked' : undefined}>
          <input
            type="radio"
            name={name}
            value={lng}
            checked={lng === value}
            onChange={() => void changeLanguage(lng)}
          />
          <span lang={lng} aria-label={t(`languages.${lng}`)}>
            {lng.toUpperCase()}
          </span>
        </label>
      ))}
    </div>
  );
}
