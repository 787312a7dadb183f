/**
 * Demo owner rooms (docs/rules.md R12): the demo owner (+7 999 000-00-02) gets four rooms of the
 * first building, dates relative to today (the app clock):
 * - {@link OWNER_DEMO_ROOMS}`.mc` — under the MC with agreement numbers, 12 months of past
 *   bookings and one own stay ahead;
 * - `.self` — self-administered (the leases seed puts a tenant there);
 * - `.connect` — self-administered with a request to connect to the MC under consideration;
 * - `.terminate` — under the MC with a termination notice under consideration;
 * plus an application to add a new room (number {@link OWNER_DEMO_NEW_ROOM}) under consideration.
 * Other seeds (agents' proxies, leases, subscriptions) find the rooms by these numbers through
 * {@link ownerDemoRoomIds}. Runs once (when the company has no applications); deterministic.
 */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { applications, bookingObjects, bookings, leases, objects, ownerStays, tariffs, users } from '../schema';
import { DEMO_CAST, DEMO_USERS, tagged, type SeedCast } from './users';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import { agreementNumbers, rangesOverlap } from '../../../src/domain/mc-contract';

/** The demo owner's room numbers (building 1), by role in the demo; filled by {@link seedOwnerRoomsDemo}. */
export const OWNER_DEMO_ROOMS: { mc: string; self: string; connect: string; terminate: string } = {
  mc: '',
  self: '',
  connect: '',
  terminate: '',
};

/** Number of the room the demo owner applied to add (building 1, floor 12). */
export const OWNER_DEMO_NEW_ROOM = '1299';

/**
 * The demo owner's (the owner with `phone`'s) room ids by role in the demo (reads the database;
 * empty before the seed).
 */
export async function ownerDemoRoomIds(
  db: Db,
  phone: string = DEMO_USERS.owner,
): Promise<Partial<Record<keyof typeof OWNER_DEMO_ROOMS, number>>> {
  const owner = await db.query.users.findFirst({ where: eq(users.phone, phone) });
  if (!owner) return {};
  const rows = await db
    .select({ id: objects.id, management: objects.management })
    .from(objects)
    .where(eq(objects.ownerId, owner.id))
    .orderBy(asc(objects.id));
  const apps = await db.select().from(applications).where(eq(applications.applicantId, owner.id));
  const of = (kind: string, status: string) =>
    apps.find((a) => a.kind === kind && a.status === status)?.objectId ?? undefined;
  const connect = of('connect', 'under_consideration');
  return {
    mc: of('connect', 'approved'),
    connect,
    terminate: of('terminate', 'under_consideration'),
    self: rows.find((r) => r.management === 'self' && r.id !== connect)?.id,
  };
}

export async function seedOwnerRoomsDemo(db: Db, now: Date = new Date()): Promise<void> {
  const owner = await db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS.owner) });
  if (!owner) return;
  const [{ n }] = await db.select({ n: count() }).from(applications).where(eq(applications.companyId, owner.companyId));
  if (n > 0) return;
  const owned = await db.select().from(objects).where(eq(objects.ownerId, owner.id)).orderBy(asc(objects.id));
  if (owned.length < 3) return;
  const [extra] = await db
    .select()
    .from(objects)
    .where(
      and(
        eq(objects.companyId, owner.companyId),
        eq(objects.buildingId, owned[0].buildingId),
        eq(objects.kind, 'apartment'),
        isNull(objects.ownerId),
      ),
    )
    .orderBy(asc(objects.id))
    .limit(1);
  if (!extra) return;
  const rooms = await seedOwnerRoomsOf(db, DEMO_CAST, extra.id, now);
  if (rooms) Object.assign(OWNER_DEMO_ROOMS, rooms);
}

/**
 * The owner rooms of the module comment for `cast`'s owner, who owns three rooms or more: two of
 * them under the MC (`mc`, `terminate`), the one a tenant rents (or the second) self-administered,
 * and `connectId` (a room without an owner) given to the owner, self-administered, with a request
 * to connect it. @returns the four rooms' numbers, or null when the owner, rooms or a tariff are missing.
 */
export async function seedOwnerRoomsOf(
  db: Db,
  cast: SeedCast,
  connectId: number,
  now: Date,
): Promise<typeof OWNER_DEMO_ROOMS | null> {
  const owner = await db.query.users.findFirst({ where: eq(users.phone, cast.owner) });
  if (!owner) return null;
  const owned = await db.select().from(objects).where(eq(objects.ownerId, owner.id)).orderBy(asc(objects.id));
  const extra = await db.query.objects.findFirst({ where: eq(objects.id, connectId) });
  const tariff = await db.query.tariffs.findFirst({
    where: eq(tariffs.companyId, owner.companyId),
    orderBy: asc(tariffs.id),
  });
  if (owned.length < 3 || !extra || !tariff) return null;
  const today = hotelToday(now);
  const year = Number(today.slice(0, 4));
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
  // The self-administered room is the one the leases seed gave a tenant, if it ran (R12.4).
  const leased = await db.select({ objectId: leases.objectId }).from(leases).where(eq(leases.createdBy, owner.id));
  const self = owned.find((o) => leased.some((l) => l.objectId === o.id)) ?? owned[1];
  const [mc, terminate] = owned.filter((o) => o.id !== self.id);
  const connect = extra;
  const companyId = owner.companyId;

  await db.transaction(async (tx) => {
    await tx
      .update(objects)
      .set({ management: 'mc', ...agreementNumbers(mc.id, year - 1) })
      .where(eq(objects.id, mc.id));
    await tx
      .update(objects)
      .set({ management: 'mc', ...agreementNumbers(terminate.id, year - 1) })
      .where(eq(objects.id, terminate.id));
    await tx
      .update(objects)
      .set({ management: 'self', mcAgreementNo: null, serviceAgreementNo: null })
      .where(eq(objects.id, self.id));
    await tx
      .update(objects)
      .set({ management: 'self', ownerId: owner.id, mcAgreementNo: null, serviceAgreementNo: null })
      .where(eq(objects.id, connect.id));
    const base = { companyId, applicantId: owner.id, uploadIds: [] as string[] };
    await tx.insert(applications).values([
      {
        ...base,
        kind: 'connect',
        objectId: mc.id,
        status: 'approved',
        payload: agreementNumbers(mc.id, year - 1),
        createdAt: at(-380),
        decidedAt: at(-375),
      },
      { ...base, kind: 'connect', objectId: connect.id, payload: {}, createdAt: at(-2) },
      {
        ...base,
        kind: 'terminate',
        objectId: terminate.id,
        payload: {
          notifiedOn: addDaysIso(today, -5),
          desiredDate: addDaysIso(today, 70),
          noticeDays: terminate.noticeDays,
          bookingsAfter: [],
        },
        createdAt: at(-5),
      },
      {
        ...base,
        kind: 'room',
        payload: {
          ownerName: 'Петров Пётр Петрович',
          buildingId: mc.buildingId,
          floor: 12,
          number: OWNER_DEMO_NEW_ROOM,
          area: 42.5,
          rooms: 1,
          files: {},
        },
        createdAt: at(-1),
      },
      {
        ...base,
        kind: 'room',
        status: 'rejected',
        // One language, as a manager types it (issue 22: both at once read as a glitch).
        reason: 'Скан выписки ЕГРН нечитаем — пришлите, пожалуйста, чёткую копию',
        payload: {
          ownerName: 'Петров Пётр Петрович',
          buildingId: mc.buildingId,
          floor: 12,
          number: '1298',
          area: 38,
          rooms: 1,
          files: {},
        },
        createdAt: at(-30),
        decidedAt: at(-28),
      },
    ]);
    // 12 months of past stays in the room under the MC: 2–5 nights every 19 days (skipping any
    // the other seeds already booked; they may run on another clock).
    const taken = await tx
      .select({ checkIn: bookingObjects.checkIn, checkOut: bookingObjects.checkOut })
      .from(bookingObjects)
      .where(and(eq(bookingObjects.objectId, mc.id), eq(bookingObjects.active, true)));
    for (let i = 0, start = -365; start < -3; i++, start += 19) {
      const end = Math.min(start + 2 + (i % 4), -1);
      const nights = end - start;
      const checkIn = addDaysIso(today, start);
      const checkOut = addDaysIso(today, end);
      if (taken.some((t) => rangesOverlap(t, { checkIn, checkOut }))) continue;
      const total = mc.priceKopecks * nights;
      const [b] = await tx
        .insert(bookings)
        .values({
          companyId,
          number: tagged(`GK-OWN${String(i + 1).padStart(3, '0')}`, cast),
          checkIn,
          checkOut,
          guests: { adults: 2, children: [] },
          tariffId: tariff.id,
          payerType: 'individual',
          contact: { surname: 'Гость', name: `№${i + 1}`, phone: '+79990001000' },
          price: {
            nights,
            lines: [{ objectId: mc.id, rateKopecks: mc.priceKopecks, amountKopecks: total }],
            tariffAdjustmentKopecks: 0,
            totalKopecks: total,
          },
          totalKopecks: total,
          paidKopecks: total,
          status: 'paid',
          paymentDeadline: at(start - 1),
          createdAt: at(start - 10),
        })
        .returning({ id: bookings.id });
      await tx.insert(bookingObjects).values({ bookingId: b.id, objectId: mc.id, checkIn, checkOut });
    }
    // The owner's own stay ahead in the room under the MC (R12.7): 4 nights.
    await tx.insert(ownerStays).values({
      companyId,
      objectId: mc.id,
      ownerId: owner.id,
      checkIn: addDaysIso(today, 40),
      checkOut: addDaysIso(today, 44),
      createdAt: now,
    });
  });
  return { mc: mc.number, self: self.number, connect: connect.number, terminate: terminate.number };
}
