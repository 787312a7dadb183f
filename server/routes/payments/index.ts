/**
 * Payments (docs/rules.md R5.13–R5.18):
 * - GET app/v1/payments/{id} — a payment's state (the return page);
 * - POST app/v1/payments/{id}/sandbox — the local sandbox acquirer's page chooses the outcome;
 * - POST app/v1/payments/webhook/yookassa — outside the `company` header check (YooKassa sends
 *   none); the status is re-fetched before it is applied, exactly once.
 * Starting a payment is a booking's verb (server/routes/bookings/, server/services/payments/start.ts).
 * Schemas: src/contracts/payments.ts; queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { ApiError } from '../../errors';
import { applyPaymentResult, SandboxPaymentService } from '../../services/payments';
import { appHeaders, envelope, idParams } from '../../../src/contracts/common';
import { paymentDetail, sandboxOutcome, webhookAck, yookassaWebhook } from '../../../src/contracts/payments';
import * as repo from './repo';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/:id',
    {
      config: access('payments', 'show'),
      schema: {
        tags: ['payments'],
        summary: "A payment's state (the return page); a pending YooKassa payment is re-checked with YooKassa",
        headers: appHeaders,
        params: idParams,
        response: { 200: envelope(paymentDetail) },
      },
    },
    async (req) => ({ data: await repo.freshPayment(app, req, req.params.id) }),
  );

  app.post(
    '/payments/:id/sandbox',
    {
      config: access('payments', 'complete'),
      schema: {
        tags: ['payments'],
        summary: "The local sandbox acquirer's page: the payer chooses success or failure",
        headers: appHeaders,
        params: idParams,
        body: sandboxOutcome,
        response: { 200: envelope(paymentDetail) },
      },
    },
    async (req) => {
      const { p } = await repo.ownPayment(app, req, req.params.id);
      if (p.provider !== 'sandbox' || !(app.payments instanceof SandboxPaymentService)) throw new ApiError(404, req.t('payment.notFound'));
      // The acquirer's outcome is what counts: a withdrawn payment (R5.23) refuses the payer's choice.
      const outcome = p.providerPaymentId ? app.payments.decide(p.providerPaymentId, req.body.outcome) : req.body.outcome;
      if (outcome !== 'pending') await applyPaymentResult(app, p.id, outcome);
      const row = await repo.ownPayment(app, req, req.params.id);
      return { data: await repo.paymentDto(app, req, row.p, row.b, row.a) };
    },
  );
};

/** POST app/v1/payments/webhook/yookassa, registered outside the company-scoped group. */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/webhook/yookassa',
    {
      config: access('payments', 'webhook'),
      schema: {
        tags: ['payments'],
        summary: 'YooKassa notification (payment.succeeded / payment.canceled); the status is re-fetched',
        body: yookassaWebhook,
        response: { 200: envelope(webhookAck) },
      },
    },
    async (req) => ({ data: await repo.applyWebhook(app, req, req.body.object.id) }),
  );
};
