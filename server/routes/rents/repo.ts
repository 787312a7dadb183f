/**
 * Queries of the rents resource (docs/rules.md R9, R12.4): the caller's leases — a tenant's own
 * (guest session), an owner's or agent's tenants in the rooms they may see (server/scope.ts
 * `visibleObjects`) — someone else's lease answers 404; row → DTO with the derived status,
 * schedule states, documents, payments and check-in. The lease logic itself is in
 * server/services/rents.ts.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  buildings,
  companies,
  leaseDocuments,
  leases,
  objects,
  payments,
  rentCharges,
  uploads,
  users,
  utilityAccounts,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { citableUploads } from '../../services/uploads';
import { requireUser, type AuthUser } from '../../auth';
import { pick } from '../../i18n';
import { foundOr404, visibleLeases, type ProxyAct } from '../../scope';
import { RENT_CHARGE_KIND, type ChargeRow, type RentRecord } from '../../services/rents';
import { hotelToday } from '../../../src/domain/hotel-time';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { dueOutlook, entryAllowed, isOverdue, rentStatus } from '../../../src/domain/rents';
import type { RentChargeDto, RentDetail, RentRow } from '../../../src/contracts/rents';

const today = (app: FastifyInstance) => hotelToday(app.clock.now());

/**
 * The leases the caller may see: their own as the tenant (in any role the session acts in), and
 * for an owner or agent session also the leases in the rooms visible to it for `act`
 * (server/scope.ts `visibleLeases`).
 */
export function rentScope(app: FastifyInstance, user: AuthUser, act: ProxyAct = 'view'): SQL {
  return visibleLeases(app, user, act);
}

/** The caller's lease `id` (for `act` when an owner's agent acts). @throws ApiError 401, 404 `rents.errors.notFound`. */
export async function ownRent(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  act: ProxyAct = 'view',
): Promise<RentRecord> {
  const user = requireUser(req);
  const l = await app.db.query.leases.findFirst({ where: and(eq(leases.id, id), rentScope(app, user, act)) });
  return foundOr404(req, l, 'rents.errors.notFound');
}

/** The charge `chargeId` of lease `l`. @throws ApiError 404. */
export async function rentCharge(
  app: FastifyInstance,
  req: FastifyRequest,
  l: RentRecord,
  chargeId: number,
): Promise<ChargeRow> {
  const c = await app.db.query.rentCharges.findFirst({
    where: and(eq(rentCharges.id, chargeId), eq(rentCharges.leaseId, l.id)),
  });
  return foundOr404(req, c, 'rents.errors.notFound');
}

/** The document `docId` of lease `l`. @throws ApiError 404. */
export async function rentDocument(app: FastifyInstance, req: FastifyRequest, l: RentRecord, docId: number) {
  const d = await app.db.query.leaseDocuments.findFirst({
    where: and(eq(leaseDocuments.id, docId), eq(leaseDocuments.leaseId, l.id)),
  });
  return foundOr404(req, d, 'rents.errors.notFound');
}

/** A charge's state on `day` (R9.1; `offset` when the deposit covered it all at an early end, R9.3). */
export function chargeDto(c: ChargeRow, day: string): RentChargeDto {
  const offset = c.amountKopecks === 0 && c.depositOffsetKopecks > 0;
  const state = c.paidAt
    ? 'paid'
    : c.cancelled
      ? 'cancelled'
      : offset
        ? 'offset'
        : isOverdue(c.dueDate, day)
          ? 'overdue'
          : 'unpaid';
  return {
    id: c.id,
    periodFrom: c.periodFrom,
    periodTo: c.periodTo,
    dueDate: c.dueDate,
    amountKopecks: c.amountKopecks,
    depositOffsetKopecks: c.depositOffsetKopecks,
    state,
    paymentId: c.paymentId,
  };
}

/** Leases → list rows (status, next charge, debt). */
export async function rentRows(
  app: FastifyInstance,
  req: FastifyRequest,
  ls: RentRecord[],
  charges?: ChargeRow[],
): Promise<RentRow[]> {
  if (!ls.length) return [];
  const user = requireUser(req);
  const [objs, people, cs] = await Promise.all([
    app.db
      .select({ id: objects.id, title: objects.title, number: objects.number })
      .from(objects)
      .where(inArray(objects.id, [...new Set(ls.map((l) => l.objectId))])),
    app.db
      .select({ id: users.id, name: users.name, surname: users.surname, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [...new Set(ls.map((l) => l.userId))])),
    charges ??
      app.db
        .select()
        .from(rentCharges)
        .where(
          inArray(
            rentCharges.leaseId,
            ls.map((l) => l.id),
          ),
        )
        .orderBy(asc(rentCharges.periodFrom)),
  ]);
  const day = today(app);
  return ls.map((l) => {
    const o = objs.find((x) => x.id === l.objectId);
    const p = people.find((x) => x.id === l.userId);
    const mine = cs.filter((c) => c.leaseId === l.id).map((c) => chargeDto(c, day));
    const due = dueOutlook(
      mine.filter((c) => c.state === 'unpaid' || c.state === 'overdue'),
      day,
    );
    return {
      id: l.id,
      objectId: l.objectId,
      objectTitle: o ? `${pick(o.title, req.lang)} № ${o.number}` : '',
      tenantName: [p?.surname, p?.name].filter(Boolean).join(' ') || null,
      tenantPhone: p?.phone ?? '',
      isTenant: l.userId === user.id,
      startDate: l.startDate,
      endDate: l.endDate,
      endedEarlyOn: l.endedEarlyOn,
      monthlyRentKopecks: l.monthlyRentKopecks,
      depositKopecks: l.depositKopecks,
      paymentDay: l.paymentDay,
      status: rentStatus(l, day),
      nextCharge: due.next,
      debtKopecks: due.overdue.reduce((s, c) => s + c.amountKopecks, 0),
      overdue: due.overdue,
    };
  });
}

/** GET app/v1/rents: the caller's leases, the latest first. */
export async function listRents(app: FastifyInstance, req: FastifyRequest): Promise<RentRow[]> {
  const user = requireUser(req);
  const ls = await app.db
    .select()
    .from(leases)
    .where(rentScope(app, user))
    .orderBy(desc(leases.startDate), desc(leases.id));
  return rentRows(app, req, ls);
}

/**
 * A lease document's title in the reader's language (docs/rules.md R8.9): an addendum's and a
 * termination's are composed from their date (rows written before this rule hold a sentence that
 * ends with it); the contract's number and a scan's file name are shown as stored.
 */
export function documentTitle(d: typeof leaseDocuments.$inferSelect, req: FastifyRequest): string {
  const key =
    d.kind === 'addendum'
      ? 'rents.documents.extension'
      : d.kind === 'termination'
        ? 'rents.documents.termination'
        : null;
  const date = key ? /\d{2}\.\d{2}\.\d{4}$/.exec(d.name)?.[0] : undefined;
  return key && date ? `${req.t(key)} ${date}` : d.name;
}

/** A 4-digit door code of a lease (shown with the entry instructions). */
const doorCode = (id: number) => String(1000 + ((id * 7919) % 9000));

/** GET app/v1/rents/{id}: the lease with schedule, documents, payments and check-in (R9.1–R9.5). */
export async function rentDetailOf(app: FastifyInstance, req: FastifyRequest, l: RentRecord): Promise<RentDetail> {
  const cs = await app.db
    .select()
    .from(rentCharges)
    .where(eq(rentCharges.leaseId, l.id))
    .orderBy(asc(rentCharges.periodFrom));
  const [[row], docs, pays, account, obj, company] = await Promise.all([
    rentRows(app, req, [l], cs),
    app.db.select().from(leaseDocuments).where(eq(leaseDocuments.leaseId, l.id)).orderBy(asc(leaseDocuments.id)),
    cs.length
      ? app.db
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.targetKind, RENT_CHARGE_KIND),
              inArray(
                payments.targetId,
                cs.map((c) => c.id),
              ),
            ),
          )
          .orderBy(desc(payments.id))
      : Promise.resolve([]),
    app.db.query.utilityAccounts.findFirst({
      where: and(eq(utilityAccounts.objectId, l.objectId), eq(utilityAccounts.userId, l.userId)),
      orderBy: asc(utilityAccounts.id),
      columns: { id: true },
    }),
    app.db
      .select({ number: objects.number, floor: objects.floor, building: buildings.name, address: buildings.address })
      .from(objects)
      .innerJoin(buildings, eq(buildings.id, objects.buildingId))
      .where(eq(objects.id, l.objectId)),
    app.db.query.companies.findFirst({ where: eq(companies.id, l.companyId), columns: { legal: true } }),
  ]);
  const day = today(app);
  const first = cs[0];
  const firstPaid = !!first?.paidAt;
  const accepted = !!l.checkInAcceptedAt;
  const o = obj[0];
  const legal = company?.legal ?? {};
  return {
    ...row,
    noticeDays: l.noticeDays,
    payerType: l.payerType,
    charges: cs.map((c) => chargeDto(c, day)),
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      name: documentTitle(d, req),
      uploadId: d.uploadId,
      createdAt: toServerTimestamp(d.createdAt),
      fileUrl: `/api/app/v1/rents/${l.id}/documents/${d.id}/file`,
    })),
    payments: pays.map((p) => ({
      id: p.id,
      chargeId: p.targetId!,
      amountKopecks: p.amountKopecks,
      method: p.method,
      status: p.status,
      createdAt: toServerTimestamp(p.createdAt),
      receiptUrl: p.status === 'succeeded' ? `/rents/${l.id}/receipt/${p.id}` : null,
    })),
    utilityAccountId: account?.id ?? null,
    settlement: l.settlement ?? null,
    checkIn: {
      accepted,
      acceptedAt: l.checkInAcceptedAt ? toServerTimestamp(l.checkInAcceptedAt) : null,
      pdConsent: !!l.pdConsentAt,
      firstChargePaid: firstPaid,
      entry:
        entryAllowed(firstPaid, accepted) && o && row.isTenant
          ? req.t('rents.checkIn.entryText', {
              building: pick(o.building, req.lang),
              address: pick(o.address, req.lang),
              floor: o.floor,
              number: o.number,
              code: doorCode(l.id),
            })
          : null,
    },
    requisites:
      l.payerType === 'legal'
        ? {
            recipient: legal.name,
            inn: legal.inn,
            kpp: legal.kpp,
            bank: legal.bank,
            bik: legal.bik,
            account: legal.account,
            corrAccount: legal.corrAccount,
          }
        : null,
  };
}

/** Only the tenant of `l` accepts the check-in and attaches registration scans (R9.5). @throws ApiError 403 `rents.errors.tenantOnly`. */
export function requireTenant(req: FastifyRequest, l: RentRecord): void {
  if (l.userId !== requireUser(req).id) throw new ApiError(403, req.t('rents.errors.tenantOnly'));
}

/** Marks the check-in accepted (R9.5), once. */
export async function acceptCheckIn(app: FastifyInstance, l: RentRecord, version: string): Promise<void> {
  await app.db
    .update(leases)
    .set({ checkInAcceptedAt: app.clock.now(), checkInVersion: version })
    .where(and(eq(leases.id, l.id), sql`${leases.checkInAcceptedAt} is null`));
}

/**
 * Attaches registration scans (R9.5) the caller uploaded and no document cites yet, and records
 * the separate personal-data consent (152-FZ).
 * @throws ApiError 422 `rents.errors.uploads` when a file is not the caller's or already attached.
 */
export async function addRegistrationDocuments(
  app: FastifyInstance,
  req: FastifyRequest,
  l: RentRecord,
  ids: string[],
): Promise<void> {
  const user = requireUser(req);
  const ok = await citableUploads(app.db, l.companyId, { userId: user.id }, ids);
  const used = await app.db
    .select({ id: leaseDocuments.uploadId })
    .from(leaseDocuments)
    .where(inArray(leaseDocuments.uploadId, ids));
  if (ok.size !== new Set(ids).size || used.length) {
    const msg = req.t('rents.errors.uploads');
    throw new ApiError(422, msg, { uploadIds: [msg] });
  }
  const files = await app.db
    .select({ id: uploads.id, name: uploads.name })
    .from(uploads)
    .where(inArray(uploads.id, ids));
  await app.db.transaction(async (tx) => {
    await tx.insert(leaseDocuments).values(
      files.map((f) => ({
        companyId: l.companyId,
        leaseId: l.id,
        kind: 'registration' as const,
        name: f.name,
        uploadId: f.id,
        createdAt: app.clock.now(),
      })),
    );
    await tx.update(leases).set({ pdConsentAt: app.clock.now() }).where(eq(leases.id, l.id));
  });
}
