/**
 * The strings of a server-rendered page's islands (docs/architecture.md § Server rendering): the
 * page carries the dictionary groups its islands use (src/islands/registry.ts `strings`), so they
 * hydrate without the dictionary's JavaScript; a part that needs more (an antd part: a modal, the
 * menu, a form) loads the whole dictionary with its code ({@link loadAllStrings}, called by
 * src/components/lazy-themed.ts).
 */
import i18n, { loadingStrings } from '../i18n-core';
import type { PageData } from './page-data';

/** Puts the page's strings into i18next in the page's language. */
export async function addEmbeddedStrings(data: PageData): Promise<void> {
  const lang = data.lang ?? (i18n.language as PageData['lang']) ?? 'ru';
  if (data.strings) i18n.addResourceBundle(lang, 'translation', data.strings, true, false);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

let all: Promise<void> | undefined;

/** Loads the whole dictionary of the current language (once; at once where the SPA has it already). */
export function loadAllStrings(): Promise<void> {
  all ??= import('../i18n').then((m) => m.loadLanguage(i18n.language));
  loadingStrings(all);
  return all;
}
