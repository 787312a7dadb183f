/**
 * Contract of agents by proxy (Refine resource `agents`, docs/rules.md R3.7, R12.3, R12.10): an
 * owner's proxies (the agents' list), adding one (`add-agent`), revoking it, the MC's
 * verification; an agent's own list shows the valid proxies it holds, labelled with the owner's
 * name. The server validates with these schemas (server/routes/agents/); the SPA imports the types
 * only (`import type`).
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, listQuery, paginated, phone } from './common';
import { PROXY_ACTS, PROXY_STATES, PROXY_VERIFICATIONS } from '../domain/agents';
import { consentField } from './consents';
import { apiTag, endpoint } from './endpoint';

/** A room as the agents' screens name it. */
export const proxyRoom = z.object({
  id: z.number().int(),
  /** Building and number, e.g. `Корпус 1 · № 101`. */
  label: z.string(),
});
export type ProxyRoom = z.infer<typeof proxyRoom>;

/** One proxy in GET app/v1/agents. */
export const proxyRow = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedOn: isoDate,
  expiresOn: isoDate,
  acts: z.array(z.enum(PROXY_ACTS)),
  verification: z.enum(PROXY_VERIFICATIONS),
  rejectReason: z.string().nullable(),
  /** The state on today (src/domain/agents.ts `proxyState`). */
  state: z.enum(PROXY_STATES),
  /** Days to the expiry date (0 on the last day, negative once expired). */
  daysLeft: z.number().int(),
  agentId: z.number().int(),
  /** The agent's full name (empty until they fill in their profile). */
  agentName: z.string(),
  agentPhone: z.string(),
  /** The owner who gave the proxy: the label an agent sees. */
  ownerName: z.string(),
  rooms: z.array(proxyRoom),
});
export type ProxyRow = z.infer<typeof proxyRow>;

/** GET app/v1/agents query: simple-rest pagination. */
export const proxyListQuery = listQuery;
/** GET app/v1/agents: an owner's proxies (all states), or an agent's valid proxies. */
export const proxyList = paginated(proxyRow);

const uploadId = z.string().uuid('validation.invalid');

/** POST app/v1/agents: the owner adds an agent by proxy (R12.3). */
export const proxyCreate = z.object({
  /** The agent's contact phone; the agent's account is found or created by it. */
  phone,
  number: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(60, 'validation.invalid'),
  issuedOn: isoDate,
  expiresOn: isoDate,
  objectIds: z.array(id).min(1, 'validation.required').max(50, 'validation.invalid'),
  acts: z
    .array(z.enum(PROXY_ACTS, { message: 'validation.invalid' }))
    .min(1, 'validation.required')
    .max(PROXY_ACTS.length, 'validation.invalid'),
  /** Upload ids (POST app/v1/uploads) of the passport scans: the first page and the registration. */
  passportScanIds: z.array(uploadId).min(1, 'validation.required').max(4, 'validation.invalid'),
  /** Upload id of the proxy's scan. */
  proxyScanId: uploadId,
  /** The owner's personal-data consent, a separate document (docs/rules.md R21.2). */
  policyConsent: consentField('personal_data'),
});
export type ProxyCreate = z.infer<typeof proxyCreate>;

/** POST app/v1/agents/{id}/verify: the MC's decision on a pending proxy (R12.10). */
export const proxyVerify = z
  .object({
    decision: z.enum(['verified', 'rejected'], { message: 'validation.invalid' }),
    reason: z.string().trim().max(500, 'validation.invalid').optional(),
  })
  .refine((v) => v.decision !== 'rejected' || !!v.reason, { message: 'validation.required', path: ['reason'] });

/** GET app/v1/agents/rooms: the rooms the caller may name in a proxy (its own). */
export const proxyRooms = z.object({ data: z.array(proxyRoom) });

/** The OpenAPI tag `agents` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const agentsTag = apiTag('agents', 'Agents acting for owners under a proxy (R12.8)');
const tags = [agentsTag.name];

/** The endpoints of `agents` (docs/architecture.md § The typed seam); routes: server/routes/agents/. */
export const agentsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/agents',
    access: ['agents', 'list'],
    query: proxyListQuery,
    responses: { 200: proxyList },
    summary: "An owner's proxies, or an agent's valid ones (Refine resource `agents`)",
    tags,
  }),
  rooms: endpoint({
    method: 'get',
    path: '/agents/rooms',
    access: ['agents', 'rooms'],
    responses: { 200: proxyRooms },
    summary: "The owner's rooms a proxy may cover",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/agents/:id',
    access: ['agents', 'show'],
    params: idParams,
    responses: { 200: envelope(proxyRow) },
    summary: 'One proxy',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/agents',
    access: ['agents', 'create'],
    body: proxyCreate,
    responses: { 201: envelope(proxyRow) },
    summary: 'Add an agent by proxy (pending the MC’s verification)',
    tags,
  }),
  revoke: endpoint({
    method: 'post',
    path: '/agents/:id/revoke',
    access: ['agents', 'revoke'],
    params: idParams,
    responses: { 200: envelope(proxyRow) },
    summary: 'Disable the agent: revoke the proxy at once',
    tags,
  }),
};
