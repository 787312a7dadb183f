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
import type { Localized } from '../schema';
import { DEMO_CAST, type SeedCast } from './users';
import { L } from './util';
import { hotelToday } from '../../../src/domain/hotel-time';
import { addDaysIso } from '../../../src/domain/datetime';
import {
  ANTI_SMOKING_FEE_KOPECKS,
  LUGGAGE_FREE_HOURS,
  servicePrice,
  type ChargeMode,
} from '../../../src/domain/services';

interface DemoService {
  code: string;
  title: Localized;
  summary: Localized;
  description: Localized;
  rules: Localized;
  photo: string;
  priceKopecks: number;
  chargeMode: ChargeMode;
  freeHours?: number;
  leadHours?: number;
  cutoffTime?: string;
  cancelHours?: number;
  maxPersons?: number;
  enabled?: boolean;
  options: [Localized, number][];
  slots: [string, string, number][];
}

const DEMO: DemoService[] = [
  {
    code: 'breakfast',
    title: L('Завтрак', 'Breakfast'),
    summary: L('Завтрак в ресторане или в апартаменты', 'Breakfast in the restaurant or delivered to your apartment'),
    description: L(
      'Горячие блюда, выпечка, свежие фрукты и кофе. Выберите время и число гостей — мы накроем к вашему приходу.',
      'Hot dishes, pastries, fresh fruit and coffee. Choose the time and the number of guests and we will have it ready.',
    ),
    rules: L(
      'Заказ на следующий день — до 22:00. Цена за человека.',
      'Order by 22:00 the day before. The price is per person.',
    ),
    photo: '/images/services/breakfast.svg',
    priceKopecks: 65_000,
    chargeMode: 'per_person',
    cutoffTime: '22:00',
    cancelHours: 10,
    maxPersons: 8,
    options: [
      [L('Континентальный', 'Continental'), 0],
      [L('Полный английский', 'Full English'), 25_000],
      [L('В апартаменты', 'Delivered to the apartment'), 15_000],
    ],
    slots: [
      ['07:00', '08:00', 20],
      ['08:00', '09:00', 20],
      ['09:00', '10:00', 20],
      ['10:00', '11:00', 12],
    ],
  },
  {
    code: 'cleaning',
    title: L('Уборка', 'Cleaning'),
    summary: L('Уборка апартаментов и смена белья', 'Apartment cleaning and fresh linen'),
    description: L(
      'Влажная уборка, вынос мусора, смена полотенец и белья. Генеральная уборка включает окна и кухню.',
      'Cleaning, rubbish out, fresh towels and linen. A deep clean includes the windows and the kitchen.',
    ),
    rules: L(
      'Заказ не позднее чем за 4 часа. Отмена — за 2 часа до начала.',
      'Order at least 4 hours ahead. Cancel up to 2 hours before the start.',
    ),
    photo: '/images/services/cleaning.svg',
    priceKopecks: 250_000,
    chargeMode: 'once',
    leadHours: 4,
    options: [
      [L('Стандартная', 'Standard'), 0],
      [L('Генеральная', 'Deep clean'), 200_000],
    ],
    slots: [
      ['10:00', '12:00', 3],
      ['12:00', '14:00', 3],
      ['14:00', '16:00', 3],
      ['16:00', '18:00', 2],
    ],
  },
  {
    code: 'laundry',
    title: L('Прачечная', 'Laundry'),
    summary: L('Стирка и глажка за 24 часа', 'Washing and ironing within 24 hours'),
    description: L(
      'Заберём вещи из апартаментов и вернём чистыми и выглаженными. Цена за мешок до 5 кг.',
      'We collect your things from the apartment and bring them back washed and ironed. The price is per bag of up to 5 kg.',
    ),
    rules: L('Экспресс — за 6 часов.', 'Express: within 6 hours.'),
    photo: '/images/services/laundry.svg',
    priceKopecks: 90_000,
    chargeMode: 'once',
    leadHours: 1,
    options: [
      [L('Обычная (24 часа)', 'Regular (24 hours)'), 0],
      [L('Экспресс (6 часов)', 'Express (6 hours)'), 50_000],
    ],
    slots: [
      ['09:00', '11:00', 10],
      ['18:00', '20:00', 10],
    ],
  },
  {
    code: 'luggage',
    title: L('Хранение багажа', 'Luggage storage'),
    summary: L(`Бесплатно до ${LUGGAGE_FREE_HOURS} часов`, `Free for up to ${LUGGAGE_FREE_HOURS} hours`),
    description: L(
      'Оставьте вещи на ресепшене до заезда или после выезда.',
      'Leave your bags at the reception before check-in or after check-out.',
    ),
    rules: L(
      `Первые ${LUGGAGE_FREE_HOURS} часов бесплатно, далее — почасово.`,
      `The first ${LUGGAGE_FREE_HOURS} hours are free, then by the hour.`,
    ),
    photo: '/images/services/luggage.svg',
    priceKopecks: 10_000,
    chargeMode: 'per_hour',
    freeHours: LUGGAGE_FREE_HOURS,
    cancelHours: 0,
    options: [],
    slots: [],
  },
  {
    code: 'anti-smoking',
    title: L('Противотабачная уборка', 'Anti-smoking cleaning'),
    summary: L('Озонирование и химчистка после курения', 'Ozone treatment and dry cleaning after smoking'),
    description: L(
      'Курение в апартаментах запрещено. Если запах табака обнаружен, проводится противотабачная уборка.',
      'Smoking in the apartments is not allowed. If a smell of tobacco is found, anti-smoking cleaning is carried out.',
    ),
    rules: L('Стоимость — 5 000 ₽ по правилам проживания.', 'It costs 5,000 ₽ under the house rules.'),
    photo: '/images/services/anti-smoking.svg',
    priceKopecks: ANTI_SMOKING_FEE_KOPECKS,
    chargeMode: 'once',
    leadHours: 2,
    options: [],
    slots: [['12:00', '15:00', 2]],
  },
  {
    code: 'transfer',
    title: L('Трансфер в аэропорт', 'Airport transfer'),
    summary: L('Кольцово — Гранд Квартал, до 4 человек', 'Koltsovo airport to Grand Kvartal, up to 4 people'),
    description: L(
      'Водитель встретит с табличкой и поможет с багажом. Детское кресло по запросу.',
      'The driver meets you with a sign and helps with the luggage. A child seat on request.',
    ),
    rules: L('Заказ не позднее чем за 3 часа.', 'Order at least 3 hours ahead.'),
    photo: '/images/hero-skyline.svg',
    priceKopecks: 180_000,
    chargeMode: 'once',
    leadHours: 3,
    maxPersons: 4,
    options: [
      [L('Комфорт', 'Comfort'), 0],
      [L('Бизнес', 'Business'), 150_000],
    ],
    slots: [
      ['06:00', '09:00', 2],
      ['09:00', '12:00', 2],
      ['12:00', '15:00', 2],
      ['15:00', '18:00', 2],
      ['18:00', '21:00', 2],
      ['21:00', '23:59', 1],
    ],
  },
  {
    code: 'parking',
    title: L('Паркинг', 'Parking'),
    summary: L('Место в подземном паркинге', 'A space in the underground car park'),
    description: L(
      'Охраняемый подземный паркинг с зарядками для электромобилей.',
      'A guarded underground car park with EV chargers.',
    ),
    rules: L('Цена за ночь.', 'The price is per night.'),
    photo: '/images/buildings/plotinka.svg',
    priceKopecks: 70_000,
    chargeMode: 'per_night',
    enabled: false,
    options: [],
    slots: [],
  },
];

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
