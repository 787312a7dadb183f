/**
 * Agents by proxy (Refine resource `agents`, docs/rules.md R3.7, R12.3, R12.10):
 * - GET app/v1/agents — an owner's proxies (every state), or an agent's valid ones, each labelled
 *   with the owner's name and the rooms it covers;
 * - GET app/v1/agents/rooms — the owner's rooms for the form;
 * - GET app/v1/agents/{id} — one proxy (an agent's expired or revoked one → 404);
 * - POST app/v1/agents — the owner adds an agent by proxy (`add-agent`), pending the MC's check;
 * - POST app/v1/agents/{id}/revoke — the owner disables the agent at once;
 * - POST app/v1/backoffice/proxies/{id}/verify — the MC verifies or rejects a pending proxy.
 * Schemas: src/contracts/agents.ts; queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { appHeaders, envelope, idParams } from '../../../src/contracts/common';
import { proxyCreate, proxyList, proxyListQuery, proxyRooms, proxyRow, proxyVerify } from '../../../src/contracts/agents';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';
import './kinds';

const tags = ['agents'];

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agents',
    {
      config: access('agents', 'list'),
      schema: { tags, summary: "An owner's proxies, or an agent's valid ones (Refine resource `agents`)", headers: appHeaders, querystring: proxyListQuery, response: { 200: proxyList } },
    },
    async (req) => {
      const { start, end } = pageWindow(req.query);
      const all = await repo.listProxies(app, req);
      return paginate(await repo.toRows(app, req, all.slice(start, end)), all.length, start, end);
    },
  );

  app.get(
    '/agents/rooms',
    { config: access('agents', 'rooms'), schema: { tags, summary: "The owner's rooms a proxy may cover", headers: appHeaders, response: { 200: proxyRooms } } },
    async (req) => ({ data: await repo.ownerRooms(app, req) }),
  );

  app.get(
    '/agents/:id',
    { config: access('agents', 'show'), schema: { tags, summary: 'One proxy', headers: appHeaders, params: idParams, response: { 200: envelope(proxyRow) } } },
    async (req) => ({ data: (await repo.toRows(app, req, [await repo.ownProxy(app, req, req.params.id)]))[0] }),
  );

  app.post(
    '/agents',
    {
      config: access('agents', 'create'),
      schema: { tags, summary: 'Add an agent by proxy (pending the MC’s verification)', headers: appHeaders, body: proxyCreate, response: { 201: envelope(proxyRow) } },
    },
    async (req, reply) => {
      const p = await repo.createProxy(app, req, req.body);
      return reply.code(201).send({ data: (await repo.toRows(app, req, [p]))[0] });
    },
  );

  app.post(
    '/agents/:id/revoke',
    { config: access('agents', 'revoke'), schema: { tags, summary: 'Disable the agent: revoke the proxy at once', headers: appHeaders, params: idParams, response: { 200: envelope(proxyRow) } } },
    async (req) => {
      const p = await repo.revokeProxy(app, await repo.ownProxy(app, req, req.params.id));
      return { data: (await repo.toRows(app, req, [p]))[0] };
    },
  );
};

/**
 * The MC's check of a new proxy (docs/rules.md R12.10), in the back office: POST
 * app/v1/backoffice/proxies/{id}/verify — verified (valid on its dates) or rejected with a reason.
 * Registered under the `/backoffice` prefix (managers only, policy cell `backoffice.act`).
 */
export const proxyVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/proxies/:id/verify',
    {
      config: access('backoffice', 'act'),
      schema: { tags: ['agents', 'backoffice'], summary: "The MC's decision on a pending proxy", headers: appHeaders, params: idParams, body: proxyVerify, response: { 200: envelope(proxyRow) } },
    },
    async (req) => {
      const p = await repo.verifyProxy(app, req, req.params.id, req.body.decision, req.body.reason);
      return { data: (await repo.toRows(app, req, [p]))[0] };
    },
  );
};
