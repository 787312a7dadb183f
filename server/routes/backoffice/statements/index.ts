/** Back-office owner statements (docs/rules.md R13.5): list, one, build a month's drafts, publish, mark paid. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { idParams } from '../../../../src/contracts/common';
import { statementGenerate, statementGenerated, statementList, statementListQuery, statementResponse } from '../../../../src/contracts/reports';
import * as repo from './repo';

const tags = ['backoffice'];
const one = { tags, headers: appHeaders, params: idParams, response: { 200: statementResponse } };

export const backofficeStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statements',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'Owner statements by month and state', headers: appHeaders, querystring: statementListQuery, response: { 200: statementList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listStatements(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );
  app.get('/statements/:id', { config: access('backoffice', 'show'), schema: { ...one, summary: 'One statement with its report' } }, async (req) => ({ data: await repo.getStatement(app, req, req.params.id) }));
  app.post(
    '/statements/generate',
    { config: access('backoffice', 'create'), schema: { tags, summary: "Build (or rebuild) a month's draft statements", headers: appHeaders, body: statementGenerate, response: { 200: statementGenerated } } },
    async (req) => ({ data: await repo.generate(app, req, req.body.month) }),
  );
  app.post('/statements/:id/publish', { config: access('backoffice', 'act'), schema: { ...one, summary: 'Publish a draft (the owner is notified)' } }, async (req) => ({ data: await repo.move(app, req, req.params.id, 'draft', 'published') }));
  app.post('/statements/:id/pay', { config: access('backoffice', 'act'), schema: { ...one, summary: 'Mark a published statement paid' } }, async (req) => ({ data: await repo.move(app, req, req.params.id, 'published', 'paid') }));
};
