/**
 * Contract of the MC's check of a new proxy in the back office (docs/rules.md R12.10): POST
 * app/v1/backoffice/proxies/{id}/verify — verified (valid on its dates) or rejected with a reason.
 * The schemas are the agents' (./agents.ts).
 */
import { envelope, idParams } from './common';
import { proxyRow, proxyVerify } from './agents';
import { endpoint } from './endpoint';

/** The endpoints of `backoffice-agents` (docs/architecture.md § The typed seam); route: server/routes/agents/ (`proxyVerificationRoutes`). */
export const backofficeAgentsEndpoints = {
  verify: endpoint({
    method: 'post',
    path: '/backoffice/proxies/:id/verify',
    access: ['backoffice', 'act'],
    params: idParams,
    body: proxyVerify,
    responses: { 200: envelope(proxyRow) },
    summary: "The MC's decision on a pending proxy",
    tags: ['agents', 'backoffice'],
  }),
};
