/**
 * Queries of the back-office meter readings (docs/rules.md R10.11): the company's readings, by
 * default those to review, and accepting one as sent or correcting its value with a note the
 * tenant sees ("not below the previous" compares readings of the same meter, R10.9). A billed
 * reading is no longer changed. Another company's reading → 404; every change audited
 * (server/services/audit.ts). The rest of the back-office utilities is ./repo.ts.
 */
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meterReadings, meters, utilityAccounts } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { recordChange, snapshot } from '../../../services/audit';
import { roundVolume } from '../../../../src/domain/utility-accounts';
import type { BoReadingRow, CorrectReadingBody } from '../../../../src/contracts/backoffice-utility-accounts';
import { notFound } from './repo';

type Req = FastifyRequest;

/** The reading `id` of the company with its meter and account. @throws ApiError 404. */
async function companyReading(app: FastifyInstance, req: Req, id: number) {
  const [r] = await app.db
    .select({ r: meterReadings, m: meters, a: utilityAccounts })
    .from(meterReadings)
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .innerJoin(utilityAccounts, eq(utilityAccounts.id, meters.accountId))
    .where(and(eq(meterReadings.id, id), eq(utilityAccounts.companyId, req.companyId)));
  if (!r) throw notFound(req);
  return r;
}

/** The value before `month` of a meter (its initial value when none). */
async function previousValue(app: FastifyInstance, m: typeof meters.$inferSelect, month: string): Promise<number> {
  const [prev] = await app.db
    .select({ value: meterReadings.value })
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, m.id), lt(meterReadings.month, month)))
    .orderBy(desc(meterReadings.month))
    .limit(1);
  return prev?.value ?? m.initialValue;
}

/** GET …/utility-readings: readings of the company, by default those to review (`needs_review`), newest first. */
export async function listReadings(
  app: FastifyInstance,
  req: Req,
  status: BoReadingRow['status'] | undefined,
  start: number,
  limit: number,
): Promise<{ rows: BoReadingRow[]; total: number }> {
  const where = and(eq(meterReadings.companyId, req.companyId), eq(meterReadings.status, status ?? 'needs_review'));
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select({ r: meterReadings, m: meters, a: utilityAccounts })
      .from(meterReadings)
      .innerJoin(meters, eq(meters.id, meterReadings.meterId))
      .innerJoin(utilityAccounts, eq(utilityAccounts.id, meters.accountId))
      .where(where)
      .orderBy(desc(meterReadings.month), desc(meterReadings.id))
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(meterReadings).where(where),
  ]);
  return {
    total: n,
    rows: await Promise.all(
      rows.map(async ({ r, m, a }) => toReadingRow(r, m, a, await previousValue(app, m, r.month))),
    ),
  };
}

const toReadingRow = (
  r: typeof meterReadings.$inferSelect,
  m: typeof meters.$inferSelect,
  a: typeof utilityAccounts.$inferSelect,
  previous: number,
): BoReadingRow => ({
  id: r.id,
  accountId: a.id,
  accountNumber: a.number,
  kind: m.kind,
  serial: m.serial,
  month: r.month,
  value: r.value,
  previousValue: previous,
  consumption: r.consumption,
  rollover: r.rollover,
  anomaly: r.anomaly,
  status: r.status,
  note: r.note,
  photoUploadId: r.photoUploadId,
});

/**
 * Accepts a reading as sent, or corrects its value with a note the tenant sees (R10.11). A billed
 * reading is no longer changed.
 * @throws ApiError 404, 409 `backoffice-utility-readings.errors.billed`, 422 `{ value }` below the previous reading.
 */
export async function reviewReading(
  app: FastifyInstance,
  req: Req,
  id: number,
  correction?: CorrectReadingBody,
): Promise<BoReadingRow> {
  const { r, m, a } = await companyReading(app, req, id);
  if (r.status === 'billed') throw new ApiError(409, req.t('backoffice-utility-readings.errors.billed'));
  const previous = await previousValue(app, m, r.month);
  const set: Partial<typeof meterReadings.$inferInsert> = {
    status: 'accepted',
    reviewedBy: req.user!.id,
    reviewedAt: app.clock.now(),
  };
  if (correction) {
    if (correction.value < previous && !r.rollover) {
      const msg = req.t('bills.errors.lowerThanPrevious', { previous });
      throw new ApiError(422, msg, { value: [msg] });
    }
    set.value = correction.value;
    set.consumption =
      r.rollover && correction.value < previous
        ? roundVolume(10 ** m.digits - previous + correction.value)
        : roundVolume(correction.value - previous);
    set.note = correction.note;
  }
  return app.db.transaction(async (tx) => {
    const [after] = await tx.update(meterReadings).set(set).where(eq(meterReadings.id, r.id)).returning();
    await recordChange(
      app,
      req,
      {
        entity: 'meter_readings',
        entityId: r.id,
        action: correction ? 'correct' : 'accept',
        before: snapshot(r),
        after: snapshot(after),
      },
      tx,
    );
    return toReadingRow(after, m, a, previous);
  });
}
