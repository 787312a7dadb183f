/**
 * Demo services and requests (docs/rules.md R15): breakfast, cleaning, laundry, luggage storage
 * (free up to 12 hours), anti-smoking cleaning (5,000 ₽), airport transfer and a switched-off
 * parking, with options and slots; the demo tenant has a paid order, an unpaid one near its
 * deadline and a repair request in progress with comments. Dates relative to the app's clock.
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  serviceOptions,
  serviceOrders,
  serviceRequestComments,
  serviceRequests,
  serviceSlotDays,
  serviceSlots,
  services,
  users,
} from '../schema';
import { DEMO_CAST, type SeedCast } from './users';
import { hotelToday } from '../../../src/domain/hotel-time';
import { addDaysIso } from '../../../src/domain/datetime';
import { servicePrice } from '../../../src/domain/services';
import { DEMO } from './services-catalog';

/** Seeds the demo catalog and the demo tenant's orders and request once (when the company has no services). */
export async function seedServicesDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company) return;
  const companyId = company.id;
  const [{ n }] = await db.select({ n: count() }).from(services).where(eq(services.companyId, companyId));
  if (n > 0) return;
  for (const [i, d] of DEMO.entries()) {
    const [s] = await db
      .insert(services)
      .values({
        companyId,
        code: d.code,
        title: d.title,
        summary: d.summary,
        description: d.description,
        rules: d.rules,
        photos: [d.photo],
        priceKopecks: d.priceKopecks,
        chargeMode: d.chargeMode,
        freeHours: d.freeHours ?? 0,
        leadHours: d.leadHours ?? 0,
        cutoffTime: d.cutoffTime ?? null,
        cancelHours: d.cancelHours ?? 2,
        maxPersons: d.maxPersons ?? 10,
        enabled: d.enabled ?? true,
        sort: i,
      })
      .returning();
    if (d.options.length)
      await db
        .insert(serviceOptions)
        .values(d.options.map(([title, priceKopecks]) => ({ serviceId: s.id, title, priceKopecks })));
    if (d.slots.length)
      await db
        .insert(serviceSlots)
        .values(d.slots.map(([startsAt, endsAt, capacity]) => ({ serviceId: s.id, startsAt, endsAt, capacity })));
  }
  await seedGuestServices(db, companyId, DEMO_CAST, now);
}

/**
 * The demo tenant's (`cast`'s guest's) paid breakfast, unpaid cleaning and repair request in
 * progress (see the module comment), on the company's catalog of {@link seedServicesDemo}.
 */
export async function seedGuestServices(db: Db, companyId: number, cast: SeedCast, now: Date): Promise<void> {
  const catalog = await db
    .select({ id: services.id, code: services.code })
    .from(services)
    .where(eq(services.companyId, companyId));
  const serviceIds = catalog.map((s) => s.id);
  if (!serviceIds.length) return;
  const opts = await db
    .select({ id: serviceOptions.id, serviceId: serviceOptions.serviceId })
    .from(serviceOptions)
    .where(inArray(serviceOptions.serviceId, serviceIds))
    .orderBy(asc(serviceOptions.id));
  const slots = await db
    .select({ id: serviceSlots.id, serviceId: serviceSlots.serviceId })
    .from(serviceSlots)
    .where(inArray(serviceSlots.serviceId, serviceIds))
    .orderBy(asc(serviceSlots.id));
  const ids: Record<string, { id: number; slots: number[]; options: number[] }> = Object.fromEntries(
    catalog.map((s) => [
      s.code,
      {
        id: s.id,
        slots: slots.filter((x) => x.serviceId === s.id).map((x) => x.id),
        options: opts.filter((x) => x.serviceId === s.id).map((x) => x.id),
      },
    ]),
  );
  if (!ids.breakfast || !ids.cleaning) return;
  const guest = await db.query.users.findFirst({ where: eq(users.phone, cast.guest) });
  const manager = await db.query.users.findFirst({ where: eq(users.phone, cast.manager) });
  if (!guest) return;
  const today = hotelToday(now);
  const tomorrow = addDaysIso(today, 1);
  const dayAfter = addDaysIso(today, 2);
  const breakfast = servicePrice({ mode: 'per_person', priceKopecks: 65_000, persons: 2, nights: 1, hours: 0 });
  const cleaning = servicePrice({ mode: 'once', priceKopecks: 250_000, persons: 1, nights: 1, hours: 0 });
  await db.insert(serviceOrders).values([
    {
      companyId,
      userId: guest.id,
      serviceId: ids.breakfast.id,
      optionId: ids.breakfast.options[0],
      slotId: ids.breakfast.slots[1],
      dateFrom: tomorrow,
      persons: 2,
      places: 2,
      comment: '',
      price: breakfast,
      totalKopecks: breakfast.totalKopecks,
      status: 'paid',
      paidAt: now,
      payDeadline: new Date(now.getTime() + 30 * 60_000),
      createdAt: new Date(now.getTime() - 3_600_000),
    },
    {
      companyId,
      userId: guest.id,
      serviceId: ids.cleaning.id,
      optionId: ids.cleaning.options[0],
      slotId: ids.cleaning.slots[0],
      dateFrom: dayAfter,
      persons: 1,
      places: 1,
      comment: 'Без моющих средств с запахом',
      price: cleaning,
      totalKopecks: cleaning.totalKopecks,
      status: 'awaiting_payment',
      payDeadline: new Date(now.getTime() + 10 * 60_000),
      createdAt: new Date(now.getTime() - 20 * 60_000),
    },
  ]);
  // Another cast's orders may hold places in the same slots already.
  await db
    .insert(serviceSlotDays)
    .values([
      { slotId: ids.breakfast.slots[1], day: tomorrow, taken: 2 },
      { slotId: ids.cleaning.slots[0], day: dayAfter, taken: 1 },
    ])
    .onConflictDoUpdate({
      target: [serviceSlotDays.slotId, serviceSlotDays.day],
      set: { taken: sql`${serviceSlotDays.taken} + excluded.taken` },
    });
  const at = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const [r] = await db
    .insert(serviceRequests)
    .values({
      companyId,
      userId: guest.id,
      kind: 'repair',
      category: 'plumbing',
      description: 'Подтекает смеситель в ванной, капает постоянно.',
      room: 'Исеть, кв. 101',
      visitWindows: [{ date: tomorrow, from: '10:00', to: '13:00' }],
      entryAllowed: true,
      status: 'in_progress',
      history: [
        { status: 'received', at: at(20).toISOString() },
        { status: 'consideration', at: at(19).toISOString() },
        { status: 'approved', at: at(18).toISOString() },
        { status: 'scheduled', at: at(17).toISOString() },
        { status: 'in_progress', at: at(1).toISOString() },
      ],
      dueAt: new Date(at(20).getTime() + 24 * 3_600_000),
      assigneeId: manager?.id ?? null,
      scheduledFor: `${today} 10:00`,
      createdAt: at(20),
    })
    .returning();
  await db.insert(serviceRequestComments).values([
    {
      requestId: r.id,
      authorId: manager?.id ?? guest.id,
      fromStaff: true,
      text: 'Сантехник придёт сегодня в 10:00.',
      createdAt: at(17),
    },
    {
      requestId: r.id,
      authorId: guest.id,
      fromStaff: false,
      text: 'Хорошо, дверь откроет администратор.',
      createdAt: at(16),
    },
  ]);
}
