/**
 * Back-office objects (docs/rules.md R16.10, R4.2): GET/POST app/v1/backoffice/objects,
 * GET/PATCH …/objects/{id}, POST …/objects/bulk-price (a new price for a selection, set or by a
 * percentage), GET …/buildings (the select). Every change is audited.
 */
import { z } from 'zod';
import { envelope, id, idParams, kopecks, listQuery, paginated } from './common';
import { OBJECT_KINDS } from '../domain/objects';
import { endpoint } from './endpoint';

const localized = (max: number, min = 0) =>
  z.object({ ru: z.string().trim().min(min, 'validation.required').max(max), en: z.string().trim().max(max) });

/**
 * What a manager edits. `photos` in display order: each a URL the object already has, or the id of
 * an image the manager uploaded (POST app/v1/uploads), published on save.
 */
export const objectBody = z.object({
  buildingId: id,
  kind: z.enum(OBJECT_KINDS, { message: 'validation.required' }),
  floor: z.number({ message: 'validation.required' }).int().min(-5).max(200),
  number: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(20),
  area: z.number({ message: 'validation.required' }).positive('validation.invalid').max(100_000),
  rooms: z.number({ message: 'validation.required' }).int().min(0).max(100),
  capacity: z.number({ message: 'validation.required' }).int().min(1).max(1000),
  priceKopecks: z.number({ message: 'validation.required' }).int().min(100, 'validation.invalid').max(1_000_000_000),
  title: localized(200, 1),
  description: localized(5000),
  management: z.enum(['mc', 'self']),
  photos: z.array(z.string().max(300)).max(30).optional(),
});
export type ObjectBody = z.infer<typeof objectBody>;

export const backofficeObjectRow = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  kind: z.enum(OBJECT_KINDS),
  floor: z.number().int(),
  number: z.string(),
  area: z.number(),
  rooms: z.number().int(),
  capacity: z.number().int(),
  priceKopecks: kopecks,
  title: z.string(),
  management: z.enum(['mc', 'self']),
  /** Booking state today (docs/rules.md R4.2): an active stay covers tonight. */
  bookedToday: z.boolean(),
});
export type BackofficeObjectRow = z.infer<typeof backofficeObjectRow>;

export const backofficeObjectDetail = objectBody.extend({
  id: z.number().int(),
  photos: z.array(z.string()),
  bookedToday: z.boolean(),
});
export type BackofficeObjectDetail = z.infer<typeof backofficeObjectDetail>;

export const backofficeObjectListQuery = listQuery.extend({
  kind: z.enum(OBJECT_KINDS).optional(),
  buildingId: id.optional(),
  management: z.enum(['mc', 'self']).optional(),
  q: z.string().max(100).optional(),
  _sort: z.enum(['id', 'number', 'floor', 'area', 'capacity', 'priceKopecks']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type BackofficeObjectListQuery = z.infer<typeof backofficeObjectListQuery>;

export const bulkPriceBody = z.object({
  ids: z.array(id).min(1, 'validation.required').max(500),
  /** `set`: the new price in kopecks; `percent`: change by this many percent (−90…+500). */
  mode: z.enum(['set', 'percent']),
  value: z.number({ message: 'validation.required' }).int('validation.invalid'),
});
export type BulkPriceBody = z.infer<typeof bulkPriceBody>;

export const backofficeObjectListResponse = paginated(backofficeObjectRow);
export const backofficeObjectResponse = envelope(backofficeObjectDetail);
export const bulkPriceResponse = envelope(z.object({ updated: z.number().int() }));
export const buildingOptionsResponse = paginated(z.object({ id: z.number().int(), name: z.string() }));

const tags = ['backoffice'];

/** The endpoints of `backoffice-objects` (docs/architecture.md § The typed seam). */
export const backofficeObjectsEndpoints = {
  buildings: endpoint({
    method: 'get',
    path: '/backoffice/buildings',
    access: ['backoffice', 'list'],
    responses: { 200: buildingOptionsResponse },
    summary: "The company's buildings (for selects)",
    tags,
  }),
  list: endpoint({
    method: 'get',
    path: '/backoffice/objects',
    access: ['backoffice', 'list'],
    query: backofficeObjectListQuery,
    responses: { 200: backofficeObjectListResponse },
    summary: "The company's objects, filtered",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/objects/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: backofficeObjectResponse },
    summary: 'One object',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/backoffice/objects',
    access: ['backoffice', 'create'],
    body: objectBody,
    responses: { 201: backofficeObjectResponse },
    summary: 'Create an object',
    tags,
  }),
  update: endpoint({
    method: 'patch',
    path: '/backoffice/objects/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: objectBody.partial(),
    responses: { 200: backofficeObjectResponse },
    summary: 'Edit an object',
    tags,
  }),
  bulkPrice: endpoint({
    method: 'post',
    path: '/backoffice/objects/bulk-price',
    access: ['backoffice', 'edit'],
    body: bulkPriceBody,
    responses: { 200: bulkPriceResponse },
    summary: 'A new price for a selection of objects (set, or by a percentage)',
    tags,
  }),
};
