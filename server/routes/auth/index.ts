/**
 * SMS login (docs/rules.md R2.1–R2.11): POST app/v1/auth/code,
 * POST app/v1/auth/login, POST app/v1/auth/logout, GET app/v1/auth/me and POST app/v1/auth/role
 * (switch the session between the roles the person holds, R2.11). Codes are issued
 * and checked by server/services/codes.ts; queries live in ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeInfoEnvelope, codeRequest, identityEnvelope, loginBody, loginResult, okResult, roleBody } from '../../../src/contracts/auth';
import { envelope } from '../../../src/contracts/common';
import { access } from '../../access';
import { identityOf, requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { CODE_PURPOSES, consumeCode, issueCode } from '../../services/codes';
import { appHeaders } from '../../validation';
import { registerDevice } from '../notifications/repo';
import * as repo from './repo';

const tags = ['auth'];
const security = [{ bearer: [] }];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/code',
    {
      config: { ...access('auth', 'code'), rateLimit: { max: app.config.authCodeLimitPerHour, timeWindow: '1 hour' } },
      schema: { tags, summary: 'Send a login code by SMS or call (R2.1–R2.6)', headers: appHeaders, body: codeRequest, response: { 200: codeInfoEnvelope } },
    },
    async (req) => ({ data: await issueCode(app, req, req.body.phone, CODE_PURPOSES.login) }),
  );

  app.post(
    '/auth/login',
    {
      config: { ...access('auth', 'login'), rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Log in with the code; `owner` makes the session an owner's (R2.9); the mobile app sends its `device` (ios/android), making it an app session (R2.13)",
        headers: appHeaders,
        body: loginBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (req) => {
      const { phone, code, owner, device } = req.body;
      await consumeCode(app, req, phone, CODE_PURPOSES.login, code);
      const { user, isNew } = await repo.logIn(app, req.companyId, phone, !!owner, req.t);
      const { token, sessionId } = await repo.openSession(app, user.id, user.role, device?.type ?? 'web');
      if (device) await registerDevice(app, { userId: user.id, sessionId }, device);
      return { data: { token, isNew, user: identityOf(user) } };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: access('auth', 'logout'),
      schema: { tags, summary: 'Revoke the current session and remove the push devices it registered (R7.6)', headers: appHeaders, security, response: { 200: envelope(okResult) } },
    },
    async (req) => {
      await repo.revokeSession(app, requireUser(req).sessionId);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/auth/me',
    {
      config: access('auth', 'me'),
      schema: { tags, summary: 'The logged-in user (identity and roles)', headers: appHeaders, security, response: { 200: identityEnvelope } },
    },
    async (req) => ({ data: identityOf(requireUser(req)) }),
  );

  app.post(
    '/auth/role',
    {
      config: access('auth', 'role'),
      schema: {
        tags,
        summary: 'Switch the session to another role the person holds (R2.11)',
        headers: appHeaders,
        security,
        body: roleBody,
        response: { 200: identityEnvelope },
      },
    },
    async (req) => {
      const u = requireUser(req);
      const { role } = req.body;
      if (!u.roles.includes(role)) throw new ApiError(403, req.t('profile.roleNotHeld'));
      await repo.switchRole(app, u.sessionId, role);
      return { data: identityOf({ ...u, role }) };
    },
  );
};
