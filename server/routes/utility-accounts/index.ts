/**
 * Utility accounts (Refine resource `bills`, docs/rules.md R10.1–R10.8), registered from their
 * declarations in src/contracts/utility-accounts.ts (`billEndpoints`; docs/architecture.md § The typed seam):
 * - list — the caller's accounts: debt, last and next payment, reading window;
 * - requisites — the providers' details (copyable at /bills/requisites);
 * - show — receipts, payments, readings and meters of one account;
 * - stats — series of /bills/stats/{id} (R10.8);
 * - readings — this month's readings (window, not below the previous one unless a confirmed
 *   rollover; 422 translated `{ message, errors }`), answered with `anomalies` beside `data`;
 * - pay — a card payment of the debt, whole or part (applied once).
 * Someone else's account answers 404. Queries: ./repo.ts, ./readings-repo.ts, ./stats-repo.ts.
 */
import type { FastifyInstance } from 'fastify';
import { billEndpoints as e } from '../../../src/contracts/utility-accounts';
import { route } from '../../route';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';
import { submitReadings } from './readings-repo';
import { accountStats } from './stats-repo';
import { accountPaymentQr, receiptPdf } from './payment-qr';
import { sendPdf } from '../../services/pdf';

export async function billRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await repo.listAccounts(app, req);
    return paginate(all.slice(start, end), all.length, start, end);
  });

  route(app, e.requisites, async (req) => ({ data: await repo.listRequisites(app, req) }));

  route(app, e.show, async (req) => ({
    data: await repo.accountDetail(app, req, await repo.ownAccount(app, req, req.params.id)),
  }));

  route(app, e.stats, async (req) => ({
    data: await accountStats(app, await repo.ownAccount(app, req, req.params.id)),
  }));

  route(app, e.readings, async (req) => {
    const a = await repo.ownAccount(app, req, req.params.id);
    const anomalies = await submitReadings(app, req, a, req.body);
    return { data: await repo.accountDetail(app, req, a), anomalies };
  });

  route(app, e.pay, async (req) => ({
    data: await repo.startAccountPayment(
      app,
      req,
      await repo.ownAccount(app, req, req.params.id),
      req.body.amountKopecks,
      req.body.method,
    ),
  }));

  route(app, e.paymentQr, async (req) => ({
    data: await accountPaymentQr(app, req, await repo.ownAccount(app, req, req.params.id)),
  }));

  route(app, e.receiptPdf, async (req, reply) => {
    const a = await repo.ownAccount(app, req, req.params.id);
    const f = await receiptPdf(app, req, a, req.params.receiptId);
    return sendPdf(reply, f.bytes, f.fileName, req.query.download === '1');
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default billRoutes;
