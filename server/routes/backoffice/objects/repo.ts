/** Queries of the back-office objects (docs/rules.md R16.10): list, one, create, edit, bulk price; each change audited. */
import { and, asc, desc, eq, ilike, inArray, lte, gt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingObjects, buildings, objects } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { pick } from '../../../i18n';
import { countWhere, pageTotal, windowTotal } from '../../../paging';
import { recordChange, snapshot } from '../../../services/audit';
import { resolvePhotos } from '../../../services/object-photos';
import { hotelToday } from '../../../../src/domain/hotel-time';
import { bulkPrice } from '../../../../src/domain/backoffice';
import type {
  BackofficeObjectDetail,
  BackofficeObjectListQuery,
  BackofficeObjectRow,
  BulkPriceBody,
  ObjectBody,
} from '../../../../src/contracts/backoffice-objects';

type ObjectRow = typeof objects.$inferSelect;

/** Ids of `ids` with an active stay covering tonight. */
async function bookedTonight(app: FastifyInstance, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const today = hotelToday(app.clock.now());
  const rows = await app.db
    .selectDistinct({ id: bookingObjects.objectId })
    .from(bookingObjects)
    .where(
      and(
        inArray(bookingObjects.objectId, ids),
        eq(bookingObjects.active, true),
        lte(bookingObjects.checkIn, today),
        gt(bookingObjects.checkOut, today),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function listObjects(
  app: FastifyInstance,
  req: FastifyRequest,
  q: BackofficeObjectListQuery,
  start: number,
  limit: number,
) {
  const like = q.q ? `%${q.q.trim().replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    eq(objects.companyId, req.companyId),
    q.kind ? eq(objects.kind, q.kind) : undefined,
    q.buildingId ? eq(objects.buildingId, q.buildingId) : undefined,
    q.management ? eq(objects.management, q.management) : undefined,
    like
      ? or(
          ilike(objects.number, like),
          sql`${objects.title}->>'ru' ilike ${like}`,
          sql`${objects.title}->>'en' ilike ${like}`,
        )
      : undefined,
  );
  const col = {
    id: objects.id,
    number: objects.number,
    floor: objects.floor,
    area: objects.area,
    capacity: objects.capacity,
    priceKopecks: objects.priceKopecks,
  }[q._sort ?? 'id'];
  const dir = (q._order ?? 'asc').toLowerCase() === 'desc' ? desc : asc;
  const today = hotelToday(app.clock.now());
  // One statement (docs/architecture.md § The server): the columns the row shows, whether a stay
  // covers tonight, the total before paging.
  const rows = await app.db
    .select({
      id: objects.id,
      buildingId: objects.buildingId,
      kind: objects.kind,
      floor: objects.floor,
      number: objects.number,
      area: objects.area,
      rooms: objects.rooms,
      capacity: objects.capacity,
      priceKopecks: objects.priceKopecks,
      title: objects.title,
      management: objects.management,
      bname: buildings.name,
      // Table names written out: correlated to the outer object.
      bookedToday: sql<boolean>`exists (select 1 from booking_objects bo where bo.object_id = objects.id
        and bo.active and bo.check_in <= ${today} and bo.check_out > ${today})`,
      total: windowTotal(),
    })
    .from(objects)
    .innerJoin(buildings, eq(buildings.id, objects.buildingId))
    .where(where)
    .orderBy(dir(col), asc(objects.id))
    .limit(limit)
    .offset(start);
  const total = await pageTotal(rows, start, () => countWhere(app.db, objects, where));
  const out: BackofficeObjectRow[] = rows.map(({ bname, total: _total, ...o }) => ({
    id: o.id,
    buildingId: o.buildingId,
    buildingName: pick(bname, req.lang),
    kind: o.kind,
    floor: o.floor,
    number: o.number,
    area: o.area,
    rooms: o.rooms,
    capacity: o.capacity,
    priceKopecks: o.priceKopecks,
    title: pick(o.title, req.lang),
    management: o.management,
    bookedToday: o.bookedToday,
  }));
  return { rows: out, total };
}

/** The company's object `id`. @throws ApiError 404. */
async function companyObject(app: FastifyInstance, req: FastifyRequest, id: number): Promise<ObjectRow> {
  const o = await app.db.query.objects.findFirst({
    where: and(eq(objects.id, id), eq(objects.companyId, req.companyId)),
  });
  if (!o) throw new ApiError(404, req.t('error.notFoundApi'));
  return o;
}

const detail = async (app: FastifyInstance, o: ObjectRow): Promise<BackofficeObjectDetail> => ({
  id: o.id,
  buildingId: o.buildingId,
  kind: o.kind,
  floor: o.floor,
  number: o.number,
  area: o.area,
  rooms: o.rooms,
  capacity: o.capacity,
  priceKopecks: o.priceKopecks,
  title: o.title,
  description: o.description,
  management: o.management,
  photos: o.photos,
  bookedToday: (await bookedTonight(app, [o.id])).has(o.id),
});

export async function getObject(app: FastifyInstance, req: FastifyRequest, id: number) {
  return detail(app, await companyObject(app, req, id));
}

/** @throws ApiError 422 when the building is not the company's. */
async function checkBuilding(app: FastifyInstance, req: FastifyRequest, buildingId: number) {
  const b = await app.db.query.buildings.findFirst({
    where: and(eq(buildings.id, buildingId), eq(buildings.companyId, req.companyId)),
    columns: { id: true },
  });
  if (!b) throw new ApiError(422, req.t('validation.failed'), { buildingId: [req.t('validation.invalid')] });
}

export async function createObject(app: FastifyInstance, req: FastifyRequest, body: ObjectBody) {
  await checkBuilding(app, req, body.buildingId);
  const photos = await resolvePhotos(app, req, [], body.photos ?? []);
  const o = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(objects)
      .values({ ...body, companyId: req.companyId, photos })
      .returning();
    await recordChange(
      app,
      req,
      { entity: 'objects', entityId: row.id, action: 'create', before: null, after: snapshot(row) },
      tx,
    );
    return row;
  });
  app.clearPageCache();
  return detail(app, o);
}

export async function updateObject(app: FastifyInstance, req: FastifyRequest, id: number, body: Partial<ObjectBody>) {
  const before = await companyObject(app, req, id);
  if (body.buildingId) await checkBuilding(app, req, body.buildingId);
  if (!Object.keys(body).length) return detail(app, before);
  const photos = body.photos ? await resolvePhotos(app, req, before.photos, body.photos) : undefined;
  const o = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(objects)
      .set({ ...body, ...(photos ? { photos } : {}) })
      .where(eq(objects.id, id))
      .returning();
    await recordChange(
      app,
      req,
      { entity: 'objects', entityId: id, action: 'edit', before: snapshot(before), after: snapshot(row) },
      tx,
    );
    return row;
  });
  app.clearPageCache();
  return detail(app, o);
}

/** Sets a new price on every object of the selection (the company's only), one audit entry each. */
export async function bulkPriceChange(app: FastifyInstance, req: FastifyRequest, body: BulkPriceBody): Promise<number> {
  return app.db
    .transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(objects)
        .where(and(eq(objects.companyId, req.companyId), inArray(objects.id, body.ids)));
      for (const o of rows) {
        const price = bulkPrice(o.priceKopecks, body.mode, body.value);
        await tx.update(objects).set({ priceKopecks: price }).where(eq(objects.id, o.id));
        await recordChange(
          app,
          req,
          {
            entity: 'objects',
            entityId: o.id,
            action: 'bulk-price',
            before: { priceKopecks: o.priceKopecks },
            after: { priceKopecks: price },
          },
          tx,
        );
      }
      return rows.length;
    })
    .finally(() => app.clearPageCache());
}

export async function buildingOptions(app: FastifyInstance, req: FastifyRequest) {
  const rows = await app.db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(eq(buildings.companyId, req.companyId))
    .orderBy(asc(buildings.id));
  return rows.map((b) => ({ id: b.id, name: pick(b.name, req.lang) }));
}
