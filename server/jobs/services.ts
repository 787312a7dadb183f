/**
 * The service-order job (docs/rules.md R15.6): an order unpaid by its deadline is removed (kept as
 * `expired`, gone for the guest), its slot's places are released, and the guest is told in-app and
 * by push. Run as the `service-order-deadlines` job (server/jobs/index.ts); tests call
 * {@link expireOverdueOrders} with a clock. Once per order: the conditional UPDATE
 * `awaiting_payment` → `expired` claims it (a second worker finds it expired), the places are
 * released in the same transaction, and only the claimed orders are noticed.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { services } from '../db/schema';
import { expireUnpaidOrders } from '../services/service-orders';
import { notifyUser } from '../services/push';
import { emailOrderUpdate } from '../services/email/orders';

/** Expires the overdue orders at `now` and tells their guests. @returns the ids expired. */
export async function expireOverdueOrders(app: FastifyInstance, now: Date = app.clock.now()): Promise<number[]> {
  const rows = await expireUnpaidOrders(app, now);
  if (!rows.length) return [];
  const svcs = await app.db
    .select()
    .from(services)
    .where(inArray(services.id, [...new Set(rows.map((o) => o.serviceId))]));
  for (const o of rows) {
    const s = svcs.find((x) => x.id === o.serviceId);
    await notifyUser(app, o.userId, {
      title: { ru: 'Заказ услуги отменён', en: 'Service order removed' },
      body: {
        ru: `Заказ № ${o.id} «${s?.title.ru ?? ''}» не был оплачен вовремя и удалён; время освобождено.`,
        en: `Order #${o.id} "${s?.title.en ?? ''}" was not paid in time and has been removed; the slot is released.`,
      },
      link: '/requested-services',
    }).catch((e: unknown) => app.log.warn({ err: e, order: o.id }, 'order notice failed'));
    // The e-mail of the same change (docs/rules.md R22.1).
    await emailOrderUpdate(app, o.userId, o.id, s?.title, 'expired');
  }
  return rows.map((o) => o.id);
}
