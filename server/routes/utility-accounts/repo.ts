/**
 * Queries of the bills resource (docs/rules.md R10.1–R10.7): the caller's utility accounts
 * (someone else's → 404), their receipts, payments, meters and readings; readings checked by
 * src/domain/utility-accounts.ts; a card payment of the debt through the payment service, applied once
 * (server/services/payments/apply.ts applyPaymentResult).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  meterReadings,
  meters,
  objects,
  payments,
  utilityAccounts,
  utilityProviders,
  utilityReceipts,
  utilityTariffs,
} from '../../db/schema';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { startCardPayment } from '../../services/payments';
import type { AcquirerMethod } from '../../../src/domain/payment-methods';
import { pick } from '../../i18n';
import { foundOr404, ownRows } from '../../scope';
import { hotelToday } from '../../../src/domain/hotel-time';
import { toServerTimestamp } from '../../../src/domain/datetime';
import {
  accountCredit,
  accountDebt,
  addMonths,
  dayOfMonth,
  METER_UNITS,
  missedMonthCharge,
  monthDiff,
  payableAmount,
  RECEIPT_DUE_DAY,
  readingWindow,
  receiptStatuses,
} from '../../../src/domain/utility-accounts';
import type { BillDetail, BillRow, RequisitesDto } from '../../../src/contracts/utility-accounts';

export type AccountRow = typeof utilityAccounts.$inferSelect;
/** What a list row needs of its provider. */
type ProviderRow = Pick<typeof utilityProviders.$inferSelect, 'id' | 'name' | 'windowFromDay' | 'windowToDay'>;

/** The caller's account of `id`. @throws ApiError 401, 404 `bills.errors.notFound`. */
export async function ownAccount(app: FastifyInstance, req: FastifyRequest, id: number): Promise<AccountRow> {
  const user = requireUser(req);
  const a = await app.db.query.utilityAccounts.findFirst({
    where: and(eq(utilityAccounts.id, id), ownRows(utilityAccounts, user)),
  });
  return foundOr404(req, a, 'bills.errors.notFound');
}

/** `DD.MM.YYYY` of a `YYYY-MM-DD` date (docs/rules.md R8.2). */
export const dmy = (d: string) => d.split('-').reverse().join('.');

export const today = (app: FastifyInstance) => hotelToday(app.clock.now());

/**
 * Accounts → list rows: debt, last payment, next due date, window (R10.1, R10.3), in one statement
 * (docs/architecture.md § The server, "where the time goes" of the lists): each account with its
 * provider and room, its receipts as `[month, total, due date]` triples, the sum of its succeeded
 * payments and the last of them. The receipts' statuses stay in src/domain/utility-accounts.ts.
 * @param where which accounts (already scoped to the caller).
 */
async function rows(
  app: FastifyInstance,
  req: FastifyRequest,
  where: SQL,
): Promise<{ row: BillRow; provider: ProviderRow }[]> {
  const found = await app.db
    .select({
      id: utilityAccounts.id,
      number: utilityAccounts.number,
      category: utilityAccounts.category,
      pibNumber: utilityAccounts.pibNumber,
      provider: {
        id: utilityProviders.id,
        name: utilityProviders.name,
        windowFromDay: utilityProviders.windowFromDay,
        windowToDay: utilityProviders.windowToDay,
      },
      objectTitle: objects.title,
      objectNumber: objects.number,
      // Table names written out: correlated to the outer account (docs/architecture.md § The server).
      receipts: sql<
        [string, number, string][] | null
      >`(select json_agg(json_build_array(r.month, r.total_kopecks, r.due_date))
        from utility_receipts r where r.account_id = ${utilityAccounts.id})`,
      paid: sql<[number, number, number] | null>`(select json_build_array(sum(p.amount_kopecks),
          (array_agg(p.amount_kopecks order by p.created_at desc))[1],
          (array_agg(extract(epoch from coalesce(p.finished_at, p.created_at)) * 1000 order by p.created_at desc))[1])
        from payments p where p.utility_account_id = ${utilityAccounts.id} and p.status = 'succeeded' having count(*) > 0)`,
    })
    .from(utilityAccounts)
    .innerJoin(utilityProviders, eq(utilityProviders.id, utilityAccounts.providerId))
    .leftJoin(objects, eq(objects.id, utilityAccounts.objectId))
    .where(where)
    .orderBy(asc(utilityAccounts.number));
  const day = today(app);
  return found.map((a) => {
    const rs = (a.receipts ?? []).map(([month, totalKopecks, dueDate]) => ({ month, totalKopecks, dueDate }));
    const paid = a.paid ? Number(a.paid[0]) : 0;
    const charged = rs.reduce((s, r) => s + r.totalKopecks, 0);
    const statuses = receiptStatuses(rs, paid);
    const unpaid = rs.filter((_, i) => statuses[i].status !== 'paid').sort((x, y) => x.month.localeCompare(y.month));
    return {
      provider: a.provider,
      row: {
        id: a.id,
        number: a.number,
        category: a.category,
        pibNumber: a.pibNumber,
        objectTitle: a.objectTitle ? `${pick(a.objectTitle, req.lang)} № ${a.objectNumber}` : '',
        providerName: a.provider.name,
        debtKopecks: accountDebt(charged, paid),
        creditKopecks: accountCredit(charged, paid),
        lastPaymentDate: a.paid ? hotelToday(new Date(Number(a.paid[2]))) : null,
        lastPaymentKopecks: a.paid ? Number(a.paid[1]) : null,
        nextPaymentDate: unpaid[0]?.dueDate ?? dayOfMonth(addMonths(day.slice(0, 7), 1), RECEIPT_DUE_DAY),
        window: readingWindow(day, a.provider.windowFromDay, a.provider.windowToDay),
      },
    };
  });
}

/** GET app/v1/bills: the caller's accounts, by number (one statement besides the session). */
export async function listAccounts(app: FastifyInstance, req: FastifyRequest): Promise<BillRow[]> {
  const user = requireUser(req);
  return (await rows(app, req, ownRows(utilityAccounts, user))).map((r) => r.row);
}

/** GET app/v1/bills/{id}: the account with receipts, payments, readings and meters (R10.1–R10.6). */
export async function accountDetail(app: FastifyInstance, req: FastifyRequest, a: AccountRow): Promise<BillDetail> {
  const [{ row, provider }] = await rows(app, req, eq(utilityAccounts.id, a.id));
  const [recs, pays, ms] = await Promise.all([
    app.db
      .select()
      .from(utilityReceipts)
      .where(eq(utilityReceipts.accountId, a.id))
      .orderBy(desc(utilityReceipts.month)),
    app.db.select().from(payments).where(eq(payments.utilityAccountId, a.id)).orderBy(desc(payments.createdAt)),
    app.db.select().from(meters).where(eq(meters.accountId, a.id)).orderBy(asc(meters.id)),
  ]);
  const readings = ms.length
    ? await app.db
        .select()
        .from(meterReadings)
        .where(
          inArray(
            meterReadings.meterId,
            ms.map((m) => m.id),
          ),
        )
        .orderBy(desc(meterReadings.month), asc(meterReadings.meterId))
    : [];
  const paid = pays.filter((p) => p.status === 'succeeded').reduce((s, p) => s + p.amountKopecks, 0);
  const statuses = receiptStatuses(recs, paid);
  const month = row.window.month;
  const norms = await app.db
    .select()
    .from(utilityTariffs)
    .where(eq(utilityTariffs.providerId, provider.id))
    .orderBy(desc(utilityTariffs.validFrom));
  return {
    ...row,
    receipts: recs.map((r, i) => ({
      id: r.id,
      month: r.month,
      lines: r.lines,
      totalKopecks: r.totalKopecks,
      paidKopecks: statuses[i].paidKopecks,
      status: statuses[i].status,
      dueDate: r.dueDate,
    })),
    payments: pays.map((p) => ({
      id: p.id,
      amountKopecks: p.amountKopecks,
      method: p.method,
      status: p.status,
      createdAt: toServerTimestamp(p.createdAt),
    })),
    readings: readings.map((r) => {
      const m = ms.find((x) => x.id === r.meterId)!;
      return {
        id: r.id,
        meterId: r.meterId,
        kind: m.kind,
        serial: m.serial,
        month: r.month,
        value: r.value,
        consumption: r.consumption,
        rollover: r.rollover,
        anomaly: r.anomaly,
        status: r.status,
        note: r.note,
      };
    }),
    // A replaced meter's readings stay in the history; only active meters take new ones (R10.9).
    meters: ms
      .filter((m) => m.status === 'active')
      .map((m) => {
        const mine = readings.filter((r) => r.meterId === m.id);
        const before = mine.filter((r) => r.month < month);
        const current = mine.find((r) => r.month === month);
        const history = before.slice(0, 6).map((r) => r.consumption);
        const lastMonth = before[0]?.month;
        const missedInRow = lastMonth ? monthDiff(lastMonth, month) : 1;
        const norm = norms.find((t) => t.service === m.kind && t.validFrom <= month)?.normPerMonth ?? 0;
        return {
          id: m.id,
          kind: m.kind,
          unit: METER_UNITS[m.kind],
          serial: m.serial,
          digits: m.digits,
          previousValue: before[0]?.value ?? m.initialValue,
          currentValue: current?.value ?? null,
          currentStatus: current?.status ?? null,
          currentNote: current?.note ?? null,
          history,
          missed: missedMonthCharge(history, missedInRow, norm),
        };
      }),
  };
}

/** GET app/v1/bills/requisites: the providers of the caller's accounts (R10.1). */
export async function listRequisites(app: FastifyInstance, req: FastifyRequest): Promise<RequisitesDto[]> {
  const user = requireUser(req);
  const rs = await app.db
    .select({ p: utilityProviders, number: utilityAccounts.number })
    .from(utilityAccounts)
    .innerJoin(utilityProviders, eq(utilityProviders.id, utilityAccounts.providerId))
    .where(ownRows(utilityAccounts, user))
    .orderBy(asc(utilityProviders.id), asc(utilityAccounts.number));
  const out = new Map<number, RequisitesDto>();
  for (const { p, number } of rs) {
    const d = out.get(p.id) ?? {
      id: p.id,
      name: p.name,
      inn: p.inn,
      kpp: p.kpp,
      ogrn: p.ogrn,
      bic: p.bic,
      corrAccount: p.corrAccount,
      account: p.account,
      bankName: p.bankName,
      legalAddress: p.legalAddress,
      postalAddress: p.postalAddress,
      accountNumbers: [],
    };
    d.accountNumbers.push(number);
    out.set(p.id, d);
  }
  return [...out.values()];
}

/**
 * Starts a card payment of `amountKopecks` (default: the whole debt) of the account (R10.7).
 * A pending attempt of the same amount is reused, so a double click starts one payment; any other
 * pending attempt is withdrawn (R5.23); the result is applied once by applyPaymentResult.
 * @throws ApiError 409 `bills.errors.noDebt`, 422 `bills.errors.amount`, 503 when the acquirer fails.
 */
export async function startAccountPayment(
  app: FastifyInstance,
  req: FastifyRequest,
  a: AccountRow,
  amountKopecks?: number,
  method: AcquirerMethod = 'card',
) {
  const [row] = await rows(app, req, eq(utilityAccounts.id, a.id));
  const debt = row.row.debtKopecks;
  if (debt <= 0) throw new ApiError(409, req.t('bills.errors.noDebt'));
  const amount = amountKopecks ?? debt;
  if (!payableAmount(amount, debt))
    throw new ApiError(422, req.t('bills.errors.amount'), { amountKopecks: [req.t('bills.errors.amount')] });
  const started = await startCardPayment(app, req, {
    companyId: a.companyId,
    link: { utilityAccountId: a.id },
    amountKopecks: amount,
    description: req.t('bills.paymentDescription', { number: a.number }),
    returnPath: () => `/bills/${a.id}`,
    method,
  });
  return { ...started, amountKopecks: amount };
}
