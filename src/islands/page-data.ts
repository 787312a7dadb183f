/**
 * What the server embeds in a rendered page (`<script type="application/json" id="ssr-data">`,
 * src/entry-server.tsx): the answers its render used, the strings its islands use, its language.
 */
import type { DehydratedCache } from '../../providers/api-cache';
import type { Language } from '../locales/languages';

export interface PageData {
  /** The shell cache's answers (providers/api-cache.ts restores them). */
  state: DehydratedCache;
  /** The path the server answered 404 for, if any. */
  notFoundPath?: string;
  /** The page's language (the `lang` cookie's when rendered). */
  lang?: Language;
  /** The top-level groups of the dictionary its islands use (src/islands/registry.ts `strings`). */
  strings?: Record<string, unknown>;
}

let data: PageData | null | undefined;

/** The embedded data of a server-rendered page, or undefined on any other page (read once). */
export function pageData(): PageData | undefined {
  if (data === undefined) {
    const el = typeof document === 'undefined' ? null : document.getElementById('ssr-data');
    data = el ? (JSON.parse(el.textContent || '{}') as PageData) : null;
  }
  return data ?? undefined;
}
