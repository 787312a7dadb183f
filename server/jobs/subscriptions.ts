/**
 * The monthly subscription charge (docs/rules.md R12.8), run by a timer in server/main.ts and by
 * tests with the app's clock:
 * 1. subscriptions whose disconnection date has come end (inactive, nothing charged);
 * 2. each active subscription whose next payment date has come gets that month's charge — once:
 *    the charge is unique per subscription and period start — and it is charged from the saved
 *    card without the payer (auto-charge, R5.22), or, without a saved card, its card payment is
 *    started and the payer gets the link to pay;
 * 3. failed charges whose retry date has come are tried again the same way (claimed first, so a
 *    second run the same day does nothing).
 * The payer is told of every outcome (server/services/subscriptions.ts) and of every charge
 * waiting for them (with the link to pay).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subscriptionCharges, subscriptions } from '../db/schema';
import { notifyUser } from '../services/push';
import { chargeSaved, dueSubscriptions, endDisconnected, retriesDue, startChargePayment } from '../services/subscriptions';
import { hotelToday } from '../../src/domain/bookings';
import { chargePeriod } from '../../src/domain/subscriptions';
import { formatMoney } from '../../src/domain/money';
import { schedule } from './schedule';

/** What one run did: subscriptions ended, charges created, charges retried (ids). */
export interface SubscriptionRun {
  ended: number[];
  charged: number[];
  retried: number[];
}

const dmy = (d: string) => d.split('-').reverse().join('.');

/** Runs the subscription charge on `now` (default the app's clock). */
export async function runSubscriptionCharges(app: FastifyInstance, now: Date = app.clock.now()): Promise<SubscriptionRun> {
  const today = hotelToday(now);
  const ended = await endDisconnected(app, today);
  const charged: number[] = [];
  for (const s of await app.db.select().from(subscriptions).where(dueSubscriptions(today))) {
    const period = chargePeriod(s.nextPaymentOn!);
    const [c] = await app.db
      .insert(subscriptionCharges)
      .values({ companyId: s.companyId, subscriptionId: s.id, periodStart: period.start, periodEnd: period.end, amountKopecks: s.priceKopecks, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!c) continue;
    charged.push(c.id);
    if (s.paymentMethodId) {
      await chargeSaved(app, s, c).catch((e: unknown) => void app.log.warn({ err: e, charge: c.id }, 'subscription auto-charge'));
      continue;
    }
    const started = await startChargePayment(app, null, s, c).catch((e: unknown) => void app.log.warn({ err: e, charge: c.id }, 'subscription charge'));
    await notifyUser(app, s.userId, {
      title: { ru: 'Оплата подписки', en: 'Subscription payment' },
      body: {
        ru: `Списание ${formatMoney(c.amountKopecks, 'ru')} за ${dmy(period.start)}–${dmy(period.end)}.`,
        en: `A charge of ${formatMoney(c.amountKopecks, 'en')} for ${dmy(period.start)}–${dmy(period.end)}.`,
      },
      link: started?.confirmationUrl ?? `/subscriptions/${s.id}`,
    });
  }
  const retried: number[] = [];
  for (const c of await app.db.select().from(subscriptionCharges).where(retriesDue(today))) {
    // Claim the retry (a second run the same day finds no retry date and does nothing).
    const [claimed] = await app.db
      .update(subscriptionCharges)
      .set({ retryOn: null })
      .where(and(eq(subscriptionCharges.id, c.id), retriesDue(today)))
      .returning();
    const s = claimed && (await app.db.query.subscriptions.findFirst({ where: eq(subscriptions.id, c.subscriptionId) }));
    if (!claimed || !s) continue;
    retried.push(c.id);
    if (s.paymentMethodId) {
      await chargeSaved(app, s, claimed).catch((e: unknown) => void app.log.warn({ err: e, charge: c.id }, 'subscription auto-charge retry'));
      continue;
    }
    const started = await startChargePayment(app, null, s, claimed).catch((e: unknown) => void app.log.warn({ err: e, charge: c.id }, 'subscription retry'));
    await notifyUser(app, s.userId, {
      title: { ru: 'Повторная попытка оплаты подписки', en: 'Subscription charge retried' },
      body: { ru: `Пробуем снова списать ${formatMoney(c.amountKopecks, 'ru')}.`, en: `Trying the charge of ${formatMoney(c.amountKopecks, 'en')} again.` },
      link: started?.confirmationUrl ?? `/subscriptions/${s.id}`,
    });
  }
  return { ended, charged, retried };
}

/** Runs {@link runSubscriptionCharges} now and every `seconds`; returns a function that stops it. */
export function startSubscriptionJobs(app: FastifyInstance, seconds: number): () => Promise<void> {
  if (seconds <= 0) return async () => undefined;
  return schedule(app, 'subscription charges', seconds * 1000, async () => {
    const r = await runSubscriptionCharges(app);
    if (r.ended.length + r.charged.length + r.retried.length) app.log.info(r, 'subscription charges');
  });
}
