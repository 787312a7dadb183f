/**
 * Queries of the back office's rate plans and stay discounts (docs/rules.md R5.8, R5.30, R5.31,
 * R16.2): the company's rows only (`companyRows`; another company's id is 404), each change in one
 * transaction with its audit entry. A tariff bookings use is never deleted (409): it is switched
 * off, which takes it out of the booking form and refuses new bookings on it.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { bookings, stayDiscounts, tariffs } from '../../../db/schema';
import { requireRole } from '../../../access';
import { ApiError, validationError } from '../../../errors';
import { companyRows, foundOr404 } from '../../../scope';
import { recordChange, snapshot } from '../../../services/audit';
import type {
  BoStayDiscount,
  BoTariff,
  StayDiscountBody,
  TariffBody,
} from '../../../../src/contracts/backoffice-tariffs';

type TariffRow = typeof tariffs.$inferSelect;
type DiscountRow = typeof stayDiscounts.$inferSelect;

const toTariff = (t: TariffRow, used: number): BoTariff => ({
  id: t.id,
  code: t.code,
  name: t.name,
  description: t.description,
  percent: t.percent,
  perGuestNightKopecks: t.perGuestNightKopecks,
  cancellation: t.cancellation ?? null,
  position: t.position,
  active: t.active,
  bookings: used,
});

const toDiscount = (d: DiscountRow): BoStayDiscount => ({
  id: d.id,
  kind: d.kind,
  name: d.name,
  threshold: d.threshold,
  percent: d.percent,
  tariffIds: d.tariffIds,
  active: d.active,
});

/** Bookings made on each tariff of `ids`. */
async function usage(app: FastifyInstance, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await app.db
    .select({ id: bookings.tariffId, n: count() })
    .from(bookings)
    .where(inArray(bookings.tariffId, ids))
    .groupBy(bookings.tariffId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The company's tariffs, switched-off ones too, by position. */
export async function listTariffs(app: FastifyInstance, req: FastifyRequest): Promise<BoTariff[]> {
  const rows = await app.db
    .select()
    .from(tariffs)
    .where(companyRows(tariffs, requireRole(req, 'manager')))
    .orderBy(asc(tariffs.position), asc(tariffs.id));
  const used = await usage(
    app,
    rows.map((t) => t.id),
  );
  return rows.map((t) => toTariff(t, used.get(t.id) ?? 0));
}

async function companyTariff(app: FastifyInstance, req: FastifyRequest, id: number): Promise<TariffRow> {
  return foundOr404(
    req,
    await app.db.query.tariffs.findFirst({
      where: and(eq(tariffs.id, id), companyRows(tariffs, requireRole(req, 'manager'))),
    }),
    'backoffice-tariffs.errors.notFound',
  );
}

/** The columns of `body`; `refundable` follows the policy for what still reads it (R5.19). */
const tariffColumns = (body: TariffBody) => ({
  ...body,
  refundable: body.cancellation.kind !== 'non_refundable',
});

/** Adds a rate plan with a generated code. */
export async function createTariff(app: FastifyInstance, req: FastifyRequest, body: TariffBody): Promise<BoTariff> {
  const user = requireRole(req, 'manager');
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tariffs)
      .values({ companyId: user.companyId, code: `tariff-${randomUUID().slice(0, 8)}`, ...tariffColumns(body) })
      .returning();
    await recordChange(
      app,
      req,
      { entity: 'tariffs', entityId: row.id, action: 'create', before: null, after: snapshot(row) },
      tx,
    );
    return toTariff(row, 0);
  });
}

/** Changes a rate plan; bookings already made keep their copy of the old policy (R5.30). @throws 404. */
export async function updateTariff(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  body: TariffBody,
): Promise<BoTariff> {
  const before = await companyTariff(app, req, id);
  const row = await app.db.transaction(async (tx) => {
    const [u] = await tx.update(tariffs).set(tariffColumns(body)).where(eq(tariffs.id, id)).returning();
    await recordChange(
      app,
      req,
      { entity: 'tariffs', entityId: id, action: 'update', before: snapshot(before), after: snapshot(u) },
      tx,
    );
    return u;
  });
  return toTariff(row, (await usage(app, [id])).get(id) ?? 0);
}

/** Deletes a rate plan no booking uses. @throws ApiError 404, 409 `backoffice-tariffs.errors.inUse`. */
export async function deleteTariff(app: FastifyInstance, req: FastifyRequest, id: number): Promise<{ id: number }> {
  const before = await companyTariff(app, req, id);
  if ((await usage(app, [id])).get(id)) throw new ApiError(409, req.t('backoffice-tariffs.errors.inUse'));
  await app.db.transaction(async (tx) => {
    await tx.delete(tariffs).where(eq(tariffs.id, id));
    await recordChange(
      app,
      req,
      { entity: 'tariffs', entityId: id, action: 'delete', before: snapshot(before), after: null },
      tx,
    );
  });
  return { id };
}

/** The company's stay discounts, by kind and threshold. */
export async function listDiscounts(app: FastifyInstance, req: FastifyRequest): Promise<BoStayDiscount[]> {
  const rows = await app.db
    .select()
    .from(stayDiscounts)
    .where(companyRows(stayDiscounts, requireRole(req, 'manager')))
    .orderBy(asc(stayDiscounts.kind), asc(stayDiscounts.threshold), asc(stayDiscounts.id));
  return rows.map(toDiscount);
}

async function companyDiscount(app: FastifyInstance, req: FastifyRequest, id: number): Promise<DiscountRow> {
  return foundOr404(
    req,
    await app.db.query.stayDiscounts.findFirst({
      where: and(eq(stayDiscounts.id, id), companyRows(stayDiscounts, requireRole(req, 'manager'))),
    }),
    'backoffice-tariffs.errors.discountNotFound',
  );
}

/** Refuses tariff ids that are not the company's (422 under `tariffIds`). */
async function checkTariffIds(app: FastifyInstance, req: FastifyRequest, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const own = await app.db
    .select({ id: tariffs.id })
    .from(tariffs)
    .where(and(inArray(tariffs.id, ids), companyRows(tariffs, requireRole(req, 'manager'))));
  if (own.length !== new Set(ids).size)
    throw validationError({ tariffIds: [req.t('backoffice-tariffs.errors.unknownTariff')] });
}

/** Adds a stay discount. @throws ApiError 422 (a tariff not the company's). */
export async function createDiscount(
  app: FastifyInstance,
  req: FastifyRequest,
  body: StayDiscountBody,
): Promise<BoStayDiscount> {
  const user = requireRole(req, 'manager');
  await checkTariffIds(app, req, body.tariffIds);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stayDiscounts)
      .values({ companyId: user.companyId, ...body, tariffIds: [...new Set(body.tariffIds)] })
      .returning();
    await recordChange(
      app,
      req,
      { entity: 'stay_discounts', entityId: row.id, action: 'create', before: null, after: snapshot(row) },
      tx,
    );
    return toDiscount(row);
  });
}

/** Changes a stay discount. @throws ApiError 404, 422. */
export async function updateDiscount(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  body: StayDiscountBody,
): Promise<BoStayDiscount> {
  const before = await companyDiscount(app, req, id);
  await checkTariffIds(app, req, body.tariffIds);
  return app.db.transaction(async (tx) => {
    const [u] = await tx
      .update(stayDiscounts)
      .set({ ...body, tariffIds: [...new Set(body.tariffIds)] })
      .where(eq(stayDiscounts.id, id))
      .returning();
    await recordChange(
      app,
      req,
      { entity: 'stay_discounts', entityId: id, action: 'update', before: snapshot(before), after: snapshot(u) },
      tx,
    );
    return toDiscount(u);
  });
}

/** Deletes a stay discount (bookings keep the discount they were priced with). @throws ApiError 404. */
export async function deleteDiscount(app: FastifyInstance, req: FastifyRequest, id: number): Promise<{ id: number }> {
  const before = await companyDiscount(app, req, id);
  await app.db.transaction(async (tx) => {
    await tx.delete(stayDiscounts).where(eq(stayDiscounts.id, id));
    await recordChange(
      app,
      req,
      { entity: 'stay_discounts', entityId: id, action: 'delete', before: snapshot(before), after: null },
      tx,
    );
  });
  return { id };
}
