/**
 * The one lease implementation (docs/rules.md R9, R12.4) behind the tenant's /rents, the owner's
 * tenants and the back office: creating a lease with its schedule, quoting and applying an
 * extension (the booking engine's availability and price, src/domain/rents.ts), quoting and
 * applying an early end, accepting the check-in, and paying a charge (payment target
 * `rent_charge`, {@link rentChargePaymentTarget}). Callers scope the lease first (the route's
 * repo); these functions trust the row they get.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bookingObjects,
  companies,
  leaseDocuments,
  leases,
  objects,
  payments,
  rentCharges,
  tariffs,
  users,
} from '../db/schema';
import { ApiError } from '../errors';
import { pick } from '../i18n';
import { notifyUser } from './push';
import { startTargetPayment, type PaymentKind, type StartedPayment, type Tx } from './payments';
import { stayNights } from '../../src/domain/bookings';
import { hotelToday } from '../../src/domain/hotel-time';
import { rentPeriod, rentSchedule } from '../../src/domain/rents';
import type { PaymentMethod } from '../../src/contracts/payments';

export type RentRecord = typeof leases.$inferSelect;
export type ChargeRow = typeof rentCharges.$inferSelect;
type Writer = Pick<FastifyInstance['db'], 'insert' | 'update' | 'select' | 'delete'> | Tx;

/** The payment-target kind of a rent charge. */
export const RENT_CHARGE_KIND = 'rent_charge';

export const today = (app: Pick<FastifyInstance, 'clock'>) => hotelToday(app.clock.now());
export const dmy = (d: string) => d.split('-').reverse().join('.');

/** The tariff an extension is priced with: the company's `standard` tariff, else its first (R5.8, R9.2). */
export async function rentTariff(app: FastifyInstance, companyId: number) {
  const rows = await app.db
    .select()
    .from(tariffs)
    .where(eq(tariffs.companyId, companyId))
    .orderBy(asc(tariffs.position));
  return rows.find((t) => t.code === 'standard') ?? rows[0] ?? null;
}

/**
 * The nights of `objectId` taken in `[from, to)` by active bookings and by other leases (their
 * nights up to the end or the early move-out) — the availability public booking uses (R5.7).
 */
export async function takenNights(
  app: FastifyInstance,
  objectId: number,
  from: string,
  to: string,
  exceptLeaseId = 0,
): Promise<Set<string>> {
  const [bks, ls] = await Promise.all([
    app.db
      .select({ checkIn: bookingObjects.checkIn, checkOut: bookingObjects.checkOut })
      .from(bookingObjects)
      .where(
        and(
          eq(bookingObjects.objectId, objectId),
          eq(bookingObjects.active, true),
          lt(bookingObjects.checkIn, to),
          gt(bookingObjects.checkOut, from),
        ),
      ),
    app.db
      .select({ s: leases.startDate, e: leases.endDate, early: leases.endedEarlyOn })
      .from(leases)
      .where(
        and(
          eq(leases.objectId, objectId),
          ne(leases.id, exceptLeaseId),
          lt(leases.startDate, to),
          gt(leases.endDate, from),
        ),
      ),
  ]);
  const out = new Set<string>();
  const add = (a: string, b: string) => {
    for (const d of stayNights(a > from ? a : from, b < to ? b : to)) out.add(d);
  };
  for (const b of bks) add(b.checkIn, b.checkOut);
  for (const l of ls) add(l.s, l.early && l.early < l.e ? l.early : l.e);
  return out;
}

/** Inserts the charges of a schedule. */
export async function insertCharges(
  tx: Writer,
  l: RentRecord,
  drafts: { periodFrom: string; periodTo: string; dueDate: string; amountKopecks: number }[],
) {
  if (drafts.length)
    await tx.insert(rentCharges).values(drafts.map((c) => ({ companyId: l.companyId, leaseId: l.id, ...c })));
}

/** Input of {@link createRent}. */
export interface RentInput {
  objectId: number;
  tenantId: number;
  createdBy: number | null;
  startDate: string;
  endDate: string;
  monthlyRentKopecks: number;
  depositKopecks: number;
  noticeDays: number;
  payerType: 'individual' | 'legal';
}

/**
 * Creates a lease with its schedule and contract document (R9.1, R12.4).
 * @throws ApiError 409 `rents.errors.busy` when a night is booked or leased; 422 for a past start.
 */
export async function createRent(
  app: FastifyInstance,
  req: FastifyRequest,
  companyId: number,
  input: RentInput,
): Promise<RentRecord> {
  if (input.startDate < today(app))
    throw new ApiError(422, req.t('rents.errors.pastStart'), { startDate: [req.t('rents.errors.pastStart')] });
  let drafts;
  try {
    drafts = rentSchedule(input.startDate, input.endDate, input.monthlyRentKopecks);
  } catch {
    throw new ApiError(422, req.t('rents.errors.tooLong'), { endDate: [req.t('rents.errors.tooLong')] });
  }
  const taken = await takenNights(app, input.objectId, input.startDate, input.endDate);
  if (taken.size) {
    const night = [...taken].sort()[0];
    throw new ApiError(409, req.t('rents.errors.busy', { date: dmy(night) }), {
      startDate: [req.t('rents.errors.busy', { date: dmy(night) })],
    });
  }
  return app.db.transaction(async (tx) => {
    const [l] = await tx
      .insert(leases)
      .values({
        companyId,
        ...input,
        userId: input.tenantId,
        paymentDay: Number(input.startDate.slice(8, 10)),
        createdAt: app.clock.now(),
      })
      .returning();
    await insertCharges(tx, l, drafts);
    await tx.insert(leaseDocuments).values({
      companyId,
      leaseId: l.id,
      kind: 'contract',
      name: `№ ${l.id}/${input.startDate.slice(0, 4)}`,
      createdAt: app.clock.now(),
    });
    return l;
  });
}

/** The tenant of `phone` in the company; a new account is created when there is none (R12.4). */
export async function tenantByPhone(app: FastifyInstance, companyId: number, phone: string): Promise<number> {
  const u = await app.db.query.users.findFirst({
    where: and(eq(users.companyId, companyId), eq(users.phone, phone), isNull(users.deletedAt)),
  });
  if (u) return u.id;
  const [n] = await app.db
    .insert(users)
    .values({ companyId, phone, roles: ['guest'] })
    .returning({ id: users.id });
  return n.id;
}

/**
 * Creates a lease ({@link createRent}) for the tenant of `body.phone` in the company
 * ({@link tenantByPhone}: the account, or a new one), written by `createdBy` (a user id).
 * @throws ApiError as {@link createRent}.
 */
export async function createRentForPhone(
  app: FastifyInstance,
  req: FastifyRequest,
  companyId: number,
  body: Omit<RentInput, 'tenantId' | 'createdBy'> & { phone: string },
  createdBy: number,
): Promise<RentRecord> {
  const tenantId = await tenantByPhone(app, companyId, body.phone);
  return createRent(app, req, companyId, { ...body, tenantId, createdBy });
}

/** The lease's charges, by period. */
export const chargesOf = (app: FastifyInstance, leaseId: number) =>
  app.db.select().from(rentCharges).where(eq(rentCharges.leaseId, leaseId)).orderBy(asc(rentCharges.periodFrom));

/** A version of the company's check-in conditions (a hash of their text), stored with the acceptance (R9.5). */
export async function checkInVersion(app: FastifyInstance, companyId: number): Promise<string> {
  const c = await app.db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { checkInConditions: true },
  });
  return createHash('sha256')
    .update(JSON.stringify(c?.checkInConditions ?? {}))
    .digest('hex')
    .slice(0, 12);
}

/**
 * Starts paying a charge (R9.4): by card or SBP (R5.27) through the payment service, or — for a legal entity —
 * a pending bank transfer the back office records from the statement.
 * @throws ApiError 409 `rents.errors.paid` (already paid or cancelled), `payment.bankOnlyLegal`; 503 acquirer.
 */
export async function payCharge(
  app: FastifyInstance,
  req: FastifyRequest,
  l: RentRecord,
  c: ChargeRow,
  userId: number,
  method: PaymentMethod,
): Promise<StartedPayment> {
  if (c.paidAt || c.cancelled || c.amountKopecks === 0) throw new ApiError(409, req.t('rents.errors.paid'));
  if (method === 'bank_transfer') {
    if (l.payerType !== 'legal') throw new ApiError(409, req.t('payment.bankOnlyLegal'));
    const pending = await app.db.query.payments.findFirst({
      where: and(
        eq(payments.targetKind, RENT_CHARGE_KIND),
        eq(payments.targetId, c.id),
        eq(payments.method, 'bank_transfer'),
        eq(payments.status, 'pending'),
      ),
    });
    const p =
      pending ??
      (
        await app.db
          .insert(payments)
          .values({
            companyId: l.companyId,
            targetKind: RENT_CHARGE_KIND,
            targetId: c.id,
            userId,
            method: 'bank_transfer',
            provider: 'bank',
            idempotencyKey: randomUUID(),
            amountKopecks: c.amountKopecks,
            createdAt: app.clock.now(),
          })
          .returning()
      )[0];
    return { paymentId: p.id, status: p.status, confirmationUrl: null };
  }
  return startTargetPayment(app, req, {
    kind: RENT_CHARGE_KIND,
    targetId: c.id,
    companyId: l.companyId,
    userId,
    amountKopecks: c.amountKopecks,
    description: req.t('rents.paymentDescription', { id: l.id, from: dmy(c.periodFrom) }),
    returnPath: `/rent-payment-success/${l.id}`,
    method,
  });
}

/** The lease and object of a charge (for labels and notices). */
async function chargeContext(db: FastifyInstance['db'], chargeId: number) {
  const [r] = await db
    .select({ c: rentCharges, l: leases, title: objects.title, number: objects.number })
    .from(rentCharges)
    .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
    .innerJoin(objects, eq(objects.id, leases.objectId))
    .where(eq(rentCharges.id, chargeId));
  return r;
}

/**
 * The payable kind of a rent charge (docs/rules.md R5.21, R9.4), registered by buildApp: the
 * charge is marked paid once, by its first successful payment (a later one paid nothing and is
 * refunded, R5.23); the tenant is told either way.
 */
export const rentChargePaymentTarget: PaymentKind = {
  kind: RENT_CHARGE_KIND,
  fiscalItemKind: 'rent',
  async onResult(tx, p, outcome) {
    if (outcome !== 'succeeded' || p.targetId === null) return;
    const paid = await tx
      .update(rentCharges)
      .set({ paidAt: p.finishedAt ?? new Date(), paymentId: p.id })
      .where(and(eq(rentCharges.id, p.targetId), isNull(rentCharges.paidAt)))
      .returning({ id: rentCharges.id });
    return paid.length > 0;
  },
  async afterResult(app, p, outcome) {
    if (p.targetId === null || p.userId === null) return;
    const r = await chargeContext(app.db, p.targetId);
    if (!r) return;
    const ok = outcome === 'succeeded';
    await notifyUser(app, p.userId, {
      title: ok
        ? { ru: 'Аренда оплачена', en: 'Rent paid' }
        : { ru: 'Оплата аренды не прошла', en: 'Rent payment failed' },
      body: {
        ru: `${pick(r.title, 'ru')} № ${r.number}, период с ${dmy(r.c.periodFrom)}`,
        en: `${pick(r.title, 'en')} No. ${r.number}, period from ${dmy(r.c.periodFrom)}`,
      },
      link: ok ? `/rent-payment-success/${r.l.id}?payment=${p.id}` : `/rents/${r.l.id}`,
    });
  },
  async describe(app, p) {
    const r = p.targetId === null ? undefined : await chargeContext(app.db as FastifyInstance['db'], p.targetId);
    if (!r) return { label: { ru: 'Аренда', en: 'Rent' }, returnPath: '/rents' };
    return {
      label: {
        ru: `Аренда № ${r.l.id}, ${rentPeriod(r.c.periodFrom, r.c.periodTo)}`,
        en: `Lease No. ${r.l.id}, ${rentPeriod(r.c.periodFrom, r.c.periodTo)}`,
      },
      returnPath: `/rent-payment-success/${r.l.id}`,
    };
  },
};

/** Charges due within `days` of today, unpaid and not yet reminded, of live leases (the reminder job, R9.6). */
export async function chargesToRemind(app: FastifyInstance, fromDate: string, toDate: string) {
  return app.db
    .select({ c: rentCharges, l: leases })
    .from(rentCharges)
    .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
    .where(
      and(
        isNull(rentCharges.paidAt),
        eq(rentCharges.cancelled, false),
        isNull(rentCharges.remindedAt),
        sql`${rentCharges.dueDate} between ${fromDate}::date and ${toDate}::date`,
        or(isNull(leases.endedEarlyOn), gt(leases.endedEarlyOn, rentCharges.periodFrom)),
      ),
    );
}
