/**
 * Back-office owner statements (docs/rules.md R13.5): list, one, build a month's drafts, publish,
 * mark paid. Declared in src/contracts/backoffice-statements.ts (`backofficeStatementsEndpoints`).
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeStatementsEndpoints as e } from '../../../../src/contracts/backoffice-statements';
import * as repo from './repo';

export async function backofficeStatementRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listStatements(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.show, async (req) => ({ data: await repo.getStatement(app, req, req.params.id) }));
  route(app, e.generate, async (req) => ({ data: await repo.generate(app, req, req.body.month) }));
  route(app, e.publish, async (req) => ({ data: await repo.move(app, req, req.params.id, 'draft', 'published') }));
  route(app, e.pay, async (req) => ({ data: await repo.move(app, req, req.params.id, 'published', 'paid') }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeStatementRoutes;
