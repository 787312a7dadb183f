/**
 * The strings of the signed-in areas (account, owner, back office), kept out of the shell so the
 * landing never ships them (docs/architecture.md, "Translations"). Each area is a folder
 * `src/locales/areas/<area>/{ru,en}.json` with its own top-level keys (one per Refine resource);
 * a new area is a new folder, nothing else to register. The SPA adds them all with one lazy chunk
 * ({@link loadAreaLocales}); the server reads the same folders (server/i18n.ts).
 */
import i18n, { loadingStrings } from '../../i18n';

let loading: Promise<void> | null = null;

/**
 * Loads and registers every area's strings (both languages) once; later calls return the same
 * promise. Called by the Refine root before the sider is drawn, and by any light-shell page that
 * uses an area's keys.
 */
export function loadAreaLocales(): Promise<void> {
  loading ??= import('./bundle').then(({ areaBundles }) => {
    for (const { lang, strings } of areaBundles) i18n.addResourceBundle(lang, 'translation', strings, true, false);
  });
  loadingStrings(loading);
  return loading;
}
