/**
 * A service order's places and stay checks (docs/rules.md R15.5): slot places taken with one
 * conditional upsert and released, and whether the guest has a stay that covers the order's days.
 * Split from ./service-orders.ts.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, leases, serviceSlotDays } from '../db/schema';
import type { Tx } from './payments';
import type { OrderRowDb, SlotRowDb } from './service-orders';

/**
 * Takes `places` of `slotId` on `day` with one conditional upsert (docs/rules.md R15.5).
 * @returns false when they do not fit (the slot is full).
 */
export async function takePlaces(tx: Tx, slot: SlotRowDb, day: string, places: number): Promise<boolean> {
  if (places > slot.capacity) return false;
  const rows = await tx
    .insert(serviceSlotDays)
    .values({ slotId: slot.id, day, taken: places })
    .onConflictDoUpdate({
      target: [serviceSlotDays.slotId, serviceSlotDays.day],
      set: { taken: sql`${serviceSlotDays.taken} + ${places}` },
      setWhere: sql`${serviceSlotDays.taken} + ${places} <= ${slot.capacity}`,
    })
    .returning({ taken: serviceSlotDays.taken });
  return rows.length === 1;
}

/** Gives back an order's places (cancelled or expired). */
export async function releasePlaces(tx: Tx, o: Pick<OrderRowDb, 'slotId' | 'dateFrom' | 'places'>): Promise<void> {
  if (!o.slotId || o.places <= 0) return;
  await tx
    .update(serviceSlotDays)
    .set({ taken: sql`greatest(0, ${serviceSlotDays.taken} - ${o.places})` })
    .where(and(eq(serviceSlotDays.slotId, o.slotId), eq(serviceSlotDays.day, o.dateFrom)));
}

/**
 * Whether the user has in the company a booking not cancelled that meets every condition of
 * `bookingWhen`, or else a lease that meets every condition of `leaseWhen` (docs/rules.md R15.5).
 */
async function hasStayWhere(
  app: FastifyInstance,
  userId: number,
  companyId: number,
  bookingWhen: SQL[],
  leaseWhen: SQL[],
): Promise<boolean> {
  const b = await app.db.query.bookings.findFirst({
    where: and(
      eq(bookings.userId, userId),
      eq(bookings.companyId, companyId),
      ne(bookings.status, 'cancelled'),
      ...bookingWhen,
    ),
    columns: { id: true },
  });
  if (b) return true;
  const l = await app.db.query.leases.findFirst({
    where: and(eq(leases.userId, userId), eq(leases.companyId, companyId), ...leaseWhen),
    columns: { id: true },
  });
  return !!l;
}

/**
 * Whether the user has a current or coming stay (docs/rules.md R15.5): a booking not cancelled
 * that has not ended, or a lease that has not ended (early or at its end).
 */
export function hasStay(app: FastifyInstance, userId: number, companyId: number, today: string): Promise<boolean> {
  return hasStayWhere(
    app,
    userId,
    companyId,
    [sql`${bookings.checkOut} >= ${today}`],
    [sql`${leases.endDate} > ${today}`, sql`(${leases.endedEarlyOn} is null or ${leases.endedEarlyOn} > ${today})`],
  );
}

/**
 * Whether one stay of the user covers the order's days `from`…`until` (docs/rules.md R15.5): a
 * booking not cancelled with check-in ≤ `from` and `until` ≤ check-out, or a lease with start ≤
 * `from` and `until` ≤ its end (or its early end). The leaving day counts (breakfast, luggage).
 */
export function stayCovers(
  app: FastifyInstance,
  userId: number,
  companyId: number,
  from: string,
  until: string,
): Promise<boolean> {
  return hasStayWhere(
    app,
    userId,
    companyId,
    [sql`${bookings.checkIn} <= ${from}`, sql`${bookings.checkOut} >= ${until}`],
    [sql`${leases.startDate} <= ${from}`, sql`coalesce(${leases.endedEarlyOn}, ${leases.endDate}) >= ${until}`],
  );
}
