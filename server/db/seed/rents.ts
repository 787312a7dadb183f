/**
 * Demo rents (docs/rules.md R9, R12.4; issue 10 item 7, issue 11 item 3), relative to today:
 * - the demo tenant (+7 999 000-00-01) rents the room of their utility accounts from the company
 *   (./utility-accounts.ts) under a two-year lease that began 14 months ago: 13 monthly charges paid by
 *   card, one unpaid (overdue), and the current one due in 2 days (the dashboard's alert);
 * - a second tenant (+7 999 000-00-05) rents a self-administered room of the demo owner
 *   (+7 999 000-00-02), added by the owner, so the owner sees a tenant in /rents.
 * Runs when the company has no lease; deterministic apart from today.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { leaseDocuments, leases, objects, payments, rentCharges, users, utilityAccounts } from '../schema';
import { DEMO_CAST, type SeedCast } from './users';
import { hotelToday } from '../../../src/domain/hotel-time';
import { addDaysIso } from '../../../src/domain/datetime';
import { addMonthsIso, rentSchedule } from '../../../src/domain/rents';

/** The second demo tenant's phone (a tenant of the owner's self-administered room). */
export const DEMO_OWNER_TENANT = DEMO_CAST.ownerTenant;

export async function seedRentDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company) return;
  const [{ n }] = await db.select({ n: count() }).from(leases).where(eq(leases.companyId, company.id));
  if (n > 0) return;
  await seedRentsOf(db, company.id, DEMO_CAST, now);
}

/** The two rents of the module comment for `cast`'s tenant, owner and owner's tenant. */
export async function seedRentsOf(db: Db, companyId: number, cast: SeedCast, now: Date): Promise<void> {
  const guest = await db.query.users.findFirst({ where: eq(users.phone, cast.guest) });
  const owner = await db.query.users.findFirst({ where: eq(users.phone, cast.owner) });
  if (!guest) return;
  const today = hotelToday(now);
  const account = await db.query.utilityAccounts.findFirst({
    where: eq(utilityAccounts.userId, guest.id),
    orderBy: asc(utilityAccounts.id),
  });
  const room = account
    ? await db.query.objects.findFirst({ where: eq(objects.id, account.objectId) })
    : await db.query.objects.findFirst({ where: eq(objects.companyId, companyId), orderBy: asc(objects.id) });
  if (!room) return;

  const start = addDaysIso(addMonthsIso(today, -14), 2);
  const rent = 4_500_000;
  // Paid by card on their due day, all but the 14th (index 13); the 15th is due in 2 days.
  await insertRent(
    db,
    {
      companyId,
      objectId: room.id,
      userId: guest.id,
      createdBy: null,
      startDate: start,
      endDate: addMonthsIso(start, 24),
      monthlyRentKopecks: rent,
      depositKopecks: rent,
      paymentDay: Number(start.slice(8, 10)),
      noticeDays: 30,
      checkInAcceptedAt: new Date(`${start}T09:00:00Z`),
      pdConsentAt: new Date(`${start}T09:00:00Z`),
      checkInVersion: 'seed',
      createdAt: new Date(`${addDaysIso(start, -7)}T10:00:00Z`),
    },
    (c, i) => (i >= 13 || c.dueDate > today ? null : new Date(`${c.dueDate}T08:30:00Z`)),
  );

  // The owner's self-administered room with a tenant (issue 11 item 3).
  if (!owner) return;
  const selfRoom =
    (await db.query.objects.findFirst({
      where: and(eq(objects.ownerId, owner.id), ne(objects.id, room.id)),
      orderBy: (o, { desc }) => desc(o.id),
    })) ?? // not the first room, which booking tests use (docs/rules.md R4.10)
    (await db.query.objects.findFirst({
      where: and(eq(objects.ownerId, owner.id), ne(objects.id, room.id)),
      orderBy: asc(objects.id),
    }));
  if (!selfRoom) return;
  if (selfRoom.management !== 'self')
    await db.update(objects).set({ management: 'self' }).where(eq(objects.id, selfRoom.id));
  let tenant = await db.query.users.findFirst({ where: eq(users.phone, cast.ownerTenant) });
  if (!tenant)
    [tenant] = await db
      .insert(users)
      .values({ companyId, phone: cast.ownerTenant, surname: 'Смирнова', name: 'Анна', roles: ['guest'] })
      .returning();
  const start2 = addMonthsIso(today, -3);
  await insertRent(
    db,
    {
      companyId,
      objectId: selfRoom.id,
      userId: tenant.id,
      createdBy: owner.id,
      startDate: start2,
      endDate: addMonthsIso(start2, 11),
      monthlyRentKopecks: 3_800_000,
      depositKopecks: 3_800_000,
      paymentDay: Number(start2.slice(8, 10)),
      noticeDays: 30,
      createdAt: new Date(`${addDaysIso(start2, -3)}T10:00:00Z`),
    },
    (c) => (c.dueDate < today ? new Date(`${c.dueDate}T07:00:00Z`) : null),
  );
}

/**
 * Inserts one rent (a `leases` row, SQL name kept): its monthly charges by `rentSchedule`, a card
 * payment on the sandbox for each charge `paidAt` gives a time to (in the charges' order), and its
 * contract document `№ <id>/<start year>`.
 * @param paidAt - when the charge (index `i` of the schedule) was paid, or null when it is unpaid.
 */
async function insertRent(
  db: Db,
  row: typeof leases.$inferInsert,
  paidAt: (c: typeof rentCharges.$inferSelect, i: number) => Date | null,
): Promise<void> {
  const [l] = await db.insert(leases).values(row).returning();
  const charges = await db
    .insert(rentCharges)
    .values(
      rentSchedule(l.startDate, l.endDate, l.monthlyRentKopecks).map((c) => ({
        companyId: l.companyId,
        leaseId: l.id,
        ...c,
      })),
    )
    .returning();
  for (const [i, c] of charges.entries()) {
    const at = paidAt(c, i);
    if (!at) continue;
    const [p] = await db
      .insert(payments)
      .values({
        companyId: l.companyId,
        targetKind: 'rent_charge',
        targetId: c.id,
        userId: l.userId,
        method: 'card',
        provider: 'sandbox',
        providerPaymentId: `seed-rent-${c.id}`,
        idempotencyKey: `seed-rent-${c.id}`,
        amountKopecks: c.amountKopecks,
        status: 'succeeded',
        createdAt: at,
        finishedAt: at,
      })
      .returning({ id: payments.id });
    await db.update(rentCharges).set({ paidAt: at, paymentId: p.id }).where(eq(rentCharges.id, c.id));
  }
  await db.insert(leaseDocuments).values({
    companyId: l.companyId,
    leaseId: l.id,
    kind: 'contract',
    name: `№ ${l.id}/${l.startDate.slice(0, 4)}`,
    createdAt: l.createdAt,
  });
}
