/**
 * The agreement on the use of a simple electronic signature (docs/rules.md R11.9; 63-FZ art. 9):
 * - GET app/v1/esign/agreement — the version in force, its date and text (public);
 * - GET app/v1/esign/acceptance — the version in force and when the caller accepted it;
 * - POST app/v1/esign/acceptance `{ version }` — accept it (409 when that version is not in force).
 * Logic: server/services/esign.ts; schemas: src/contracts/esign.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { requireUser } from '../../auth';
import { acceptAgreement, acceptanceOf, agreementText, currentAgreement } from '../../services/esign';
import { esignEndpoints as e } from '../../../src/contracts/esign';
import { toServerTimestamp } from '../../../src/domain/datetime';

export const esignRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.agreement, async (req) => {
    const { version, effectiveFrom } = currentAgreement(app);
    return { data: { version, effectiveFrom, text: agreementText(version, req.lang) } };
  });

  route(app, e.acceptance, async (req) => {
    const current = currentAgreement(app);
    const accepted = await acceptanceOf(app, requireUser(req).id, current.version);
    return { data: { ...current, acceptedAt: accepted ? toServerTimestamp(accepted.acceptedAt) : null } };
  });

  route(
    app,
    e.accept,
    async (req) => {
      const accepted = await acceptAgreement(app, req, req.body.version);
      const { effectiveFrom } = currentAgreement(app);
      return { data: { version: accepted.version, effectiveFrom, acceptedAt: toServerTimestamp(accepted.acceptedAt) } };
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default esignRoutes;
