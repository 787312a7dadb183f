/**
 * The i18next resources of both languages, shared by the SPA and the server (docs/rules.md R6.1:
 * Russian is the default and the fallback).
 */
import en from './en.json';
import ru from './ru.json';

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export const resources = {
  ru: { translation: ru },
  en: { translation: en },
} as const;
