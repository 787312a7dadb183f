/**
 * Object search and object pages (docs/rules.md R4):
 * - GET app/v1/objects — search: filters `kind`, `buildingId`, `priceMin`/`priceMax` (rubles per
 *   night, inclusive), `checkIn`/`checkOut` (`YYYY-MM-DD`, both or neither: only objects free
 *   for every night of the stay), `adults` + `children` (comma-separated ages; only objects that
 *   hold that many guests); `_sort` = price | area | capacity, `_order` = asc | desc; `_start`,
 *   `_end`. Each item carries `pricePerNightKopecks` and, with dates, `nights` and `totalKopecks`.
 * - GET app/v1/objects/{id} — one object with its building and photos;
 * - GET app/v1/objects/{id}/availability?from&to — the booked nights in [from, to];
 * - GET app/v1/tariffs — the tariffs of the booking form.
 * Schemas: src/contracts/objects.ts; queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { compressSmall } from '../../sync-compress';
import { appHeaders, envelope, idParams } from '../../../src/contracts/common';
import { availability, availabilityQuery, objectDetail, objectList, objectSearchQuery, tariffList } from '../../../src/contracts/objects';
import * as repo from './repo';

export { bookedInRange, findObject } from './repo';

export const objectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/objects',
    {
      config: access('objects', 'list'),
      // Small answers compressed in one call, not through a zlib stream (server/sync-compress.ts).
      onSend: compressSmall,
      schema: {
        tags: ['objects'],
        summary: 'Search objects free for the dates and guests (R4.3–R4.6)',
        headers: appHeaders,
        querystring: objectSearchQuery,
        response: { 200: objectList },
      },
    },
    async (req) => {
      const children = req.query.children ? req.query.children.split(',').map(Number) : [];
      repo.checkSearch(app, req, req.query, children);
      return repo.searchObjects(app, req, req.query, children);
    },
  );

  app.get(
    '/objects/:id',
    {
      config: access('objects', 'show'),
      onSend: compressSmall,
      schema: {
        tags: ['objects'],
        summary: 'One object with its building and booking state',
        headers: appHeaders,
        params: idParams,
        response: { 200: envelope(objectDetail) },
      },
    },
    async (req) => ({ data: await repo.objectDetail(app, req, req.params.id) }),
  );

  app.get(
    '/objects/:id/availability',
    {
      config: access('objects', 'show'),
      onSend: compressSmall,
      schema: {
        tags: ['objects'],
        summary: 'Booked nights of an object in [from, to] (at most 400 days)',
        headers: appHeaders,
        params: idParams,
        querystring: availabilityQuery,
        response: { 200: envelope(availability) },
      },
    },
    async (req) => ({ data: await repo.bookedNights(app, req, req.params.id, req.query) }),
  );

  app.get(
    '/tariffs',
    {
      config: access('tariffs', 'list'),
      schema: { tags: ['bookings'], summary: 'Tariffs of the booking form', headers: appHeaders, response: { 200: tariffList } },
    },
    async (req) => ({ data: await repo.listTariffs(app, req) }),
  );
};
