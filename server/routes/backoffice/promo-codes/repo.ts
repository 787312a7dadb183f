/**
 * Queries of the back-office promo codes (docs/rules.md R5.32): the company's codes with their live
 * uses, the revenue of the paid bookings that used each (the stay without the tourist tax, kopecks)
 * and the discount given; creating, changing and deactivating one, each audited
 * (server/services/audit.ts). Another company's code is 404; a code taken is 422 under `code`.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bookings, promoCodes, promoRedemptions } from '../../../db/schema';
import { validationError } from '../../../errors';
import { foundOr404 } from '../../../scope';
import { recordChange, snapshot } from '../../../services/audit';
import { liveRedemption } from '../../../services/promo-codes';
import type { promoCodeBody, PromoCodeRow } from '../../../../src/contracts/backoffice-promo-codes';

type Body = z.output<typeof promoCodeBody>;
type Code = typeof promoCodes.$inferSelect;

/** Each of `ids`' live uses, discount given and paid revenue (kopecks). */
async function stats(app: FastifyInstance, ids: number[]) {
  if (!ids.length) return new Map<number, { uses: number; discount: number; revenue: number }>();
  const now = app.clock.now();
  const rows = await app.db
    .select({
      id: promoRedemptions.promoCodeId,
      uses: sql<number>`count(*) filter (where ${liveRedemption(now)})`.mapWith(Number),
      discount:
        sql<number>`coalesce(sum(${promoRedemptions.discountKopecks}) filter (where ${liveRedemption(now)}), 0)`.mapWith(
          Number,
        ),
      revenue:
        sql<number>`coalesce(sum(${bookings.totalKopecks} - ${bookings.touristTaxKopecks}) filter (where ${bookings.status} = 'paid'), 0)`.mapWith(
          Number,
        ),
    })
    .from(promoRedemptions)
    .innerJoin(bookings, eq(bookings.id, promoRedemptions.bookingId))
    .where(sql`${promoRedemptions.promoCodeId} in ${ids}`)
    .groupBy(promoRedemptions.promoCodeId);
  return new Map(rows.map((r) => [r.id, r]));
}

/** A code as the list shows it, with its numbers. */
const toRow = (c: Code, s?: { uses: number; discount: number; revenue: number }): PromoCodeRow => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  bookFrom: c.bookFrom,
  bookTo: c.bookTo,
  stayFrom: c.stayFrom,
  stayTo: c.stayTo,
  minNights: c.minNights,
  tariffIds: c.tariffIds,
  objectIds: c.objectIds,
  limitTotal: c.limitTotal,
  limitPerGuest: c.limitPerGuest,
  active: c.active,
  uses: s?.uses ?? 0,
  revenueKopecks: s?.revenue ?? 0,
  discountKopecks: s?.discount ?? 0,
});

/** GET …/promo-codes: the company's codes, active first, then by code. */
export async function listCodes(app: FastifyInstance, req: FastifyRequest, start: number, limit: number) {
  const where = eq(promoCodes.companyId, req.companyId);
  const [codes, [{ n }]] = await Promise.all([
    app.db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(sql`${promoCodes.active} desc`, asc(promoCodes.code))
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  const s = await stats(
    app,
    codes.map((c) => c.id),
  );
  return { rows: codes.map((c) => toRow(c, s.get(c.id))), total: n };
}

/** The company's code `id`. @throws ApiError 404 `backoffice-promo-codes.errors.notFound`. */
async function companyCode(app: FastifyInstance, req: FastifyRequest, id: number): Promise<Code> {
  const [c] = await app.db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.companyId, req.companyId)));
  return foundOr404(req, c, 'backoffice-promo-codes.errors.notFound');
}

/** GET …/promo-codes/{id}. @throws ApiError 404. */
export async function getCode(app: FastifyInstance, req: FastifyRequest, id: number): Promise<PromoCodeRow> {
  const c = await companyCode(app, req, id);
  return toRow(c, (await stats(app, [c.id])).get(c.id));
}

/** @throws ApiError 422 under `code` when another code of the company has it. */
async function checkUnique(app: FastifyInstance, req: FastifyRequest, code: string, except?: number) {
  const [{ n }] = await app.db
    .select({ n: count() })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.companyId, req.companyId),
        eq(promoCodes.code, code),
        except ? ne(promoCodes.id, except) : undefined,
      ),
    );
  if (n) throw validationError({ code: [req.t('backoffice-promo-codes.errors.taken')] });
}

/** Writes `values` (a new code when `id` is absent) and its audit entry in one transaction. */
async function save(
  app: FastifyInstance,
  req: FastifyRequest,
  values: Partial<Body> & { active?: boolean },
  before?: Code,
): Promise<PromoCodeRow> {
  const row = await app.db.transaction(async (tx) => {
    const [c] = before
      ? await tx.update(promoCodes).set(values).where(eq(promoCodes.id, before.id)).returning()
      : await tx
          .insert(promoCodes)
          .values({ ...(values as Body), companyId: req.companyId })
          .returning();
    await recordChange(
      app,
      req,
      {
        entity: 'promo_codes',
        entityId: c.id,
        action: before ? 'update' : 'create',
        before: snapshot(before),
        after: snapshot(c),
      },
      tx,
    );
    return c;
  });
  return toRow(row, (await stats(app, [row.id])).get(row.id));
}

/** POST …/promo-codes. @throws ApiError 422 (code taken). */
export async function createCode(app: FastifyInstance, req: FastifyRequest, body: Body) {
  await checkUnique(app, req, body.code);
  return save(app, req, body);
}

/** PATCH …/promo-codes/{id}: the terms (its uses kept). @throws ApiError 404, 422. */
export async function updateCode(app: FastifyInstance, req: FastifyRequest, id: number, body: Body) {
  const before = await companyCode(app, req, id);
  await checkUnique(app, req, body.code, id);
  return save(app, req, body, before);
}

/** POST …/promo-codes/{id}/deactivate: refused from now on (R5.32). @throws ApiError 404. */
export async function deactivateCode(app: FastifyInstance, req: FastifyRequest, id: number) {
  return save(app, req, { active: false }, await companyCode(app, req, id));
}
