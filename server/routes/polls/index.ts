/**
 * Owners' voting (Refine resource `polls`, pages /votes and /votes/{id}; docs/rules.md R14.1–R14.4):
 * - GET app/v1/polls — polls in which the caller's rooms vote, with the live turnout;
 * - GET app/v1/polls/{id} — questions, rules, quorum, the caller's rooms and answers, results once closed;
 * - POST app/v1/polls/{id}/votes — a room's answers (a second answer replaces the first; after the end 422);
 * - GET app/v1/polls/{id}/protocol — the protocol PDF of a closed poll.
 * Owners and agents (by a proxy allowing votes); a poll or room that is not the caller's → 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { appHeaders, idParams } from '../../../src/contracts/common';
import { pollList, pollListQuery, pollResponse, voteBody } from '../../../src/contracts/polls';
import { pageWindow, paginate } from '../../validation';
import { sendPdf } from '../../services/pdf';
import { pollProtocol } from '../../services/polls';
import { issuerName } from '../reports/repo';
import * as repo from './repo';

const tags = ['polls'];

export const pollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/polls',
    { config: access('polls', 'list'), schema: { tags, summary: "Polls in which the caller's rooms vote", headers: appHeaders, querystring: pollListQuery, response: { 200: pollList } } },
    async (req) => {
      const { start, end } = pageWindow(req.query);
      const all = (await repo.listPolls(app, req)).filter((p) => !req.query.status || p.status === req.query.status);
      return paginate(all.slice(start, end), all.length, start, end);
    },
  );

  app.get(
    '/polls/:id',
    { config: access('polls', 'show'), schema: { tags, summary: "One poll with the caller's rooms and answers", headers: appHeaders, params: idParams, response: { 200: pollResponse } } },
    async (req) => ({ data: await repo.pollDetail(app, req, req.params.id) }),
  );

  app.post(
    '/polls/:id/votes',
    { config: access('polls', 'vote'), schema: { tags, summary: "A room's answers (replaces its earlier answers until the end)", headers: appHeaders, params: idParams, body: voteBody, response: { 200: pollResponse } } },
    async (req) => ({ data: await repo.vote(app, req, req.params.id, req.body) }),
  );

  app.get(
    '/polls/:id/protocol',
    { config: access('polls', 'show'), schema: { tags, summary: 'The protocol PDF of a closed poll', headers: appHeaders, params: idParams } },
    async (req, reply) => {
      const p = await repo.pollForProtocol(app, req, req.params.id);
      return sendPdf(reply, await pollProtocol(app, req, p, await issuerName(app, req)), `protocol-${p.id}.pdf`, true);
    },
  );
};
