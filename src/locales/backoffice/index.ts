/**
 * Adds the back office's strings (both languages, one lazy chunk) to the SPA's i18next instance.
 * Called once by the Refine root, so the landing never loads them.
 */
import i18n from '../../i18n';

let loading: Promise<void> | null = null;

/** Loads and registers the back-office strings once; later calls return the same promise. */
export function loadBackofficeLocales(): Promise<void> {
  loading ??= Promise.all([import('./ru.json'), import('./en.json')]).then(([ru, en]) => {
    i18n.addResourceBundle('ru', 'translation', ru.default, true, false);
    i18n.addResourceBundle('en', 'translation', en.default, true, false);
  });
  return loading;
}
