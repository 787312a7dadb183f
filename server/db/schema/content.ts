/** Editable content of the public site (news, partners, services, FAQ, pages…). */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from './columns';
import type { ContentKind } from '../../../src/domain/site';
import { companyColumn } from './company';

/** Content kinds kept in {@link contentItems} (src/domain/site.ts). */
export { CONTENT_KINDS, type ContentKind } from '../../../src/domain/site';

/**
 * Editable content of the public site, in both languages, so the MC changes it without a deploy.
 * `data` holds kind-specific fields (a partner's discount and promo code, a service's price…).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    image: text('image'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    /** docs/rules.md R16.5: `draft` (seen in the back office only) or `published` (on the site). */
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_kind_idx').on(t.companyId, t.kind, t.position),
    uniqueIndex('content_slug_uq').on(t.companyId, t.kind, t.slug),
  ],
);
