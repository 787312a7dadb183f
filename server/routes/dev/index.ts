/**
 * Development-only routes (registered only when dev routes are on: outside production, or with
 * `DEV_ROUTES=true`): the local SMS outbox (docs/architecture.md § Outside services), newest
 * first, optionally for one phone; the local e-mail outbox (optionally for one address); the local
 * push outbox; POST /api/dev/notify, which makes a notification (and its push) for a live user;
 * POST /api/dev/worlds, the browser tests' own data (./worlds.ts); and POST /api/dev/past-stay, a
 * finished stay to review (./past-stay.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocalSmsService } from '../../services/sms';
import { LocalEmailService } from '../../services/email/transport';
import { LocalPushService, notifyUser } from '../../services/push';
import { ApiError } from '../../errors';
import { normalizePhone } from '../../../src/domain/phone';
import { worldRoutes } from './worlds';
import { pastStayRoutes } from './past-stay';
import { apiFailure, envelope } from '../../../src/contracts/common';

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(worldRoutes);
  await app.register(pastStayRoutes);

  app.get(
    '/sms-outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Local SMS outbox (not in production)',
        querystring: z.object({ phone: z.string().optional() }),
      },
    },
    async (req) => {
      const box = app.sms instanceof LocalSmsService ? app.sms.outbox : [];
      const phone = req.query.phone ? normalizePhone(req.query.phone) : null;
      return {
        data: box
          .filter((e) => !phone || e.phone === phone)
          .slice()
          .reverse(),
      };
    },
  );

  app.get(
    '/email-outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Local e-mail outbox (not in production), newest first, optionally for one address',
        querystring: z.object({ to: z.string().optional() }),
      },
    },
    async (req) => {
      const box = app.email instanceof LocalEmailService ? app.email.outbox : [];
      const to = req.query.to?.toLowerCase();
      return {
        data: box
          .filter((e) => !to || e.to.toLowerCase() === to)
          .slice()
          .reverse(),
      };
    },
  );

  app.get(
    '/push-outbox',
    { schema: { tags: ['dev'], summary: 'Local push outbox (not in production)' } },
    async () => ({
      data: app.push instanceof LocalPushService ? app.push.sent.slice().reverse() : [],
    }),
  );

  app.post(
    '/notify',
    {
      schema: {
        tags: ['dev'],
        summary: 'Create a notification (and send it as a push) for the live user with this phone',
        body: z.object({
          phone: z.string(),
          title: z.string().min(1),
          body: z.string().min(1),
          link: z.string().optional(),
          company: z.number().int().default(1),
        }),
        // No live user with this phone (the OpenAPI document lists it: R1.18).
        response: { 200: envelope(z.object({ id: z.number().int(), pushed: z.number().int() })), 404: apiFailure },
      },
    },
    async (req) => {
      const phone = normalizePhone(req.body.phone);
      const user = phone
        ? await app.db.query.users.findFirst({
            where: (u, { and, eq, isNull }) =>
              and(eq(u.phone, phone), eq(u.companyId, req.body.company), isNull(u.deletedAt)),
          })
        : undefined;
      if (!user) throw new ApiError(404, 'no such user');
      return {
        data: await notifyUser(app, user.id, {
          title: req.body.title,
          body: req.body.body,
          link: req.body.link ?? null,
        }),
      };
    },
  );
};
