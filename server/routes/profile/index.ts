/**
 * The profile (docs/rules.md R7.1–R7.3; /user-info and /profile): PUT app/v1/profile, and the
 * contact phone change confirmed by a code sent to the new number:
 * POST app/v1/profile/phone/code `{ phone }`, then POST app/v1/profile/phone `{ phone, code }`.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYER_TYPES, users } from '../../db/schema';
import { identityOf, requireUser, type AuthUser } from '../../auth';
import { validationError } from '../../errors';
import { appHeaders, phoneSchema } from '../../validation';
import { consumeCode, issueCode } from '../auth';

/** The otp purpose of phone-change codes: bound to the user, sent to the NEW number. */
export const phoneChangePurpose = (userId: number) => `phone-change:${userId}`;

const namePart = z.string().trim().max(60, 'validation.tooLong');

/** Body of PUT app/v1/profile: names (name required), e-mail, payer type. */
export const profileBody = z.object({
  surname: namePart.optional(),
  name: namePart.min(1, 'validation.required'),
  patronymic: namePart.optional(),
  email: z.union([z.literal(''), z.email('validation.email').max(120)]).optional(),
  payerType: z.enum(PAYER_TYPES).optional(),
});

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/profile',
    {
      schema: { tags: ['profile'], summary: 'Update the profile', headers: appHeaders, security: [{ bearer: [] }], body: profileBody },
    },
    async (req) => {
      const u = requireUser(req);
      const b = req.body;
      const [row] = await app.db
        .update(users)
        .set({
          surname: b.surname || null,
          name: b.name,
          patronymic: b.patronymic || null,
          email: b.email || null,
          ...(b.payerType ? { payerType: b.payerType } : {}),
        })
        .where(eq(users.id, u.id))
        .returning();
      return { data: identityOf({ ...u, ...row, phone: u.phone }) };
    },
  );

  /** 422 on `phone` when it is the current number or another live account's. */
  const checkPhoneFree = async (u: AuthUser, phone: string, t: (k: string) => string) => {
    if (phone === u.phone) throw validationError({ phone: [t('profile.phoneSame')] });
    const taken = await app.db.query.users.findFirst({
      where: and(eq(users.companyId, u.companyId), eq(users.phone, phone), isNull(users.deletedAt), ne(users.id, u.id)),
      columns: { id: true },
    });
    if (taken) throw validationError({ phone: [t('profile.phoneTaken')] });
  };

  app.post(
    '/profile/phone/code',
    {
      config: { rateLimit: { max: app.config.authCodeLimitPerHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['profile'],
        summary: 'Send a code to the new contact phone',
        headers: appHeaders,
        security: [{ bearer: [] }],
        body: z.object({ phone: phoneSchema }),
        response: {
          200: z.object({
            data: z.object({ channel: z.enum(['sms', 'call']), length: z.number(), expiresIn: z.number(), retryAfter: z.number() }),
          }),
        },
      },
    },
    async (req) => {
      const u = requireUser(req);
      await checkPhoneFree(u, req.body.phone, req.t);
      return { data: await issueCode(app, req, req.body.phone, phoneChangePurpose(u.id)) };
    },
  );

  app.post(
    '/profile/phone',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary: 'Change the contact phone with the code sent to it',
        headers: appHeaders,
        security: [{ bearer: [] }],
        body: z.object({ phone: phoneSchema, code: z.string().trim().regex(/^\d{4,6}$/, 'auth.incorrectCode') }),
      },
    },
    async (req) => {
      const u = requireUser(req);
      const { phone, code } = req.body;
      await consumeCode(app, req, phone, phoneChangePurpose(u.id), code);
      await checkPhoneFree(u, phone, req.t);
      try {
        const [row] = await app.db.update(users).set({ phone }).where(eq(users.id, u.id)).returning();
        return { data: identityOf({ ...u, ...row, phone }) };
      } catch {
        // The unique index of live phones (a race with another account taking the number).
        throw validationError({ phone: [req.t('profile.phoneTaken')] });
      }
    },
  );
};
