/**
 * The tenant's meter readings of one utility account (docs/rules.md R10.3–R10.5, R10.12): the
 * window, the checks of src/domain/utility-accounts.ts, anomalies sent to review. Split from
 * ./repo.ts, which keeps the accounts, their detail, requisites and payment.
 */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meterReadings, meters, uploads, utilityProviders } from '../../db/schema';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { checkReading, readingWindow, type ReadingError } from '../../../src/domain/utility-accounts';
import type { ReadingsCreate } from '../../../src/contracts/utility-accounts';
import { type AccountRow, dmy, today } from './repo';

/**
 * Records this month's readings (R10.3–R10.5), one per meter (a second send in the window
 * replaces the first). All or nothing.
 * @throws ApiError 422 `{ message, errors: { 'readings.<i>.value': [...] } }` when the window is
 *         closed, a meter is not the account's, a value is lower than the previous one without a
 *         confirmed rollover, or above the meter's capacity; 422 for a photo not the caller's;
 *         409 `bills.errors.reviewed` when this month's reading was accepted or billed (R10.12).
 * @returns meter ids flagged as anomalies (accepted, sent to review).
 */
export async function submitReadings(
  app: FastifyInstance,
  req: FastifyRequest,
  a: AccountRow,
  body: ReadingsCreate,
): Promise<number[]> {
  const user = requireUser(req);
  const provider = await app.db.query.utilityProviders.findFirst({ where: eq(utilityProviders.id, a.providerId) });
  const w = readingWindow(today(app), provider?.windowFromDay, provider?.windowToDay);
  if (!w.open) throw new ApiError(422, req.t('bills.errors.windowClosed', { from: dmy(w.from), to: dmy(w.to) }));
  const ms = await app.db
    .select()
    .from(meters)
    .where(and(eq(meters.accountId, a.id), eq(meters.status, 'active')));
  const errors: Record<string, string[]> = {};
  const rowsToWrite: (typeof meterReadings.$inferInsert)[] = [];
  const anomalies: number[] = [];
  for (const [i, r] of body.readings.entries()) {
    const m = ms.find((x) => x.id === r.meterId);
    if (!m) {
      errors[`readings.${i}.meterId`] = [req.t('bills.errors.meterNotFound')];
      continue;
    }
    if (r.photoUploadId) {
      const up = await app.db.query.uploads.findFirst({
        where: and(eq(uploads.id, r.photoUploadId), eq(uploads.userId, user.id)),
      });
      if (!up) errors[`readings.${i}.photoUploadId`] = [req.t('validation.invalid')];
    }
    const before = await app.db
      .select()
      .from(meterReadings)
      .where(and(eq(meterReadings.meterId, m.id), lt(meterReadings.month, w.month)))
      .orderBy(desc(meterReadings.month))
      .limit(6);
    const v = checkReading({
      value: r.value,
      previous: before[0]?.value ?? m.initialValue,
      digits: m.digits,
      rolloverConfirmed: r.rollover,
      history: before.map((b) => b.consumption),
    });
    if (!v.ok) {
      errors[`readings.${i}.value`] = [
        req.t(`bills.errors.${v.error satisfies ReadingError}`, { previous: before[0]?.value ?? m.initialValue }),
      ];
      continue;
    }
    if (v.anomaly) anomalies.push(m.id);
    rowsToWrite.push({
      companyId: a.companyId,
      meterId: m.id,
      month: w.month,
      value: r.value,
      consumption: v.consumption,
      rollover: v.rollover,
      anomaly: v.anomaly,
      status: v.anomaly || v.rollover ? 'needs_review' : 'submitted',
      photoUploadId: r.photoUploadId ?? null,
      submittedBy: user.id,
    });
  }
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0][0];
    throw new ApiError(422, first, errors);
  }
  // R10.12: a reading a manager has accepted (or that is billed) is no longer the tenant's to change.
  if (rowsToWrite.length) {
    const reviewed = await app.db
      .select({ id: meterReadings.id })
      .from(meterReadings)
      .where(
        and(
          inArray(
            meterReadings.meterId,
            rowsToWrite.map((r) => r.meterId),
          ),
          eq(meterReadings.month, w.month),
          inArray(meterReadings.status, ['accepted', 'billed']),
        ),
      )
      .limit(1);
    if (reviewed.length) throw new ApiError(409, req.t('bills.errors.reviewed'));
  }
  await app.db.transaction(async (tx) => {
    for (const r of rowsToWrite) {
      await tx
        .insert(meterReadings)
        .values(r)
        .onConflictDoUpdate({
          target: [meterReadings.meterId, meterReadings.month],
          set: {
            value: r.value,
            consumption: r.consumption,
            rollover: r.rollover,
            anomaly: r.anomaly,
            status: r.status,
            photoUploadId: r.photoUploadId,
            submittedBy: r.submittedBy,
            createdAt: app.clock.now(),
          },
        });
    }
  });
  return anomalies;
}
