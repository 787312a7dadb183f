/**
 * Queries of the subscriptions resource (docs/rules.md R12.8): the subscriptions of the rooms the
 * caller acts on (owner: owned; agent: valid proxy — someone else's → 404, a proxy without `pay`
 * → 403 for connecting, paying and disconnecting), connecting with the first month's charge,
 * paying an open charge, disconnecting from the date the screen showed.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objects, subscriptionCharges, subscriptions } from '../../db/schema';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { actingRooms, companyToday, roomForAct, roomLabels } from '../../services/agents';
import { forgetCard, openCharge, startChargePayment } from '../../services/subscriptions';
import { chargeRow } from '../../services/subscription-runs';
import type { StartedPayment } from '../../services/payments';
import { foundOr404 } from '../../scope';
import { toServerTimestamp } from '../../../src/domain/datetime';
import {
  chargePeriod,
  disconnectionDate,
  receiptNumber,
  SUBSCRIPTION_SERVICES,
  type SubscriptionService,
} from '../../../src/domain/subscriptions';
import type { ProxyRoom } from '../../../src/contracts/agents';
import type { SubscriptionDetail, SubscriptionRow } from '../../../src/contracts/subscriptions';

type Subscription = typeof subscriptions.$inferSelect;

/** Subscriptions of the rooms the caller sees (owner: owned; agent: proxied for `view`). */
function visible(app: FastifyInstance, req: FastifyRequest): SQL {
  const user = requireUser(req);
  const rooms = app.db
    .select({ id: objects.id })
    .from(objects)
    .where(actingRooms(user, companyToday(app), 'view'));
  return and(eq(subscriptions.companyId, user.companyId), inArray(subscriptions.objectId, rooms))!;
}

/** The caller's subscriptions, newest first. */
export async function listSubscriptions(app: FastifyInstance, req: FastifyRequest): Promise<Subscription[]> {
  return app.db.select().from(subscriptions).where(visible(app, req)).orderBy(desc(subscriptions.id));
}

/** One subscription of a room the caller sees. @throws ApiError 404 `subscriptions.errors.notFound`. */
export async function ownSubscription(app: FastifyInstance, req: FastifyRequest, id: number): Promise<Subscription> {
  const s = await app.db.query.subscriptions.findFirst({ where: and(eq(subscriptions.id, id), visible(app, req)) });
  return foundOr404(req, s, 'subscriptions.errors.notFound');
}

/** Subscriptions → list rows. */
export async function toRows(
  app: FastifyInstance,
  req: FastifyRequest,
  list: Subscription[],
): Promise<SubscriptionRow[]> {
  const labels = await roomLabels(
    app,
    list.map((s) => s.objectId),
    req.lang,
  );
  const today = companyToday(app);
  return list.map((s) => ({
    id: s.id,
    objectId: s.objectId,
    room: labels.get(s.objectId) ?? '',
    service: s.service,
    priceKopecks: s.priceKopecks,
    status: s.status,
    startedOn: s.startedOn,
    nextPaymentOn: s.nextPaymentOn,
    endsOn: s.endsOn,
    disconnectOn: disconnectionDate(s, today),
    autoCharge: s.paymentMethodId !== null,
    cardLabel: s.paymentMethodId !== null ? s.cardLabel : null,
  }));
}

/** A subscription with its charges (newest first) and receipts. */
export async function detail(app: FastifyInstance, req: FastifyRequest, s: Subscription): Promise<SubscriptionDetail> {
  const [row] = await toRows(app, req, [s]);
  const charges = await app.db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.subscriptionId, s.id))
    .orderBy(desc(subscriptionCharges.periodStart));
  return {
    ...row,
    charges: charges.map((c) => ({
      id: c.id,
      periodStart: c.periodStart,
      periodEnd: c.periodEnd,
      amountKopecks: c.amountKopecks,
      status: c.status,
      failures: c.failures,
      retryOn: c.retryOn,
      paidAt: c.paidAt ? toServerTimestamp(c.paidAt) : null,
      receiptNumber: c.status === 'paid' ? receiptNumber(c.id) : null,
    })),
  };
}

/** The services with prices and the rooms the caller may connect one to (owned, or proxied for `pay`). */
export async function catalog(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<{ services: { code: SubscriptionService; priceKopecks: number }[]; rooms: ProxyRoom[] }> {
  const user = requireUser(req);
  const rows = await app.db
    .select({ id: objects.id })
    .from(objects)
    .where(actingRooms(user, companyToday(app), 'pay'));
  const labels = await roomLabels(
    app,
    rows.map((r) => r.id),
    req.lang,
  );
  return {
    services: Object.entries(SUBSCRIPTION_SERVICES).map(([code, priceKopecks]) => ({
      code: code as SubscriptionService,
      priceKopecks,
    })),
    rooms: [...labels].map(([id, label]) => ({ id, label })),
  };
}

/**
 * Connects `service` to room `objectId` and starts the first month's card payment, asking the
 * acquirer to save the card for the monthly auto-charge (R12.8, R5.22; the form shows the consent).
 * @throws ApiError 404 / 403 (the room, the act `pay`); 409 `subscriptions.errors.exists` when the room already has it.
 */
export async function connect(
  app: FastifyInstance,
  req: FastifyRequest,
  objectId: number,
  service: SubscriptionService,
): Promise<{ s: Subscription; payment: StartedPayment }> {
  const user = requireUser(req);
  const room = await roomForAct(app, req, objectId, 'pay');
  const today = companyToday(app);
  const period = chargePeriod(today);
  const created = await app.db.transaction(async (tx) => {
    const [s] = await tx
      .insert(subscriptions)
      .values({
        companyId: room.companyId,
        objectId: room.id,
        userId: user.id,
        service,
        priceKopecks: SUBSCRIPTION_SERVICES[service],
        startedOn: today,
        createdAt: app.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!s) return null;
    const [c] = await tx
      .insert(subscriptionCharges)
      .values(chargeRow(s, period, app.clock.now()))
      .returning();
    return { s, c };
  });
  if (!created) throw new ApiError(409, req.t('subscriptions.errors.exists'));
  return { s: created.s, payment: await startChargePayment(app, req, created.s, created.c, { saveCard: true }) };
}

/** Starts (or resumes) the payment of the open charge. @throws ApiError 403 (no `pay`), 409 `subscriptions.errors.nothingDue`. */
export async function pay(app: FastifyInstance, req: FastifyRequest, s: Subscription): Promise<StartedPayment> {
  await roomForAct(app, req, s.objectId, 'pay');
  const c = await openCharge(app, s.id);
  if (!c || s.status === 'inactive') throw new ApiError(409, req.t('subscriptions.errors.nothingDue'));
  return startChargePayment(app, req, s, c);
}

/**
 * Disconnects from the date {@link disconnectionDate} gives today (the end of the paid period, or
 * today when nothing is paid ahead). `shownOn` is the date the screen showed: when it differs
 * (the day changed) nothing happens and 409 asks to confirm again.
 * @throws ApiError 403 (no `pay`), 409 `subscriptions.errors.inactive` / `dateChanged`.
 */
export async function disconnect(
  app: FastifyInstance,
  req: FastifyRequest,
  s: Subscription,
  shownOn: string,
): Promise<Subscription> {
  await roomForAct(app, req, s.objectId, 'pay');
  if (s.status === 'inactive' || s.endsOn) throw new ApiError(409, req.t('subscriptions.errors.inactive'));
  const today = companyToday(app);
  const on = disconnectionDate(s, today);
  if (on !== shownOn) throw new ApiError(409, req.t('subscriptions.errors.dateChanged'));
  return app.db.transaction(async (tx) => {
    if (on > today) {
      const [row] = await tx.update(subscriptions).set({ endsOn: on }).where(eq(subscriptions.id, s.id)).returning();
      return row;
    }
    const [row] = await tx
      .update(subscriptions)
      .set({ endsOn: on, status: 'inactive', nextPaymentOn: null })
      .where(eq(subscriptions.id, s.id))
      .returning();
    await tx
      .update(subscriptionCharges)
      .set({ status: 'abandoned', retryOn: null })
      .where(and(eq(subscriptionCharges.subscriptionId, s.id), inArray(subscriptionCharges.status, ['due', 'failed'])));
    return row;
  });
}

/**
 * Turns auto-charge off (R12.8): the saved card is forgotten; the next month's charge waits for
 * the payer with a link to pay. @throws ApiError 403 (no `pay`), 409 `subscriptions.errors.noAutoCharge`.
 */
export async function turnOffAutoCharge(
  app: FastifyInstance,
  req: FastifyRequest,
  s: Subscription,
): Promise<Subscription> {
  await roomForAct(app, req, s.objectId, 'pay');
  if (!s.paymentMethodId) throw new ApiError(409, req.t('subscriptions.errors.noAutoCharge'));
  return forgetCard(app, s.id);
}
