/**
 * Queries of the back-office utility accounts (docs/rules.md R10.9, R10.11): accounts and meters
 * per room, meter replacement and payments from a bank statement (once per reference). Tariffs and
 * providers are ./tariffs-repo.ts, readings to review ./readings-repo.ts, receipts of a month and
 * the monthly job ./receipts-repo.ts. Rows of the manager's company only (another company's → 404);
 * every change audited (server/services/audit.ts).
 */
import { and, asc, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meterReadings, meters, objects, payments, users, utilityAccounts, utilityProviders } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { pick } from '../../../i18n';
import { recordChange, snapshot } from '../../../services/audit';
import { accountDebt, monthOf, roundVolume, type MeterKind } from '../../../../src/domain/utility-accounts';
import { pageTotal, windowTotal } from '../../../paging';
import type {
  BankPaymentBody,
  BoAccountRow,
  ReplaceMeterBody,
} from '../../../../src/contracts/backoffice-utility-accounts';

type Req = FastifyRequest;
/** 404 for a row of another company (or none); also ./readings-repo.ts's. */
export const notFound = (req: Req) => new ApiError(404, req.t('error.notFoundApi'));

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
