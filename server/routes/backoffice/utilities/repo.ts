/**
 * Queries of the back-office utilities (docs/rules.md R10.9–R10.11): accounts and meters per room,
 * meter replacement, payments from a bank statement (once per reference), tariffs, readings to
 * review, receipts of a month and the monthly job. Rows of the manager's company only (another
 * company's → 404); every change audited (server/services/audit.ts).
 */
import { and, asc, count, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  meterReadings,
  meters,
  objects,
  payments,
  users,
  utilityAccounts,
  utilityProviders,
  utilityReceipts,
  utilityTariffs,
} from '../../../db/schema';
import { ApiError } from '../../../errors';
import { pick } from '../../../i18n';
import { recordChange, snapshot } from '../../../services/audit';
import { generateReceipts } from '../../../jobs/utilities';
import { accountDebt, monthOf, roundVolume, type MeterKind } from '../../../../src/domain/bills';
import { pageTotal, windowTotal } from '../../../paging';
import type {
  BankPaymentBody,
  BoAccountRow,
  BoReadingRow,
  BoReceiptRow,
  BoTariffRow,
  CorrectReadingBody,
  ReplaceMeterBody,
  TariffBody,
} from '../../../../src/contracts/backoffice-utilities';

type Req = FastifyRequest;
const notFound = (req: Req) => new ApiError(404, req.t('error.notFoundApi'));

/** A meter as the account list reads it: id, kind, serial, digits, status, last value, replaced on. */
type ListedMeter = [number, string, string, number, 'active' | 'replaced', number, string | null];

/**
 * GET …/utility-accounts: accounts by room number, searched by account number, room or tenant; in
 * one statement (docs/architecture.md § The server): the row's columns, the receipts' and succeeded
 * payments' sums, the meters with their last reading as JSON, and the total before paging.
 */
export async function listAccounts(
  app: FastifyInstance,
  req: Req,
  q: string | undefined,
  start: number,
  limit: number,
): Promise<{ rows: BoAccountRow[]; total: number }> {
  const like = q?.trim() ? `%${q.trim().replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    eq(utilityAccounts.companyId, req.companyId),
    like
      ? or(
          ilike(utilityAccounts.number, like),
          ilike(objects.number, like),
          ilike(users.surname, like),
          ilike(users.phone, like),
        )
      : undefined,
  );
  const page = (offset: number, lim: number) =>
    app.db
      .select({
        id: utilityAccounts.id,
        number: utilityAccounts.number,
        category: utilityAccounts.category,
        roomTitle: objects.title,
        roomNumber: objects.number,
        surname: users.surname,
        name: users.name,
        phone: users.phone,
        providerName: utilityProviders.name,
        // Table names written out: correlated to the outer account.
        charged: sql<number>`(select coalesce(sum(r.total_kopecks), 0)::float8 from utility_receipts r
          where r.account_id = ${utilityAccounts.id})`,
        paid: sql<number>`(select coalesce(sum(p.amount_kopecks), 0)::float8 from payments p
          where p.utility_account_id = ${utilityAccounts.id} and p.status = 'succeeded')`,
        meters: sql<ListedMeter[] | null>`(select json_agg(json_build_array(m.id, m.kind, m.serial, m.digits, m.status,
            coalesce((select mr.value from meter_readings mr where mr.meter_id = m.id order by mr.month desc limit 1),
              m.initial_value), m.replaced_on) order by m.id)
          from meters m where m.account_id = ${utilityAccounts.id})`,
        total: windowTotal(),
      })
      .from(utilityAccounts)
      .innerJoin(objects, eq(objects.id, utilityAccounts.objectId))
      .innerJoin(users, eq(users.id, utilityAccounts.userId))
      .innerJoin(utilityProviders, eq(utilityProviders.id, utilityAccounts.providerId))
      .where(where)
      .orderBy(asc(objects.number), asc(utilityAccounts.number))
      .limit(lim)
      .offset(offset);
  const rows = await page(start, limit);
  return {
    total: await pageTotal(rows, start, async () => (await page(0, 1))[0]?.total ?? 0),
    rows: rows.map((a) => ({
      id: a.id,
      number: a.number,
      category: a.category,
      room: `${pick(a.roomTitle, req.lang)} № ${a.roomNumber}`,
      tenant: [[a.surname, a.name].filter(Boolean).join(' '), a.phone].filter(Boolean).join(' · '),
      providerName: a.providerName,
      debtKopecks: accountDebt(a.charged, a.paid),
      meters: (a.meters ?? []).map(([id, kind, serial, digits, status, lastValue, replacedOn]) => ({
        id,
        kind: kind as MeterKind,
        serial,
        digits,
        status,
        lastValue,
        replacedOn,
      })),
    })),
  };
}

/** The company's account `id`. @throws ApiError 404. */
async function companyAccount(app: FastifyInstance, req: Req, id: number) {
  const a = await app.db.query.utilityAccounts.findFirst({
    where: and(eq(utilityAccounts.id, id), eq(utilityAccounts.companyId, req.companyId)),
  });
  if (!a) throw notFound(req);
  return a;
}

/**
 * Replaces an active meter of the account (R10.9): the old meter gets its final reading for the
 * month of `date` and becomes `replaced`; a new meter of the same kind starts at `initialValue`.
 * @throws ApiError 404 (account or meter), 409 a meter already replaced, 422 `{ finalValue }` below
 *         the old meter's last reading.
 */
export async function replaceMeter(app: FastifyInstance, req: Req, accountId: number, body: ReplaceMeterBody) {
  const a = await companyAccount(app, req, accountId);
  const old = await app.db.query.meters.findFirst({
    where: and(eq(meters.id, body.meterId), eq(meters.accountId, a.id)),
  });
  if (!old) throw notFound(req);
  if (old.status !== 'active') throw new ApiError(409, req.t('backoffice-utility-accounts.errors.replaced'));
  const month = monthOf(body.date);
  const [prev] = await app.db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, old.id), lt(meterReadings.month, month)))
    .orderBy(desc(meterReadings.month))
    .limit(1);
  const previous = prev?.value ?? old.initialValue;
  if (body.finalValue < previous) {
    const msg = req.t('bills.errors.lowerThanPrevious', { previous });
    throw new ApiError(422, msg, { finalValue: [msg] });
  }
  const user = req.user!;
  return app.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(meters)
      .values({
        companyId: a.companyId,
        accountId: a.id,
        kind: old.kind,
        serial: body.serial,
        digits: body.digits,
        initialValue: body.initialValue,
      })
      .returning();
    const [after] = await tx
      .update(meters)
      .set({ status: 'replaced', replacedById: fresh.id, replacedOn: body.date })
      .where(eq(meters.id, old.id))
      .returning();
    const consumption = roundVolume(body.finalValue - previous);
    await tx
      .insert(meterReadings)
      .values({
        companyId: a.companyId,
        meterId: old.id,
        month,
        value: body.finalValue,
        consumption,
        status: 'accepted',
        submittedBy: user.id,
        reviewedBy: user.id,
        reviewedAt: app.clock.now(),
      })
      .onConflictDoUpdate({
        target: [meterReadings.meterId, meterReadings.month],
        set: {
          value: body.finalValue,
          consumption,
          status: 'accepted',
          reviewedBy: user.id,
          reviewedAt: app.clock.now(),
        },
      });
    await recordChange(
      app,
      req,
      {
        entity: 'meters',
        entityId: old.id,
        action: 'replace',
        before: snapshot(old),
        after: { ...snapshot(after), finalValue: body.finalValue, newMeter: snapshot(fresh) },
      },
      tx,
    );
    return { id: fresh.id };
  });
}

/**
 * Records a payment from a bank statement (R10.11): a succeeded `bank_transfer` of the account,
 * its reference stored as the provider's payment id, so a reference is recorded once.
 * @throws ApiError 404, 409 `backoffice-utility-accounts.errors.duplicate` for a reference already recorded.
 */
export async function recordBankPayment(app: FastifyInstance, req: Req, accountId: number, body: BankPaymentBody) {
  const a = await companyAccount(app, req, accountId);
  const at = new Date(`${body.date}T12:00:00Z`);
  return app.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(payments)
      .values({
        companyId: a.companyId,
        utilityAccountId: a.id,
        method: 'bank_transfer',
        provider: 'bank',
        providerPaymentId: `statement:${a.companyId}:${body.reference}`,
        idempotencyKey: `statement:${a.companyId}:${body.reference}`,
        amountKopecks: body.amountKopecks,
        status: 'succeeded',
        createdAt: at,
        finishedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!p)
      throw new ApiError(409, req.t('backoffice-utility-accounts.errors.duplicate', { reference: body.reference }));
    await recordChange(
      app,
      req,
      { entity: 'payments', entityId: p.id, action: 'bank-statement', before: null, after: snapshot(p) },
      tx,
    );
    return { id: p.id, accountId: a.id, amountKopecks: p.amountKopecks, date: body.date, reference: body.reference };
  });
}

/** GET …/utility-tariffs: the company's tariffs, newest period first. */
export async function listTariffs(
  app: FastifyInstance,
  req: Req,
  providerId: number | undefined,
  start: number,
  limit: number,
): Promise<{ rows: BoTariffRow[]; total: number }> {
  const where = and(
    eq(utilityTariffs.companyId, req.companyId),
    providerId ? eq(utilityTariffs.providerId, providerId) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select({ t: utilityTariffs, providerName: utilityProviders.name })
      .from(utilityTariffs)
      .innerJoin(utilityProviders, eq(utilityProviders.id, utilityTariffs.providerId))
      .where(where)
      .orderBy(desc(utilityTariffs.validFrom), asc(utilityTariffs.providerId), asc(utilityTariffs.service))
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(utilityTariffs).where(where),
  ]);
  return {
    total: n,
    rows: rows.map(({ t, providerName }) => ({
      id: t.id,
      providerId: t.providerId,
      providerName,
      service: t.service,
      validFrom: t.validFrom,
      priceKopecks: t.priceKopecks,
      normPerMonth: t.normPerMonth,
    })),
  };
}

/** The company's providers (for the tariff form). */
export async function listProviders(app: FastifyInstance, req: Req) {
  return app.db
    .select({ id: utilityProviders.id, name: utilityProviders.name })
    .from(utilityProviders)
    .where(eq(utilityProviders.companyId, req.companyId))
    .orderBy(asc(utilityProviders.id));
}

/** POST …/utility-tariffs: sets the price and norm of a service from a month on (R10.11). @throws ApiError 422 `{ providerId }` for another company's provider. */
export async function saveTariff(app: FastifyInstance, req: Req, body: TariffBody): Promise<BoTariffRow> {
  const p = await app.db.query.utilityProviders.findFirst({
    where: and(eq(utilityProviders.id, body.providerId), eq(utilityProviders.companyId, req.companyId)),
  });
  if (!p) throw new ApiError(422, req.t('validation.failed'), { providerId: [req.t('validation.invalid')] });
  return app.db.transaction(async (tx) => {
    const before = await tx.query.utilityTariffs.findFirst({
      where: and(
        eq(utilityTariffs.providerId, p.id),
        eq(utilityTariffs.service, body.service),
        eq(utilityTariffs.validFrom, body.validFrom),
      ),
    });
    const [t] = await tx
      .insert(utilityTariffs)
      .values({ companyId: req.companyId, ...body })
      .onConflictDoUpdate({
        target: [utilityTariffs.providerId, utilityTariffs.service, utilityTariffs.validFrom],
        set: { priceKopecks: body.priceKopecks, normPerMonth: body.normPerMonth },
      })
      .returning();
    await recordChange(
      app,
      req,
      {
        entity: 'utility_tariffs',
        entityId: t.id,
        action: before ? 'update' : 'create',
        before: snapshot(before),
        after: snapshot(t),
      },
      tx,
    );
    return {
      id: t.id,
      providerId: p.id,
      providerName: p.name,
      service: t.service,
      validFrom: t.validFrom,
      priceKopecks: t.priceKopecks,
      normPerMonth: t.normPerMonth,
    };
  });
}

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

/** GET …/utility-receipts: receipts of the company (of `month` when given), newest first. */
export async function listReceipts(
  app: FastifyInstance,
  req: Req,
  month: string | undefined,
  start: number,
  limit: number,
): Promise<{ rows: BoReceiptRow[]; total: number }> {
  const where = and(eq(utilityReceipts.companyId, req.companyId), month ? eq(utilityReceipts.month, month) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select({ r: utilityReceipts, number: utilityAccounts.number })
      .from(utilityReceipts)
      .innerJoin(utilityAccounts, eq(utilityAccounts.id, utilityReceipts.accountId))
      .where(where)
      .orderBy(desc(utilityReceipts.month), asc(utilityAccounts.number))
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(utilityReceipts).where(where),
  ]);
  return {
    total: n,
    rows: rows.map(({ r, number }) => ({
      id: r.id,
      accountId: r.accountId,
      accountNumber: number,
      month: r.month,
      totalKopecks: r.totalKopecks,
      dueDate: r.dueDate,
      bases: r.lines.map((l) => l.basis),
    })),
  };
}

/** POST …/utility-receipts/generate: runs the monthly job for `month` for the company (idempotent), audited. */
export async function generateForMonth(app: FastifyInstance, req: Req, month: string) {
  const created = await generateReceipts(app, month, req.companyId);
  await recordChange(app, req, {
    entity: 'utility_receipts',
    entityId: created[0] ?? 0,
    action: 'generate',
    before: null,
    after: { month, created },
  });
  return { month, created: created.length };
}
