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
 * (server/services/subscriptions.ts); the monthly job is `subscription-charges` in server/jobs/index.ts.
 * Schemas: src/contracts/subscriptions.ts; queries: ./repo.ts.
 */
import type { FastifyInstance } from 'fastify';
import { subscriptionsEndpoints as e } from '../../../src/contracts/subscriptions';
import type { SubscriptionService } from '../../../src/domain/subscriptions';
import { route } from '../../route';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await repo.listSubscriptions(app, req);
    return paginate(await repo.toRows(app, req, all.slice(start, end)), all.length, start, end);
  });

  route(app, e.catalog, async (req) => ({ data: await repo.catalog(app, req) }));

  route(app, e.show, async (req) => ({
    data: await repo.detail(app, req, await repo.ownSubscription(app, req, req.params.id)),
  }));

  route(app, e.create, async (req) => {
    const { s, payment } = await repo.connect(app, req, req.body.objectId, req.body.service as SubscriptionService);
    return { data: { ...(await repo.detail(app, req, s)), payment } };
  });

  route(app, e.pay, async (req) => {
    const s = await repo.ownSubscription(app, req, req.params.id);
    const payment = await repo.pay(app, req, s);
    return { data: { ...(await repo.detail(app, req, s)), payment } };
  });

  route(app, e.disconnect, async (req) => {
    const s = await repo.disconnect(app, req, await repo.ownSubscription(app, req, req.params.id), req.body.shownOn);
    return { data: await repo.detail(app, req, s) };
  });

  route(app, e.autoChargeOff, async (req) => {
    const s = await repo.turnOffAutoCharge(app, req, await repo.ownSubscription(app, req, req.params.id));
    return { data: await repo.detail(app, req, s) };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default subscriptionRoutes;
