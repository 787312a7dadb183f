/**
 * Owners' voting (Refine resource `polls`, pages /votes and /votes/{id}; docs/rules.md R14.1–R14.4):
 * - GET app/v1/polls — polls in which the caller's rooms vote, with the live turnout;
 * - GET app/v1/polls/{id} — questions, rules, quorum, the caller's rooms and answers, results once closed;
 * - POST app/v1/polls/{id}/votes — a room's answers (a second answer replaces the first; after the end 422);
 * - GET app/v1/polls/{id}/protocol — the protocol PDF of a closed poll.
 * Owners and agents (by a proxy allowing votes); a poll or room that is not the caller's → 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { pollsEndpoints as e } from '../../../src/contracts/polls';
import { pageWindow, paginate } from '../../validation';
import { sendPdf } from '../../services/pdf';
import { pollProtocol } from '../../services/polls';
import { issuerName } from '../reports/repo';
import * as repo from './repo';

export const pollRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = (await repo.listPolls(app, req)).filter((p) => !req.query.status || p.status === req.query.status);
    return paginate(all.slice(start, end), all.length, start, end);
  });

  route(app, e.show, async (req) => ({ data: await repo.pollDetail(app, req, req.params.id) }));

  route(app, e.vote, async (req) => ({ data: await repo.vote(app, req, req.params.id, req.body) }));

  route(app, e.protocol, async (req, reply) => {
    const p = await repo.pollForProtocol(app, req, req.params.id);
    return sendPdf(reply, await pollProtocol(app, req, p, await issuerName(app, req)), `protocol-${p.id}.pdf`, true);
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default pollRoutes;
