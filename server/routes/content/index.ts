/**
 * Content of the public site (docs/rules.md R6.2): news, partners, FAQ, segments, rental
 * apartments, awards, advantages, gallery, infrastructure, documents and information pages, in
 * the request's language, so the management company changes them without a deploy.
 *
 * - GET app/v1/content/{kind}: a paginated list (`_start`, `_end`; news newest first, the rest
 *   by position); `segment` filters rental apartments by segment slug.
 * - GET app/v1/content/{kind}/{slug}: one item, 404 when absent.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_KINDS, contentItems } from '../../db/schema';
import { ApiError } from '../../errors';
import { pick, type Lang } from '../../i18n';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { appHeaders, listQuery, pageWindow, paginate } from '../../validation';

/** One content item as the API returns it (texts in the request's language). */
export const contentItemSchema = z.object({
  id: z.number(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  publishedAt: z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)'),
});

const slugSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'validation.invalid');

function toApi(row: typeof contentItems.$inferSelect, lang: Lang): z.infer<typeof contentItemSchema> {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: pick(row.title, lang),
    summary: pick(row.summary, lang),
    body: pick(row.body, lang),
    image: row.image,
    data: row.data,
    publishedAt: toServerTimestamp(row.publishedAt),
  };
}

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/:kind',
    {
      schema: {
        tags: ['content'],
        summary: 'Public content of one kind, paginated (news newest first)',
        headers: appHeaders,
        params: z.object({ kind: z.enum(CONTENT_KINDS, { message: 'validation.invalid' }) }),
        querystring: listQuery.extend({ segment: slugSchema.optional().describe('rental: only apartments of this segment') }),
      },
    },
    async (req) => {
      const { kind } = req.params;
      const { start, end, limit } = pageWindow(req.query);
      const conds: SQL[] = [eq(contentItems.companyId, req.companyId), eq(contentItems.kind, kind)];
      if (req.query.segment) conds.push(sql`${contentItems.data} @> ${JSON.stringify({ segments: [req.query.segment] })}::jsonb`);
      const where = and(...conds);
      const order = kind === 'news' ? [desc(contentItems.publishedAt), desc(contentItems.id)] : [asc(contentItems.position), asc(contentItems.id)];
      const [rows, [{ total }]] = await Promise.all([
        app.db.select().from(contentItems).where(where).orderBy(...order).limit(limit).offset(start),
        app.db.select({ total: count() }).from(contentItems).where(where),
      ]);
      return paginate(rows.map((r) => toApi(r, req.lang)), total, start, end);
    },
  );

  app.get(
    '/content/:kind/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One content item by kind and slug',
        headers: appHeaders,
        params: z.object({ kind: z.enum(CONTENT_KINDS, { message: 'validation.invalid' }), slug: slugSchema }),
        response: { 200: z.object({ data: contentItemSchema }) },
      },
    },
    async (req) => {
      const row = await app.db.query.contentItems.findFirst({
        where: and(eq(contentItems.companyId, req.companyId), eq(contentItems.kind, req.params.kind), eq(contentItems.slug, req.params.slug)),
      });
      if (!row) throw new ApiError(404, req.t('content.notFound'));
      return { data: toApi(row, req.lang) };
    },
  );
};
