/**
 * The `service-order-update` e-mail (docs/rules.md R22.1): a service order paid, its payment
 * failed, the order removed unpaid — sent beside the in-app notice of the same change — or
 * scheduled or done by the back office; once per (order, change); and the in-app notice of a service order's payment with its e-mail.
 */
import type { FastifyInstance } from 'fastify';
import { both } from '../booking-notices';
import { notifyUser } from '../push';
import { formatMoney } from '../../../src/domain/money';
import { queueEmail } from '.';

/** What happened to the order: its payment, its removal unpaid, or the back office's step (R15). */
export type OrderChange = 'paid' | 'failed' | 'expired' | 'scheduled' | 'done';

/**
 * Queues the e-mail of order `orderId` (its service's `title`) for `userId`. Never throws.
 * @param payment - the payment of a `paid`/`failed` change (its amount, kopecks, and the event key).
 */
export async function emailOrderUpdate(
  app: FastifyInstance,
  userId: number,
  orderId: number,
  title: { ru: string; en: string } | undefined,
  change: OrderChange,
  payment?: { id: number; amountKopecks: number },
): Promise<void> {
  await queueEmail(app, {
    to: { userId },
    template: 'service-order-update',
    data: {
      title: title ?? { ru: `Заказ № ${orderId}`, en: `Order #${orderId}` },
      status:
        change === 'failed'
          ? { ru: 'Оплата не прошла', en: 'Payment failed' }
          : both(`requested-services.status.${change}`),
      amountKopecks: payment?.amountKopecks,
      link: change === 'expired' ? '/requested-services' : `/requested-service/${orderId}`,
    },
    eventKey: `service-order-update:${orderId}:${payment ? `payment:${payment.id}` : change}`,
  });
}

/**
 * Tells `userId` in-app, by push (R7.10) and by e-mail how their payment `p` of order `orderId`
 * (service `title`) ended.
 */
export async function noticeOrderPayment(
  app: FastifyInstance,
  userId: number,
  orderId: number,
  title: { ru: string; en: string },
  ok: boolean,
  p: { id: number; amountKopecks: number },
): Promise<void> {
  await notifyUser(app, userId, {
    title: ok ? { ru: 'Услуга оплачена', en: 'Service paid' } : { ru: 'Оплата не прошла', en: 'Payment failed' },
    body: {
      ru: `${title.ru}: ${formatMoney(p.amountKopecks, 'ru')}`,
      en: `${title.en}: ${formatMoney(p.amountKopecks, 'en')}`,
    },
    link: `/requested-service/${orderId}`,
  });
  await emailOrderUpdate(app, userId, orderId, title, ok ? 'paid' : 'failed', p);
}
