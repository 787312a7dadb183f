/**
 * Charging room subscriptions (docs/rules.md R12.8) through the one card-payment implementation
 * (server/services/payments/, R5.21): a month's charge is a payment target of kind
 * {@link CHARGE_KIND}; its outcome reaches {@link subscriptionChargePaymentTarget} once, inside the transaction that
 * applies it. A paid charge moves the next payment date a month on and gets a receipt number; a
 * failed one is retried after 1 and 3 days (`afterFailedCharge`, src/domain/subscriptions.ts) and
 * the payer is told each time; after the last failure the subscription becomes inactive.
 *
 * Auto-charge (R12.8, R5.22): connecting asks the acquirer to save the card (the form shows the
 * payer's consent); when the first month's payment succeeds the saved method is kept on the
 * subscription ({@link subscriptionChargePaymentTarget} `afterResult`), and the monthly job charges it without the
 * payer ({@link chargeSaved}). Without a saved method (never saved, or turned off with
 * {@link forgetCard}) the job's charge waits, pending, for the payer on the confirmation page the
 * notice links to.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subscriptionCharges, subscriptions, type Localized } from '../db/schema';
import {
  chargeSavedMethod,
  startTargetPayment,
  type PaymentKind,
  type PaymentRow,
  type StartedPayment,
  type Tx,
} from './payments';
import { notifyUser } from './push';
import { roomLabels } from './agents';
import { tFor } from '../i18n';
import { hotelToday } from '../../src/domain/hotel-time';
import { afterFailedCharge, receiptNumber, type SubscriptionService } from '../../src/domain/subscriptions';
import { formatMoney } from '../../src/domain/money';
import type { PaymentStatus } from '../../src/contracts/payments';

/** The payment target kind of a subscription's monthly charge. */
export const CHARGE_KIND = 'subscription_charge';

type Charge = typeof subscriptionCharges.$inferSelect;
type Subscription = typeof subscriptions.$inferSelect;

const SERVICE_NAMES: Record<SubscriptionService, Localized> = {
  cleaning: { ru: 'Уборка', en: 'Cleaning' },
  internet: { ru: 'Интернет', en: 'Internet' },
  parking: { ru: 'Парковка', en: 'Parking' },
};

export const dmy = (d: string) => d.split('-').reverse().join('.');

/** `Service, room, period` in both languages. */
async function chargeLabel(app: Pick<FastifyInstance, 'db'>, s: Subscription, c: Charge): Promise<Localized> {
  const [ru, en] = await Promise.all([
    roomLabels(app as FastifyInstance, [s.objectId], 'ru'),
    roomLabels(app as FastifyInstance, [s.objectId], 'en'),
  ]);
  const period = `${dmy(c.periodStart)}–${dmy(c.periodEnd)}`;
  return {
    ru: `Подписка «${SERVICE_NAMES[s.service].ru}», ${ru.get(s.objectId) ?? ''}, ${period}`,
    en: `Subscription "${SERVICE_NAMES[s.service].en}", ${en.get(s.objectId) ?? ''}, ${period}`,
  };
}

async function chargeOf(db: Pick<FastifyInstance, 'db'>['db'] | Tx, id: number) {
  const c = await db.query.subscriptionCharges.findFirst({ where: eq(subscriptionCharges.id, id) });
  const s = c ? await db.query.subscriptions.findFirst({ where: eq(subscriptions.id, c.subscriptionId) }) : undefined;
  return c && s ? { c, s } : null;
}

/** The payable kind {@link CHARGE_KIND} (docs/rules.md R5.21, R12.8), registered by buildApp. */
export const subscriptionChargePaymentTarget: PaymentKind = {
  kind: CHARGE_KIND,
  fiscalItemKind: 'subscriptions',
  // A charge already paid or abandoned takes nothing: refunded (docs/rules.md R5.23).
  async onResult(tx: Tx, p: PaymentRow, outcome) {
    const found = p.targetId === null ? null : await chargeOf(tx, p.targetId);
    if (!found) return outcome === 'succeeded' ? false : undefined;
    const { c } = found;
    const now = p.finishedAt ?? new Date();
    if (outcome === 'succeeded') {
      const [paid] = await tx
        .update(subscriptionCharges)
        .set({ status: 'paid', paidAt: now, retryOn: null })
        .where(and(eq(subscriptionCharges.id, c.id), inArray(subscriptionCharges.status, ['due', 'failed'])))
        .returning();
      if (!paid) return false;
      // A paid month: active, next charge at the period's end (never moved backwards).
      await tx
        .update(subscriptions)
        .set({
          status: sql`case when ${subscriptions.status} = 'inactive' then 'inactive' else 'active' end`,
          nextPaymentOn: sql`greatest(coalesce(${subscriptions.nextPaymentOn}, ${paid.periodEnd}::date), ${paid.periodEnd}::date)`,
        })
        .where(eq(subscriptions.id, c.subscriptionId));
      return;
    }
    if (c.status !== 'due' && c.status !== 'failed') return;
    const failures = c.failures + 1;
    const next = afterFailedCharge(failures, hotelToday(now));
    if ('retryOn' in next) {
      await tx
        .update(subscriptionCharges)
        .set({ status: 'failed', failures, retryOn: next.retryOn })
        .where(eq(subscriptionCharges.id, c.id));
      await tx
        .update(subscriptions)
        .set({ status: 'past_due' })
        .where(and(eq(subscriptions.id, c.subscriptionId), eq(subscriptions.status, 'active')));
    } else {
      await tx
        .update(subscriptionCharges)
        .set({ status: 'abandoned', failures, retryOn: null })
        .where(eq(subscriptionCharges.id, c.id));
      await tx
        .update(subscriptions)
        .set({ status: 'inactive', nextPaymentOn: null, endsOn: hotelToday(now) })
        .where(eq(subscriptions.id, c.subscriptionId));
    }
  },

  async afterResult(app, p, outcome) {
    const found = p.targetId === null ? null : await chargeOf(app.db, p.targetId);
    if (!found) return;
    const { c, s } = found;
    const label = await chargeLabel(app, s, c);
    const link = `/subscriptions/${s.id}`;
    const unattended = p.confirmationUrl === null;
    if (outcome === 'succeeded' && !unattended && !s.paymentMethodId && p.providerPaymentId) {
      // The payer's payment asked to save the card (connecting, R12.8): keep the saved method.
      const saved = await app.payments.savedMethod(p.providerPaymentId);
      if (saved) {
        await app.db
          .update(subscriptions)
          .set({ paymentMethodId: saved.id, cardLabel: saved.label })
          .where(and(eq(subscriptions.id, s.id), isNull(subscriptions.paymentMethodId)));
      }
    }
    if (outcome === 'succeeded') {
      const money = { ru: formatMoney(c.amountKopecks, 'ru'), en: formatMoney(c.amountKopecks, 'en') };
      const card = s.cardLabel
        ? { ru: ` с карты ${s.cardLabel}`, en: ` from card ${s.cardLabel}` }
        : { ru: '', en: '' };
      await notifyUser(app, p.userId ?? s.userId, {
        title: unattended
          ? { ru: 'Списана оплата подписки', en: 'Subscription charged' }
          : { ru: 'Подписка оплачена', en: 'Subscription paid' },
        body: unattended
          ? {
              ru: `${label.ru}: списано ${money.ru}${card.ru}. Чек № ${receiptNumber(c.id)}.`,
              en: `${label.en}: charged ${money.en}${card.en}. Receipt No. ${receiptNumber(c.id)}.`,
            }
          : {
              ru: `${label.ru}: ${money.ru}. Чек № ${receiptNumber(c.id)}.`,
              en: `${label.en}: ${money.en}. Receipt No. ${receiptNumber(c.id)}.`,
            },
        link,
      });
      return;
    }
    const retry = c.status === 'failed' && c.retryOn;
    await notifyUser(app, p.userId ?? s.userId, {
      title: { ru: 'Не удалось списать оплату подписки', en: 'Subscription charge failed' },
      body: retry
        ? {
            ru: `${label.ru}. Повторим ${dmy(c.retryOn!)}; можно оплатить сейчас.`,
            en: `${label.en}. We will retry on ${dmy(c.retryOn!)}; you can pay now.`,
          }
        : { ru: `${label.ru}. Подписка отключена.`, en: `${label.en}. The subscription is disconnected.` },
      link,
    });
  },

  async describe(app, p) {
    const found = p.targetId === null ? null : await chargeOf(app.db, p.targetId);
    if (!found) return { label: { ru: 'Подписка', en: 'Subscription' }, returnPath: '/subscriptions' };
    return { label: await chargeLabel(app, found.s, found.c), returnPath: `/subscriptions/${found.s.id}` };
  },
};

/**
 * Starts (or resumes) the card payment of charge `c` of subscription `s` for its payer.
 * `req` is the caller's request, or null from a job (messages then in Russian, the default).
 * @throws ApiError 503 when the acquirer fails.
 */
export async function startChargePayment(
  app: FastifyInstance,
  req: FastifyRequest | null,
  s: Subscription,
  c: Charge,
  opts: { saveCard?: boolean } = {},
): Promise<StartedPayment> {
  const label = await chargeLabel(app, s, c);
  const lang = req?.lang ?? 'ru';
  const r = req ?? ({ t: tFor('ru'), log: app.log, lang: 'ru' } as unknown as FastifyRequest);
  return startTargetPayment(app, r, {
    kind: CHARGE_KIND,
    targetId: c.id,
    companyId: s.companyId,
    userId: s.userId,
    amountKopecks: c.amountKopecks,
    description: label[lang],
    returnPath: `/subscriptions/${s.id}`,
    savePaymentMethod: opts.saveCard,
  });
}

/**
 * Charges charge `c` from the card saved on subscription `s`, without the payer (R12.8, R5.22);
 * the outcome is applied once and the payer told ({@link subscriptionChargePaymentTarget}). Descriptions in Russian
 * (the acquirer's statement line).
 * @throws Error when `s` has no saved card (a programming error).
 */
export async function chargeSaved(
  app: FastifyInstance,
  s: Subscription,
  c: Charge,
): Promise<{ paymentId: number; status: PaymentStatus }> {
  if (!s.paymentMethodId) throw new Error(`subscription ${s.id} has no saved card`);
  const label = await chargeLabel(app, s, c);
  return chargeSavedMethod(app, {
    kind: CHARGE_KIND,
    targetId: c.id,
    companyId: s.companyId,
    userId: s.userId,
    amountKopecks: c.amountKopecks,
    description: label.ru,
    paymentMethodId: s.paymentMethodId,
  });
}

/** Turns auto-charge off: the saved card is forgotten; later months are paid by link (R12.8). */
export async function forgetCard(app: FastifyInstance, subscriptionId: number): Promise<Subscription> {
  const [row] = await app.db
    .update(subscriptions)
    .set({ paymentMethodId: null, cardLabel: null })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  return row;
}

/** The open (due or failed) charge of a subscription, if any. */
export async function openCharge(app: FastifyInstance, subscriptionId: number): Promise<Charge | undefined> {
  return app.db.query.subscriptionCharges.findFirst({
    where: and(
      eq(subscriptionCharges.subscriptionId, subscriptionId),
      inArray(subscriptionCharges.status, ['due', 'failed']),
    ),
  });
}
