/**
 * Public forms stored by the backend (docs/rules.md R6.8–R6.10: call-back slots, feedback,
 * consents): POST app/v1/callback, POST app/v1/feedback, POST app/v1/question. Bodies are validated
 * by src/contracts/forms.ts whatever the SPA checked; phones arrive normalised to +7XXXXXXXXXX.
 */
import type { FastifyInstance } from 'fastify';
import { formsEndpoints as e } from '../../../src/contracts/forms';
import { route } from '../../route';
import { saveForm } from './repo';
import { consentsIn, recordConsents, requireConsent } from '../../services/consents';
import type { FastifyRequest } from 'fastify';
import type { ConsentPurpose } from '../../../src/domain/consents';

/**
 * Checks and records a public form's consents (docs/rules.md R21.2): the personal-data one, required,
 * and the notifications one when ticked; whose is the signed-in caller or the form's phone.
 */
async function formConsents(app: FastifyInstance, req: FastifyRequest, purpose: ConsentPurpose, phone: string) {
  requireConsent(req, req.body, 'personal_data');
  const kinds = consentsIn(req.body, ['personal_data', 'notifications']);
  await recordConsents(app.db, req, { userId: req.user?.id ?? null, phone }, purpose, kinds);
}

/** Route extras of each form: 20 forms an hour per client (a fresh object per route). */
const extras = () => ({ config: { rateLimit: { max: 20, timeWindow: '1 hour' } } });

export async function formRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    e.callback,
    async (req) => {
      const { name, phone, slot } = req.body;
      await formConsents(app, req, 'callback', phone);
      return {
        data: {
          id: await saveForm(app, req.companyId, {
            kind: 'callback',
            name,
            phone,
            payload: { slot, policyConsent: true },
          }),
        },
      };
    },
    extras(),
  );

  route(
    app,
    e.feedback,
    async (req) => {
      const { name, phone, notificationsConsent, ...payload } = req.body;
      await formConsents(app, req, 'feedback', phone);
      return {
        data: {
          id: await saveForm(app, req.companyId, { kind: 'feedback', name, phone, payload, notificationsConsent }),
        },
      };
    },
    extras(),
  );

  route(
    app,
    e.question,
    async (req) => {
      const { name, phone, email, question } = req.body;
      await formConsents(app, req, 'question', phone);
      return {
        data: {
          id: await saveForm(app, req.companyId, {
            kind: 'question',
            name,
            phone,
            payload: { email: email || null, question, policyConsent: true },
          }),
        },
      };
    },
    extras(),
  );
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default formRoutes;
