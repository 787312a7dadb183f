/**
 * Queries of the objects resource (docs/rules.md R4): search with filters and a window count,
 * one object with its building and today's state, booked nights, tariffs; rows → DTOs of
 * src/contracts/objects.ts. Every query is scoped to the request's company.
 */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingObjects, buildings, objects, tariffs } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError, validationError } from '../../errors';
import { pick } from '../../i18n';
import { paginate, pageWindow } from '../../validation';
import { addDaysIso, nightsBetween } from '../../../src/domain/datetime';
import { bookingIssueKey, hotelToday, MAX_GUESTS, MAX_STAY_NIGHTS, stayNights, validateBooking } from '../../../src/domain/booking';
import type { ObjectDetail, ObjectItem, ObjectSearchQuery, Tariff } from '../../../src/contracts/objects';

/** SQL: the object has an active booking night in [checkIn, checkOut). */
export const bookedInRange = (checkIn: string, checkOut: string) =>
  sql`exists (select 1 from ${bookingObjects} bo where bo.object_id = ${objects.id} and bo.active
      and daterange(bo.check_in, bo.check_out, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)'))`;

/** The object of the company, or undefined. */
export async function findObject(app: { db: Db }, companyId: number, id: number) {
  return app.db.query.objects.findFirst({ where: and(eq(objects.id, id), eq(objects.companyId, companyId)) });
}

/** The object of the request's company. @throws ApiError 404 (translated) when there is none. */
export async function objectOr404(app: FastifyInstance, req: FastifyRequest, id: number) {
  const o = await findObject(app, req.companyId, id);
  if (!o) throw new ApiError(404, req.t('objects.notFound'));
  return o;
}

/**
 * Checks the stay and guests of a search (docs/rules.md R4.4–R4.6, R5.1, R5.4–R5.6): both dates
 * or neither, the booking rules, at most {@link MAX_STAY_NIGHTS} nights.
 * @throws ApiError 422 with translated messages per field.
 */
export function checkSearch(app: FastifyInstance, req: FastifyRequest, q: ObjectSearchQuery, children: number[]): void {
  const hasDates = !!(q.checkIn || q.checkOut);
  if (!hasDates && !q.adults && !children.length) return;
  if (hasDates && (!q.checkIn || !q.checkOut)) throw validationError({ [q.checkIn ? 'checkOut' : 'checkIn']: [req.t('validation.required')] });
  const issues = validateBooking({ checkIn: q.checkIn ?? '', checkOut: q.checkOut ?? '', guests: { adults: q.adults ?? 1, children }, today: hotelToday(app.clock.now()) });
  if (issues.length) {
    const errors: Record<string, string[]> = {};
    for (const i of issues) (errors[i.field] ??= []).push(req.t(bookingIssueKey(i), { max: MAX_GUESTS }));
    throw validationError(errors);
  }
  if (hasDates && nightsBetween(q.checkIn!, q.checkOut!) > MAX_STAY_NIGHTS) {
    throw validationError({ checkOut: [req.t('validation.tooBig', { max: MAX_STAY_NIGHTS })] });
  }
}

/** One page of the search (the total from a window count) as the paginated envelope. */
export async function searchObjects(app: FastifyInstance, req: FastifyRequest, q: ObjectSearchQuery, children: number[]) {
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
  const items = rows.map(({ o, buildingName }): ObjectItem => ({
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
    currency: 'RUB',
    photo: o.photos[0] ?? null,
  }));
  return paginate(items, n, start, end);
}

/** One object with its building and whether it is booked tonight (docs/rules.md R4.2). */
export async function objectDetail(app: FastifyInstance, req: FastifyRequest, id: number): Promise<ObjectDetail> {
  const o = await objectOr404(app, req, id);
  const b = (await app.db.query.buildings.findFirst({ where: eq(buildings.id, o.buildingId) }))!;
  const today = hotelToday(app.clock.now());
  const [{ n }] = await app.db
    .select({ n: count() })
    .from(objects)
    .where(and(eq(objects.id, o.id), bookedInRange(today, addDaysIso(today, 1))));
  return {
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
    state: n > 0 ? 'booked' : 'free',
    building: { id: b.id, name: pick(b.name, req.lang), address: pick(b.address, req.lang), lat: b.lat, lng: b.lng },
  };
}

/**
 * The booked nights of an object in `[from, to]` (default: today and the next 365 days).
 * @throws ApiError 422 when the span is negative or over 400 days; 404 for an unknown object.
 */
export async function bookedNights(app: FastifyInstance, req: FastifyRequest, id: number, q: { from?: string; to?: string }) {
  const o = await objectOr404(app, req, id);
  const from = q.from ?? hotelToday(app.clock.now());
  const to = q.to ?? addDaysIso(from, 365);
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
  return { from, to, bookedNights: [...nights].sort() };
}

/** The company's tariffs in their order. */
export async function listTariffs(app: FastifyInstance, req: FastifyRequest): Promise<Tariff[]> {
  const rows = await app.db.select().from(tariffs).where(eq(tariffs.companyId, req.companyId)).orderBy(asc(tariffs.position));
  return rows.map((t) => ({
    id: t.id,
    code: t.code,
    name: pick(t.name, req.lang),
    description: pick(t.description, req.lang),
    percent: t.percent,
    perGuestNightKopecks: t.perGuestNightKopecks,
    refundable: t.refundable,
  }));
}
