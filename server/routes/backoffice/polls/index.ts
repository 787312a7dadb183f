/** Back-office polls (docs/rules.md R14.1–R14.4): list, one, create, publish, close, the protocol PDF. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { idParams, listQuery } from '../../../../src/contracts/common';
import { backofficePollList, backofficePollResponse, pollCreate } from '../../../../src/contracts/polls';
import { sendPdf } from '../../../services/pdf';
import { pollProtocol } from '../../../services/polls';
import { issuerName } from '../../reports/repo';
import * as repo from './repo';

const tags = ['backoffice'];
const one = { tags, headers: appHeaders, params: idParams, response: { 200: backofficePollResponse } };

export const backofficePollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/polls',
    { config: access('backoffice', 'list'), schema: { tags, summary: "The company's polls", headers: appHeaders, querystring: listQuery, response: { 200: backofficePollList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listPolls(app, req, start, limit);
      return paginate(rows, total, start, end);
    },
  );
  app.get('/polls/:id', { config: access('backoffice', 'show'), schema: { ...one, summary: 'One poll with its live tally or result' } }, async (req) => ({ data: await repo.getPoll(app, req, req.params.id) }));
  app.post(
    '/polls',
    { config: access('backoffice', 'create'), schema: { tags, summary: 'A new draft poll', headers: appHeaders, body: pollCreate, response: { 201: backofficePollResponse } } },
    async (req, reply) => reply.code(201).send({ data: await repo.createPoll(app, req, req.body) }),
  );
  app.post('/polls/:id/publish', { config: access('backoffice', 'act'), schema: { ...one, summary: 'Publish: the electorate is fixed and notified' } }, async (req) => ({ data: await repo.publishPoll(app, req, req.params.id) }));
  app.post('/polls/:id/close', { config: access('backoffice', 'act'), schema: { ...one, summary: 'Close now: the result is computed and published' } }, async (req) => ({ data: await repo.closeNow(app, req, req.params.id) }));
  app.get('/polls/:id/protocol', { config: access('backoffice', 'show'), schema: { tags, summary: 'The protocol PDF of a closed poll', headers: appHeaders, params: idParams } }, async (req, reply) => {
    const p = await repo.pollRecord(app, req, req.params.id);
    return sendPdf(reply, await pollProtocol(app, req, p, await issuerName(app, req)), `protocol-${p.id}.pdf`, true);
  });
};
