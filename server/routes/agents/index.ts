/**
 * Agents by proxy (Refine resource `agents`, docs/rules.md R3.7, R12.3, R12.10):
 * - GET app/v1/agents — an owner's proxies (every state), or an agent's valid ones, each labelled
 *   with the owner's name and the rooms it covers;
 * - GET app/v1/agents/rooms — the owner's rooms for the form;
 * - GET app/v1/agents/{id} — one proxy (an agent's expired or revoked one → 404);
 * - POST app/v1/agents — the owner adds an agent by proxy (`add-agent`), pending the MC's check;
 * - POST app/v1/agents/{id}/revoke — the owner disables the agent at once;
 * - POST app/v1/backoffice/proxies/{id}/verify — the MC verifies or rejects a pending proxy.
 * Declared in src/contracts/agents.ts (`agentsEndpoints`) and src/contracts/backoffice-agents.ts
 * (docs/architecture.md § The typed seam); queries: ./repo.ts, ./decisions-repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { agentsEndpoints as e } from '../../../src/contracts/agents';
import { backofficeAgentsEndpoints } from '../../../src/contracts/backoffice-agents';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';
import { verifyProxy } from './decisions-repo';
import './kinds';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listProxies(app, req, { limit, offset: start });
    return paginate(rows, total, start, end);
  });

  route(app, e.rooms, async (req) => ({ data: await repo.ownerRooms(app, req) }));

  route(app, e.show, async (req) => ({
    data: (await repo.toRows(app, req, [await repo.ownProxy(app, req, req.params.id)]))[0],
  }));

  route(app, e.create, async (req) => {
    const p = await repo.createProxy(app, req, req.body);
    return { data: (await repo.toRows(app, req, [p]))[0] };
  });

  route(app, e.revoke, async (req) => {
    const p = await repo.revokeProxy(app, await repo.ownProxy(app, req, req.params.id));
    return { data: (await repo.toRows(app, req, [p]))[0] };
  });
};

/**
 * The MC's check of a new proxy (docs/rules.md R12.10), in the back office: POST
 * app/v1/backoffice/proxies/{id}/verify — verified (valid on its dates) or rejected with a reason.
 * Registered under the `/backoffice` prefix (managers only, policy cell `backoffice.act`).
 */
export const proxyVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, backofficeAgentsEndpoints.verify, async (req) => {
    const p = await verifyProxy(app, req, req.params.id, req.body.decision, req.body.reason);
    return { data: (await repo.toRows(app, req, [p]))[0] };
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default agentRoutes;
