/**
 * Queries of the objects resource (docs/rules.md R4): search over an in-memory catalogue with live availability,
 * one object with its building and today's state, booked nights, tariffs; rows → DTOs of
 * src/contracts/objects.ts. Every query is scoped to the request's company.
 */
import { objectRatings } from '../../services/review-ratings';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildings, objects, tariffs, type Localized } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError, validationError } from '../../errors';
import { pick } from '../../i18n';
import { occupiedInRange, occupiedObjectIds, occupiedSpans } from '../../services/availability';
import { companyCheckInTime } from '../../services/cancellation-terms';
import { paginate, pageWindow } from '../../validation';
import { leftOutMessages, stayRates } from '../../services/search-rates';
import { addDaysIso, nightsBetween } from '../../../src/domain/datetime';
import {
  bookingIssueKey,
  MAX_GUESTS,
  MAX_STAY_NIGHTS,
  stayNights,
  validateBooking,
} from '../../../src/domain/bookings';
import { hotelToday } from '../../../src/domain/hotel-time';
import type { ObjectDetail, ObjectItem, ObjectKind, ObjectSearchQuery, Tariff } from '../../../src/contracts/objects';

/** How long the search's in-memory catalogue of a company is reused (ms). */
export const CATALOGUE_TTL_MS = 5_000;

/** The searchable fields of one object (the long descriptions are not read). */
type CatalogueRow = {
  id: number;
  kind: ObjectKind;
  title: Localized;
  buildingId: number;
  buildingName: Localized;
  floor: number;
  number: string;
  /** m² */
  area: number;
  rooms: number;
  capacity: number;
  priceKopecks: number;
  photo: string | null;
};
const catalogues = new WeakMap<Db, Map<number, { at: number; rows: Promise<CatalogueRow[]> }>>();

/**
 * The searchable fields of every object of the company with its building's name, read once per
 * {@link CATALOGUE_TTL_MS} (docs/architecture.md § The server). Prices and capacities edited in
 * the database show in the search within that time; availability is never cached.
 */
export function catalogue(db: Db, companyId: number): Promise<CatalogueRow[]> {
  let byCompany = catalogues.get(db);
  if (!byCompany) catalogues.set(db, (byCompany = new Map()));
  const hit = byCompany.get(companyId);
  if (hit && Date.now() - hit.at < CATALOGUE_TTL_MS) return hit.rows;
  const o = objects;
  // `.then` turns Drizzle's lazy query (re-run at every await) into one promise that is shared.
  const rows: Promise<CatalogueRow[]> = db
    .select({
      id: o.id,
      kind: o.kind,
      title: o.title,
      buildingId: o.buildingId,
      buildingName: buildings.name,
      floor: o.floor,
      number: o.number,
      area: o.area,
      rooms: o.rooms,
      capacity: o.capacity,
      priceKopecks: o.priceKopecks,
      photo: sql<string | null>`${o.photos}->>0`,
    })
    .from(o)
    .innerJoin(buildings, eq(buildings.id, o.buildingId))
    // A room without a price (an owner's room just approved, docs/rules.md R12.2) is not offered.
    .where(and(eq(o.companyId, companyId), sql`${o.priceKopecks} > 0`))
    .then((r) => r);
  byCompany.set(companyId, { at: Date.now(), rows });
  rows.catch(() => byCompany.delete(companyId));
  return rows;
}

/**
 * Ids of the objects with a night not for sale in [checkIn, checkOut): an active booking, an
 * owner-blocked night, a lease, an approved termination (docs/rules.md R4.4, R4.8, R4.10, R4.11) —
 * one statement (server/services/availability.ts).
 */
export function bookedObjectIds(db: Db, checkIn: string, checkOut: string): Promise<Set<number>> {
  return occupiedObjectIds(db, checkIn, checkOut);
}

/** SQL: the object has a night not for sale in [checkIn, checkOut) (R4.4, R4.8, R4.10, R4.11). */
export const bookedInRange = (checkIn: string, checkOut: string) => occupiedInRange(checkIn, checkOut);

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
  if (hasDates && (!q.checkIn || !q.checkOut))
    throw validationError({ [q.checkIn ? 'checkOut' : 'checkIn']: [req.t('validation.required')] });
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
    throw validationError({ checkOut: [req.t('validation.tooManyNights', { count: MAX_STAY_NIGHTS })] });
  }
}

/**
 * One page of the search as the paginated envelope. The catalogue (a few hundred rows) is filtered
 * and sorted in memory; availability is always read live, with one scan of the overlap index
 * (docs/architecture.md § The server). With dates every object's stay is priced by the rate
 * calendar (server/services/search-rates.ts, docs/rules.md R5.28): the price filter and sort read the
 * stay's price per night, a stay that breaks a restriction (R5.29) is left out and `restrictions`
 * says why.
 */
export async function searchObjects(
  app: FastifyInstance,
  req: FastifyRequest,
  q: ObjectSearchQuery,
  children: number[],
) {
  const guests = (q.adults ?? 0) + children.length;
  const stay = q.checkIn && q.checkOut ? { checkIn: q.checkIn, checkOut: q.checkOut } : null;
  const booked = stay ? await bookedObjectIds(app.db, stay.checkIn, stay.checkOut) : null;
  const priceMin = q.priceMin === undefined ? -Infinity : Math.round(q.priceMin * 100);
  const priceMax = q.priceMax === undefined ? Infinity : Math.round(q.priceMax * 100);
  const all = await catalogue(app.db, req.companyId);
  const rates = stay ? await stayRates(app.db, req.companyId, all, stay.checkIn, stay.checkOut) : null;
  let found = all.filter(
    (o) =>
      (!q.kind || o.kind === q.kind) &&
      (!q.buildingId || o.buildingId === q.buildingId) &&
      o.capacity >= guests &&
      !booked?.has(o.id),
  );
  const perNight = (o: CatalogueRow) => rates?.get(o.id)?.perNightKopecks ?? o.priceKopecks;
  found = found.filter((o) => perNight(o) >= priceMin && perNight(o) <= priceMax);
  const broken = (o: CatalogueRow) => !!rates?.get(o.id)?.issues.length;
  const leftOut = found.filter(broken).map((o) => rates!.get(o.id)!);
  if (leftOut.length) found = found.filter((o) => !broken(o));
  const { start, end, limit } = pageWindow(q);
  const sort = q._sort ?? 'price';
  const sign = (q._order ?? (sort === 'rating' ? 'desc' : 'asc')).toLowerCase() === 'desc' ? -1 : 1;
  const ratings = await objectRatings(app.db, req.companyId);
  if (sort === 'rating') {
    // Objects without reviews last whatever the order (docs/rules.md R24.6).
    const r = (o: CatalogueRow) => ratings.get(o.id);
    found.sort((x, y) => {
      const a = r(x);
      const b = r(y);
      if (!a || !b) return (a ? -1 : b ? 1 : 0) || x.id - y.id;
      return sign * (a.rating - b.rating) || b.count - a.count || x.id - y.id;
    });
  } else {
    const key = (o: CatalogueRow) => (sort === 'price' ? perNight(o) : o[sort]);
    found.sort((x, y) => sign * (key(x) - key(y)) || x.id - y.id);
  }
  const nights = stay ? nightsBetween(stay.checkIn, stay.checkOut) : null;
  const items = found.slice(start, start + limit).map((o): ObjectItem => ({
    id: o.id,
    kind: o.kind,
    title: pick(o.title, req.lang),
    buildingId: o.buildingId,
    buildingName: pick(o.buildingName, req.lang),
    floor: o.floor,
    number: o.number,
    area: o.area,
    rooms: o.rooms,
    capacity: o.capacity,
    pricePerNightKopecks: o.priceKopecks,
    nights,
    totalKopecks: rates?.get(o.id)?.totalKopecks ?? null,
    perNightKopecks: rates?.get(o.id)?.perNightKopecks ?? null,
    currency: 'RUB',
    photo: o.photo,
    rating: ratings.get(o.id)?.rating ?? null,
    reviewCount: ratings.get(o.id)?.count ?? 0,
  }));
  const page = paginate(items, found.length, start, end);
  return { data: { ...page.data, restrictions: leftOutMessages(req, leftOut) } };
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
 * The nights of an object not for sale in `[from, to]` (default: today and the next 365 days).
 * @throws ApiError 422 when the span is negative or over 400 days; 404 for an unknown object.
 */
export async function bookedNights(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  q: { from?: string; to?: string },
) {
  const o = await objectOr404(app, req, id);
  const from = q.from ?? hotelToday(app.clock.now());
  const to = q.to ?? addDaysIso(from, 365);
  const span = nightsBetween(from, to);
  if (span < 0 || span > 400) throw validationError({ to: [req.t('validation.invalid')] });
  // Booked, owner-blocked, leased and terminated nights alike (R4.8, R4.10, R4.11), one statement.
  const rows = await occupiedSpans(app.db, o.id, from, addDaysIso(to, 1));
  const nights = new Set<string>();
  for (const r of rows) for (const d of stayNights(r.checkIn, r.checkOut)) if (d >= from && d <= to) nights.add(d);
  return { from, to, bookedNights: [...nights].sort() };
}

/** The company's tariffs on sale (`active`, R5.30) in their order, each with its cancellation policy. */
export async function listTariffs(app: FastifyInstance, req: FastifyRequest): Promise<Tariff[]> {
  const [rows, checkInTime] = await Promise.all([
    app.db
      .select()
      .from(tariffs)
      .where(and(eq(tariffs.companyId, req.companyId), eq(tariffs.active, true)))
      .orderBy(asc(tariffs.position)),
    companyCheckInTime(app.db, req.companyId),
  ]);
  return rows.map((t) => ({
    id: t.id,
    code: t.code,
    name: pick(t.name, req.lang),
    description: pick(t.description, req.lang),
    percent: t.percent,
    perGuestNightKopecks: t.perGuestNightKopecks,
    refundable: t.refundable,
    cancellation: t.cancellation ?? null,
    checkInTime,
  }));
}
