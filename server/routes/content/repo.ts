/**
 * Queries of the public content (server/routes/content/index.ts): the company, its buildings,
 * the check-in conditions and the editable site content, each scoped to the request's company
 * and presented in the request's language (row → DTO).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  BuildingBrief,
  BuildingFull,
  CheckInConditions,
  Company,
  ContentItem,
  ContentKind,
} from '../../../src/contracts/content';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { localizedLegal } from '../../../src/domain/site';
import { buildings, companies, contentItems, objects } from '../../db/schema';
import { pick, type Lang } from '../../i18n';

/** The company `companyId` (it exists: the app/v1 scope checked the `company` header). */
async function companyRow(app: FastifyInstance, companyId: number) {
  return (await app.db.query.companies.findFirst({ where: eq(companies.id, companyId) }))!;
}

/** The company's public record in `lang`. */
export async function getCompany(app: FastifyInstance, companyId: number, lang: Lang): Promise<Company> {
  const c = await companyRow(app, companyId);
  return {
    id: c.id,
    name: pick(c.name, lang),
    city: pick(c.city, lang),
    cityIn: pick(c.cityIn, lang),
    address: pick(c.address, lang),
    phones: c.phones,
    email: c.email,
    lat: c.lat,
    lng: c.lng,
    socials: c.socials,
    legal: localizedLegal(c.legal, lang),
    registerNumber: c.registerNumber,
  };
}

/** The check-in conditions of the company in `lang`. */
export async function getCheckInConditions(
  app: FastifyInstance,
  companyId: number,
  lang: Lang,
): Promise<CheckInConditions> {
  const cond = (await companyRow(app, companyId)).checkInConditions;
  return {
    checkInTime: cond.checkInTime,
    checkOutTime: cond.checkOutTime,
    rules: cond.rules.map((r) => pick(r, lang)),
  };
}

/** The company's buildings, by id. */
export async function listBuildings(app: FastifyInstance, companyId: number, lang: Lang): Promise<BuildingBrief[]> {
  const rows = await app.db
    .select({ id: buildings.id, name: buildings.name, address: buildings.address })
    .from(buildings)
    .where(eq(buildings.companyId, companyId))
    .orderBy(asc(buildings.id));
  return rows.map((b) => ({ id: b.id, name: pick(b.name, lang), address: pick(b.address, lang) }));
}

/** One building of the company with its object count; undefined when it is not the company's. */
export async function getBuilding(
  app: FastifyInstance,
  companyId: number,
  id: number,
  lang: Lang,
): Promise<BuildingFull | undefined> {
  const b = await app.db.query.buildings.findFirst({
    where: and(eq(buildings.id, id), eq(buildings.companyId, companyId)),
  });
  if (!b) return undefined;
  const [{ n }] = await app.db.select({ n: count() }).from(objects).where(eq(objects.buildingId, b.id));
  return {
    id: b.id,
    name: pick(b.name, lang),
    address: pick(b.address, lang),
    description: pick(b.description, lang),
    floors: b.floors,
    lat: b.lat,
    lng: b.lng,
    photo: b.photo,
    objectsCount: n,
  };
}

/** A content row as the API shows it. */
function toItem(row: typeof contentItems.$inferSelect, lang: Lang): ContentItem {
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

/**
 * A window of the company's published content of `kind` (drafts stay in the back office, R16.5) (news newest first, the rest by position) and the
 * total; `segment` keeps only rental apartments of that segment.
 */
export async function listContent(
  app: FastifyInstance,
  companyId: number,
  lang: Lang,
  q: { kind: ContentKind; segment?: string; start: number; limit: number },
): Promise<{ rows: ContentItem[]; total: number }> {
  const conds: SQL[] = [
    eq(contentItems.companyId, companyId),
    eq(contentItems.kind, q.kind),
    eq(contentItems.status, 'published'),
  ];
  if (q.segment) conds.push(sql`${contentItems.data} @> ${JSON.stringify({ segments: [q.segment] })}::jsonb`);
  const where = and(...conds);
  const order =
    q.kind === 'news'
      ? [desc(contentItems.publishedAt), desc(contentItems.id)]
      : [asc(contentItems.position), asc(contentItems.id)];
  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.start),
    app.db.select({ total: count() }).from(contentItems).where(where),
  ]);
  return { rows: rows.map((r) => toItem(r, lang)), total };
}

/** One content item of the company by kind and slug; undefined when absent. */
export async function getContent(
  app: FastifyInstance,
  companyId: number,
  lang: Lang,
  kind: ContentKind,
  slug: string,
): Promise<ContentItem | undefined> {
  const row = await app.db.query.contentItems.findFirst({
    where: and(
      eq(contentItems.companyId, companyId),
      eq(contentItems.kind, kind),
      eq(contentItems.slug, slug),
      eq(contentItems.status, 'published'),
    ),
  });
  return row && toItem(row, lang);
}
