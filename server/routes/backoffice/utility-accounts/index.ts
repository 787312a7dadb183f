/**
 * Back-office utilities (docs/rules.md R10.9–R10.11), manager only (the back-office group's hook
 * and the `backoffice` cells), every change audited:
 * - GET utility-accounts (accounts and meters per room), POST utility-accounts/{id}/replace-meter,
 *   POST utility-accounts/{id}/payments (a bank-statement line, once per reference);
 * - GET utility-tariffs, GET utility-tariffs/providers, POST utility-tariffs;
 * - GET utility-readings (to review by default), POST utility-readings/{id}/accept and …/correct;
 * - GET utility-receipts (of a month), POST utility-receipts/generate (the monthly job for a month).
 * Declared in src/contracts/backoffice-utility-accounts.ts (`backofficeUtilityAccountsEndpoints`); queries: ./repo.ts
 * (accounts), ./tariffs-repo.ts, ./readings-repo.ts, ./receipts-repo.ts.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeUtilityAccountsEndpoints as e } from '../../../../src/contracts/backoffice-utility-accounts';
import * as repo from './repo';
import * as readings from './readings-repo';
import * as receipts from './receipts-repo';
import * as tariffs from './tariffs-repo';

export async function backofficeUtilityRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.accountList, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listAccounts(app, req, req.query.q, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.accountReplaceMeter, async (req) => ({
    data: await repo.replaceMeter(app, req, req.params.id, req.body),
  }));
  route(app, e.accountPayment, async (req) => ({
    data: await repo.recordBankPayment(app, req, req.params.id, req.body),
  }));

  route(app, e.tariffList, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await tariffs.listTariffs(app, req, req.query.providerId, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.tariffProviders, async (req) => ({ data: await tariffs.listProviders(app, req) }));
  route(app, e.tariffCreate, async (req) => ({ data: await tariffs.saveTariff(app, req, req.body) }));

  route(app, e.readingList, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await readings.listReadings(app, req, req.query.status, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.readingAccept, async (req) => ({ data: await readings.reviewReading(app, req, req.params.id) }));
  route(app, e.readingCorrect, async (req) => ({
    data: await readings.reviewReading(app, req, req.params.id, req.body),
  }));

  route(app, e.receiptList, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await receipts.listReceipts(app, req, req.query.month, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.receiptGenerate, async (req) => ({ data: await receipts.generateForMonth(app, req, req.body.month) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeUtilityRoutes;
