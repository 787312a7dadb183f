/** The manager's read-only list of consent records (docs/rules.md R21.3): GET app/v1/backoffice/consents. */
import { z } from 'zod';
import { CONSENT_KINDS } from '../domain/consents';
import { isoDate, listQuery, paginated } from './common';
import { consentRow } from './consents';
import { endpoint } from './endpoint';

/** A record in the back office: with whose it is, the address and the browser (R21.3). */
export const backofficeConsentRow = consentRow.extend({
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  phone: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
});
export type BackofficeConsentRow = z.infer<typeof backofficeConsentRow>;

/** GET app/v1/backoffice/consents: filters by kind, state, phone or name, and the days given (`givenAt_gte`, `givenAt_lte`). */
export const backofficeConsentQuery = listQuery.extend({
  kind: z.enum(CONSENT_KINDS).optional(),
  state: z.enum(['active', 'withdrawn']).optional(),
  q: z.string().trim().max(100).optional(),
  /** Given on or after this day (Yekaterinburg). */
  givenAt_gte: isoDate.optional(),
  /** Given on or before this day (Yekaterinburg). */
  givenAt_lte: isoDate.optional(),
});
export type BackofficeConsentQuery = z.infer<typeof backofficeConsentQuery>;

/** The endpoints of `backoffice-consents` (docs/architecture.md § The typed seam); routes: server/routes/backoffice/consents/. */
export const backofficeConsentsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/consents',
    access: ['backoffice', 'list'],
    query: backofficeConsentQuery,
    responses: { 200: paginated(backofficeConsentRow) },
    summary: 'Every consent record of the company, read-only, with filters (R21.3)',
    tags: ['backoffice'],
  }),
};
