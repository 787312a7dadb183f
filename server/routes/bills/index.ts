/**
 * Utility accounts (Refine resource `bills`, docs/rules.md R10.1–R10.8):
 * - GET app/v1/bills — the caller's accounts: debt, last and next payment, reading window;
 * - GET app/v1/bills/requisites — the providers' details (copyable at /bills/requisites);
 * - GET app/v1/bills/{id} — receipts, payments, readings and meters of one account;
 * - GET app/v1/bills/{id}/stats — series of /bills/stats/{id} (R10.8);
 * - POST app/v1/bills/{id}/readings — this month's readings (window, not below the previous one
 *   unless a confirmed rollover; 422 translated `{ message, errors }`);
 * - POST app/v1/bills/{id}/pay — a card payment of the debt, whole or part (applied once).
 * Someone else's account answers 404. Schemas: src/contracts/bills.ts; queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { appHeaders, envelope, idParams } from '../../../src/contracts/common';
import { billDetail, billList, billStats, billListQuery, billPay, billPayStarted, readingsCreate, readingsCreated, requisitesList } from '../../../src/contracts/bills';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

const tags = ['bills'];

export const billRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bills',
    {
      config: access('bills', 'list'),
      schema: { tags, summary: "The caller's utility accounts (Refine resource `bills`)", headers: appHeaders, querystring: billListQuery, response: { 200: billList } },
    },
    async (req) => {
      const { start, end } = pageWindow(req.query);
      const all = await repo.listAccounts(app, req);
      return paginate(all.slice(start, end), all.length, start, end);
    },
  );

  app.get(
    '/bills/requisites',
    { config: access('bills', 'list'), schema: { tags, summary: "Details of the providers of the caller's accounts", headers: appHeaders, response: { 200: requisitesList } } },
    async (req) => ({ data: await repo.listRequisites(app, req) }),
  );

  app.get(
    '/bills/:id',
    {
      config: access('bills', 'show'),
      schema: { tags, summary: 'One utility account with receipts, payments, readings and meters', headers: appHeaders, params: idParams, response: { 200: envelope(billDetail) } },
    },
    async (req) => ({ data: await repo.accountDetail(app, req, await repo.ownAccount(app, req, req.params.id)) }),
  );

  app.get(
    '/bills/:id/stats',
    {
      config: access('bills', 'show'),
      schema: { tags, summary: 'Consumption per meter for 12 months against a year earlier, charges against payments (R10.8)', headers: appHeaders, params: idParams, response: { 200: envelope(billStats) } },
    },
    async (req) => ({ data: await repo.accountStats(app, await repo.ownAccount(app, req, req.params.id)) }),
  );

  app.post(
    '/bills/:id/readings',
    {
      config: access('bills', 'readings'),
      schema: { tags, summary: "This month's meter readings (in the provider's window)", headers: appHeaders, params: idParams, body: readingsCreate, response: { 201: readingsCreated } },
    },
    async (req, reply) => {
      const a = await repo.ownAccount(app, req, req.params.id);
      const anomalies = await repo.submitReadings(app, req, a, req.body);
      return reply.code(201).send({ data: await repo.accountDetail(app, req, a), anomalies });
    },
  );

  app.post(
    '/bills/:id/pay',
    {
      config: access('bills', 'pay'),
      schema: { tags: ['bills', 'payments'], summary: 'Pay the debt by card, whole or part → { confirmationUrl }', headers: appHeaders, params: idParams, body: billPay, response: { 201: envelope(billPayStarted) } },
    },
    async (req, reply) => {
      const a = await repo.ownAccount(app, req, req.params.id);
      return reply.code(201).send({ data: await repo.startAccountPayment(app, req, a, req.body.amountKopecks) });
    },
  );
};
