/**
 * The strings of the signed-in areas (account, owner, back office), kept out of the shell so the
 * landing never ships them, and loaded per area with the screen that needs them
 * (docs/architecture.md § The SPA). Each area is a folder `src/locales/areas/<area>/{ru,en}.json`
 * with its own top-level keys (one per Refine resource), named in {@link LOCALE_AREAS}; each file
 * is a lazy chunk of its own. The Refine root loads `account` (what every signed-in screen and the
 * sider use); a page's module declares the areas it draws from (src/resources.ts `lazyPage`). Both
 * languages of an area come together, so switching the language needs no load. The server reads
 * the same folders (server/i18n.ts).
 */
import i18n, { loadingStrings } from '../../i18n';

/** Every area folder (tests/unit/providers/i18n.test.ts checks the list against the folders). */
export const LOCALE_AREAS = [
  'account',
  'agents',
  'backoffice',
  'backoffice-documents',
  'backoffice-utilities',
  'bills',
  'documents',
  'notices',
  'owner-rooms',
  'polls',
  'rents',
  'reports',
  'services',
  'subscriptions',
] as const;
export type LocaleArea = (typeof LOCALE_AREAS)[number];

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });
const loads = new Map<LocaleArea, Promise<void>>();
const listeners = new Set<() => void>();

/** Loads one area's strings in both languages and adds them to i18next; once per area. */
function loadArea(area: LocaleArea): Promise<void> {
  let load = loads.get(area);
  if (!load) {
    load = Promise.all(
      (['ru', 'en'] as const).map(async (lang) => {
        const file = files[`./${area}/${lang}.json`];
        if (!file) throw new Error(`no strings for the area ${area} in ${lang}`);
        i18n.addResourceBundle(lang, 'translation', await file(), true, false);
      }),
    ).then(() => listeners.forEach((l) => l()));
    // A failed load (a network error) may be tried again by the next screen that needs it.
    load.catch(() => loads.delete(area));
    loads.set(area, load);
  }
  return load;
}

/**
 * Loads the strings of `areas` (both languages) once each; resolves when all are in i18next.
 * Keys asked for meanwhile are not reported missing (src/i18n.ts `loadingStrings`).
 */
export function loadAreas(...areas: LocaleArea[]): Promise<void> {
  const load = Promise.all(areas.map(loadArea)).then(() => undefined);
  loadingStrings(load);
  return load;
}

/** Every area's strings (unit tests, which draw any screen). */
export function loadAreaLocales(): Promise<void> {
  return loadAreas(...LOCALE_AREAS);
}

/** Calls `listener` after each area's strings arrive (the route titles are drawn again). */
export function onAreaLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
