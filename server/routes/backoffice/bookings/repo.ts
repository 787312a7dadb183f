/**
 * Queries of the back-office bookings (issue #9): every booking of the company (not only the
 * caller's, unlike server/routes/bookings), with filters, and the booking's page.
 */
import { and, asc, desc, eq, exists, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingObjects, bookingRefunds, bookings, objects, payments, tariffs } from '../../../db/schema';
import { pick } from '../../../i18n';
import { countWhere, pageTotal, windowTotal } from '../../../paging';
import { nightsBetween, toServerTimestamp } from '../../../../src/domain/datetime';
import type {
  BackofficeBookingDetail,
  BackofficeBookingListQuery,
  BackofficeBookingRow,
} from '../../../../src/contracts/backoffice-bookings';
import { companyBooking, refundQuote, refundedKopecks } from '../../../services/booking-decisions';
import { cancellationTerms } from '../../../services/cancellation-terms';

type BookingRow = typeof bookings.$inferSelect;

const pendingTransferOf = (id: SQL | typeof bookings.id) =>
  exists(
    sql`(select 1 from ${payments} where ${payments.bookingId} = ${id} and ${payments.method} = 'bank_transfer' and ${payments.status} = 'pending')`,
  );

/** Row DTOs for `rows` (objects' titles in the request's language). */
async function toRows(app: FastifyInstance, req: FastifyRequest, rows: BookingRow[]): Promise<BackofficeBookingRow[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [objs, pending] = await Promise.all([
    app.db
      .select({ bookingId: bookingObjects.bookingId, id: objects.id, title: objects.title })
      .from(bookingObjects)
      .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
      .where(inArray(bookingObjects.bookingId, ids))
      .orderBy(asc(bookingObjects.id)),
    app.db
      .selectDistinct({ bookingId: payments.bookingId })
      .from(payments)
      .where(
        and(inArray(payments.bookingId, ids), eq(payments.method, 'bank_transfer'), eq(payments.status, 'pending')),
      ),
  ]);
  const pendingSet = new Set(pending.map((p) => p.bookingId));
  return rows.map((b) =>
    toRow(
      req,
      b,
      objs.filter((o) => o.bookingId === b.id).map((o) => [o.id, o.title]),
      pendingSet.has(b.id),
    ),
  );
}

/** The columns of a booking its list row shows. */
type ListedBooking = Pick<
  BookingRow,
  | 'id'
  | 'number'
  | 'checkIn'
  | 'checkOut'
  | 'contact'
  | 'payerType'
  | 'guests'
  | 'totalKopecks'
  | 'paidKopecks'
  | 'status'
  | 'paymentDeadline'
  | 'cancellationState'
  | 'createdAt'
>;

/** A booking's list row: its objects (id, title) in booking order, whether a bank transfer is pending. */
function toRow(
  req: FastifyRequest,
  b: ListedBooking,
  objs: [number, { ru: string; en: string }][],
  pendingTransfer: boolean,
): BackofficeBookingRow {
  return {
    id: b.id,
    number: b.number,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: nightsBetween(b.checkIn, b.checkOut),
    objects: objs.map(([id, title]) => ({ id, title: pick(title, req.lang) })),
    guestName: [b.contact.surname, b.contact.name].filter(Boolean).join(' '),
    phone: b.contact.phone,
    payerType: b.payerType,
    guests: b.guests.adults + b.guests.children.length,
    totalKopecks: b.totalKopecks,
    paidKopecks: b.paidKopecks,
    status: b.status,
    paymentDeadline: toServerTimestamp(b.paymentDeadline),
    cancellationState: b.cancellationState ?? null,
    pendingTransfer,
    createdAt: toServerTimestamp(b.createdAt),
  };
}

/** One page of the company's bookings with the total. */
export async function listBookings(
  app: FastifyInstance,
  req: FastifyRequest,
  q: BackofficeBookingListQuery,
  start: number,
  limit: number,
) {
  const like = q.q ? `%${q.q.trim().replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    eq(bookings.companyId, req.companyId),
    q.status ? eq(bookings.status, q.status) : undefined,
    q.payerType ? eq(bookings.payerType, q.payerType) : undefined,
    q.cancellationState ? eq(bookings.cancellationState, q.cancellationState) : undefined,
    q.objectId
      ? exists(
          sql`(select 1 from ${bookingObjects} where ${bookingObjects.bookingId} = ${bookings.id} and ${bookingObjects.objectId} = ${q.objectId})`,
        )
      : undefined,
    q.pendingTransfer === 'true'
      ? pendingTransferOf(bookings.id)
      : q.pendingTransfer === 'false'
        ? sql`not ${pendingTransferOf(bookings.id)}`
        : undefined,
    // stays overlapping the period [checkIn_gte, checkOut_lte]
    q.checkIn_gte ? gt(bookings.checkOut, q.checkIn_gte) : undefined,
    q.checkOut_lte ? lt(bookings.checkIn, q.checkOut_lte) : undefined,
    like
      ? or(
          ilike(bookings.number, like),
          sql`${bookings.contact}->>'phone' ilike ${like}`,
          sql`(${bookings.contact}->>'surname') || ' ' || (${bookings.contact}->>'name') ilike ${like}`,
        )
      : undefined,
  );
  const col = {
    id: bookings.id,
    checkIn: bookings.checkIn,
    checkOut: bookings.checkOut,
    totalKopecks: bookings.totalKopecks,
    paymentDeadline: bookings.paymentDeadline,
  }[q._sort ?? 'id'];
  const dir = (q._order ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
  // One statement (docs/architecture.md § The server): the row's columns, its objects as JSON in
  // booking order, whether a transfer is pending, and the total before paging.
  const rows = await app.db
    .select({
      id: bookings.id,
      number: bookings.number,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      contact: bookings.contact,
      payerType: bookings.payerType,
      guests: bookings.guests,
      totalKopecks: bookings.totalKopecks,
      paidKopecks: bookings.paidKopecks,
      status: bookings.status,
      paymentDeadline: bookings.paymentDeadline,
      cancellationState: bookings.cancellationState,
      createdAt: bookings.createdAt,
      // Table names written out: correlated to the outer booking (a column alone renders unqualified here).
      objs: sql<[number, { ru: string; en: string }][] | null>`(select json_agg(json_build_array(o.id, o.title)
        order by bo.id) from booking_objects bo join objects o on o.id = bo.object_id where bo.booking_id = bookings.id)`,
      pendingTransfer: sql<boolean>`${pendingTransferOf(bookings.id)}`,
      total: windowTotal(),
    })
    .from(bookings)
    .where(where)
    .orderBy(dir(col), desc(bookings.id))
    .limit(limit)
    .offset(start);
  const total = await pageTotal(rows, start, () => countWhere(app.db, bookings, where));
  return { rows: rows.map((b) => toRow(req, b, b.objs ?? [], b.pendingTransfer)), total };
}

/** The booking's page: guests, documents, payments, refunds and the refund quote. @throws ApiError 404. */
export async function bookingDetail(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
): Promise<BackofficeBookingDetail> {
  const b = await companyBooking(app, req, id);
  const [[row], tariff, pays, refunds, refunded, quote, terms] = await Promise.all([
    toRows(app, req, [b]),
    app.db.query.tariffs.findFirst({ where: eq(tariffs.id, b.tariffId) }),
    app.db.select().from(payments).where(eq(payments.bookingId, b.id)).orderBy(desc(payments.id)),
    app.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, b.id)).orderBy(asc(bookingRefunds.id)),
    refundedKopecks(app, b.id),
    refundQuote(app, b),
    cancellationTerms(app.db, b, app.clock.now(), req.t, req.lang),
  ]);
  return {
    ...row,
    userId: b.userId,
    guestsDetail: b.guests,
    contact: b.contact,
    tariff: tariff ? { id: tariff.id, name: pick(tariff.name, req.lang), refundable: tariff.refundable } : null,
    documents: b.documents.map((d) => ({ kind: d.kind, name: d.name })),
    payments: pays.map((p) => ({
      id: p.id,
      method: p.method,
      provider: p.provider,
      status: p.status,
      amountKopecks: p.amountKopecks,
      createdAt: toServerTimestamp(p.createdAt),
      finishedAt: p.finishedAt ? toServerTimestamp(p.finishedAt) : null,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amountKopecks: r.amountKopecks,
      note: r.note,
      createdAt: toServerTimestamp(r.createdAt),
    })),
    cancelReason: b.cancelReason ?? null,
    cancellationRequestedAt: b.cancellationRequestedAt ? toServerTimestamp(b.cancellationRequestedAt) : null,
    refundDueKopecks: b.refundKopecks ?? null,
    refundQuoteKopecks: quote,
    cancellationTerms: terms,
    refundedKopecks: refunded,
    touristTax: b.price.touristTax ?? null,
    touristTaxKopecks: b.touristTaxKopecks,
  };
}
