/**
 * A page's own document metadata (docs/rules.md R6.5): {@link usePageMeta} for content pages
 * whose title comes with their data, and {@link setMeta}, which ./route-meta.tsx uses too. It
 * does not import the route table (src/routes.tsx imports the pages that import this module).
 */
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from './company';

/** Sets (adding when missing) the `<meta>` whose `attr` is `key` in `<head>`. */
export function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** A page's own title and description, as the server's render finds them (src/entry-server.tsx). */
export interface PageMetaSink {
  title?: string;
  description?: string;
}

const SinkContext = createContext<PageMetaSink | null>(null);

/** Gives the server's render a {@link PageMetaSink}: the page's own metadata goes in the `<head>` it writes. */
export const PageMetaSinkProvider = SinkContext.Provider;

/**
 * Lets a content page (a news item, a partner…) put its own title and description in `<head>`
 * once its data has loaded; until then the route's own metadata stays. In the server's render
 * they go into the page's `<head>` ({@link PageMetaSink}): a server-rendered page runs no effect.
 */
export function usePageMeta(title: string | undefined, description?: string) {
  const { t } = useTranslation();
  const { company } = useCompany();
  const sink = useContext(SinkContext);
  if (sink && title) Object.assign(sink, { title, description });
  useEffect(() => {
    if (!title) return;
    const full = `${title} — ${company?.name ?? t('app.titleFallback')}`;
    document.title = full;
    setMeta('property', 'og:title', full);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [title, description, company, t]);
}
