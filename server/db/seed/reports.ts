/**
 * Demo owner reports and voting (docs/rules.md R13, R14): for the demo owner's rooms under the MC,
 * a year of paid stays of past guests (some across a month's end) and monthly expenses with their documents, and
 * 12 monthly statements (the last one published, the earlier ones paid out); four more owners of
 * pool rooms; an open poll of the pool with some of their votes cast (the demo owner has not
 * voted yet) and a closed one with its result. Dates relative to the app's today; runs once.
 */
import { and, count, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../client';
import {
  bookingObjects,
  bookings,
  objects,
  ownerExpenses,
  ownerStatements,
  pollVotes,
  polls,
  tariffs,
  users,
} from '../schema';
import { DEMO_CAST, tagged, type SeedCast } from './users';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import { addMonths, monthOf } from '../../../src/domain/reports';
import { generateStatements } from '../../services/statements';
import { electorateOf, tallies } from '../../services/polls';

/** Names of the demo stays' guests. */
const GUESTS = [
  ['Орлов', 'Дмитрий'],
  ['Белова', 'Ирина'],
  ['Крылов', 'Павел'],
  ['Зайцева', 'Мария'],
] as const;

/** Extra owners of pool rooms (phones outside the demo accounts of the README). */
const POOL_OWNERS = [
  ['+79990000021', 'Смирнов', 'Алексей'],
  ['+79990000022', 'Кузнецова', 'Ольга'],
  ['+79990000023', 'Волков', 'Игорь'],
  ['+79990000024', 'Соколова', 'Анна'],
] as const;

/** Seeds the demo reports and polls once (when the company has no statements yet). */
export async function seedReportDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company) return;
  const companyId = company.id;
  const [{ n }] = await db.select({ n: count() }).from(ownerStatements).where(eq(ownerStatements.companyId, companyId));
  if (n > 0) return;
  await seedOwnerReportsOf(db, companyId, DEMO_CAST, now);
}

/**
 * The reports and polls of the module comment for `cast`'s owner. For the demo the statements are
 * built for every owner and the pool's four more owners vote; for another cast (a test world)
 * only its owner's statements are built and its polls' electorate is its owner's rooms alone.
 */
export async function seedOwnerReportsOf(db: Db, companyId: number, cast: SeedCast, now: Date): Promise<void> {
  const demo = cast === DEMO_CAST;
  const owner = await db.query.users.findFirst({
    where: and(eq(users.companyId, companyId), eq(users.phone, cast.owner)),
  });
  const tariff = await db.query.tariffs.findFirst({
    where: eq(tariffs.companyId, companyId),
    orderBy: (t, { asc }) => asc(t.id),
  });
  if (!owner || !tariff) return;
  const today = hotelToday(now);
  const current = monthOf(today);

  // The demo owner's rooms: at least one under the MC.
  let rooms = await db
    .select()
    .from(objects)
    .where(and(eq(objects.ownerId, owner.id), eq(objects.management, 'mc')))
    .orderBy(objects.id);
  if (!rooms.length) {
    const first = await db.query.objects.findFirst({
      where: eq(objects.ownerId, owner.id),
      orderBy: (o, { asc }) => asc(o.id),
    });
    if (!first) return;
    await db.update(objects).set({ management: 'mc' }).where(eq(objects.id, first.id));
    rooms = [{ ...first, management: 'mc' }];
  }

  // A year of paid stays: about every 9 days a 2–6-night stay, so some cross a month's end.
  let seq = 0;
  for (const [ri, room] of rooms.entries()) {
    for (let d = -365 + ri * 3; d < -2; d += 9) {
      const nights = 2 + ((((d + ri) % 5) + 5) % 5);
      const checkIn = addDaysIso(today, d);
      const checkOut = addDaysIso(today, d + nights);
      const busy = await db
        .select({ id: bookingObjects.id })
        .from(bookingObjects)
        .where(
          and(
            eq(bookingObjects.objectId, room.id),
            eq(bookingObjects.active, true),
            lt(bookingObjects.checkIn, checkOut),
            gt(bookingObjects.checkOut, checkIn),
          ),
        );
      if (busy.length) continue;
      const total = room.priceKopecks * nights;
      const [b] = await db
        .insert(bookings)
        .values({
          companyId,
          // Past guests of the complex, not the demo tenant's account (its booking list stays short).
          userId: null,
          number: tagged(`GK-R${String(++seq).padStart(5, '0')}`, cast),
          checkIn,
          checkOut,
          guests: { adults: 2, children: [] },
          tariffId: tariff.id,
          payerType: 'individual',
          contact: {
            surname: GUESTS[seq % GUESTS.length][0],
            name: GUESTS[seq % GUESTS.length][1],
            phone: `+7999100${String(seq % 1000).padStart(4, '0')}`,
          },
          price: {
            nights,
            lines: [{ objectId: room.id, rateKopecks: room.priceKopecks, amountKopecks: total }],
            tariffAdjustmentKopecks: 0,
            totalKopecks: total,
          },
          totalKopecks: total,
          paidKopecks: total,
          status: 'paid',
          paymentDeadline: new Date(now.getTime() - 86_400_000),
        })
        .returning({ id: bookings.id });
      await db.insert(bookingObjects).values({ bookingId: b.id, objectId: room.id, checkIn, checkOut });
    }
  }

  // Monthly expenses with their documents (fixed amounts).
  const expenseRows: (typeof ownerExpenses.$inferInsert)[] = [];
  for (let k = 12; k >= 1; k--) {
    const month = addMonths(current, -k);
    const mm = `${month.slice(5, 7)}/${month.slice(2, 4)}`;
    for (const room of rooms) {
      expenseRows.push({
        companyId,
        objectId: room.id,
        month,
        category: 'utilities',
        amountKopecks: 350_000 + room.id * 1_000,
        documentNumber: `№ ЖКУ-${room.number}-${mm}`,
        documentName: 'Квитанция ЖКУ',
      });
      expenseRows.push({
        companyId,
        objectId: room.id,
        month,
        category: 'cleaning',
        amountKopecks: 240_000,
        documentNumber: `№ У-${room.number}-${mm}`,
        documentName: 'Акт уборки',
      });
      if (k % 4 === 0)
        expenseRows.push({
          companyId,
          objectId: room.id,
          month,
          category: 'repairs',
          amountKopecks: 780_000,
          documentNumber: `№ Р-${room.number}-${mm}`,
          documentName: 'Акт выполненных работ',
        });
    }
  }
  await db.insert(ownerExpenses).values(expenseRows);

  // 12 monthly statements: the last month published, the earlier ones paid out.
  const ctx = { db, clock: { now: () => now } } as unknown as Parameters<typeof generateStatements>[0];
  for (let k = 12; k >= 1; k--) {
    const month = addMonths(current, -k);
    await generateStatements(ctx, companyId, month, undefined, demo ? undefined : owner.id);
    const published = new Date(`${addMonths(month, 1)}-05T09:00:00Z`);
    await db
      .update(ownerStatements)
      .set(
        k === 1
          ? { status: 'published', publishedAt: published }
          : { status: 'paid', publishedAt: published, paidAt: new Date(published.getTime() + 5 * 86_400_000) },
      )
      .where(
        and(
          eq(ownerStatements.companyId, companyId),
          eq(ownerStatements.month, month),
          demo ? undefined : eq(ownerStatements.ownerId, owner.id),
        ),
      );
  }

  await seedPolls(db, companyId, owner.id, now, demo);
}

/**
 * Four more owners of pool rooms (with `poolOwners`), an open poll with their votes, and a closed
 * poll with its result; without `poolOwners` the polls' electorate is `ownerId`'s rooms alone.
 */
async function seedPolls(db: Db, companyId: number, ownerId: number, now: Date, poolOwners: boolean) {
  if (poolOwners) {
    const free = await db
      .select({ id: objects.id })
      .from(objects)
      .where(
        and(
          eq(objects.companyId, companyId),
          eq(objects.management, 'mc'),
          isNull(objects.ownerId),
          eq(objects.kind, 'apartment'),
        ),
      )
      .orderBy(desc(objects.id))
      .limit(POOL_OWNERS.length * 2);
    const others = await db
      .insert(users)
      .values(
        POOL_OWNERS.map(([phone, surname, name]) => ({
          companyId,
          phone,
          surname,
          name,
          roles: ['guest', 'owner'] as ('guest' | 'owner')[],
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    for (const [i, o] of others.entries()) {
      const ids = free.slice(i * 2, i * 2 + 2).map((r) => r.id);
      if (ids.length) await db.update(objects).set({ ownerId: o.id }).where(inArray(objects.id, ids));
    }
  }
  const electorate = (await electorateOf({ db } as Parameters<typeof electorateOf>[0], companyId, 'pool', null)).filter(
    (v) => poolOwners || v.ownerId === ownerId,
  );
  const day = 86_400_000;
  const questions = [
    {
      text: 'Утвердить план работ управляющей компании на следующий год',
      rule: 'cast_majority' as const,
      quorumPercent: 50,
    },
    {
      text: 'Установить шлагбаум на въезде во двор за счёт фонда содержания',
      rule: 'all_majority' as const,
      quorumPercent: 50,
    },
    { text: 'Сменить подрядчика по уборке территории', rule: 'cast_majority' as const, quorumPercent: 50 },
  ];
  const [open, closed] = await db
    .insert(polls)
    .values([
      {
        companyId,
        title: 'Годовое собрание собственников (заочное голосование)',
        description:
          'Заочное голосование собственников помещений, переданных в управление УК. Вес голоса — площадь помещения.',
        scope: 'pool',
        startsAt: new Date(now.getTime() - 3 * day),
        endsAt: new Date(now.getTime() + 11 * day),
        status: 'published',
        questions,
        electorate,
        publishedAt: new Date(now.getTime() - 3 * day),
        createdAt: new Date(now.getTime() - 5 * day),
      },
      {
        companyId,
        title: 'Режим тишины в корпусах',
        description: 'Продлить режим тишины до 23:00 в выходные дни.',
        scope: 'pool',
        startsAt: new Date(now.getTime() - 60 * day),
        endsAt: new Date(now.getTime() - 45 * day),
        status: 'published',
        questions: [
          { text: 'Режим тишины с 23:00 до 8:00 в выходные дни', rule: 'cast_majority' as const, quorumPercent: 50 },
        ],
        electorate,
        publishedAt: new Date(now.getTime() - 60 * day),
        createdAt: new Date(now.getTime() - 62 * day),
      },
    ])
    .returning();
  const ownerOf = new Map(electorate.map((v) => [v.objectId, v.ownerId]));
  const votes: (typeof pollVotes.$inferInsert)[] = [];
  const voters = electorate.filter((v) => v.ownerId !== ownerId);
  for (const [i, v] of voters.entries()) {
    if (i % 3 === 2) continue; // not everyone has voted yet
    for (const q of [0, 1, 2])
      votes.push({
        companyId,
        pollId: open.id,
        objectId: v.objectId,
        question: q,
        choice: (i + q) % 4 === 3 ? 'against' : 'for',
        userId: ownerOf.get(v.objectId)!,
        weight: v.area,
        votedAt: new Date(now.getTime() - day),
      });
  }
  for (const [i, v] of electorate.entries()) {
    votes.push({
      companyId,
      pollId: closed.id,
      objectId: v.objectId,
      question: 0,
      choice: i % 3 === 1 ? 'against' : 'for',
      userId: ownerOf.get(v.objectId)!,
      weight: v.area,
      votedAt: new Date(now.getTime() - 50 * day),
    });
  }
  if (votes.length) await db.insert(pollVotes).values(votes);
  const closedVotes = votes.filter((v) => v.pollId === closed.id) as (typeof pollVotes.$inferSelect)[];
  await db
    .update(polls)
    .set({ status: 'closed', results: tallies(closed, closedVotes), closedAt: closed.endsAt })
    .where(eq(polls.id, closed.id));
}
