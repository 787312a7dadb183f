/**
 * The language switch (docs/rules.md R6.1): RU / EN. In the SPA `changeLanguage` of src/i18n.ts
 * (also behind Refine's i18nProvider.changeLocale) stores the choice, sets `<html lang>`, and
 * antd and dayjs follow without a reload; on a server-rendered page (an island of the header) the
 * choice is stored and the page reloaded, rendered by the server in that language. Two native radio buttons in a radio group drawn as a segmented control by
 * `src/styles.css` (`.lang-switch`): the header's shell carries no antd Segmented (and its motion
 * code), and the control works with the keyboard as radios do.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../locales/languages';
import { setCookie } from '../../providers/cookies';
import { useRenderMode } from '../islands/island';

/**
 * Switches the language: in the SPA without a reload ({@link changeLanguage} of src/i18n.ts); on a
 * server-rendered page, whose text is the server's, by reloading it in the new language.
 */
function switchTo(lng: Language, island: boolean) {
  if (island) {
    setCookie('lang', lng);
    window.location.reload();
  } else void import('../i18n').then((m) => m.changeLanguage(lng));
}

export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' | 'large' }) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const value: Language = i18n.language === 'en' ? 'en' : 'ru';
  const island = useRenderMode() === 'island';
  return (
    <div role="radiogroup" aria-label={t('nav.language')} className={`lang-switch lang-switch-${size}`}>
      {(['ru', 'en'] as const).map((lng) => (
        <label key={lng} className={lng === value ? 'checked' : undefined}>
          <input type="radio" name={name} value={lng} checked={lng === value} onChange={() => switchTo(lng, island)} />
          <span lang={lng} aria-label={t(`languages.${lng}`)}>
            {lng.toUpperCase()}
          </span>
        </label>
      ))}
    </div>
  );
}
