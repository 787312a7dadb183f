/**
 * The public site's map (docs/rules.md R6.12): the static paths listed in
 * sitemap.xml and the content kinds whose items have their own pages. Shared by the SPA's route
 * table test and the server's GET /sitemap.xml.
 *
 * @module
 */

/**
 * Kinds of editable public content (app/v1/content/{kind}): news, partners, services, FAQ,
 * segments, awards, advantages, documents, gallery, infrastructure, information pages and
 * long-term rental apartments.
 */
export const CONTENT_KINDS = [
  'news',
  'partner',
  'service',
  'faq',
  'segment',
  'award',
  'advantage',
  'document',
  'gallery',
  'infrastructure',
  'page',
  'rental',
] as const;
/** A content kind. */
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Static public paths worth indexing (no account pages, no aliases that duplicate content). */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/infrastructure',
  '/location',
  '/gallery',
  '/mobile-app',
  '/contacts',
  '/for-investors',
  '/questions',
  '/about-company',
  '/policy',
  '/about',
  '/personal-data-rules',
  '/terms-of-use',
  '/esign-agreement',
  '/payment',
  '/office',
  '/registersoftware',
  '/news',
  '/partners',
  '/segments/apartments',
  '/ask-question',
  '/objects',
  // The legal documents' own pages (docs/rules.md R21.1).
  '/legal/privacy',
  '/legal/consent/personal_data',
  '/legal/consent/notifications',
  '/legal/consent/check_in',
  '/legal/consent/cross_border',
] as const;

/** Content kinds with item pages: kind → path prefix (the item's slug follows). */
export const SITEMAP_CONTENT_PATHS = {
  news: '/news/',
  partner: '/partners/',
  segment: '/segments/',
  rental: '/segments/apartments/',
} as const;

/** Escapes text for XML. */
function xmlEscape(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The sitemap.xml document (sitemaps.org 0.9) for absolute `origin` (e.g. `https://example.ru`,
 * no trailing slash) and site-relative `paths`.
 */
export function buildSitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(origin + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The company's legal details in one language (issue 14 item 10): the record keeps Russian
 * values under their keys (`name`, `bank`…) and English ones under `<key>En` (`nameEn`,
 * `bankEn`); English takes the `En` value where there is one, Russian (and any key without a
 * translation, such as numbers) the plain one. The `En` keys are not returned.
 */
export function localizedLegal(legal: Readonly<Record<string, string>>, lang: 'ru' | 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(legal)) {
    if (k.endsWith('En')) continue;
    out[k] = (lang === 'en' && legal[`${k}En`]) || v;
  }
  return out;
}
