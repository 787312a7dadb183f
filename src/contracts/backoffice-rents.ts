/**
 * Contract of the back office's leases (docs/rules.md R9, R16): every lease of the company with
 * its tenant, room, status and debt; a lease created for a tenant by phone; an early end. The
 * server validates with these schemas (server/routes/backoffice/rents/); the SPA imports types only.
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, kopecks, listQuery, paginated } from './common';
import { endQuote, rentStatus, rentCreate, rentEnd, rentEndQuoteBody } from './rents';
import { endpoint } from './endpoint';

export const backofficeRentRow = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  objectTitle: z.string(),
  tenantName: z.string().nullable(),
  tenantPhone: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  endedEarlyOn: isoDate.nullable(),
  monthlyRentKopecks: kopecks,
  depositKopecks: kopecks,
  noticeDays: z.number().int(),
  status: rentStatus,
  debtKopecks: kopecks,
  /** Server timestamp `HH:mm:ss DD.MM.YYYY`, UTC. */
  createdAt: z.string(),
});
export type BackofficeRentRow = z.infer<typeof backofficeRentRow>;

export const backofficeRentQuery = listQuery.extend({ status: rentStatus.optional() });
export const backofficeRentList = paginated(backofficeRentRow);
/** POST app/v1/backoffice/rents: any room of the company, a tenant by phone (R9.1). */
export const backofficeRentCreate = rentCreate;
export const backofficeRentId = z.object({ id });

const tags = ['backoffice'];

/** The endpoints of `backoffice-rents` (docs/architecture.md § The typed seam); route: server/routes/backoffice/rents/. */
export const backofficeRentsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/rents',
    access: ['backoffice', 'list'],
    query: backofficeRentQuery,
    responses: { 200: backofficeRentList },
    summary: "The company's leases, newest first; filter by status",
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/backoffice/rents',
    access: ['backoffice', 'create'],
    body: backofficeRentCreate,
    responses: { 201: envelope(backofficeRentRow) },
    summary: 'Create a lease for a tenant by phone in a room of the company',
    tags,
  }),
  endQuote: endpoint({
    method: 'post',
    path: '/backoffice/rents/:id/end/quote',
    access: ['backoffice', 'act'],
    params: idParams,
    body: rentEndQuoteBody,
    responses: { 200: envelope(endQuote) },
    summary: 'What an early end on the move-out date settles (R9.3)',
    tags,
  }),
  end: endpoint({
    method: 'post',
    path: '/backoffice/rents/:id/end',
    access: ['backoffice', 'act'],
    params: idParams,
    body: rentEnd,
    responses: { 200: envelope(backofficeRentRow) },
    summary: 'End a lease early on the move-out date (R9.3)',
    tags,
  }),
};
