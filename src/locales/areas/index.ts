/**
 * The strings of the signed-in areas (account, owner, back office), kept out of the shell so the
 * landing never ships them, and loaded per area with the screen that needs them
 * (docs/architecture.md § The SPA). Each area is a folder `src/locales/areas/<area>/{ru,en}.json`
 * with its own top-level keys (one per Refine resource), named in {@link LOCALE_AREAS}; each file
 * is a lazy chunk of its own. The Refine root loads `account` (what every signed-in screen and the
 * sider use); a page's module declares the areas it draws from (src/resources.ts `lazyPage`). An
 * area comes in the current language only; the language switch loads the areas in use in the
 * new language before it switches (src/i18n.ts `onLanguageLoad`). The server reads the same
 * folders (server/i18n.ts).
 */
import i18n, { loadingStrings, onLanguageLoad } from '../../i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages';

/** Every area folder (tests/unit/providers/i18n.test.ts checks the list against the folders). */
export const LOCALE_AREAS = [
  'account',
  'agents',
  'backoffice',
  'backoffice-channels',
  'backoffice-documents',
  'backoffice-utility-accounts',
  'documents',
  'notices',
  'owner-rooms',
  'polls',
  'rents',
  'reports',
  'services',
  'subscriptions',
  'utility-accounts',
] as const;
export type LocaleArea = (typeof LOCALE_AREAS)[number];

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });
/** The load of each area in each language (`<area>/<lang>`), once. */
const loads = new Map<string, Promise<void>>();
/** The areas a screen has asked for so far: the language switch loads them in the new language. */
const inUse = new Set<LocaleArea>();
const listeners = new Set<() => void>();

/** Loads one area's strings in `lang` and adds them to i18next; once per area and language. */
function loadArea(area: LocaleArea, lang: Language): Promise<void> {
  const key = `${area}/${lang}`;
  let load = loads.get(key);
  if (!load) {
    const file = files[`./${key}.json`];
    load = file
      ? file().then((strings) => {
          i18n.addResourceBundle(lang, 'translation', strings, true, false);
          listeners.forEach((l) => l());
        })
      : Promise.reject(new Error(`no strings for the area ${area} in ${lang}`));
    // A failed load (a network error) may be tried again by the next screen that needs it.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The language the interface is drawn in now. */
const currentLanguage = (): Language =>
  (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;

onLanguageLoad((lng) => Promise.all([...inUse].map((area) => loadArea(area, lng))).then(() => undefined));

/**
 * Loads the strings of `areas` in the current language once each; resolves when all are in
 * i18next. Keys asked for meanwhile are not reported missing (src/i18n.ts `loadingStrings`).
 */
export function loadAreas(...areas: LocaleArea[]): Promise<void> {
  areas.forEach((area) => inUse.add(area));
  const lang = currentLanguage();
  const load = Promise.all(areas.map((area) => loadArea(area, lang))).then(() => undefined);
  loadingStrings(load);
  return load;
}

/** Every area's strings in every language (unit tests, which draw any screen in either). */
export function loadAreaLocales(): Promise<void> {
  return Promise.all(LOCALE_AREAS.flatMap((area) => LANGUAGES.map((lang) => loadArea(area, lang)))).then(
    () => undefined,
  );
}

/** Calls `listener` after each area's strings arrive (the route titles are drawn again). */
export function onAreaLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
