/**
 * Queries of the bookings resource (docs/rules.md R5): the caller's booking (someone else's →
 * 404), the list, claim and cancellation request; rows → DTOs of src/contracts/bookings.ts.
 * Creating a booking is in ./create.ts.
 */
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { noticeBooking } from '../../services/booking-notices';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bookingGuests,
  bookingObjects,
  bookings,
  buildings,
  companies,
  objects,
  payments,
  tariffs,
  touristTaxExemptions,
} from '../../db/schema';
import { requireUser, sha256 } from '../../auth';
import { ApiError } from '../../errors';
import { pick } from '../../i18n';
import { countWhere, pageTotal, windowTotal } from '../../paging';
import { claimUploads } from '../../services/uploads';
import { cancellationTerms } from '../../services/cancellation-terms';
import { pageWindow, paginate } from '../../validation';
import { foundOr404, ownRows } from '../../scope';
import { nightsBetween, toServerTimestamp } from '../../../src/domain/datetime';
import { cardRetryAt, PAYMENT_DEADLINE_HOURS } from '../../../src/domain/bookings';
import { isAcquirerMethod } from '../../../src/domain/payment-methods';
import type { BookingDetail, BookingRow as BookingRowDto } from '../../../src/contracts/bookings';
import type { z } from 'zod';
import type { bookingListQuery } from '../../../src/contracts/bookings';

export type BookingRow = typeof bookings.$inferSelect;

/** The booking of `id` the caller may see. @throws ApiError 401, 404 (translated). */
export async function ownBooking(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BookingRow> {
  const user = requireUser(req);
  const b = await app.db.query.bookings.findFirst({
    where: and(eq(bookings.id, id), eq(bookings.companyId, req.companyId), ownRows(bookings, user)),
  });
  return foundOr404(req, b, 'bookings.notFound');
}

/** The objects of a booking with their building names and price lines. */
async function bookedObjects(
  app: FastifyInstance,
  req: FastifyRequest,
  b: BookingRow,
): Promise<BookingDetail['objects']> {
  const rows = await app.db
    .select({ o: objects, bname: buildings.name, address: buildings.address })
    .from(bookingObjects)
    .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
    .innerJoin(buildings, eq(buildings.id, objects.buildingId))
    .where(eq(bookingObjects.bookingId, b.id))
    .orderBy(asc(bookingObjects.id));
  return rows.map(({ o, bname, address }) => {
    const line = b.price.lines.find((l) => l.objectId === o.id);
    return {
      id: o.id,
      kind: o.kind,
      title: pick(o.title, req.lang),
      buildingName: pick(bname, req.lang),
      address: pick(address, req.lang),
      floor: o.floor,
      number: o.number,
      capacity: o.capacity,
      photo: o.photos[0] ?? null,
      rateKopecks: line?.rateKopecks ?? o.priceKopecks,
      amountKopecks: line?.amountKopecks ?? 0,
    };
  });
}

/** The company's bank requisites (for a legal entity's transfer). */
async function requisites(app: FastifyInstance, companyId: number): Promise<BookingDetail['requisites']> {
  const c = await app.db.query.companies.findFirst({ where: eq(companies.id, companyId) });
  if (!c) return null;
  const l = c.legal;
  return {
    recipient: l.name,
    inn: l.inn,
    kpp: l.kpp,
    bank: l.bank,
    bik: l.bik,
    account: l.account,
    corrAccount: l.corrAccount,
  };
}

/** The full booking as GET app/v1/bookings/{id} shows it (what a confirmation shows). */
export async function bookingDto(app: FastifyInstance, req: FastifyRequest, b: BookingRow): Promise<BookingDetail> {
  const [objs, tariff, pays, reqs, claims, [filled], terms] = await Promise.all([
    bookedObjects(app, req, b),
    app.db.query.tariffs.findFirst({ where: eq(tariffs.id, b.tariffId) }),
    app.db.select().from(payments).where(eq(payments.bookingId, b.id)).orderBy(desc(payments.id)),
    b.payerType === 'legal' ? requisites(app, b.companyId) : null,
    app.db
      .select()
      .from(touristTaxExemptions)
      .where(eq(touristTaxExemptions.bookingId, b.id))
      .orderBy(asc(touristTaxExemptions.guestIndex), asc(touristTaxExemptions.id)),
    app.db
      .select({ n: count() })
      .from(bookingGuests)
      .where(and(eq(bookingGuests.bookingId, b.id), eq(bookingGuests.ready, true))),
    cancellationTerms(app.db, b, app.clock.now(), req.t, req.lang),
  ]);
  const lastFailedCard = pays.find((p) => isAcquirerMethod(p.method) && p.status === 'failed' && p.finishedAt);
  const retryAt = lastFailedCard ? cardRetryAt(lastFailedCard.finishedAt!) : null;
  const ts = (d: Date | null) => (d ? toServerTimestamp(d) : null);
  return {
    id: b.id,
    number: b.number,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: nightsBetween(b.checkIn, b.checkOut),
    guests: b.guests,
    tariff: tariff
      ? {
          id: tariff.id,
          code: tariff.code,
          name: pick(tariff.name, req.lang),
          refundable: tariff.refundable,
          percent: tariff.percent,
          perGuestNightKopecks: tariff.perGuestNightKopecks,
        }
      : null,
    objects: objs,
    price: { ...b.price, touristTax: b.price.touristTax ?? null },
    touristTaxKopecks: b.touristTaxKopecks,
    checkInFilled: filled?.n ?? 0,
    exemptions: claims.map((c) => ({
      id: c.id,
      guestIndex: c.guestIndex,
      guestName: c.guestName,
      category: c.category,
      status: c.status,
      note: c.note,
      createdAt: toServerTimestamp(c.createdAt),
    })),
    totalKopecks: b.totalKopecks,
    paidKopecks: b.paidKopecks,
    dueKopecks: b.status === 'cancelled' ? 0 : b.totalKopecks - b.paidKopecks,
    currency: 'RUB',
    paymentDeadline: toServerTimestamp(b.paymentDeadline),
    status: b.status,
    cancelReason: b.cancelReason,
    cancellation: b.cancellationState
      ? {
          state: b.cancellationState,
          requestedAt: ts(b.cancellationRequestedAt),
          processedAt: ts(b.cancellationProcessedAt),
          refundKopecks: b.refundKopecks,
        }
      : null,
    cancellationTerms: terms,
    payerType: b.payerType,
    contact: b.contact,
    documents: b.documents.map((d) => ({ kind: d.kind, name: d.name })),
    createdAt: toServerTimestamp(b.createdAt),
    payments: pays.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amountKopecks: p.amountKopecks,
      createdAt: toServerTimestamp(p.createdAt),
      finishedAt: ts(p.finishedAt),
    })),
    cardRetryAt: retryAt && retryAt > app.clock.now() ? toServerTimestamp(retryAt) : null,
    requisites: reqs,
  };
}

/** One page of the caller's bookings, newest first by default. */
export async function listBookings(app: FastifyInstance, req: FastifyRequest, q: z.infer<typeof bookingListQuery>) {
  const user = requireUser(req);
  const { start, end, limit } = pageWindow(q);
  const cond = and(
    ownRows(bookings, user),
    eq(bookings.companyId, req.companyId),
    q.status ? eq(bookings.status, q.status) : undefined,
  );
  const col = { id: bookings.id, createdAt: bookings.id, checkIn: bookings.checkIn }[q._sort ?? 'id'];
  const dir = (q._order ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
  // One statement (docs/architecture.md § The server): the columns the row shows, the rooms'
  // titles as JSON, the total before paging.
  const rows = await app.db
    .select({
      id: bookings.id,
      number: bookings.number,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: bookings.guests,
      totalKopecks: bookings.totalKopecks,
      paidKopecks: bookings.paidKopecks,
      status: bookings.status,
      paymentDeadline: bookings.paymentDeadline,
      cancellationState: bookings.cancellationState,
      checkInFilled: sql<number>`(select count(*)::int from booking_guests g where g.booking_id = bookings.id and g.ready)`,
      // Table names written out: correlated to the outer booking.
      titles: sql<{ ru: string; en: string }[] | null>`(select json_agg(o.title order by bo.id)
        from booking_objects bo join objects o on o.id = bo.object_id where bo.booking_id = bookings.id)`,
      total: windowTotal(),
    })
    .from(bookings)
    .where(cond)
    .orderBy(dir(col))
    .limit(limit)
    .offset(start);
  const n = await pageTotal(rows, start, () => countWhere(app.db, bookings, cond));
  const items = rows.map((b): BookingRowDto => ({
    id: b.id,
    number: b.number,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: nightsBetween(b.checkIn, b.checkOut),
    objects: (b.titles ?? []).map((t) => pick(t, req.lang)),
    guests: b.guests.adults + b.guests.children.length,
    totalKopecks: b.totalKopecks,
    paidKopecks: b.paidKopecks,
    status: b.status,
    paymentDeadline: toServerTimestamp(b.paymentDeadline),
    cancellationState: b.cancellationState,
    checkInFilled: Number(b.checkInFilled),
  }));
  return paginate(items, n, start, end);
}

/**
 * Attaches a booking made while logged out to the caller (docs/rules.md R5.11): the hold becomes
 * a normal booking with the full payment deadline, and its uploads become the caller's. A hold
 * past its 30 minutes cannot be claimed. Claiming an own booking again answers it unchanged.
 * @throws ApiError 401, 404 `bookings.claimInvalid` (wrong token, someone else's, unknown).
 */
export async function claimBooking(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  token: string,
): Promise<BookingRow> {
  const user = requireUser(req);
  const hash = sha256(token);
  const [b] = await app.db
    .update(bookings)
    .set({
      userId: user.id,
      claimTokenHash: null,
      clientIpHash: null,
      paymentDeadline: sql`greatest(${bookings.paymentDeadline}, ${bookings.createdAt} + make_interval(hours => ${PAYMENT_DEADLINE_HOURS}))`,
    })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.companyId, req.companyId),
        isNull(bookings.userId),
        eq(bookings.claimTokenHash, hash),
        eq(bookings.status, 'awaiting_payment'),
        gt(bookings.paymentDeadline, app.clock.now()),
      ),
    )
    .returning();
  if (b) {
    await claimUploads(app.db, hash, user.id);
    // Now it has someone to tell: the booking and its deadline (R7.10).
    await noticeBooking(app, b, 'created');
    return b;
  }
  const owned = await app.db.query.bookings.findFirst({
    where: and(eq(bookings.id, id), eq(bookings.userId, user.id)),
  });
  if (owned) return owned;
  throw new ApiError(404, req.t('bookings.claimInvalid'));
}

/**
 * Records a cancellation request (docs/rules.md R5.19): received now, processed by a job.
 * @throws ApiError 404 (not the caller's), 409 (already requested, or cancelled).
 */
export async function requestCancellation(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BookingRow> {
  const b = await ownBooking(app, req, id);
  if (b.cancellationState) throw new ApiError(409, req.t('bookings.cancellationExists'));
  if (b.status === 'cancelled') throw new ApiError(409, req.t('bookings.notCancellable'));
  const [u] = await app.db
    .update(bookings)
    .set({ cancellationState: 'received', cancellationRequestedAt: app.clock.now() })
    .where(
      and(eq(bookings.id, b.id), sql`${bookings.cancellationState} is null`, sql`${bookings.status} <> 'cancelled'`),
    )
    .returning();
  if (!u) throw new ApiError(409, req.t('bookings.cancellationExists'));
  return u;
}
