/**
 * Room subscriptions (Refine resource `subscriptions`, docs/rules.md R12.8):
 * - GET app/v1/subscriptions — the subscriptions of the caller's rooms (owner; agent by proxy);
 * - GET app/v1/subscriptions/catalog — services with monthly prices, rooms the caller may subscribe;
 * - GET app/v1/subscriptions/{id} — one with its monthly charges and receipts;
 * - POST app/v1/subscriptions — connect (`add-subscription`): the first month's card payment starts;
 * - POST app/v1/subscriptions/{id}/pay — pay the open (due or failed) charge;
 * - POST app/v1/subscriptions/{id}/disconnect — from the date the screen showed;
 * - DELETE app/v1/subscriptions/{id}/auto-charge — turn auto-charge off (forget the saved card).
 * Charges go through the one card-payment implementation as target kind `subscription_charge`
 * (registered here; server/services/subscriptions.ts); the monthly job is server/jobs/subscriptions.ts.
 * Schemas: src/contracts/subscriptions.ts; queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { registerPaymentTarget } from '../../services/payment-targets';
import { CHARGE_KIND, chargeTarget } from '../../services/subscriptions';
import { appHeaders, envelope, idParams } from '../../../src/contracts/common';
import {
  subscriptionCatalog,
  subscriptionCreate,
  subscriptionDetail,
  subscriptionDisconnect,
  subscriptionList,
  subscriptionListQuery,
  subscriptionPayStarted,
} from '../../../src/contracts/subscriptions';
import type { SubscriptionService } from '../../../src/domain/subscriptions';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

registerPaymentTarget(CHARGE_KIND, chargeTarget);

const tags = ['subscriptions'];

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscriptions',
    {
      config: access('subscriptions', 'list'),
      schema: { tags, summary: "Subscriptions of the caller's rooms (Refine resource `subscriptions`)", headers: appHeaders, querystring: subscriptionListQuery, response: { 200: subscriptionList } },
    },
    async (req) => {
      const { start, end } = pageWindow(req.query);
      const all = await repo.listSubscriptions(app, req);
      return paginate(await repo.toRows(app, req, all.slice(start, end)), all.length, start, end);
    },
  );

  app.get(
    '/subscriptions/catalog',
    { config: access('subscriptions', 'create'), schema: { tags, summary: 'Services with monthly prices and the rooms the caller may subscribe', headers: appHeaders, response: { 200: subscriptionCatalog } } },
    async (req) => ({ data: await repo.catalog(app, req) }),
  );

  app.get(
    '/subscriptions/:id',
    { config: access('subscriptions', 'show'), schema: { tags, summary: 'One subscription with its charges and receipts', headers: appHeaders, params: idParams, response: { 200: envelope(subscriptionDetail) } } },
    async (req) => ({ data: await repo.detail(app, req, await repo.ownSubscription(app, req, req.params.id)) }),
  );

  app.post(
    '/subscriptions',
    {
      config: access('subscriptions', 'create'),
      schema: { tags: ['subscriptions', 'payments'], summary: 'Connect a service to a room; the first month’s card payment starts', headers: appHeaders, body: subscriptionCreate, response: { 201: subscriptionPayStarted } },
    },
    async (req, reply) => {
      const { s, payment } = await repo.connect(app, req, req.body.objectId, req.body.service as SubscriptionService);
      return reply.code(201).send({ data: { ...(await repo.detail(app, req, s)), payment } });
    },
  );

  app.post(
    '/subscriptions/:id/pay',
    {
      config: access('subscriptions', 'pay'),
      schema: { tags: ['subscriptions', 'payments'], summary: 'Pay the open charge by card', headers: appHeaders, params: idParams, response: { 201: subscriptionPayStarted } },
    },
    async (req, reply) => {
      const s = await repo.ownSubscription(app, req, req.params.id);
      const payment = await repo.pay(app, req, s);
      return reply.code(201).send({ data: { ...(await repo.detail(app, req, s)), payment } });
    },
  );

  app.post(
    '/subscriptions/:id/disconnect',
    {
      config: access('subscriptions', 'disconnect'),
      schema: { tags, summary: 'Disconnect from the date the screen showed', headers: appHeaders, params: idParams, body: subscriptionDisconnect, response: { 200: envelope(subscriptionDetail) } },
    },
    async (req) => {
      const s = await repo.disconnect(app, req, await repo.ownSubscription(app, req, req.params.id), req.body.shownOn);
      return { data: await repo.detail(app, req, s) };
    },
  );

  app.delete(
    '/subscriptions/:id/auto-charge',
    {
      config: access('subscriptions', 'autoCharge'),
      schema: { tags, summary: 'Turn auto-charge off: forget the saved card (later months are paid by link)', headers: appHeaders, params: idParams, response: { 200: envelope(subscriptionDetail) } },
    },
    async (req) => {
      const s = await repo.turnOffAutoCharge(app, req, await repo.ownSubscription(app, req, req.params.id));
      return { data: await repo.detail(app, req, s) };
    },
  );
};
