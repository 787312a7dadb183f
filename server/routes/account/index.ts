/**
 * Account deletion (docs/rules.md R7.4):
 * - POST app/v1/account/deletion/code — sends a confirmation code by SMS to the current number;
 * - DELETE app/v1/account `{ code }` — with the right code, erases the personal data at once
 *   (phone, surname, name, patronymic, e-mail → null; `deleted_at` set), drops the push devices
 *   and revokes EVERY session of the user. Bookings, applications, reviews, documents, invoices,
 *   payments and notifications stay attached to the anonymous `users.id` row and are purged with
 *   it after six months by server/jobs/retention.ts. A later login with the same phone finds no
 *   live account and starts a new, empty one. Recovery is only through a manager.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devices, sessions, users } from '../../db/schema';
import { requireUser } from '../../auth';
import { appHeaders } from '../../validation';
import { consumeCode, issueCode } from '../auth';

/** The otp purpose of deletion codes. */
export const DELETE_PURPOSE = 'delete-account';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/deletion/code',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['profile'],
        summary: 'Send the account-deletion confirmation code to the current number (R7.4)',
        headers: appHeaders,
        security: [{ bearer: [] }],
        response: {
          200: z.object({
            data: z.object({ channel: z.enum(['sms', 'call']), length: z.number(), expiresIn: z.number(), retryAfter: z.number() }),
          }),
        },
      },
    },
    async (req) => {
      const u = requireUser(req);
      return { data: await issueCode(app, req, u.phone, DELETE_PURPOSE) };
    },
  );

  app.delete(
    '/account',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['profile'],
        summary: 'Delete the account with the code: personal data erased, every session ended (R7.4)',
        headers: appHeaders,
        security: [{ bearer: [] }],
        body: z.object({ code: z.string().trim().regex(/^\d{4,6}$/, 'auth.incorrectCode') }),
        response: { 200: z.object({ data: z.object({ deleted: z.literal(true), sessionsEnded: z.number() }) }) },
      },
    },
    async (req) => {
      const u = requireUser(req);
      await consumeCode(app, req, u.phone, DELETE_PURPOSE, req.body.code);
      const now = app.clock.now();
      const ended = await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ phone: null, surname: null, name: null, patronymic: null, email: null, deletedAt: now })
          .where(eq(users.id, u.id));
        await tx.delete(devices).where(eq(devices.userId, u.id));
        return tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, u.id), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
      });
      return { data: { deleted: true as const, sessionsEnded: ended.length } };
    },
  );
};
