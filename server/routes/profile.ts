/**
 * The profile (SPEC §3 "Person/profile", §2 /user-info and /profile): PUT app/v1/profile.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYER_TYPES, users } from '../db/schema';
import { identityOf, requireUser } from '../auth';
import { appHeaders } from '../validation';

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
};
