/**
 * Queries of the services catalog and of a guest's service orders (docs/rules.md R15.1–R15.6):
 * catalog rows in the request's language, slots with their free places, an order placed with one
 * conditional upsert of the slot's places (so a race for the last place has one winner and the
 * rest answer 409), paid through the payment service (kind `service_order`, applied once),
 * removed with its places released when unpaid by the deadline, cancelled within the rules.
 */
import { and, count, desc, eq, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payments, serviceOptions, serviceOrders, serviceSlots, services } from '../db/schema';
import { requireUser } from '../auth';
import { pageTotal, windowTotal } from '../paging';
import { ApiError } from '../errors';
import { pick } from '../i18n';
import { foundOr404, ownRows } from '../scope';
import { cancelPendingPayments, type PaymentKind, type Tx } from './payments';
import { hotelToday } from '../../src/domain/hotel-time';
import { addDaysIso, nightsBetween, toServerTimestamp } from '../../src/domain/datetime';
import {
  canCancelOrder,
  countsNights,
  hotelInstant,
  orderCutoff,
  orderPayDeadline,
  placesOf,
  servicePrice,
} from '../../src/domain/services';
import type { OrderCreateBody, OrderRow } from '../../src/contracts/requested-services';
import { findService } from './service-catalog';
import { takePlaces, releasePlaces, hasStay, stayCovers } from './service-places';
import { noticeOrderPayment } from './email/orders';
export { releasePlaces } from './service-places';
export { toServiceRow, listServices, findService, slotsOf, serviceDetail } from './service-catalog';

export type ServiceRowDb = typeof services.$inferSelect;
export type OrderRowDb = typeof serviceOrders.$inferSelect;
export type SlotRowDb = typeof serviceSlots.$inferSelect;

/** The order's payment kind ({@link orderPaymentTarget}). */
export const ORDER_PAYMENT_KIND = 'service_order';

/** The caller's visible order of `id` (an expired one is gone). @throws ApiError 401, 404. */
export async function ownOrder(app: FastifyInstance, req: FastifyRequest, id: number): Promise<OrderRowDb> {
  const user = requireUser(req);
  const o = await app.db.query.serviceOrders.findFirst({
    where: and(eq(serviceOrders.id, id), ownRows(serviceOrders, user), ne(serviceOrders.status, 'expired')),
  });
  return foundOr404(req, o, 'requested-services.errors.notFound');
}

const orderOption = alias(serviceOptions, 'order_option');
const orderSlot = alias(serviceSlots, 'order_slot');

/**
 * Orders matching `where` as rows in `lang`, newest first, in one statement (docs/architecture.md
 * § The server): the service's code, title and cancellation hours, the option's title, the slot's
 * times, and the total before paging.
 */
async function orderRows(
  app: FastifyInstance,
  req: FastifyRequest,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const q = app.db
    .select({
      o: serviceOrders,
      serviceCode: services.code,
      serviceTitle: services.title,
      cancelHours: services.cancelHours,
      optionTitle: orderOption.title,
      slotStartsAt: orderSlot.startsAt,
      slotEndsAt: orderSlot.endsAt,
      total: windowTotal(),
    })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .leftJoin(
      orderOption,
      and(eq(orderOption.id, serviceOrders.optionId), eq(orderOption.serviceId, serviceOrders.serviceId)),
    )
    .leftJoin(orderSlot, and(eq(orderSlot.id, serviceOrders.slotId), eq(orderSlot.serviceId, serviceOrders.serviceId)))
    .where(where)
    .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id));
  const found = await (page ? q.offset(page.offset).limit(page.limit) : q);
  const now = app.clock.now();
  const rows = found.map(({ o, ...r }) => ({
    id: o.id,
    serviceId: o.serviceId,
    serviceCode: r.serviceCode,
    serviceTitle: pick(r.serviceTitle, req.lang),
    optionTitle: o.optionId ? pick(r.optionTitle, req.lang) || null : null,
    slot: r.slotStartsAt !== null ? `${r.slotStartsAt}–${r.slotEndsAt}` : null,
    dateFrom: o.dateFrom,
    dateTo: o.dateTo,
    hours: o.hours,
    persons: o.persons,
    comment: o.comment,
    unitKopecks: o.price.unitKopecks,
    units: o.price.units,
    totalKopecks: o.totalKopecks,
    status: o.status,
    paid: o.paidAt !== null,
    payDeadline: toServerTimestamp(o.payDeadline),
    canCancel: canCancelOrder(o.status, hotelInstant(o.dateFrom, r.slotStartsAt ?? '00:00'), r.cancelHours, now),
    refundKopecks: o.refundKopecks,
    createdAt: toServerTimestamp(o.createdAt),
  }));
  const total = await pageTotal(found, page?.offset ?? 0, async () => {
    const [{ n }] = await app.db.select({ n: count() }).from(serviceOrders).where(where);
    return n;
  });
  return { rows, total };
}

/** Orders → rows in `lang`, in the order given (see {@link orderRows}). */
export async function toOrderRows(
  app: FastifyInstance,
  req: FastifyRequest,
  orders: OrderRowDb[],
): Promise<OrderRow[]> {
  if (!orders.length) return [];
  const { rows } = await orderRows(
    app,
    req,
    inArray(
      serviceOrders.id,
      orders.map((o) => o.id),
    ),
  );
  return orders.map((o) => rows.find((r) => r.id === o.id)!);
}

/** GET app/v1/requested-services: the caller's orders, newest first (expired ones are gone). */
export async function listOrders(
  app: FastifyInstance,
  req: FastifyRequest,
  start: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const user = requireUser(req);
  const where = and(ownRows(serviceOrders, user), ne(serviceOrders.status, 'expired'))!;
  return orderRows(app, req, where, { limit, offset: start });
}

const fail = (req: FastifyRequest, field: string, key: string, status = 422): never => {
  throw new ApiError(status, req.t(key), { [field]: [req.t(key)] });
};

/**
 * POST app/v1/requested-services (docs/rules.md R15.5): checks the stay (one that covers the
 * order's dates), the service (on, lead
 * time, cut-off), option, slot and dates, computes the price and holds the slot's places.
 * @throws ApiError 403 `requested-services.errors.noStay`; 409 `services.errors.unavailable`,
 *         `requested-services.errors.slotFull`; 422 with field errors (`outsideStay` on `dateFrom`
 *         when no stay covers the dates).
 */
export async function createOrder(
  app: FastifyInstance,
  req: FastifyRequest,
  body: OrderCreateBody,
): Promise<OrderRowDb> {
  const user = requireUser(req);
  const now = app.clock.now();
  const today = hotelToday(now);
  const s = await findService(app, req, body.serviceId);
  if (!s.enabled) throw new ApiError(409, req.t('common.unavailable'));
  if (!(await hasStay(app, user.id, req.companyId, today)))
    throw new ApiError(403, req.t('requested-services.errors.noStay'));
  const persons = body.persons ?? 1;
  if (persons > s.maxPersons) fail(req, 'persons', 'requested-services.errors.tooManyPersons');
  if (body.dateFrom < today || body.dateFrom > addDaysIso(today, 365))
    fail(req, 'dateFrom', 'requested-services.errors.date');
  let nights = 1;
  if (countsNights(s.chargeMode)) {
    if (!body.dateTo || body.dateTo <= body.dateFrom || body.dateTo > addDaysIso(body.dateFrom, 60))
      fail(req, 'dateTo', 'requested-services.errors.dateTo');
    nights = nightsBetween(body.dateFrom, body.dateTo!);
  }
  if (s.chargeMode === 'per_hour' && !body.hours) fail(req, 'hours', 'validation.required');
  // docs/rules.md R15.5: the order's days lie within one stay, so no slot is held for days the person is not here.
  const until = countsNights(s.chargeMode) ? body.dateTo! : body.dateFrom;
  if (!(await stayCovers(app, user.id, req.companyId, body.dateFrom, until)))
    fail(req, 'dateFrom', 'requested-services.errors.outsideStay');
  const option = body.optionId
    ? await app.db.query.serviceOptions.findFirst({
        where: and(
          eq(serviceOptions.id, body.optionId),
          eq(serviceOptions.serviceId, s.id),
          eq(serviceOptions.enabled, true),
        ),
      })
    : undefined;
  if (body.optionId && !option) fail(req, 'optionId', 'validation.invalid');
  const slots = await app.db
    .select()
    .from(serviceSlots)
    .where(and(eq(serviceSlots.serviceId, s.id), eq(serviceSlots.enabled, true)));
  const slot = body.slotId ? slots.find((x) => x.id === body.slotId) : undefined;
  if (slots.length && !slot)
    fail(req, 'slotId', body.slotId ? 'validation.invalid' : 'requested-services.errors.slotRequired');
  if (orderCutoff(body.dateFrom, slot?.startsAt ?? null, s.leadHours, s.cutoffTime) < now)
    fail(req, 'dateFrom', 'requested-services.errors.tooLate');
  const price = servicePrice({
    mode: s.chargeMode,
    priceKopecks: s.priceKopecks,
    optionKopecks: option?.priceKopecks ?? 0,
    persons,
    nights,
    hours: body.hours ?? 0,
    freeHours: s.freeHours,
  });
  const places = slot ? placesOf(s.chargeMode, persons) : 0;
  return app.db.transaction(async (tx) => {
    if (slot && !(await takePlaces(tx, slot, body.dateFrom, places)))
      throw new ApiError(409, req.t('requested-services.errors.slotFull'), {
        slotId: [req.t('requested-services.errors.slotFull')],
      });
    const free = price.totalKopecks === 0;
    const [o] = await tx
      .insert(serviceOrders)
      .values({
        companyId: req.companyId,
        userId: user.id,
        serviceId: s.id,
        optionId: option?.id ?? null,
        slotId: slot?.id ?? null,
        dateFrom: body.dateFrom,
        dateTo: countsNights(s.chargeMode) ? body.dateTo! : null,
        hours: s.chargeMode === 'per_hour' ? body.hours! : null,
        persons,
        places,
        comment: body.comment ?? '',
        price,
        totalKopecks: price.totalKopecks,
        // A free order (luggage within 12 hours) needs no payment (R15.2).
        status: free ? 'paid' : 'awaiting_payment',
        paidAt: free ? now : null,
        payDeadline: orderPayDeadline(now),
        createdAt: now,
      })
      .returning();
    return o;
  });
}

/**
 * Withdraws the pending payments of the orders `orderIds` (docs/rules.md R5.23): a card attempt
 * becomes `cancelled` and the acquirer is told, so a success it still reports is applied as a
 * refund (the order takes nothing); any other pending payment fails.
 */
async function withdrawOrderPayments(app: FastifyInstance, tx: Tx, orderIds: number[]): Promise<void> {
  const ofOrders = and(eq(payments.targetKind, ORDER_PAYMENT_KIND), inArray(payments.targetId, orderIds))!;
  await cancelPendingPayments(app, tx, ofOrders);
  await tx
    .update(payments)
    .set({ status: 'failed', finishedAt: app.clock.now() })
    .where(and(ofOrders, eq(payments.status, 'pending')));
}

/** POST app/v1/requested-services/{id}/cancel (docs/rules.md R15.6). @throws ApiError 409 `requested-services.errors.cannotCancel`. */
export async function cancelOrder(app: FastifyInstance, req: FastifyRequest, o: OrderRowDb): Promise<OrderRowDb> {
  const [row] = await toOrderRows(app, req, [o]);
  if (!row.canCancel) throw new ApiError(409, req.t('requested-services.errors.cannotCancel'));
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [c] = await tx
      .update(serviceOrders)
      .set({ status: 'cancelled', cancelledAt: now, refundKopecks: o.paidAt ? o.totalKopecks : 0 })
      .where(and(eq(serviceOrders.id, o.id), inArray(serviceOrders.status, ['awaiting_payment', 'paid', 'scheduled'])))
      .returning();
    if (!c) throw new ApiError(409, req.t('requested-services.errors.cannotCancel'));
    await releasePlaces(tx, c);
    await withdrawOrderPayments(app, tx, [o.id]);
    return c;
  });
}

/**
 * Removes every order unpaid by its deadline (docs/rules.md R15.6): it becomes `expired` (kept
 * for the record, gone for the guest), its places are released, its pending payment is cancelled
 * (docs/rules.md R5.23).
 * @returns the expired orders.
 */
export async function expireUnpaidOrders(app: FastifyInstance, now: Date): Promise<OrderRowDb[]> {
  return app.db.transaction(async (tx) => {
    const rows = await tx
      .update(serviceOrders)
      .set({ status: 'expired', cancelledAt: now })
      .where(and(eq(serviceOrders.status, 'awaiting_payment'), lt(serviceOrders.payDeadline, now)))
      .returning();
    for (const o of rows) await releasePlaces(tx, o);
    if (rows.length)
      await withdrawOrderPayments(
        app,
        tx,
        rows.map((o) => o.id),
      );
    return rows;
  });
}

/**
 * The payable kind of a service order (docs/rules.md R5.21, R15.5), registered by buildApp: a
 * success marks an order still awaiting payment paid (one no longer awaiting payment — paid,
 * cancelled, expired — takes nothing and the amount is refunded, R5.23); the guest is told either way.
 */
export const orderPaymentTarget: PaymentKind = {
  kind: ORDER_PAYMENT_KIND,
  fiscalItemKind: 'services',
  async onResult(tx, p, outcome) {
    if (outcome !== 'succeeded' || p.targetId === null) return;
    const paid = await tx
      .update(serviceOrders)
      .set({ status: 'paid', paidAt: p.finishedAt ?? new Date() })
      .where(and(eq(serviceOrders.id, p.targetId), eq(serviceOrders.status, 'awaiting_payment')))
      .returning({ id: serviceOrders.id });
    return paid.length > 0;
  },
  async afterResult(app, p, outcome) {
    if (p.targetId === null || p.userId === null) return;
    const o = await app.db.query.serviceOrders.findFirst({ where: eq(serviceOrders.id, p.targetId) });
    const s = o && (await app.db.query.services.findFirst({ where: eq(services.id, o.serviceId) }));
    if (!o || !s) return;
    await noticeOrderPayment(app, p.userId, o.id, s.title, outcome === 'succeeded', p);
  },
  async describe(app, p) {
    const o =
      p.targetId === null
        ? undefined
        : await app.db.query.serviceOrders.findFirst({ where: eq(serviceOrders.id, p.targetId) });
    const s = o && (await app.db.query.services.findFirst({ where: eq(services.id, o.serviceId) }));
    return {
      label: s
        ? { ru: `Услуга «${s.title.ru}», заказ № ${o!.id}`, en: `Service "${s.title.en}", order #${o!.id}` }
        : { ru: 'Услуга', en: 'Service' },
      returnPath: `/requested-service-payment-success/${p.targetId}`,
    };
  },
};
