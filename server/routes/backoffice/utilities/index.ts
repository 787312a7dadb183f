/**
 * Back-office utilities (docs/rules.md R10.9–R10.11), manager only (the back-office group's hook
 * and `access('backoffice', …)`), every change audited:
 * - GET utility-accounts (accounts and meters per room), POST utility-accounts/{id}/replace-meter,
 *   POST utility-accounts/{id}/payments (a bank-statement line, once per reference);
 * - GET utility-tariffs, GET utility-tariffs/providers, POST utility-tariffs;
 * - GET utility-readings (to review by default), POST utility-readings/{id}/accept and …/correct;
 * - GET utility-receipts (of a month), POST utility-receipts/generate (the monthly job for a month).
 * Schemas: src/contracts/backoffice-utilities.ts; queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../access';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { envelope, idParams } from '../../../../src/contracts/common';
import {
  bankPaymentBody,
  bankPaymentDto,
  boAccountList,
  boAccountQuery,
  boProviderList,
  boReadingList,
  boReadingQuery,
  boReadingRow,
  boReceiptList,
  boReceiptQuery,
  boTariffList,
  boTariffQuery,
  boTariffRow,
  correctReadingBody,
  generateBody,
  generateResult,
  replaceMeterBody,
  tariffBody,
} from '../../../../src/contracts/backoffice-utilities';
import * as repo from './repo';

const tags = ['backoffice'];

export const backofficeUtilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/utility-accounts',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'Utility accounts and meters per room', headers: appHeaders, querystring: boAccountQuery, response: { 200: boAccountList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listAccounts(app, req, req.query.q, start, limit);
      return paginate(rows, total, start, end);
    },
  );
  app.post(
    '/utility-accounts/:id/replace-meter',
    { config: access('backoffice', 'act'), schema: { tags, summary: "Replace a meter: the old one's final reading, the new one's initial value (R10.9)", headers: appHeaders, params: idParams, body: replaceMeterBody, response: { 201: envelope(z.object({ id: z.number().int() })) } } },
    async (req, reply) => reply.code(201).send({ data: await repo.replaceMeter(app, req, req.params.id, req.body) }),
  );
  app.post(
    '/utility-accounts/:id/payments',
    { config: access('backoffice', 'create'), schema: { tags, summary: 'Record a payment from a bank statement (a reference once, R10.11)', headers: appHeaders, params: idParams, body: bankPaymentBody, response: { 201: envelope(bankPaymentDto) } } },
    async (req, reply) => reply.code(201).send({ data: await repo.recordBankPayment(app, req, req.params.id, req.body) }),
  );

  app.get(
    '/utility-tariffs',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'Tariffs per provider and period', headers: appHeaders, querystring: boTariffQuery, response: { 200: boTariffList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listTariffs(app, req, req.query.providerId, start, limit);
      return paginate(rows, total, start, end);
    },
  );
  app.get(
    '/utility-tariffs/providers',
    { config: access('backoffice', 'list'), schema: { tags, summary: "The company's utility providers", headers: appHeaders, response: { 200: boProviderList } } },
    async (req) => ({ data: await repo.listProviders(app, req) }),
  );
  app.post(
    '/utility-tariffs',
    { config: access('backoffice', 'create'), schema: { tags, summary: 'Set the price and norm of a service from a month on', headers: appHeaders, body: tariffBody, response: { 201: envelope(boTariffRow) } } },
    async (req, reply) => reply.code(201).send({ data: await repo.saveTariff(app, req, req.body) }),
  );

  app.get(
    '/utility-readings',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'Meter readings, by default those to review', headers: appHeaders, querystring: boReadingQuery, response: { 200: boReadingList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listReadings(app, req, req.query.status, start, limit);
      return paginate(rows, total, start, end);
    },
  );
  app.post(
    '/utility-readings/:id/accept',
    { config: access('backoffice', 'act'), schema: { tags, summary: 'Accept a reading as sent', headers: appHeaders, params: idParams, response: { 200: envelope(boReadingRow) } } },
    async (req) => ({ data: await repo.reviewReading(app, req, req.params.id) }),
  );
  app.post(
    '/utility-readings/:id/correct',
    { config: access('backoffice', 'act'), schema: { tags, summary: 'Correct a reading with a note the tenant sees', headers: appHeaders, params: idParams, body: correctReadingBody, response: { 200: envelope(boReadingRow) } } },
    async (req) => ({ data: await repo.reviewReading(app, req, req.params.id, req.body) }),
  );

  app.get(
    '/utility-receipts',
    { config: access('backoffice', 'list'), schema: { tags, summary: 'Receipts, of a month when given', headers: appHeaders, querystring: boReceiptQuery, response: { 200: boReceiptList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listReceipts(app, req, req.query.month, start, limit);
      return paginate(rows, total, start, end);
    },
  );
  app.post(
    '/utility-receipts/generate',
    { config: access('backoffice', 'act'), schema: { tags, summary: 'Run the monthly job for a month: receipts from readings × tariffs (once per account)', headers: appHeaders, body: generateBody, response: { 200: generateResult } } },
    async (req) => ({ data: await repo.generateForMonth(app, req, req.body.month) }),
  );
};
