/**
 * The monthly job's side of room subscriptions (docs/rules.md R12.8): which subscriptions are due
 * or due a retry today, charging each (the saved card without the payer, or a payment link),
 * ending the disconnected ones, and a charge's row in the account. Split from ./subscriptions.ts,
 * which keeps the payment kind and starting a charge's payment.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subscriptionCharges, subscriptions } from '../db/schema';
import { notifyUser } from './push';
import { hotelToday } from '../../src/domain/hotel-time';
import { chargePeriod } from '../../src/domain/subscriptions';
import { formatMoney } from '../../src/domain/money';
import { dmy, startChargePayment, chargeSaved } from './subscriptions';

/**
 * Ends at `today` every subscription whose disconnection date has come (R12.8): inactive, no next
 * payment, its open charges abandoned. @returns the ids ended.
 */
export async function endDisconnected(app: FastifyInstance, today: string): Promise<number[]> {
  return app.db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({ status: 'inactive', nextPaymentOn: null })
      .where(and(sql`${subscriptions.status} <> 'inactive'`, sql`${subscriptions.endsOn} <= ${today}::date`))
      .returning({ id: subscriptions.id });
    const ids = ended.map((e) => e.id);
    if (ids.length) {
      await tx
        .update(subscriptionCharges)
        .set({ status: 'abandoned', retryOn: null })
        .where(
          and(inArray(subscriptionCharges.subscriptionId, ids), inArray(subscriptionCharges.status, ['due', 'failed'])),
        );
    }
    return ids;
  });
}

/** Active subscriptions whose next payment date has come and that are not ending before it. */
export function dueSubscriptions(today: string) {
  return and(
    eq(subscriptions.status, 'active'),
    sql`${subscriptions.nextPaymentOn} <= ${today}::date`,
    or(isNull(subscriptions.endsOn), sql`${subscriptions.endsOn} > ${subscriptions.nextPaymentOn}`),
  )!;
}

/** Failed charges whose retry date has come. */
export const retriesDue = (today: string) =>
  and(eq(subscriptionCharges.status, 'failed'), sql`${subscriptionCharges.retryOn} <= ${today}::date`)!;

/** What one run did: subscriptions ended, charges created, charges retried (ids). */
export interface SubscriptionRun {
  ended: number[];
  charged: number[];
  retried: number[];
}

/**
 * The row of `subscriptionCharges` that bills subscription `s` its price (kopecks) for `period`
 * (`YYYY-MM-DD` bounds from chargePeriod), stamped `createdAt`.
 */
export function chargeRow(
  s: Pick<typeof subscriptions.$inferSelect, 'id' | 'companyId' | 'priceKopecks'>,
  period: { start: string; end: string },
  createdAt: Date,
): typeof subscriptionCharges.$inferInsert {
  return {
    companyId: s.companyId,
    subscriptionId: s.id,
    periodStart: period.start,
    periodEnd: period.end,
    amountKopecks: s.priceKopecks,
    createdAt,
  };
}

/**
 * Runs the monthly subscription charge on `now` (default the app's clock; docs/rules.md R12.8),
 * run by the `subscription-charges` job (server/jobs/index.ts):
 * 1. subscriptions whose disconnection date has come end (inactive, nothing charged);
 * 2. each active subscription whose next payment date has come gets that month's charge — once:
 *    the charge is unique per subscription and period start — and it is charged from the saved
 *    card without the payer (auto-charge, R5.22), or, without a saved card, its card payment is
 *    started and the payer gets the link to pay;
 * 3. failed charges whose retry date has come are tried again the same way (claimed first, so a
 *    second run the same day does nothing).
 * The payer is told of every outcome ({@link subscriptionChargePaymentTarget}) and of every charge
 * waiting for them (with the link to pay).
 */
export async function runSubscriptionCharges(
  app: FastifyInstance,
  now: Date = app.clock.now(),
): Promise<SubscriptionRun> {
  const today = hotelToday(now);
  const ended = await endDisconnected(app, today);
  const charged: number[] = [];
  for (const s of await app.db.select().from(subscriptions).where(dueSubscriptions(today))) {
    const period = chargePeriod(s.nextPaymentOn!);
    const [c] = await app.db
      .insert(subscriptionCharges)
      .values(chargeRow(s, period, now))
      .onConflictDoNothing()
      .returning();
    if (!c) continue;
    charged.push(c.id);
    if (s.paymentMethodId) {
      await chargeSaved(app, s, c).catch(
        (e: unknown) => void app.log.warn({ err: e, charge: c.id }, 'subscription auto-charge'),
      );
      continue;
    }
    const started = await startChargePayment(app, null, s, c).catch(
      (e: unknown) => void app.log.warn({ err: e, charge: c.id }, 'subscription charge'),
    );
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
    const s =
      claimed && (await app.db.query.subscriptions.findFirst({ where: eq(subscriptions.id, c.subscriptionId) }));
    if (!claimed || !s) continue;
    retried.push(c.id);
    if (s.paymentMethodId) {
      await chargeSaved(app, s, claimed).catch(
        (e: unknown) => void app.log.warn({ err: e, charge: c.id }, 'subscription auto-charge retry'),
      );
      continue;
    }
    const started = await startChargePayment(app, null, s, claimed).catch(
      (e: unknown) => void app.log.warn({ err: e, charge: c.id }, 'subscription retry'),
    );
    await notifyUser(app, s.userId, {
      title: { ru: 'Повторная попытка оплаты подписки', en: 'Subscription charge retried' },
      body: {
        ru: `Пробуем снова списать ${formatMoney(c.amountKopecks, 'ru')}.`,
        en: `Trying the charge of ${formatMoney(c.amountKopecks, 'en')} again.`,
      },
      link: started?.confirmationUrl ?? `/subscriptions/${s.id}`,
    });
  }
  return { ended, charged, retried };
}
