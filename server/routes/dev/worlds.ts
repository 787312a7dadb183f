/**
 * POST /api/dev/worlds (dev routes only, docs/architecture.md § Testing): seeds a test world — the
 * demo's people and their data once more for the phones of `key` (server/db/seed/world.ts) — and
 * answers 201 with what it holds. A key whose people exist already is 409; the body is validated
 * (422); never a 5xx for a repeated or concurrent call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import { seedWorld, WORLD_KEY, worldCast } from '../../db/seed/world';
import { ApiError } from '../../errors';

/** True when `e` (or its cause) is PostgreSQL's unique violation (23505). */
function isUniqueViolation(e: unknown): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined; x; x = x.cause as typeof x)
    if (x.code === '23505') return true;
  return false;
}

export const worldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/worlds',
    {
      schema: {
        tags: ['dev'],
        summary: 'Seed a test world: the demo people and their data for new phones (not in production)',
        body: z.object({ key: z.string().regex(WORLD_KEY, 'six digits') }),
      },
    },
    async (req, reply) => {
      const cast = worldCast(req.body.key);
      const phones = [cast.guest, cast.owner, cast.agent, cast.manager, cast.ownerTenant];
      const exists = () => new ApiError(409, `world ${req.body.key} exists`);
      if (await app.db.query.users.findFirst({ where: and(inArray(users.phone, phones), isNull(users.deletedAt)) }))
        throw exists();
      try {
        const world = await seedWorld(app.db, req.body.key, app.clock.now());
        if (!world) throw new ApiError(409, 'the demo seed has not run (SEED_DEMO=false)');
        return reply.code(201).send({ data: world });
      } catch (e) {
        throw isUniqueViolation(e) ? exists() : e;
      }
    },
  );
};
