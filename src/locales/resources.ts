/**
 * The i18next resources of both languages, shared by the SPA and the server (docs/rules.md R6.1:
 * Russian is the default and the fallback). The back office's strings live apart
 * (src/locales/backoffice/, one top-level key per back-office resource) so the landing never
 * ships them: the SPA adds them when the Refine root loads (src/locales/backoffice/index.ts);
 * the server has them all.
 */
import en from './en.json';
import ru from './ru.json';
import backofficeEn from './backoffice/en.json';
import backofficeRu from './backoffice/ru.json';

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export const resources = {
  ru: { translation: { ...ru, ...backofficeRu } },
  en: { translation: { ...en, ...backofficeEn } },
} as const;
