/**
 * The i18next resources of both languages, shared by the SPA and the server (docs/rules.md R6.1:
 * Russian is the default and the fallback). The signed-in areas' strings live apart
 * (src/locales/areas/<area>/, one top-level key per resource) and are not imported here, so the
 * shell never ships them: the SPA adds them when the Refine root loads (src/locales/areas/index.ts),
 * the server in server/i18n.ts.
 */
import en from './en.json';
import ru from './ru.json';

export { LANGUAGES, DEFAULT_LANGUAGE, type Language } from './languages';

export const resources = {
  ru: { translation: ru },
  en: { translation: en },
} as const;
