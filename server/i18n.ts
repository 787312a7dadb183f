/**
 * Server-side translations: the same i18next resources as the SPA (src/locales), so a rule
 * enforced on both sides shows the same message (docs/rules.md R6.1: ru default and fallback, en).
 */
import i18next, { type TFunction } from 'i18next';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resources as shared } from '../src/locales/resources';
import { localeNumbers } from '../src/i18n-numbers';

/**
 * The signed-in areas' strings: every `src/locales/areas/<area>/<lang>.json`, and the sider label
 * of an area's `menu.json` as `menu.<area>` (see src/locales/areas/index.ts).
 */
function areaStrings(lang: 'ru' | 'en'): Record<string, unknown> {
  const dir = fileURLToPath(new URL('../src/locales/areas/', import.meta.url));
  const areas = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
  const read = (file: string) => JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Record<string, unknown>;
  const strings = Object.assign({}, ...areas.map((d) => read(`${d.name}/${lang}.json`))) as Record<string, unknown>;
  const labels = areas
    .filter((d) => existsSync(`${dir}${d.name}/menu.json`))
    .map((d) => [d.name, read(`${d.name}/menu.json`)[lang]]);
  return { ...strings, menu: { ...(strings.menu as object), ...Object.fromEntries(labels) } };
}

/** The SPA's shell strings plus the areas' (kept apart so the landing never ships them). */
const resources = {
  ru: { translation: { ...shared.ru.translation, ...areaStrings('ru') } },
  en: { translation: { ...shared.en.translation, ...areaStrings('en') } },
};

export type Lang = 'ru' | 'en';

const instance = i18next.createInstance();
// Every number in a message is written by the language, as on the SPA (src/i18n-numbers.ts, R6.1).
void instance.use(localeNumbers).init({
  resources,
  lng: 'ru',
  fallbackLng: 'ru',
  supportedLngs: ['ru', 'en'],
  interpolation: { escapeValue: false, alwaysFormat: true },
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
