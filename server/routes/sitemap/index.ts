/**
 * GET /sitemap.xml (docs/rules.md R6.12): the static public paths plus one
 * address per news item, partner, segment and long-term rental apartment of the default company
 * (company id 1, docs/rules.md R1.2), absolute URLs under `PUBLIC_URL` (never the request's
 * Host, which a client chooses; without PUBLIC_URL, the local address of the server); and
 * GET /robots.txt, which keeps crawlers out of the API and the account and points at the sitemap.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { COMPANY_ID } from '../../../src/domain/bookings';
import { buildSitemap, SITEMAP_CONTENT_PATHS, SITEMAP_STATIC_PATHS } from '../../../src/domain/site';
import { contentItems } from '../../db/schema';

/** Paths crawlers should not visit: the API and the personal account (docs/architecture.md § Screens). */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/login',
  '/need-login',
  '/dashboard',
  '/user-info',
  '/profile',
  '/delete-account',
  '/notifications',
  '/bills',
  '/bookings/',
  '/rents/',
  '/documents',
  '/my-rooms',
  '/reports',
  '/request',
  '/requested-',
];

/** The site's origin for absolute links: `PUBLIC_URL`, else the address the server listens on. */
export function siteOrigin(config: { publicUrl: string; host: string; port: number }): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}

export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const origin = siteOrigin(app.config);
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const kinds = Object.keys(SITEMAP_CONTENT_PATHS) as (keyof typeof SITEMAP_CONTENT_PATHS)[];
    const rows = await app.db
      .select({ kind: contentItems.kind, slug: contentItems.slug })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.companyId, COMPANY_ID),
          inArray(contentItems.kind, kinds),
          eq(contentItems.status, 'published'),
        ),
      )
      .orderBy(asc(contentItems.kind), asc(contentItems.position), asc(contentItems.id));
    const paths = [
      ...SITEMAP_STATIC_PATHS,
      ...rows.map((r) => SITEMAP_CONTENT_PATHS[r.kind as keyof typeof SITEMAP_CONTENT_PATHS] + r.slug),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildSitemap(origin, paths));
  });
};
