/**
 * Demo proxies and subscriptions (docs/rules.md R12.3, R12.8; issue 11 item 7), relative to today:
 * the demo owner (+7 999 000-00-02) gave the demo agent (+7 999 000-00-03) a valid, verified proxy
 * on the owner's first room (view, tenants, pay, reports) and an expired one on the second room, so
 * the agent sees exactly one room; the first room has an active cleaning subscription with one paid
 * month (receipt) and the next payment in 10 days. Runs when the company has no proxy.
 */
import { asc, count, eq, and } from 'drizzle-orm';
import type { Db } from '../client';
import { objects, payments, proxies, proxyObjects, subscriptionCharges, subscriptions, users } from '../schema';
import { DEMO_CAST, type SeedCast } from './users';
import { hotelToday } from '../../../src/domain/hotel-time';
import { addDaysIso } from '../../../src/domain/datetime';
import { addMonthsIso, SUBSCRIPTION_SERVICES } from '../../../src/domain/subscriptions';

/** The demo proxies' numbers. */
export const DEMO_PROXY_NUMBERS = { valid: '66 АА 7712345', expired: '66 АА 6601234' } as const;

export async function seedAgentDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc: a }) => a(c.id) });
  if (!company) return;
  const companyId = company.id;
  const [{ n }] = await db.select({ n: count() }).from(proxies).where(eq(proxies.companyId, companyId));
  if (n > 0) return;
  await seedProxiesOf(db, companyId, DEMO_CAST, now);
}

/** The proxies and the subscription of the module comment for `cast`'s owner and agent. */
export async function seedProxiesOf(db: Db, companyId: number, cast: SeedCast, now: Date): Promise<void> {
  const owner = await db.query.users.findFirst({
    where: and(eq(users.companyId, companyId), eq(users.phone, cast.owner)),
  });
  const agent = await db.query.users.findFirst({
    where: and(eq(users.companyId, companyId), eq(users.phone, cast.agent)),
  });
  if (!owner || !agent) return;
  const rooms = await db
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.ownerId, owner.id))
    .orderBy(asc(objects.id))
    .limit(2);
  if (rooms.length < 2) return;
  const today = hotelToday(now);
  await db.transaction(async (tx) => {
    const [valid, expired] = await tx
      .insert(proxies)
      .values([
        {
          companyId,
          ownerId: owner.id,
          agentId: agent.id,
          number: DEMO_PROXY_NUMBERS.valid,
          issuedOn: addDaysIso(today, -60),
          expiresOn: addDaysIso(today, 305),
          acts: ['view', 'tenants', 'pay', 'reports'],
          passportScanIds: ['00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000a002'],
          proxyScanId: '00000000-0000-4000-8000-00000000a003',
          verification: 'verified',
          verifiedAt: new Date(now.getTime() - 58 * 86_400_000),
          createdAt: new Date(now.getTime() - 60 * 86_400_000),
        },
        {
          companyId,
          ownerId: owner.id,
          agentId: agent.id,
          number: DEMO_PROXY_NUMBERS.expired,
          issuedOn: addDaysIso(today, -400),
          expiresOn: addDaysIso(today, -35),
          acts: ['view', 'pay'],
          passportScanIds: ['00000000-0000-4000-8000-00000000a004'],
          proxyScanId: '00000000-0000-4000-8000-00000000a005',
          verification: 'verified',
          verifiedAt: new Date(now.getTime() - 398 * 86_400_000),
          createdAt: new Date(now.getTime() - 400 * 86_400_000),
          reminded30At: new Date(now.getTime() - 65 * 86_400_000),
          reminded7At: new Date(now.getTime() - 42 * 86_400_000),
        },
      ])
      .returning();
    await tx.insert(proxyObjects).values([
      { proxyId: valid.id, objectId: rooms[0].id },
      { proxyId: expired.id, objectId: rooms[1].id },
    ]);
    // An active cleaning subscription: paid for the month that started 20 days ago.
    const started = addDaysIso(today, -20);
    const next = addMonthsIso(started, 1);
    const price = SUBSCRIPTION_SERVICES.cleaning;
    const [s] = await tx
      .insert(subscriptions)
      .values({
        companyId,
        objectId: rooms[0].id,
        userId: owner.id,
        service: 'cleaning',
        priceKopecks: price,
        status: 'active',
        startedOn: started,
        nextPaymentOn: next,
        createdAt: new Date(now.getTime() - 20 * 86_400_000),
      })
      .returning();
    const paidAt = new Date(now.getTime() - 20 * 86_400_000);
    const [c] = await tx
      .insert(subscriptionCharges)
      .values({
        companyId,
        subscriptionId: s.id,
        periodStart: started,
        periodEnd: next,
        amountKopecks: price,
        status: 'paid',
        paidAt,
        createdAt: paidAt,
      })
      .returning();
    await tx.insert(payments).values({
      companyId,
      targetKind: 'subscription_charge',
      targetId: c.id,
      userId: owner.id,
      method: 'card',
      provider: 'sandbox',
      providerPaymentId: `seed-subscription-${c.id}`,
      idempotencyKey: `seed-subscription-${c.id}`,
      amountKopecks: price,
      status: 'succeeded',
      createdAt: paidAt,
      finishedAt: paidAt,
    });
  });
}
