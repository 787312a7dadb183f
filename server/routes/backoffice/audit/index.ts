/** GET app/v1/backoffice/audit — the audit log of manager changes (issue #9). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { auditListQuery, auditListResponse } from '../../../../src/contracts/backoffice-audit';
import { listAudit } from './repo';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: access('backoffice', 'list'),
      schema: {
        tags: ['backoffice'],
        summary: 'Audit log: who changed which record when, before and after (managers only)',
        headers: appHeaders,
        querystring: auditListQuery,
        response: { 200: auditListResponse },
      },
    },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await listAudit(app, req.companyId, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );
};
