/**
 * Per-route document metadata (docs/rules.md R6.5): the title, the description and Open Graph tags of each
 * route in the current language; on every navigation any keywords meta is removed and set again
 * only when the target route defines keywords (/ and /services). A page's own metadata once its
 * data has loaded: `usePageMeta` (./page-meta.ts, kept apart: pages import it, and this module
 * imports the route table, which imports the pages).
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { getRouteMetaTable, subscribeRouteMeta, type RouteMetaEntry } from '../routes';
import { useCompany, type Company } from './company';
import { setMeta } from './page-meta';
import { manifestHref } from '../pwa/manifest-href';

/** The document metadata of a path: what {@link RouteMeta} sets and what the server writes in `<head>`. */
export interface DocumentMeta {
  title: string;
  description: string;
  keywords?: string;
  ogLocale: 'ru_RU' | 'en_US';
  siteName: string;
}

/**
 * The metadata of `pathname` in the language of `t` (docs/rules.md R6.5): the route's title with the brand,
 * its description, keywords only where the route defines them (/ and /services).
 */
export function routeMeta(
  pathname: string,
  t: TFunction,
  lang: string,
  company: Company | undefined,
  table: RouteMetaEntry[] = getRouteMetaTable(),
): DocumentMeta {
  const match = matchRoutes(table, pathname)?.at(-1)?.route;
  const vars = { city: company?.city ?? '', cityIn: company?.cityIn ?? '', name: company?.name ?? '' };
  const brand = company?.name ?? t('app.titleFallback');
  const home = company ? t('app.title', vars) : t('app.titleFallback');
  const title = !match || match.titleKey === 'home' ? home : `${t(match.titleKey, vars)} — ${brand}`;
  const description = match?.descriptionKey ? t(match.descriptionKey, vars) : t('app.description');
  return {
    title,
    description,
    keywords: match?.keywordsKey ? t(match.keywordsKey) : undefined,
    ogLocale: lang === 'en' ? 'en_US' : 'ru_RU',
    siteName: brand,
  };
}

/** Renders nothing; keeps `<head>` in step with the route and the language. */
export function RouteMeta() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const { company } = useCompany();
  const routeMetaTable = useSyncExternalStore(subscribeRouteMeta, getRouteMetaTable, getRouteMetaTable);

  // A layout effect: it runs before the pages' passive effects of the same commit, so a content
  // page's own metadata ({@link usePageMeta}) wins when both come at once (a hydrated page).
  useLayoutEffect(() => {
    const { title, description, keywords, ogLocale, siteName } = routeMeta(
      pathname,
      t,
      i18n.language,
      company,
      routeMetaTable,
    );
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:locale', ogLocale);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', siteName);
    setMeta('property', 'og:url', window.location.origin + pathname);
    setMeta('property', 'og:image', `${window.location.origin}/images/og-cover.png`);
    // docs/rules.md R6.5: remove any keywords meta, then set it again if this route defines one.
    document.head.querySelectorAll('meta[name="keywords"]').forEach((el) => el.remove());
    if (keywords) setMeta('name', 'keywords', keywords);
    // The installable app's manifest in the page's language (src/pwa/manifest.ts).
    document.head.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(i18n.language));
  }, [pathname, t, i18n.language, company, routeMetaTable]);

  return null;
}
