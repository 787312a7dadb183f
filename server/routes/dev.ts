/**
 * Development-only routes (never registered in production): the local SMS outbox
 * (ARCHITECTURE.md § Outside services), newest first, optionally for one phone.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocalSmsService } from '../services/sms';
import { normalizePhone } from '../../src/domain/phone';

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sms-outbox',
    { schema: { tags: ['dev'], summary: 'Local SMS outbox (not in production)', querystring: z.object({ phone: z.string().optional() }) } },
    async (req) => {
      const box = app.sms instanceof LocalSmsService ? app.sms.outbox : [];
      const phone = req.query.phone ? normalizePhone(req.query.phone) : null;
      return { data: box.filter((e) => !phone || e.phone === phone).slice().reverse() };
    },
  );
};
