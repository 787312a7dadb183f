/**
 * Back-office public content (docs/rules.md R16.5): GET/POST app/v1/backoffice/content,
 * GET/PATCH …/content/{id}. News, partners (discount, promo code), information pages, FAQ,
 * long-term segments, awards, gallery — each in Russian and English, `draft` or `published`.
 * Publishing a draft stamps `publishedAt`; every change is audited and clears the server-rendered
 * pages, so the site shows it at once.
 */
import { z } from 'zod';
import { envelope, idParams, listQuery, paginated } from './common';
import { slug } from './content';
import { CONTENT_KINDS } from '../domain/site';
import { endpoint } from './endpoint';

/** Publication states of a content item. */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const localized = (max: number, min = 0) =>
  z.object({ ru: z.string().trim().min(min, 'validation.required').max(max), en: z.string().trim().max(max) });

/** What a manager edits. `data`: a partner's `{ discount, promoCode }` and the like, kept as given. */
export const contentBody = z.object({
  kind: z.enum(CONTENT_KINDS, { message: 'validation.required' }),
  slug,
  title: localized(300, 1),
  summary: localized(1000),
  body: localized(50_000),
  image: z.string().max(300).nullable().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  position: z.number().int().min(0).max(100_000).optional(),
  status: z.enum(CONTENT_STATUSES),
});
export type ContentBody = z.infer<typeof contentBody>;

/** A row of the back-office list (texts in the request's language). */
export const backofficeContentRow = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  position: z.number().int(),
  publishedAt: z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)'),
});
export type BackofficeContentRow = z.infer<typeof backofficeContentRow>;

/** One item with both languages. */
export const backofficeContentDetail = contentBody.extend({
  id: z.number().int(),
  image: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  position: z.number().int(),
  publishedAt: z.string(),
  /** The public page that shows the item (null when the kind has no page of its own). */
  publicPath: z.string().nullable(),
});
export type BackofficeContentDetail = z.infer<typeof backofficeContentDetail>;

export const backofficeContentListQuery = listQuery.extend({
  kind: z.enum(CONTENT_KINDS).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  q: z.string().max(100).optional(),
  _sort: z.enum(['id', 'position', 'publishedAt', 'slug']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type BackofficeContentListQuery = z.infer<typeof backofficeContentListQuery>;

export const backofficeContentListResponse = paginated(backofficeContentRow);
export const backofficeContentResponse = envelope(backofficeContentDetail);

const tags = ['backoffice'];

/** The endpoints of `backoffice-content` (docs/architecture.md § The typed seam). */
export const backofficeContentEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/content',
    access: ['backoffice', 'list'],
    query: backofficeContentListQuery,
    responses: { 200: backofficeContentListResponse },
    summary: 'Public content of every kind, drafts included',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/content/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: backofficeContentResponse },
    summary: 'One content item, both languages',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/backoffice/content',
    access: ['backoffice', 'create'],
    body: contentBody,
    responses: { 201: backofficeContentResponse },
    summary: 'Create a content item',
    tags,
  }),
  update: endpoint({
    method: 'patch',
    path: '/backoffice/content/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: contentBody.partial(),
    responses: { 200: backofficeContentResponse },
    summary: 'Edit, publish or unpublish a content item',
    tags,
  }),
};
