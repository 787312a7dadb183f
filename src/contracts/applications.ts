/**
 * Applications to the MC (docs/rules.md R12.2): GET app/v1/applications (the caller's own),
 * GET app/v1/applications/{id}; the back office's inbox GET app/v1/backoffice/applications,
 * GET …/{id}, GET …/{id}/files/{fileId} (a scan, inline), POST …/{id}/approve, POST …/{id}/reject (reason), and the MC's rental pool
 * GET app/v1/backoffice/pool. Kinds: `room`, `connect`, `terminate` (other resources add theirs).
 */
import { z } from 'zod';
import { envelope, id, idParams, listQuery, paginated } from './common';
import { apiTag, endpoint } from './endpoint';

export const APPLICATION_STATUSES = ['under_consideration', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Kinds this resource knows; the agents resource adds `proxy`. */
export const APPLICATION_KINDS = ['room', 'connect', 'terminate', 'proxy'] as const;

const serverTime = z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)');

/** One application as its applicant and the MC see it. */
export const applicationRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** The room (null for a room application not yet approved). */
  objectId: z.number().int().nullable(),
  /** Building, floor and number of the room, e.g. "Корпус 1 · 5 · 512". */
  room: z.string(),
  /** The kind's details (room details, names, the desired termination date…). */
  payload: z.record(z.string(), z.unknown()),
  /** Scans the application cites: `{ id, name }` (the MC opens them). */
  files: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string() })),
  reason: z.string().nullable(),
  applicant: z.string(),
  createdAt: serverTime,
  decidedAt: serverTime.nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

export const applicationListQuery = listQuery.extend({
  kind: z.enum(APPLICATION_KINDS).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  _sort: z.enum(['id']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;
export const applicationList = paginated(applicationRow);
export const applicationResponse = envelope(applicationRow);

/**
 * POST …/approve body: agreement numbers are assigned; for a connection the MC may set the
 * management fee, a whole % of the income by night, 0–100 (default 20; docs/rules.md R12.5).
 */
export const applicationApprove = z
  .object({
    feePercent: z
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(100, 'validation.invalid')
      .optional(),
  })
  .strict();
export type ApplicationApprove = z.infer<typeof applicationApprove>;
/** POST …/reject body: the reason the applicant sees. */
export const applicationReject = z.object({ reason: z.string().trim().min(1, 'validation.required').max(1000) });
export type ApplicationReject = z.infer<typeof applicationReject>;

/** A room of the MC's rental pool (docs/rules.md R12.5). */
export const poolRow = z.object({
  id: z.number().int(),
  building: z.string(),
  floor: z.number().int(),
  number: z.string(),
  area: z.number(),
  owner: z.string().nullable(),
  mcAgreementNo: z.string().nullable(),
  serviceAgreementNo: z.string().nullable(),
  /** A termination the MC is considering or has accepted: the desired date. */
  terminationDate: z.string().nullable(),
});
export type PoolRow = z.infer<typeof poolRow>;
export const poolQuery = listQuery.extend({
  _sort: z.enum(['id']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export const poolList = paginated(poolRow);
export { id as applicationId };
/** `{ id, fileId }` path parameters of a scan an application cites (the back office opens it). */
export const applicationFileParams = z.object({ id, fileId: z.string().uuid('validation.invalid') });

/** The OpenAPI tag `applications` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const applicationsTag = apiTag(
  'applications',
  'Applications of owners and agents for the management company (R12)',
);

/** The endpoints of `applications`, the caller's own (docs/architecture.md § The typed seam); routes: server/routes/owner-rooms/. */
export const applicationsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/applications',
    access: ['applications', 'list'],
    query: applicationListQuery,
    responses: { 200: applicationList },
    summary: "The caller's applications to the MC, newest first",
    tags: ['applications'],
  }),
  show: endpoint({
    method: 'get',
    path: '/applications/:id',
    access: ['applications', 'show'],
    params: idParams,
    responses: { 200: applicationResponse },
    summary: "One of the caller's applications (status, reason)",
    tags: ['applications'],
  }),
};
