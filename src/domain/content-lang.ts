/**
 * The language of content people typed (docs/rules.md R8.9): poll questions, expense documents and
 * the like are stored as entered, in one language. Where that is not the interface's language the
 * page marks it (src/components/content-text.tsx) instead of passing it off as a translation.
 */

/** Languages of the interface. */
export type ContentLang = 'ru' | 'en';

/**
 * The language a text is written in, by its script: any Cyrillic letter → `ru`; Latin letters and
 * no Cyrillic → `en`; no letters at all (numbers, codes) → null.
 */
export function textLang(text: string): ContentLang | null {
  if (/[\u0400-\u04FF]/.test(text)) return 'ru';
  return /[A-Za-z]/.test(text) ? 'en' : null;
}

/** The language of `text` when it is not `ui` (the text needs a marker), else null. */
export function foreignLang(text: string | null | undefined, ui: string): ContentLang | null {
  const lang = text ? textLang(text) : null;
  return lang && lang !== (ui === 'en' ? 'en' : 'ru') ? lang : null;
}
