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
 */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingObjects, buildings, objects, OBJECT_KINDS, tariffs } from '../../db/schema';
import { ApiError, validationError } from '../../errors';
import { pick } from '../../i18n';
import { appHeaders, listQuery, paginate, pageWindow } from '../../validation';
import { addDaysIso, isIsoDate, nightsBetween } from '../../../src/domain/datetime';
import { hotelToday, MAX_STAY_NIGHTS, stayNights, validateBooking, bookingIssueKey, MAX_GUESTS } from '../../../src/domain/booking';

const isoDate = z.string().refine(isIsoDate, 'validation.invalid');

const searchQuery = listQuery.extend({
  kind: z.enum(OBJECT_KINDS).optional(),
  buildingId: z.coerce.number().int().positive().optional(),
  priceMin: z.coerce.number().min(0).max(10_000_000).optional().describe('rubles per night'),
  priceMax: z.coerce.number().min(0).max(10_000_000).optional().describe('rubles per night'),
  checkIn: isoDate.optional(),
  checkOut: isoDate.optional(),
  adults: z.coerce.number().int().min(1).max(100).optional(),
  children: z
    .string()
    .regex(/^(\d{1,2}(,\d{1,2})*)?$/, 'validation.childAge')
    .optional()
    .describe('children ages, comma-separated, e.g. "5,0"'),
  _sort: z.enum(['price', 'area', 'capacity', 'id']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});

const objectItem = z.object({
  id: z.number(),
  kind: z.enum(OBJECT_KINDS),
  title: z.string(),
  buildingId: z.number(),
  buildingName: z.string(),
  floor: z.number(),
  number: z.string(),
  area: z.number(),
  rooms: z.number(),
  capacity: z.number(),
  pricePerNightKopecks: z.number(),
  nights: z.number().nullable(),
  totalKopecks: z.number().nullable(),
  currency: z.literal('RUB'),
  photo: z.string().nullable(),
});

/** SQL: the object has an active booking night in [checkIn, checkOut). */
export const bookedInRange = (checkIn: string, checkOut: string) =>
  sql`exists (select 1 from ${bookingObjects} bo where bo.object_id = ${objects.id} and bo.active
      and daterange(bo.check_in, bo.check_out, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)'))`;

export const objectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/objects',
    {
      schema: {
        tags: ['objects'],
        summary: 'Search objects free for the dates and guests (R4.3–R4.6)',
        headers: appHeaders,
        querystring: searchQuery,
        response: { 200: z.object({ data: z.object({ data: z.array(objectItem), total: z.number(), current_page: z.number(), per_page: z.number(), last_page: z.number() }) }) },
      },
    },
    async (req) => {
      const q = req.query;
      const children = q.children ? q.children.split(',').map(Number) : [];
      const hasDates = !!(q.checkIn || q.checkOut);
      if (hasDates || q.adults || children.length) {
        if (hasDates && (!q.checkIn || !q.checkOut)) {
          throw validationError({ [q.checkIn ? 'checkOut' : 'checkIn']: [req.t('validation.required')] });
        }
        const issues = validateBooking({
          checkIn: q.checkIn ?? '',
          checkOut: q.checkOut ?? '',
          guests: { adults: q.adults ?? 1, children },
          today: hotelToday(app.clock.now()),
        });
        if (issues.length) {
          const errors: Record<string, string[]> = {};
          for (const i of issues) (errors[i.field] ??= []).push(req.t(bookingIssueKey(i), { max: MAX_GUESTS }));
          throw validationError(errors);
        }
        if (hasDates && nightsBetween(q.checkIn!, q.checkOut!) > MAX_STAY_NIGHTS) {
          throw validationError({ checkOut: [req.t('validation.tooBig', { max: MAX_STAY_NIGHTS })] });
        }
      }
      const guests = (q.adults ?? 0) + children.length;
      const where: SQL[] = [eq(objects.companyId, req.companyId)];
      if (q.kind) where.push(eq(objects.kind, q.kind));
      if (q.buildingId) where.push(eq(objects.buildingId, q.buildingId));
      if (q.priceMin !== undefined) where.push(gte(objects.priceKopecks, Math.round(q.priceMin * 100)));
      if (q.priceMax !== undefined) where.push(lte(objects.priceKopecks, Math.round(q.priceMax * 100)));
      if (guests > 0) where.push(gte(objects.capacity, guests));
      if (q.checkIn && q.checkOut) where.push(sql`not ${bookedInRange(q.checkIn, q.checkOut)}`);
      const cond = and(...where);
      const { start, end, limit } = pageWindow(q);
      const dir = (q._order ?? 'asc').toLowerCase() === 'desc' ? desc : asc;
      const sortCol = { price: objects.priceKopecks, area: objects.area, capacity: objects.capacity, id: objects.id }[q._sort ?? 'price'];
      // One query: the page and the total (a window count); a separate count only past the end.
      const rows = await app.db
        .select({ o: objects, buildingName: buildings.name, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(objects)
        .innerJoin(buildings, eq(buildings.id, objects.buildingId))
        .where(cond)
        .orderBy(dir(sortCol), asc(objects.id))
        .limit(limit)
        .offset(start);
      const n = rows.length ? rows[0].total : start === 0 ? 0 : (await app.db.select({ n: count() }).from(objects).where(cond))[0].n;
      const nights = q.checkIn && q.checkOut ? nightsBetween(q.checkIn, q.checkOut) : null;
      return paginate(
        rows.map(({ o, buildingName }) => ({
          id: o.id,
          kind: o.kind,
          title: pick(o.title, req.lang),
          buildingId: o.buildingId,
          buildingName: pick(buildingName, req.lang),
          floor: o.floor,
          number: o.number,
          area: o.area,
          rooms: o.rooms,
          capacity: o.capacity,
          pricePerNightKopecks: o.priceKopecks,
          nights,
          totalKopecks: nights === null ? null : o.priceKopecks * nights,
          currency: 'RUB' as const,
          photo: o.photos[0] ?? null,
        })),
        n,
        start,
        end,
      );
    },
  );

  app.get(
    '/objects/:id',
    {
      schema: {
        tags: ['objects'],
        summary: 'One object with its building and booking state',
        headers: appHeaders,
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (req) => {
      const o = await findObject(app, req.companyId, req.params.id);
      if (!o) throw new ApiError(404, req.t('objects.notFound'));
      const b = (await app.db.query.buildings.findFirst({ where: eq(buildings.id, o.buildingId) }))!;
      const today = hotelToday(app.clock.now());
      const [{ n }] = await app.db
        .select({ n: count() })
        .from(objects)
        .where(and(eq(objects.id, o.id), bookedInRange(today, addDaysIso(today, 1))));
      return {
        data: {
          id: o.id,
          kind: o.kind,
          title: pick(o.title, req.lang),
          description: pick(o.description, req.lang),
          floor: o.floor,
          number: o.number,
          area: o.area,
          rooms: o.rooms,
          capacity: o.capacity,
          pricePerNightKopecks: o.priceKopecks,
          currency: 'RUB',
          photos: o.photos,
          management: o.management,
          /** Booking state today (docs/rules.md R4.2): free or booked. */
          state: n > 0 ? 'booked' : 'free',
          building: { id: b.id, name: pick(b.name, req.lang), address: pick(b.address, req.lang), lat: b.lat, lng: b.lng },
        },
      };
    },
  );

  app.get(
    '/objects/:id/availability',
    {
      schema: {
        tags: ['objects'],
        summary: 'Booked nights of an object in [from, to] (at most 400 days)',
        headers: appHeaders,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ from: isoDate.optional(), to: isoDate.optional() }),
      },
    },
    async (req) => {
      const o = await findObject(app, req.companyId, req.params.id);
      if (!o) throw new ApiError(404, req.t('objects.notFound'));
      const from = req.query.from ?? hotelToday(app.clock.now());
      const to = req.query.to ?? addDaysIso(from, 365);
      const span = nightsBetween(from, to);
      if (span < 0 || span > 400) throw validationError({ to: [req.t('validation.invalid')] });
      const rows = await app.db
        .select({ checkIn: bookingObjects.checkIn, checkOut: bookingObjects.checkOut })
        .from(bookingObjects)
        .where(
          and(
            eq(bookingObjects.objectId, o.id),
            eq(bookingObjects.active, true),
            sql`daterange(${bookingObjects.checkIn}, ${bookingObjects.checkOut}, '[)') && daterange(${from}::date, ${to}::date, '[]')`,
          ),
        );
      const nights = new Set<string>();
      for (const r of rows) for (const d of stayNights(r.checkIn, r.checkOut)) if (d >= from && d <= to) nights.add(d);
      return { data: { from, to, bookedNights: [...nights].sort() } };
    },
  );

  app.get(
    '/tariffs',
    { schema: { tags: ['bookings'], summary: 'Tariffs of the booking form', headers: appHeaders } },
    async (req) => {
      const rows = await app.db.select().from(tariffs).where(eq(tariffs.companyId, req.companyId)).orderBy(asc(tariffs.position));
      return {
        data: rows.map((t) => ({
          id: t.id,
          code: t.code,
          name: pick(t.name, req.lang),
          description: pick(t.description, req.lang),
          percent: t.percent,
          perGuestNightKopecks: t.perGuestNightKopecks,
          refundable: t.refundable,
        })),
      };
    },
  );
};

/** The object of the company, or undefined. */
export async function findObject(app: { db: import('../../db/client').Db }, companyId: number, id: number) {
  return app.db.query.objects.findFirst({ where: and(eq(objects.id, id), eq(objects.companyId, companyId)) });
}
