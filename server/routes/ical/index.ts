/**
 * GET /ical/{objectId}-{token}.ics — an object's availability for the booking sites
 * (docs/rules.md R18.1, R18.2; docs/architecture.md § Channel sync). Outside the api/ contract:
 * booking sites send no `company` header and no session; the secret token in the path is the
 * only key, and anything that does not match it — an unknown object, a rotated or malformed
 * token — answers the same 404. `?exclude={feedId}` leaves out that channel's imported spans.
 * Counted by the per-address rate limit like the API (the global limit skips non-API paths).
 */
import type { FastifyInstance } from 'fastify';
import { renderExport } from '../../services/channel-export';

const FILE_RE = /^(\d{1,9})-([A-Za-z0-9_-]{43})\.ics$/;

export async function icalRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.production && app.config.icalAllowHttpHosts.length)
    app.log.warn(
      { hosts: app.config.icalAllowHttpHosts },
      'ICAL_ALLOW_HTTP_HOSTS is set: channel feeds may be fetched over plain http from these private addresses (a test-only allowance, docs/rules.md R18.6)',
    );
  app.get<{ Params: { file: string }; Querystring: { exclude?: string } }>(
    '/ical/:file',
    {
      schema: { hide: true },
      config: { rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: '1 minute', allowList: () => false } },
    },
    async (req, reply) => {
      const m = FILE_RE.exec(req.params.file);
      const exclude = /^\d{1,9}$/.test(req.query.exclude ?? '') ? Number(req.query.exclude) : null;
      const feed = m ? await renderExport(app, Number(m[1]), m[2], exclude) : null;
      if (!feed) return reply.code(404).send({ message: req.t('error.notFoundApi') });
      // The URL is a secret: private caches only, re-validated after 5 minutes (channels poll
      // every 15+); an unchanged feed answers 304 to If-None-Match. Never indexed.
      reply
        .header('cache-control', 'private, max-age=300')
        .header('etag', feed.etag)
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer');
      const inm = req.headers['if-none-match'];
      if (typeof inm === 'string' && inm.split(',').some((t) => t.trim() === feed.etag)) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="${m![1]}.ics"`)
        .send(feed.body);
    },
  );
}
