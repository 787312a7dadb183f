/**
 * SMS login (docs/rules.md R2.1–R2.11): POST app/v1/auth/code,
 * POST app/v1/auth/login, POST app/v1/auth/logout, GET app/v1/auth/me and POST app/v1/auth/role
 * (switch the session between the roles the person holds, R2.11). Codes are issued
 * and checked by server/services/codes.ts; queries live in ./repo.ts.
 */
import type { FastifyInstance } from 'fastify';
import { authEndpoints as e } from '../../../src/contracts/auth';
import { identityOf, requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { route } from '../../route';
import { consentsIn, recordConsents, requireConsent } from '../../services/consents';
import { CODE_PURPOSES, consumeCode, issueCode } from '../../services/codes';
import { registerDevice } from '../notifications/repo';
import * as repo from './repo';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.code, async (req) => ({ data: await issueCode(app, req, req.body.phone, CODE_PURPOSES.login) }), {
    config: { rateLimit: { max: app.config.authCodeLimitPerHour, timeWindow: '1 hour' } },
  });

  route(
    app,
    e.login,
    async (req) => {
      const { phone, code, owner, device } = req.body;
      // A web login that opens an account gives the personal-data consent (docs/rules.md R21.2),
      // checked before the code is spent; the mobile app (a `device`) does not show the box yet.
      if (!device && !(await repo.hasLiveAccount(app, req.companyId, phone)))
        requireConsent(req, req.body, 'personal_data');
      await consumeCode(app, req, phone, CODE_PURPOSES.login, code);
      const { user, isNew } = await repo.logIn(app, req.companyId, phone, !!owner, req.t);
      await recordConsents(app.db, req, { userId: user.id, phone }, 'login', consentsIn(req.body, ['personal_data']));
      const { token, sessionId } = await repo.openSession(app, user.id, user.role, device?.type ?? 'web');
      // Another person's live device is not taken over (docs/rules.md R7.6): the login stands, without it.
      if (device)
        await registerDevice(app, { userId: user.id, sessionId }, device, req.t).catch((err: unknown) => {
          if (!(err instanceof ApiError && err.statusCode === 409)) throw err;
          req.log.warn("login: the push device is another person's live device; not registered");
        });
      return { data: { token, isNew, user: identityOf(user) } };
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

  route(app, e.logout, async (req) => {
    await repo.revokeSession(app, requireUser(req).sessionId);
    return { data: { ok: true as const } };
  });

  route(app, e.me, async (req) => ({ data: identityOf(requireUser(req)) }));

  route(app, e.role, async (req) => {
    const u = requireUser(req);
    const { role } = req.body;
    if (!u.roles.includes(role)) throw new ApiError(403, req.t('profile.roleNotHeld'));
    await repo.switchRole(app, u.sessionId, role);
    return { data: identityOf({ ...u, role }) };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default authRoutes;
