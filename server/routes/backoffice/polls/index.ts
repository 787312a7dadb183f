/**
 * Back-office polls (docs/rules.md R14.1–R14.4): list, one, create, publish, close, the protocol
 * PDF. Declared in src/contracts/backoffice-polls.ts (`backofficePollsEndpoints`).
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficePollsEndpoints as e } from '../../../../src/contracts/backoffice-polls';
import { sendPdf } from '../../../services/pdf';
import { pollProtocol } from '../../../services/polls';
import { issuerName } from '../../reports/repo';
import * as repo from './repo';

export async function backofficePollRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listPolls(app, req, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.show, async (req) => ({ data: await repo.getPoll(app, req, req.params.id) }));
  route(app, e.create, async (req) => ({ data: await repo.createPoll(app, req, req.body) }));
  route(app, e.publish, async (req) => ({ data: await repo.publishPoll(app, req, req.params.id) }));
  route(app, e.close, async (req) => ({ data: await repo.closeNow(app, req, req.params.id) }));
  route(app, e.protocol, async (req, reply) => {
    const p = await repo.pollRecord(app, req, req.params.id);
    return sendPdf(reply, await pollProtocol(app, req, p, await issuerName(app, req)), `protocol-${p.id}.pdf`, true);
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficePollRoutes;
