/**
 * The profile and the account (docs/rules.md R7.1–R7.4; /user-info, /profile, /delete-account):
 * - PUT app/v1/profile: names, e-mail, payer type;
 * - GET/PUT app/v1/profile/email: which e-mails are sent (docs/rules.md R22.3);
 * - POST app/v1/profile/phone/code `{ phone }` then POST app/v1/profile/phone `{ phone, code }`:
 *   the contact phone changes once the code sent to the NEW number is typed;
 * - POST app/v1/account/deletion/code then DELETE app/v1/account `{ code }`: the code goes to the
 *   current number; with it the personal data is erased at once and every session ends. A later
 *   login with the same phone starts a new, empty account; recovery only through a manager.
 */
import { consentsIn, hasActiveConsent, recordConsents, requireConsent } from '../../services/consents';
import type { FastifyInstance } from 'fastify';
import { profileEndpoints as e } from '../../../src/contracts/profile';
import { identityOf, requireUser } from '../../auth';
import { route } from '../../route';
import { CODE_PURPOSES, consumeCode, issueCode } from '../../services/codes';
import * as repo from './repo';
import { emailSettingsOf, saveEmailSettings } from '../../services/email/settings';
import type { EmailTemplateName } from '../../../src/domain/email';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.update, async (req) => {
    const user = requireUser(req);
    if (!(await hasActiveConsent(app, user, 'personal_data'))) requireConsent(req, req.body, 'personal_data');
    const { policyConsent: _consent, ...body } = req.body;
    const updated = await repo.updateProfile(app, user, body);
    await recordConsents(
      app.db,
      req,
      { userId: user.id, phone: user.phone },
      'profile',
      consentsIn(req.body, ['personal_data']),
    );
    return { data: identityOf(updated) };
  });

  route(
    app,
    e.phoneCode,
    async (req) => {
      const u = requireUser(req);
      await repo.assertPhoneFree(app, req, u, req.body.phone);
      return { data: await issueCode(app, req, req.body.phone, CODE_PURPOSES.phoneChange(u.id)) };
    },
    { config: { rateLimit: { max: app.config.authCodeLimitPerHour, timeWindow: '1 hour' } } },
  );

  route(
    app,
    e.phone,
    async (req) => {
      const u = requireUser(req);
      const { phone, code } = req.body;
      await consumeCode(app, req, phone, CODE_PURPOSES.phoneChange(u.id), code);
      await repo.assertPhoneFree(app, req, u, phone);
      return { data: identityOf(await repo.setPhone(app, req, u, phone)) };
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

  route(app, e.emailSettings, async (req) => ({ data: await emailSettingsOf(app, requireUser(req).id) }));

  route(app, e.updateEmailSettings, async (req) => {
    const u = requireUser(req);
    await saveEmailSettings(app, u.id, req.body.off as EmailTemplateName[], req.body.language ?? req.lang);
    return { data: await emailSettingsOf(app, u.id) };
  });

  route(
    app,
    e.deletionCode,
    async (req) => ({ data: await issueCode(app, req, requireUser(req).phone, CODE_PURPOSES.deleteAccount) }),
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
  );

  route(
    app,
    e.deleteAccount,
    async (req) => {
      const u = requireUser(req);
      await consumeCode(app, req, u.phone, CODE_PURPOSES.deleteAccount, req.body.code);
      return { data: { deleted: true as const, sessionsEnded: await repo.deleteAccount(app, u.id) } };
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } },
  );
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default profileRoutes;
