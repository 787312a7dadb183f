/**
 * The SPA's i18next instance (docs/rules.md R6.1): Russian default and fallback, English; the choice is
 * stored in the `lang` cookie (read by the transport as `deviceLocale`) and set on `<html lang>`;
 * dayjs follows the language where dates are drawn (src/dayjs-locale.ts). antd's locale follows through {@link AppConfigProvider}.
 * Russian ships with the shell; English is loaded on demand ({@link loadLanguage}), which keeps
 * the landing's initial JS smaller.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getCookie, setCookie } from '../providers/cookies';
import ru from './locales/ru.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './locales/resources';

/** The stored language, or Russian. */
export function storedLanguage(): Language {
  const c = getCookie('lang');
  return (LANGUAGES as readonly string[]).includes(c ?? '') ? (c as Language) : DEFAULT_LANGUAGE;
}

function applyLanguage(lng: string) {
  const lang = (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

void i18n.use(initReactI18next).init({
  resources: { ru: { translation: ru } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

let englishLoaded = false;

/** Loads the translations of `lng` when they are not in the bundle yet (English is a lazy chunk). */
export async function loadLanguage(lng: string): Promise<void> {
  // A flag, not hasResourceBundle: the back office may add its own English block first.
  if (lng !== 'en' || englishLoaded) return;
  const en = await import('./locales/en.json');
  i18n.addResourceBundle('en', 'translation', en.default, true, true);
  englishLoaded = true;
}

/** Loads the stored language before the first render (see src/main.tsx). */
export async function ready(): Promise<void> {
  await loadLanguage(storedLanguage());
  if (i18n.language !== storedLanguage()) await i18n.changeLanguage(storedLanguage());
  else if (storedLanguage() === 'en') await i18n.changeLanguage('en');
}

/** Switches the interface language without a reload and remembers it in the `lang` cookie. */
export async function changeLanguage(lng: Language): Promise<void> {
  setCookie('lang', lng);
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
}

export default i18n;
