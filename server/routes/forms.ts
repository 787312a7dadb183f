/**
 * Public forms stored by the backend (SPEC §3 "Callback"; §9 call-back slots).
 * POST app/v1/callback.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLBACK_SLOTS } from '../../src/domain/booking';
import { formRequests } from '../db/schema';
import { appHeaders, phoneSchema } from '../validation';

/** Body of POST app/v1/callback. */
export const callbackBody = z.object({
  name: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
  phone: phoneSchema,
  slot: z.enum(CALLBACK_SLOTS, { message: 'validation.required' }),
});

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/callback',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { tags: ['forms'], summary: 'Request a call back (SPEC §3, §9 slots)', headers: appHeaders, body: callbackBody },
    },
    async (req) => {
      const { name, phone, slot } = req.body;
      const [row] = await app.db
        .insert(formRequests)
        .values({ companyId: req.companyId, kind: 'callback', name, phone, payload: { slot } })
        .returning({ id: formRequests.id });
      return { data: { id: row.id } };
    },
  );
};
