/**
 * Consents as documents (docs/rules.md R21.1–R21.4): the body field every personal-data form gives
 * (`consentField`), a person's own consents (GET app/v1/consents, POST app/v1/consents to give one
 * outside a form, POST app/v1/consents/{id}/withdraw) (the manager's read-only list: src/contracts/backoffice-consents.ts).
 */
import { z } from 'zod';
import { CONSENT_KINDS, CONSENT_PURPOSES, type ConsentKind } from '../domain/consents';
import { envelope, idParams, listQuery, paginated } from './common';
import { apiTag, endpoint } from './endpoint';

/** The message of a consent box left unticked, by kind (R21.2): the personal-data one keeps its old key. */
export const CONSENT_REQUIRED_MESSAGES = {
  personal_data: 'feedback.policyRequired',
  notifications: 'consents.required.notifications',
  check_in: 'consents.required.check_in',
  cross_border: 'consents.required.cross_border',
} as const satisfies Record<ConsentKind, string>;

/**
 * The body field of a required consent: `true`, else 422 with the kind's message under the field
 * (R21.2). Put it in a body under `CONSENT_FIELDS[kind]` (src/domain/consents.ts).
 */
export const consentField = (kind: ConsentKind) => z.literal(true, { message: CONSENT_REQUIRED_MESSAGES[kind] });

/** An optional consent (notifications): ticked or not. */
export const optionalConsentField = z.boolean().optional();

/** One consent record as its person and a manager see it. */
export const consentRow = z.object({
  id: z.number().int(),
  kind: z.enum(CONSENT_KINDS),
  /** The version of the document ticked (src/domain/consents.ts LEGAL_VERSIONS). */
  version: z.number().int(),
  purpose: z.enum(CONSENT_PURPOSES),
  givenAt: z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)'),
  withdrawnAt: z.string().nullable().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)'),
});
export type ConsentRow = z.infer<typeof consentRow>;

/** GET app/v1/consents: the caller's consents, newest first. */
export const consentListQuery = listQuery.extend({ kind: z.enum(CONSENT_KINDS).optional() });

/** POST app/v1/consents: a consent given outside a form (the cross-border one before push, R21.6). */
export const consentGive = z.object({ kind: z.enum(['cross_border', 'notifications']), accepted: z.literal(true) });
export type ConsentGive = z.input<typeof consentGive>;

/** The OpenAPI tag `consents` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const consentsTag = apiTag('consents', 'Consents as documents: given, listed, withdrawn (R21)');
const tags = [consentsTag.name];

/** The endpoints of `consents` (docs/architecture.md § The typed seam); routes: server/routes/consents/. */
export const consentsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/consents',
    access: ['consents', 'list'],
    query: consentListQuery,
    responses: { 200: paginated(consentRow) },
    summary: "The caller's consents, newest first (R21.4)",
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/consents',
    access: ['consents', 'create'],
    body: consentGive,
    responses: { 201: envelope(consentRow) },
    summary: 'Give a consent outside a form, e.g. the cross-border one before push (R21.6)',
    tags,
  }),
  withdraw: endpoint({
    method: 'post',
    path: '/consents/:id/withdraw',
    access: ['consents', 'withdraw'],
    params: idParams,
    responses: { 200: envelope(consentRow) },
    summary: "Withdraw one of the caller's consents (R21.4)",
    tags,
  }),
};
