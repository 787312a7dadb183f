/**
 * The SPA's strings (docs/rules.md R6.1) on the i18next instance of ./i18n-core.ts: Russian ships
 * with this module; English is loaded on demand ({@link loadLanguage}); the choice is stored in
 * the `lang` cookie (read by the transport as `deviceLocale`) and set on `<html lang>`; dayjs
 * follows the language where dates are drawn (src/dayjs-locale.ts), antd's locale through
 * {@link AppConfigProvider}. A server-rendered page's islands start without this module (their
 * strings are in the page) and load it with the first part that needs more
 * (src/components/lazy-themed.ts).
 */
import i18n, { loadingStrings, storedLanguage } from './i18n-core';
import { setCookie } from '../providers/cookies';
import ru from './locales/ru.json';
import type { Language } from './locales/languages';

export { loadingStrings, storedLanguage };

i18n.addResourceBundle('ru', 'translation', ru, true, true);

let englishLoaded = false;

/** Loads the translations of `lng` when they are not in the bundle yet (English is a lazy chunk). */
export async function loadLanguage(lng: string): Promise<void> {
  // A flag, not hasResourceBundle: the back office may add its own English block first, and a
  // server-rendered page its islands' part of it.
  if (lng !== 'en' || englishLoaded) return;
  const loading = import('./locales/en.json');
  loadingStrings(loading);
  const en = await loading;
  i18n.addResourceBundle('en', 'translation', en.default, true, true);
  englishLoaded = true;
}

/** Loads the stored language before the first render (see src/spa.tsx). */
export async function ready(): Promise<void> {
  await loadLanguage(storedLanguage());
  if (i18n.language !== storedLanguage()) await i18n.changeLanguage(storedLanguage());
  else if (storedLanguage() === 'en') await i18n.changeLanguage('en');
}

/** Loaders of strings the screen shows in one language only (src/locales/areas), see {@link onLanguageLoad}. */
const languageLoaders = new Set<(lng: Language) => Promise<void>>();

/**
 * Registers `loader`, which {@link changeLanguage} awaits with the new language before it
 * switches, so that the screen is drawn again with every string it needs (the signed-in areas
 * load the current language only: src/locales/areas).
 */
export function onLanguageLoad(loader: (lng: Language) => Promise<void>): void {
  languageLoaders.add(loader);
}

/** Switches the interface language without a reload and remembers it in the `lang` cookie. */
export async function changeLanguage(lng: Language): Promise<void> {
  setCookie('lang', lng);
  await Promise.all([loadLanguage(lng), ...[...languageLoaders].map((load) => load(lng))]);
  await i18n.changeLanguage(lng);
}

export default i18n;
