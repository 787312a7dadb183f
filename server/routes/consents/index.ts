/**
 * A person's own consents (docs/rules.md R21.4, R21.6): GET app/v1/consents, POST app/v1/consents (the
 * cross-border or notifications consent given outside a form), POST app/v1/consents/{id}/withdraw.
 * Declared in src/contracts/consents.ts; rows are the caller's (someone else's → 404).
 */
import type { FastifyInstance } from 'fastify';
import { consentsEndpoints as e } from '../../../src/contracts/consents';
import { requireUser } from '../../auth';
import { route } from '../../route';
import { ApiError } from '../../errors';
import { pageWindow, paginate } from '../../validation';
import { consentRowOf, listOwnConsents, recordConsents, withdrawConsent } from '../../services/consents';
import { consents } from '../../db/schema';
import { eq } from 'drizzle-orm';

export async function consentRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const user = requireUser(req);
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await listOwnConsents(app, user, req.query.kind, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.create, async (req) => {
    const user = requireUser(req);
    const purpose = req.body.kind === 'cross_border' ? 'push' : 'profile';
    const [id] = await recordConsents(app.db, req, { userId: user.id, phone: user.phone }, purpose, [req.body.kind]);
    const [row] = await app.db.select().from(consents).where(eq(consents.id, id!));
    if (!row) throw new ApiError(500, req.t('error.server'));
    return { data: consentRowOf(row) };
  });

  route(app, e.withdraw, async (req) => ({ data: await withdrawConsent(app, req, requireUser(req), req.params.id) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default consentRoutes;
