/**
 * Contract of the back office's leases (docs/rules.md R9, R16): every lease of the company with
 * its tenant, room, status and debt; a lease created for a tenant by phone; an early end. The
 * server validates with these schemas (server/routes/backoffice/rents/); the SPA imports types only.
 */
import { z } from 'zod';
import { id, isoDate, kopecks, listQuery, paginated } from './common';
import { leaseStatus, rentCreate } from './rents';
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
  status: leaseStatus,
  debtKopecks: kopecks,
  /** Server timestamp `HH:mm:ss DD.MM.YYYY`, UTC. */
  createdAt: z.string(),
});
export type BackofficeRentRow = z.infer<typeof backofficeRentRow>;

export const backofficeRentQuery = listQuery.extend({ status: leaseStatus.optional() });
export const backofficeRentList = paginated(backofficeRentRow);
/** POST app/v1/backoffice/rents: any room of the company, a tenant by phone (R9.1). */
export const backofficeRentCreate = rentCreate;
export const backofficeRentId = z.object({ id });

/** The endpoints of `backoffice-rents` (docs/architecture.md § The typed seam). */
export const backofficeRentsEndpoints = {
  // e.g. list: endpoint({ method: 'get', path: '/…', access: […], responses: { 200: … }, summary: '…', tags }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
