/**
 * Contract of repair, emergency and custom requests (Refine resource `service-requests`,
 * docs/rules.md R15.7, R15.8): filing one with photos, the own requests, comments both ways, the
 * rating, a photo, and the back office's board moves. The server validates with these schemas
 * (server/routes/service-requests/, server/routes/backoffice/services/); the SPA imports types
 * only.
 */
import { z } from 'zod';
import { REQUEST_CATEGORIES, REQUEST_KINDS, REQUEST_STATUSES } from '../domain/services';
import { envelope, id, idParams, isoDate, listQuery, paginated } from './common';
import { apiTag, endpoint } from './endpoint';
import { boundedText, clockTime } from './services';

const visitWindow = z.object({ date: isoDate, from: clockTime, to: clockTime });

/** POST app/v1/service-requests: a repair, emergency or custom request (docs/rules.md R15.7). */
export const requestCreate = z.object({
  kind: z.enum(REQUEST_KINDS),
  category: z.enum(REQUEST_CATEGORIES),
  description: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(4000, 'validation.tooLong'),
  room: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong'),
  photos: z.array(z.string().uuid('validation.invalid')).max(10, 'validation.invalid').default([]),
  visitWindows: z.array(visitWindow).max(5, 'validation.invalid').default([]),
  entryAllowed: z.boolean().default(false),
});
export type RequestCreate = z.input<typeof requestCreate>;
/** The request as the server reads it. */
export type RequestCreateBody = z.infer<typeof requestCreate>;

export const requestComment = z.object({
  id: z.number().int(),
  fromStaff: z.boolean(),
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const requestRow = z.object({
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  category: z.enum(REQUEST_CATEGORIES),
  description: z.string(),
  room: z.string(),
  status: z.enum(REQUEST_STATUSES),
  dueAt: z.string(),
  overdue: z.boolean(),
  scheduledFor: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  guest: z.string(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RequestRow = z.infer<typeof requestRow>;
export const requestDetail = requestRow.extend({
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  visitWindows: z.array(visitWindow),
  entryAllowed: z.boolean(),
  history: z.array(z.object({ status: z.enum(REQUEST_STATUSES), at: z.string() })),
  comments: z.array(requestComment),
  ratingComment: z.string().nullable(),
  mcPhone: z.string().nullable(),
});
export type RequestDetail = z.infer<typeof requestDetail>;
export const requestResponse = envelope(requestDetail);
export const requestList = paginated(requestRow);
export const requestListQuery = listQuery.extend({ status: z.enum(REQUEST_STATUSES).optional() });
export const commentCreate = z.object({
  text: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(2000, 'validation.tooLong'),
});
export const ratingCreate = z.object({
  rating: z.number().int().min(1, 'validation.invalid').max(5, 'validation.invalid'),
  comment: boundedText(1000).optional(),
});

/** PATCH app/v1/backoffice/requests/{id}: move on the board, assign, schedule. */
export const requestPatch = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  assigneeId: id.nullable().optional(),
  scheduledFor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid')
    .nullable()
    .optional(),
});

/** `{ id, photoId }` path parameters of a request's photo. */
export const photoParams = z.object({ id, photoId: z.string().uuid('validation.invalid') });
/** A photo as a data URL (the API is read with a bearer header, so an `<img src>` cannot fetch it). */
export const photoResponse = envelope(z.object({ dataUrl: z.string() }));

/** GET app/v1/service-requests/rooms: the rooms a request may be for — `title № number` (R15.7). */
export const requestRooms = envelope(z.array(z.object({ id: z.number().int(), label: z.string() })));

/** The OpenAPI tag `service-requests` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const serviceRequestsTag = apiTag(
  'service-requests',
  'Service and repair requests with photos and comments (R15)',
);
const tags = [serviceRequestsTag.name];

/** The endpoints of `service-requests` (docs/architecture.md § The typed seam); routes: server/routes/service-requests/. */
export const serviceRequestsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/service-requests',
    access: ['service-requests', 'list'],
    query: requestListQuery,
    responses: { 200: requestList },
    summary: "The caller's requests",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/service-requests/:id',
    access: ['service-requests', 'show'],
    params: idParams,
    responses: { 200: requestResponse },
    summary: 'One request: timeline, comments, photos',
    tags,
  }),
  rooms: endpoint({
    method: 'get',
    path: '/service-requests/rooms',
    access: ['service-requests', 'create'],
    responses: { 200: requestRooms },
    summary: "The caller's rooms a request may be for: owned, or leased now (R15.7)",
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/service-requests',
    access: ['service-requests', 'create'],
    body: requestCreate,
    responses: { 201: requestResponse },
    summary: 'File a repair, emergency or custom request (an emergency notifies every manager)',
    tags,
  }),
  comment: endpoint({
    method: 'post',
    path: '/service-requests/:id/comments',
    access: ['service-requests', 'comment'],
    params: idParams,
    body: commentCreate,
    responses: { 201: requestResponse },
    summary: 'Comment on the request',
    tags,
  }),
  rate: endpoint({
    method: 'post',
    path: '/service-requests/:id/rating',
    access: ['service-requests', 'rate'],
    params: idParams,
    body: ratingCreate,
    responses: { 200: requestResponse },
    summary: 'Rate the request once it is done',
    tags,
  }),
  photo: endpoint({
    method: 'get',
    path: '/service-requests/:id/photos/:photoId',
    access: ['service-requests', 'show'],
    params: photoParams,
    responses: { 200: photoResponse },
    summary: 'A photo of the request (data URL)',
    tags,
  }),
};
