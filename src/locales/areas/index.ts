/**
 * The strings of the signed-in areas (account, owner, back office), kept out of the shell so the
 * landing never ships them, and loaded per area with the screen that needs them
 * (docs/architecture.md § The SPA). Each area is a folder `src/locales/areas/<area>/{ru,en}.json`
 * with its own top-level keys (one per Refine resource), found by {@link LOCALE_AREAS}; each file
 * is a lazy chunk of its own. A resource's sider label may sit in its own folder (`menu.json`). The Refine root loads `account` (what every signed-in screen and the
 * sider use); a page's module declares the areas it draws from (src/resources.ts `lazyPage`). An
 * area comes in the current language only; the language switch loads the areas in use in the
 * new language before it switches (src/i18n.ts `onLanguageLoad`). The server reads the same
 * folders (server/i18n.ts).
 */
import i18n, { loadingStrings, onLanguageLoad } from '../../i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages';

/** Each area's strings per language (`./<area>/<lang>.json`), a lazy chunk each. */
const files = import.meta.glob<Record<string, unknown>>(['./*/ru.json', './*/en.json'], { import: 'default' });
/**
 * The sider label of a resource whose area is its own folder (`./<resource>/menu.json`,
 * `{ "ru": …, "en": … }`, as `npm run new:resource` writes it): loaded with the account area as
 * `menu.<resource>`, so a new resource's label needs no line in the account's strings.
 */
const menuFiles = import.meta.glob<Record<string, string>>('./*/menu.json', { import: 'default' });

/**
 * Every area folder, found by its files (a new folder is an area without a list to edit;
 * tests/unit/providers/i18n.test.ts checks that every area a page names has a folder).
 */
export const LOCALE_AREAS: readonly string[] = [...new Set(Object.keys(files).map((f) => f.split('/')[1]))].sort();
/** An area's name: its folder under src/locales/areas/. */
export type LocaleArea = string;

/** The `menu.<resource>` labels of the areas' `menu.json` files in `lang`. */
async function menuLabels(lang: Language): Promise<Record<string, string>> {
  const labels = await Promise.all(
    Object.entries(menuFiles).map(async ([file, load]) => [file.split('/')[1], (await load())[lang]] as const),
  );
  return Object.fromEntries(labels);
}

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
      ? Promise.all([file(), area === 'account' ? menuLabels(lang) : undefined]).then(([strings, menu]) => {
          i18n.addResourceBundle(lang, 'translation', strings, true, false);
          if (menu) i18n.addResourceBundle(lang, 'translation', { menu }, true, false);
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
