/**
 * Back-office users (docs/rules.md R16.4, R16.6): GET app/v1/backoffice/users (search by phone or
 * name), GET …/users/{id} (roles, bookings, rooms), POST …/users/{id}/grant-owner (only with
 * `documentsChecked: true`), POST …/users/{id}/block and …/unblock, POST …/users/{id}/restore (a
 * deleted account within the retention period gets a phone back). Every change is audited.
 */
import { z } from 'zod';
import { envelope, idParams, listQuery, paginated, phone } from './common';
import { ROLES } from '../domain/access';
import { endpoint } from './endpoint';

export const backofficeUserRow = z.object({
  id: z.number().int(),
  phone: z.string().nullable(),
  fullName: z.string(),
  roles: z.array(z.enum(ROLES)),
  blocked: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)'),
});
export type BackofficeUserRow = z.infer<typeof backofficeUserRow>;

export const backofficeUserDetail = backofficeUserRow.extend({
  email: z.string().nullable(),
  /** Whether a deleted account may still be restored (within the retention period, R7.4). */
  restorable: z.boolean(),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      status: z.string(),
    }),
  ),
  rooms: z.array(z.object({ id: z.number().int(), number: z.string(), title: z.string() })),
});
export type BackofficeUserDetail = z.infer<typeof backofficeUserDetail>;

export const backofficeUserListQuery = listQuery.extend({
  q: z.string().max(100).optional(),
  role: z.enum(ROLES).optional(),
  _sort: z.enum(['id', 'createdAt']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type BackofficeUserListQuery = z.infer<typeof backofficeUserListQuery>;

/** POST …/grant-owner: the manager confirms the owner's documents were checked. */
export const grantOwnerBody = z.object({
  documentsChecked: z.literal(true, { message: 'backoffice-users.errors.documentsRequired' }),
});
/** POST …/restore: the phone the person uses now. */
export const restoreBody = z.object({ phone });

export const backofficeUserListResponse = paginated(backofficeUserRow);
export const backofficeUserResponse = envelope(backofficeUserDetail);

const tags = ['backoffice'];

/** The endpoints of `backoffice-users` (docs/architecture.md § The typed seam); route: server/routes/backoffice/users/. */
export const backofficeUsersEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/users',
    access: ['backoffice', 'list'],
    query: backofficeUserListQuery,
    responses: { 200: backofficeUserListResponse },
    summary: 'People of the company, searched by phone or name',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/users/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: backofficeUserResponse },
    summary: 'A person: roles, bookings, rooms',
    tags,
  }),
  grantOwner: endpoint({
    method: 'post',
    path: '/backoffice/users/:id/grant-owner',
    access: ['backoffice', 'act'],
    params: idParams,
    body: grantOwnerBody,
    responses: { 200: backofficeUserResponse },
    summary: "Grant the owner role once the owner's documents are checked",
    tags,
  }),
  block: endpoint({
    method: 'post',
    path: '/backoffice/users/:id/block',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: backofficeUserResponse },
    summary: 'Block: no login, sessions revoked',
    tags,
  }),
  unblock: endpoint({
    method: 'post',
    path: '/backoffice/users/:id/unblock',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: backofficeUserResponse },
    summary: 'Unblock',
    tags,
  }),
  restore: endpoint({
    method: 'post',
    path: '/backoffice/users/:id/restore',
    access: ['backoffice', 'act'],
    params: idParams,
    body: restoreBody,
    responses: { 200: backofficeUserResponse },
    summary: 'Restore a deleted account within the retention period, with a phone',
    tags,
  }),
};
