/**
 * Payments (docs/rules.md R5.13–R5.18):
 * - GET app/v1/payments/{id} — a payment's state (the return page);
 * - POST app/v1/payments/{id}/sandbox — the local sandbox acquirer's page chooses the outcome;
 * - POST app/v1/payments/webhook/yookassa — outside the `company` header check (YooKassa sends
 *   none); the status is re-fetched before it is applied, exactly once.
 * Starting a payment is a booking's verb (server/routes/bookings/, server/services/payments/start.ts).
 * Declared in src/contracts/payments.ts (`paymentsEndpoints`); queries: ./repo.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
import { route } from '../../route';
import { applyPaymentResult, SandboxPaymentService } from '../../services/payments';
import { paymentsEndpoints as e } from '../../../src/contracts/payments';
import * as repo from './repo';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.show, async (req) => ({ data: await repo.freshPayment(app, req, req.params.id) }));

  route(app, e.sandbox, async (req) => {
    const { p } = await repo.ownPayment(app, req, req.params.id);
    if (p.provider !== 'sandbox' || !(app.payments instanceof SandboxPaymentService))
      throw new ApiError(404, req.t('payment.notFound'));
    // The acquirer's outcome is what counts: a withdrawn payment (R5.23) refuses the payer's choice.
    const outcome = p.providerPaymentId ? app.payments.decide(p.providerPaymentId, req.body.outcome) : req.body.outcome;
    if (outcome !== 'pending') await applyPaymentResult(app, p.id, outcome);
    const row = await repo.ownPayment(app, req, req.params.id);
    return { data: await repo.paymentDto(app, req, row.p, row.b, row.a) };
  });
}

/** POST app/v1/payments/webhook/yookassa, registered outside the company-scoped group. */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.webhook, async (req) => ({ data: await repo.applyWebhook(app, req, req.body.object.id) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default paymentRoutes;
