/**
 * The i18next instance without any strings (docs/rules.md R6.1): Russian default and fallback,
 * English; the language is the `lang` cookie's, set on `<html lang>`; keys no language has are
 * reported on the console. The strings come from ./i18n.ts (the whole dictionary: the SPA, the
 * server, every lazily loaded part) or, on a server-rendered page, from the page itself: only
 * the groups its islands use (src/islands/strings.ts), so that the page's JavaScript carries no
 * dictionary.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getCookie } from '../providers/cookies';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './locales/languages';
import { localeNumbers } from './i18n-numbers';

/** The stored language, or Russian. */
export function storedLanguage(): Language {
  const c = getCookie('lang');
  return (LANGUAGES as readonly string[]).includes(c ?? '') ? (c as Language) : DEFAULT_LANGUAGE;
}

function applyLanguage(lng: string) {
  const lang = (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

const unresolved = new Map<string, { lng: string; fallback?: string; count?: number }>();
let recheck: ReturnType<typeof setTimeout> | undefined;
/** Every load of strings started so far (the dictionary, English, the areas'); see {@link loadingStrings}. */
let stringsLoaded: Promise<unknown> = Promise.resolve();

/** Registers a load of strings: a key missing before it ends is checked again after it (see {@link reportMissingKey}). */
export function loadingStrings(load: Promise<unknown>): void {
  stringsLoaded = Promise.all([stringsLoaded, load.catch(() => undefined)]);
}

/**
 * Reports a key that could not be translated as `i18next: missing key <lng> <key>` on the console
 * (with ` (default: …)` when the caller's own fallback text was shown instead), where the browser
 * tests catch it. A key asked for before its strings arrived (English, an area's:
 * src/locales/areas) is not missing: each key is checked again once the asking has been quiet for
 * half a second and every load of strings started by then has ended; only a key still missing
 * then is reported.
 */
function reportMissingKey(
  lngs: readonly string[],
  _ns: string,
  key: string,
  fallbackValue: string,
  _update: boolean,
  options: { count?: unknown },
) {
  const count = typeof options?.count === 'number' ? options.count : undefined;
  unresolved.set(key, {
    lng: lngs[0] ?? i18n.language,
    fallback: fallbackValue && fallbackValue !== key ? fallbackValue : undefined,
    count,
  });
  clearTimeout(recheck);
  recheck = setTimeout(
    () =>
      void stringsLoaded.then(() => {
        for (const [k, { lng, fallback, count }] of unresolved) {
          if (!i18n.exists(k, { lng, count }))
            console.warn(`i18next: missing key ${lng} ${k}${fallback ? ` (default: ${fallback})` : ''}`);
        }
        unresolved.clear();
      }),
    500,
  );
}

void i18n
  .use(initReactI18next)
  .use(localeNumbers)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Every number in a message is written by the language (./i18n-numbers.ts, docs/rules.md R6.1).
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    returnNull: false,
    // A key no language has (shown raw, as `a.b.c`) is reported on the console, where the browser
    // tests catch it (tests/e2e/a11y-account.spec.ts); ru and en have the same keys (tests/unit/providers/i18n.test.ts).
    saveMissing: true,
    // A key is reported (and checked again) in the language it was asked in, not in the fallback's:
    // the signed-in areas load the current language only (src/locales/areas).
    saveMissingTo: 'current',
    saveMissingPlurals: false,
    missingKeyHandler: reportMissingKey,
  });
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export default i18n;
