/**
 * Company and building calls (docs/architecture.md § The whole; docs/rules.md R4.9): GET
 * app/v1/building (list, read from `data`, each
 * item's id is read), GET app/v1/building/{id} (details), GET app/v1/check-in/condition, and
 * GET app/v1/company (the brand's contacts, docs/rules.md R6.2).
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildings, companies, objects } from '../../db/schema';
import { ApiError } from '../../errors';
import { pick } from '../../i18n';
import { appHeaders } from '../../validation';

const buildingBrief = z.object({ id: z.number(), name: z.string(), address: z.string() });
const buildingFull = buildingBrief.extend({
  description: z.string(),
  floors: z.number(),
  lat: z.number(),
  lng: z.number(),
  photo: z.string(),
  objectsCount: z.number(),
});

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/building',
    {
      schema: {
        tags: ['buildings'],
        summary: 'Buildings of the complex (R4.9)',
        headers: appHeaders,
        response: { 200: z.object({ data: z.array(buildingBrief) }) },
      },
    },
    async (req) => {
      const rows = await app.db
        .select({ id: buildings.id, name: buildings.name, address: buildings.address })
        .from(buildings)
        .where(eq(buildings.companyId, req.companyId))
        .orderBy(asc(buildings.id));
      return { data: rows.map((b) => ({ id: b.id, name: pick(b.name, req.lang), address: pick(b.address, req.lang) })) };
    },
  );

  app.get(
    '/building/:id',
    {
      schema: {
        tags: ['buildings'],
        summary: 'One building with its details (R4.9)',
        headers: appHeaders,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ data: buildingFull }) },
      },
    },
    async (req) => {
      const b = await app.db.query.buildings.findFirst({
        where: and(eq(buildings.id, req.params.id), eq(buildings.companyId, req.companyId)),
      });
      if (!b) throw new ApiError(404, req.t('error.buildingNotFound'));
      const [{ n }] = await app.db.select({ n: count() }).from(objects).where(eq(objects.buildingId, b.id));
      return {
        data: {
          id: b.id,
          name: pick(b.name, req.lang),
          address: pick(b.address, req.lang),
          description: pick(b.description, req.lang),
          floors: b.floors,
          lat: b.lat,
          lng: b.lng,
          photo: b.photo,
          objectsCount: n,
        },
      };
    },
  );

  app.get(
    '/check-in/condition',
    {
      schema: {
        tags: ['buildings'],
        summary: 'Check-in conditions (R9.5)',
        headers: appHeaders,
        response: {
          200: z.object({ data: z.object({ checkInTime: z.string(), checkOutTime: z.string(), rules: z.array(z.string()) }) }),
        },
      },
    },
    async (req) => {
      const c = await app.db.query.companies.findFirst({ where: eq(companies.id, req.companyId) });
      const cond = c!.checkInConditions;
      return { data: { checkInTime: cond.checkInTime, checkOutTime: cond.checkOutTime, rules: cond.rules.map((r) => pick(r, req.lang)) } };
    },
  );

  app.get(
    '/company',
    { schema: { tags: ['company'], summary: 'The management company: brand, contacts, legal details', headers: appHeaders } },
    async (req) => {
      const c = (await app.db.query.companies.findFirst({ where: eq(companies.id, req.companyId) }))!;
      return {
        data: {
          id: c.id,
          name: pick(c.name, req.lang),
          city: pick(c.city, req.lang),
          cityIn: pick(c.cityIn, req.lang),
          address: pick(c.address, req.lang),
          phones: c.phones,
          email: c.email,
          lat: c.lat,
          lng: c.lng,
          socials: c.socials,
          legal: c.legal,
        },
      };
    },
  );
};
