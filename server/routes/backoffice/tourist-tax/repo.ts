/**
 * Queries of the back office's tourist tax (docs/rules.md R5.26): the company's rates by year
 * (a year once: 409), the guests' exemption claims and the decision on one, which recomputes the
 * booking's tax (server/services/tourist-tax.ts `retaxBooking`). Rows of the caller's company only
 * (another company's row is 404); every change audited (server/services/audit.ts).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookings, touristTaxExemptions, touristTaxRates, uploads } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { foundOr404 } from '../../../scope';
import { retaxBooking } from '../../../services/tourist-tax';
import { recordChange, snapshot } from '../../../services/audit';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import type { z } from 'zod';
import type {
  ExemptionDecisionBody,
  TouristTaxExemptionRow,
  TouristTaxRateBody,
  TouristTaxRateRow,
  touristTaxExemptionQuery,
} from '../../../../src/contracts/backoffice-tourist-tax';

type RateRow = typeof touristTaxRates.$inferSelect;
const rateDto = (r: RateRow): TouristTaxRateRow => ({
  id: r.id,
  year: r.year,
  percent: Number(r.percent),
  minKopecksPerNight: r.minKopecksPerNight,
});

/** The company's rates, newest year first. */
export async function listRates(app: FastifyInstance, req: FastifyRequest, start: number, limit: number) {
  const where = eq(touristTaxRates.companyId, req.companyId);
  const [rows, [{ n }]] = await Promise.all([
    app.db.select().from(touristTaxRates).where(where).orderBy(desc(touristTaxRates.year)).limit(limit).offset(start),
    app.db.select({ n: count() }).from(touristTaxRates).where(where),
  ]);
  return { rows: rows.map(rateDto), total: n };
}

/** One rate of the company. @throws ApiError 404. */
export async function oneRate(app: FastifyInstance, req: FastifyRequest, id: number): Promise<TouristTaxRateRow> {
  const r = await app.db.query.touristTaxRates.findFirst({
    where: and(eq(touristTaxRates.id, id), eq(touristTaxRates.companyId, req.companyId)),
  });
  return rateDto(foundOr404(req, r, 'backoffice-tourist-tax.errors.notFound'));
}

/**
 * Adds (`id` undefined) or changes a year's rate. @throws ApiError 404 (not the company's),
 * 409 `yearTaken` (the year has a rate).
 */
export async function saveRate(
  app: FastifyInstance,
  req: FastifyRequest,
  body: TouristTaxRateBody,
  id?: number,
): Promise<TouristTaxRateRow> {
  const values = { year: body.year, percent: body.percent, minKopecksPerNight: body.minKopecksPerNight };
  const mine = (rid: number) => and(eq(touristTaxRates.id, rid), eq(touristTaxRates.companyId, req.companyId));
  const taken = () => {
    const msg = req.t('backoffice-tourist-tax.errors.yearTaken');
    return new ApiError(409, msg, { year: [msg] });
  };
  // Every change is audited (docs/rules.md R16.2), in the change's transaction.
  return app.db.transaction(async (tx) => {
    const before =
      id === undefined
        ? null
        : foundOr404(
            req,
            (await tx.select().from(touristTaxRates).where(mine(id)))[0],
            'backoffice-tourist-tax.errors.notFound',
          );
    // A year once (the unique index of company and year): another row of the year is 409.
    const [other] = await tx
      .select({ id: touristTaxRates.id })
      .from(touristTaxRates)
      .where(and(eq(touristTaxRates.companyId, req.companyId), eq(touristTaxRates.year, body.year)));
    if (other && other.id !== id) throw taken();
    const [r] =
      id === undefined
        ? await tx
            .insert(touristTaxRates)
            .values({ ...values, companyId: req.companyId, createdAt: app.clock.now() })
            .onConflictDoNothing()
            .returning()
        : await tx.update(touristTaxRates).set(values).where(mine(id)).returning();
    if (!r) throw taken();
    await recordChange(
      app,
      req,
      {
        entity: 'tourist_tax_rates',
        entityId: r.id,
        action: before ? 'update' : 'create',
        before: snapshot(before),
        after: snapshot(r),
      },
      tx,
    );
    return rateDto(r);
  });
}

const claimColumns = {
  c: touristTaxExemptions,
  bookingNumber: bookings.number,
  uploadName: uploads.name,
};

type ClaimJoined = { c: typeof touristTaxExemptions.$inferSelect; bookingNumber: string; uploadName: string | null };
const claimDto = ({ c, bookingNumber, uploadName }: ClaimJoined): TouristTaxExemptionRow => ({
  id: c.id,
  bookingId: c.bookingId,
  bookingNumber,
  guestIndex: c.guestIndex,
  guestName: c.guestName,
  category: c.category,
  status: c.status,
  uploadName,
  note: c.note,
  decidedAt: c.decidedAt ? toServerTimestamp(c.decidedAt) : null,
  createdAt: toServerTimestamp(c.createdAt),
});

function claimsQuery(app: FastifyInstance) {
  return app.db
    .select(claimColumns)
    .from(touristTaxExemptions)
    .innerJoin(bookings, eq(bookings.id, touristTaxExemptions.bookingId))
    .leftJoin(uploads, eq(uploads.id, touristTaxExemptions.uploadId));
}

/** The company's claims, pending first then newest; by status or booking. */
export async function listClaims(
  app: FastifyInstance,
  req: FastifyRequest,
  q: z.infer<typeof touristTaxExemptionQuery>,
  start: number,
  limit: number,
) {
  const where = and(
    eq(touristTaxExemptions.companyId, req.companyId),
    q.status ? eq(touristTaxExemptions.status, q.status) : undefined,
    q.bookingId ? eq(touristTaxExemptions.bookingId, q.bookingId) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    claimsQuery(app)
      .where(where)
      .orderBy(
        sql`${touristTaxExemptions.status} = 'pending' desc`,
        desc(touristTaxExemptions.id),
        asc(touristTaxExemptions.guestIndex),
      )
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(touristTaxExemptions).where(where),
  ]);
  return { rows: rows.map(claimDto), total: n };
}

/** One claim of the company (with its scan's id). @throws ApiError 404. */
export async function oneClaim(app: FastifyInstance, req: FastifyRequest, id: number) {
  const [r] = await claimsQuery(app).where(
    and(eq(touristTaxExemptions.id, id), eq(touristTaxExemptions.companyId, req.companyId)),
  );
  return foundOr404(req, r, 'backoffice-tourist-tax.errors.claimNotFound');
}

/**
 * Confirms or refuses a pending claim once; a confirmation recomputes the booking's tax and total
 * (docs/rules.md R5.26). @throws ApiError 404, 409 `decided` (no longer pending).
 */
export async function decideClaim(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  body: ExemptionDecisionBody,
): Promise<TouristTaxExemptionRow> {
  await oneClaim(app, req, id);
  await app.db.transaction(async (tx) => {
    const [u] = await tx
      .update(touristTaxExemptions)
      .set({ status: body.decision, note: body.note || null, decidedBy: req.user!.id, decidedAt: app.clock.now() })
      .where(and(eq(touristTaxExemptions.id, id), eq(touristTaxExemptions.status, 'pending')))
      .returning();
    if (!u) throw new ApiError(409, req.t('backoffice-tourist-tax.errors.decided'));
    if (body.decision === 'confirmed') await retaxBooking(tx, u.bookingId);
    await recordChange(
      app,
      req,
      {
        entity: 'tourist_tax_exemptions',
        entityId: u.id,
        action: body.decision === 'confirmed' ? 'approve' : 'reject',
        before: { status: 'pending' },
        after: snapshot(u),
      },
      tx,
    );
  });
  return claimDto(await oneClaim(app, req, id));
}
