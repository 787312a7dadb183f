/** The interface languages (docs/rules.md R6.1: Russian is the default and the fallback), without their strings. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
