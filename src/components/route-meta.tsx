/**
 * Per-route document metadata (docs/rules.md R6.5): the title, the description and Open Graph tags of each
 * route in the current language; on every navigation any keywords meta is removed and set again
 * only when the target route defines keywords (/ and /services).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getRouteMetaTable, subscribeRouteMeta } from '../routes';
import { useCompany } from './company';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Lets a content page (a news item, a partner…) put its own title and description in `<head>`
 * once its data has loaded; until then the route's own metadata stays.
 */
export function usePageMeta(title: string | undefined, description?: string) {
  const { t } = useTranslation();
  const { company } = useCompany();
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

/** Renders nothing; keeps `<head>` in step with the route and the language. */
export function RouteMeta() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const { company } = useCompany();
  const routeMetaTable = useSyncExternalStore(subscribeRouteMeta, getRouteMetaTable);

  useEffect(() => {
    const match = matchRoutes(routeMetaTable, pathname)?.at(-1)?.route;
    const vars = { city: company?.city ?? '', cityIn: company?.cityIn ?? '', name: company?.name ?? '' };
    const brand = company?.name ?? t('app.titleFallback');
    const home = company ? t('app.title', vars) : t('app.titleFallback');
    const title = !match || match.titleKey === 'home' ? home : `${t(match.titleKey, vars)} — ${brand}`;
    document.title = title;
    const description = match?.descriptionKey ? t(match.descriptionKey, vars) : t('app.description');
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:locale', i18n.language === 'en' ? 'en_US' : 'ru_RU');
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', brand);
    setMeta('property', 'og:url', window.location.origin + pathname);
    setMeta('property', 'og:image', `${window.location.origin}/images/og-cover.png`);
    // docs/rules.md R6.5: remove any keywords meta, then set it again if this route defines one.
    document.head.querySelectorAll('meta[name="keywords"]').forEach((el) => el.remove());
    if (match?.keywordsKey) setMeta('name', 'keywords', t(match.keywordsKey));
  }, [pathname, t, i18n.language, company, routeMetaTable]);

  return null;
}
