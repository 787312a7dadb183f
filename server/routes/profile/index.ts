/**
 * The profile and the account (docs/rules.md R7.1–R7.4; /user-info, /profile, /delete-account):
 * - PUT app/v1/profile: names, e-mail, payer type;
 * - POST app/v1/profile/phone/code `{ phone }` then POST app/v1/profile/phone `{ phone, code }`:
 *   the contact phone changes once the code sent to the NEW number is typed;
 * - POST app/v1/account/deletion/code then DELETE app/v1/account `{ code }`: the code goes to the
 *   current number; with it the personal data is erased at once and every session ends. A later
 *   login with the same phone starts a new, empty account; recovery only through a manager.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeInfoEnvelope, codeRequest, identityEnvelope } from '../../../src/contracts/auth';
import { envelope } from '../../../src/contracts/common';
import { deleteAccountBody, deleteAccountResult, phoneChangeBody, profileBody } from '../../../src/contracts/profile';
import { access } from '../../access';
import { identityOf, requireUser } from '../../auth';
import { CODE_PURPOSES, consumeCode, issueCode } from '../../services/codes';
import { appHeaders } from '../../validation';
import * as repo from './repo';

const tags = ['profile'];
const security = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/profile',
    {
      config: access('profile', 'edit'),
      schema: { tags, summary: 'Update the profile (R7.1)', headers: appHeaders, security, body: profileBody, response: { 200: identityEnvelope } },
    },
    async (req) => ({ data: identityOf(await repo.updateProfile(app, requireUser(req), req.body)) }),
  );

  app.post(
    '/profile/phone/code',
    {
      config: { ...access('profile', 'edit'), rateLimit: { max: app.config.authCodeLimitPerHour, timeWindow: '1 hour' } },
      schema: { tags, summary: 'Send a code to the new contact phone (R7.2)', headers: appHeaders, security, body: codeRequest, response: { 200: codeInfoEnvelope } },
    },
    async (req) => {
      const u = requireUser(req);
      await repo.assertPhoneFree(app, req, u, req.body.phone);
      return { data: await issueCode(app, req, req.body.phone, CODE_PURPOSES.phoneChange(u.id)) };
    },
  );

  app.post(
    '/profile/phone',
    {
      config: { ...access('profile', 'edit'), rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Change the contact phone with the code sent to it (R7.2, R7.3)',
        headers: appHeaders,
        security,
        body: phoneChangeBody,
        response: { 200: identityEnvelope },
      },
    },
    async (req) => {
      const u = requireUser(req);
      const { phone, code } = req.body;
      await consumeCode(app, req, phone, CODE_PURPOSES.phoneChange(u.id), code);
      await repo.assertPhoneFree(app, req, u, phone);
      return { data: identityOf(await repo.setPhone(app, req, u, phone)) };
    },
  );

  app.post(
    '/account/deletion/code',
    {
      config: { ...access('profile', 'delete'), rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Send the account-deletion confirmation code to the current number (R7.4)',
        headers: appHeaders,
        security,
        response: { 200: codeInfoEnvelope },
      },
    },
    async (req) => ({ data: await issueCode(app, req, requireUser(req).phone, CODE_PURPOSES.deleteAccount) }),
  );

  app.delete(
    '/account',
    {
      config: { ...access('profile', 'delete'), rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Delete the account with the code: personal data erased, every session ended (R7.4)',
        headers: appHeaders,
        security,
        body: deleteAccountBody,
        response: { 200: envelope(deleteAccountResult) },
      },
    },
    async (req) => {
      const u = requireUser(req);
      await consumeCode(app, req, u.phone, CODE_PURPOSES.deleteAccount, req.body.code);
      return { data: { deleted: true as const, sessionsEnded: await repo.deleteAccount(app, u.id) } };
    },
  );
};
