/**
 * The SPA's i18next instance (SPEC §1, §9): Russian default and fallback, English; the choice is
 * stored in the `lang` cookie (read by the transport as `deviceLocale`) and set on `<html lang>`;
 * dayjs follows the language. antd's locale follows through {@link AppConfigProvider}.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import { getCookie, setCookie } from '../providers/cookies';
import { DEFAULT_LANGUAGE, LANGUAGES, resources, type Language } from './locales/resources';

/** The stored language, or Russian. */
export function storedLanguage(): Language {
  const c = getCookie('lang');
  return (LANGUAGES as readonly string[]).includes(c ?? '') ? (c as Language) : DEFAULT_LANGUAGE;
}

function applyLanguage(lng: string) {
  const lang = (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  dayjs.locale(lang);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Switches the interface language without a reload and remembers it in the `lang` cookie. */
export async function changeLanguage(lng: Language): Promise<void> {
  setCookie('lang', lng);
  await i18n.changeLanguage(lng);
}

export default i18n;
