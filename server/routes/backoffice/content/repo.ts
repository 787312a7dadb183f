/**
 * Queries of the back-office content (docs/rules.md R16.5): list, one, create, edit; each change
 * audited and followed by clearing the server-rendered pages, so the site shows it at once.
 */
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentItems } from '../../../db/schema';
import { ApiError, validationError } from '../../../errors';
import { pick } from '../../../i18n';
import { recordChange, snapshot } from '../../../services/audit';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import type { ContentKind } from '../../../../src/domain/site';
import type {
  BackofficeContentDetail,
  BackofficeContentListQuery,
  BackofficeContentRow,
  ContentBody,
} from '../../../../src/contracts/backoffice-content';

type Row = typeof contentItems.$inferSelect;

/** The public page of an item (src/routes.tsx), or null when its kind has none of its own. */
export function publicPath(kind: ContentKind, slug: string): string | null {
  switch (kind) {
    case 'news':
      return `/news/${slug}`;
    case 'partner':
      return `/partners/${slug}`;
    case 'segment':
      return `/segments/${slug}`;
    case 'rental':
      return `/segments/apartments/${slug}`;
    case 'page':
      return `/${slug}`;
    case 'faq':
      return '/questions';
    case 'gallery':
      return '/gallery';
    case 'infrastructure':
      return '/infrastructure';
    default:
      return '/';
  }
}

export async function listContentRows(
  app: FastifyInstance,
  req: FastifyRequest,
  q: BackofficeContentListQuery,
  start: number,
  limit: number,
) {
  const like = q.q ? `%${q.q.trim().replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    eq(contentItems.companyId, req.companyId),
    q.kind ? eq(contentItems.kind, q.kind) : undefined,
    q.status ? eq(contentItems.status, q.status) : undefined,
    like
      ? or(
          sql`${contentItems.slug} ilike ${like}`,
          sql`${contentItems.title}->>'ru' ilike ${like}`,
          sql`${contentItems.title}->>'en' ilike ${like}`,
        )
      : undefined,
  );
  const col = {
    id: contentItems.id,
    position: contentItems.position,
    publishedAt: contentItems.publishedAt,
    slug: contentItems.slug,
  }[q._sort ?? 'id'];
  const dir = (q._order ?? 'desc').toLowerCase() === 'desc' ? desc : asc;
  const [rows, [{ n }]] = await Promise.all([
    app.db.select().from(contentItems).where(where).orderBy(dir(col), desc(contentItems.id)).limit(limit).offset(start),
    app.db.select({ n: count() }).from(contentItems).where(where),
  ]);
  const out: BackofficeContentRow[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    slug: r.slug,
    title: pick(r.title, req.lang),
    status: r.status,
    position: r.position,
    publishedAt: toServerTimestamp(r.publishedAt),
  }));
  return { rows: out, total: n };
}

const detail = (r: Row): BackofficeContentDetail => ({
  id: r.id,
  kind: r.kind,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  body: r.body,
  image: r.image,
  data: r.data,
  position: r.position,
  status: r.status,
  publishedAt: toServerTimestamp(r.publishedAt),
  publicPath: publicPath(r.kind, r.slug),
});

/** The company's item `id`. @throws ApiError 404. */
async function companyItem(app: FastifyInstance, req: FastifyRequest, id: number): Promise<Row> {
  const r = await app.db.query.contentItems.findFirst({
    where: and(eq(contentItems.id, id), eq(contentItems.companyId, req.companyId)),
  });
  if (!r) throw new ApiError(404, req.t('error.notFoundApi'));
  return r;
}

export async function getContentItem(app: FastifyInstance, req: FastifyRequest, id: number) {
  return detail(await companyItem(app, req, id));
}

/** @throws ApiError 422 `{ slug }` when another item of the kind has the slug. */
async function checkSlug(app: FastifyInstance, req: FastifyRequest, kind: ContentKind, slug: string, id?: number) {
  const other = await app.db.query.contentItems.findFirst({
    columns: { id: true },
    where: and(eq(contentItems.companyId, req.companyId), eq(contentItems.kind, kind), eq(contentItems.slug, slug)),
  });
  if (other && other.id !== id)
    throw validationError({ slug: [req.t('backoffice-content.errors.slugTaken')] }, req.t('validation.failed'));
}

export async function createContentItem(app: FastifyInstance, req: FastifyRequest, body: ContentBody) {
  await checkSlug(app, req, body.kind, body.slug);
  const row = await app.db.transaction(async (tx) => {
    const [r] = await tx
      .insert(contentItems)
      .values({
        ...body,
        image: body.image ?? null,
        data: body.data ?? {},
        position: body.position ?? 0,
        companyId: req.companyId,
        publishedAt: app.clock.now(),
      })
      .returning();
    await recordChange(
      app,
      req,
      { entity: 'content', entityId: r.id, action: 'create', before: null, after: snapshot(r) },
      tx,
    );
    return r;
  });
  app.clearPageCache();
  return detail(row);
}

/** Edits an item; publishing a draft stamps `publishedAt` with now. */
export async function updateContentItem(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  body: Partial<ContentBody>,
) {
  const before = await companyItem(app, req, id);
  if (!Object.keys(body).length) return detail(before);
  if (body.slug || body.kind) await checkSlug(app, req, body.kind ?? before.kind, body.slug ?? before.slug, id);
  const publishing = body.status === 'published' && before.status === 'draft';
  const action = publishing
    ? 'publish'
    : body.status === 'draft' && before.status === 'published'
      ? 'unpublish'
      : 'edit';
  const row = await app.db.transaction(async (tx) => {
    const [r] = await tx
      .update(contentItems)
      .set({ ...body, ...(publishing ? { publishedAt: app.clock.now() } : {}) })
      .where(eq(contentItems.id, id))
      .returning();
    await recordChange(
      app,
      req,
      { entity: 'content', entityId: id, action, before: snapshot(before), after: snapshot(r) },
      tx,
    );
    return r;
  });
  app.clearPageCache();
  return detail(row);
}
