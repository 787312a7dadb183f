/**
 * Server-side translations: the same i18next resources as the SPA (src/locales), so a rule
 * enforced on both sides shows the same message (docs/rules.md R6.1: ru default and fallback, en).
 */
import i18next, { type TFunction } from 'i18next';
import { resources as shared } from '../src/locales/resources';
import backofficeEn from '../src/locales/backoffice/en.json';
import backofficeRu from '../src/locales/backoffice/ru.json';

/** The SPA's strings plus the back office's (kept apart so the landing never ships them). */
const resources = {
  ru: { translation: { ...shared.ru.translation, ...backofficeRu } },
  en: { translation: { ...shared.en.translation, ...backofficeEn } },
};

export type Lang = 'ru' | 'en';

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'ru',
  fallbackLng: 'ru',
  supportedLngs: ['ru', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

const fixed: Record<Lang, TFunction> = { ru: instance.getFixedT('ru'), en: instance.getFixedT('en') };

/**
 * Picks the language from the `deviceLocale` header (docs/rules.md R1.2): `en` when it starts with
 * en, else `ru`.
 */
export function langFrom(header: unknown): Lang {
  return typeof header === 'string' && header.toLowerCase().startsWith('en') ? 'en' : 'ru';
}

/** Translation function fixed to a language. */
export function tFor(lang: Lang): TFunction {
  return fixed[lang];
}

/** Picks one language of a `{ ru, en }` value, falling back to Russian. */
export function pick(value: { ru: string; en: string } | null | undefined, lang: Lang): string {
  if (!value) return '';
  return value[lang] || value.ru;
}
