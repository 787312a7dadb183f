/**
 * Test worlds (docs/architecture.md § Testing): the demo's people — tenant, owner, agent, manager
 * and the owner's tenant — once more for new phones, with five new rooms and the data the demo
 * seeds give the demo's people (bookings, utility accounts, a lease, service orders and a repair
 * request, documents, owner rooms and applications, reports, polls, proxies and a subscription),
 * so browser tests running in parallel each act on rows no other test touches. The rows come from
 * the demo seed functions of this folder, given the world's phones and rooms; the company's
 * catalogs (tariffs, utility providers, services) are the demo's. Made by POST /api/dev/worlds.
 */
import { seedConsentsOf } from './consents';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  buildings,
  companies,
  leases,
  notifications,
  objects,
  polls,
  serviceOrders,
  tariffs,
  users,
  utilityAccounts,
  utilityProviders,
} from '../schema';
import { seedGuestBookings } from './bookings';
import { seedTenantUtilities } from './utility-accounts';
import { seedRentsOf } from './rents';
import { seedGuestServices } from './services';
import { ownerDemoRoomIds, seedOwnerRoomsOf } from './owner-rooms';
import { seedOwnerReportsOf } from './reports';
import { seedDocumentsOf } from './documents';
import { DEMO_PROXY_NUMBERS, seedProxiesOf } from './agents';
import { demoObjects } from './objects';
import { demoOwnerNotifications, demoUsers, type SeedCast } from './users';

/** A world's key: six digits (a run's id and a worker's number, tests/e2e/world.ts). */
export const WORLD_KEY = /^\d{6}$/;

/**
 * The people of world `key`: +7 96K KKK KK0N with N = 1 tenant, 2 owner, 3 agent, 4 manager,
 * 5 the owner's tenant (as the demo's +7 999 000-00-0N); numbers unique in the company carry the key.
 */
export function worldCast(key: string): SeedCast {
  const phone = (n: number) => `+796${key}0${n}`;
  return { guest: phone(1), owner: phone(2), agent: phone(3), manager: phone(4), ownerTenant: phone(5), tag: key };
}

/** A person of a world: id, phone and names as the screens show them. */
export interface WorldPerson {
  id: number;
  phone: string;
  surname: string;
  name: string;
  patronymic: string;
}

/** A room of a world: id and number. */
export interface WorldRoom {
  id: number;
  number: string;
}

/** What a world holds, for the tests acting on it (ids and the numbers the screens show). */
export interface World {
  key: string;
  people: Record<'tenant' | 'owner' | 'agent' | 'manager' | 'ownerTenant', WorldPerson>;
  /** The owner's rooms by role (server/db/seed/owner-rooms.ts) and the tenant's leased room. */
  rooms: Record<'mc' | 'self' | 'connect' | 'terminate' | 'leased', WorldRoom>;
  /** The tenant's utility accounts: water (its last receipt unpaid) and electricity. */
  accounts: Record<'water' | 'power', { id: number; number: string }>;
  /** The tenant's lease of the leased room. */
  leaseId: number;
  /** The tenant's paid breakfast and unpaid cleaning. */
  orders: { paid: number; unpaid: number };
  /** The owner's open and closed polls. */
  polls: { open: number; closed: number };
  /** The numbers of the agent's proxies from the owner. */
  proxies: typeof DEMO_PROXY_NUMBERS;
}

/**
 * Seeds world `key` (see the module comment) in the first company, dates relative to `now`.
 * @returns the world, or null when the demo seed has not run (no company, building, tariff or
 *          utility provider).
 * @throws the database's unique-violation error when a person of the world exists already.
 */
export async function seedWorld(db: Db, key: string, now: Date): Promise<World | null> {
  const cast = worldCast(key);
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: asc(companies.id) });
  if (!company) return null;
  const companyId = company.id;
  const bRows = await db
    .select({ id: buildings.id })
    .from(buildings)
    .where(eq(buildings.companyId, companyId))
    .orderBy(asc(buildings.id));
  const tariff = await db.query.tariffs.findFirst({
    where: eq(tariffs.companyId, companyId),
    orderBy: asc(tariffs.id),
  });
  const [water, power] = await db
    .select({ id: utilityProviders.id })
    .from(utilityProviders)
    .where(eq(utilityProviders.companyId, companyId))
    .orderBy(asc(utilityProviders.id));
  if (bRows.length < 3 || !tariff || !power) return null;

  // Copies of the demo's rooms: the owner's three and the one the owner connects (the first four
  // apartments), and the tenant's (the last apartment under the MC), numbered with the key.
  const template = demoObjects(companyId, bRows);
  const leasedTemplate = template.findLast((o) => o.kind === 'apartment' && o.management === 'mc')!;
  const rows = await db
    .insert(objects)
    .values([...template.slice(0, 4), leasedTemplate].map((o) => ({ ...o, number: `${o.number}-${key}` })))
    .returning({ id: objects.id });
  const [, owner] = await db.insert(users).values(demoUsers(companyId, cast)).returning();
  await db
    .update(objects)
    .set({ ownerId: owner.id })
    .where(
      inArray(
        objects.id,
        rows.slice(0, 3).map((r) => r.id),
      ),
    );
  await db.insert(notifications).values(demoOwnerNotifications(companyId, owner.id));

  // The demo seeds in the order server/app.ts runs them.
  await seedGuestBookings(db, companyId, tariff.id, cast, rows[0].id, now);
  const guest = (await db.query.users.findFirst({ where: eq(users.phone, cast.guest) }))!;
  await seedTenantUtilities(db, now, {
    companyId,
    water,
    power,
    guestId: guest.id,
    objectId: rows[4].id,
    numbers: [`77${key}45`, `77${key}46`],
  });
  await seedRentsOf(db, companyId, cast, now);
  await seedGuestServices(db, companyId, cast, now);
  await seedOwnerRoomsOf(db, cast, rows[3].id, now);
  await seedOwnerReportsOf(db, companyId, cast, now);
  await seedDocumentsOf(db, companyId, cast, now);
  await seedProxiesOf(db, companyId, cast, now);
  await seedConsentsOf(db, companyId, cast, now);
  return worldOf(db, cast);
}

/** Reads world `cast` back (see {@link World}). */
async function worldOf(db: Db, cast: SeedCast): Promise<World> {
  const person = async (phone: string): Promise<WorldPerson> => {
    const u = (await db.query.users.findFirst({ where: and(eq(users.phone, phone), isNull(users.deletedAt)) }))!;
    return { id: u.id, phone, surname: u.surname ?? '', name: u.name ?? '', patronymic: u.patronymic ?? '' };
  };
  const people = {
    tenant: await person(cast.guest),
    owner: await person(cast.owner),
    agent: await person(cast.agent),
    manager: await person(cast.manager),
    ownerTenant: await person(cast.ownerTenant),
  };
  const room = async (id: number | undefined): Promise<WorldRoom> => {
    const o = (await db.query.objects.findFirst({ where: eq(objects.id, id ?? 0) }))!;
    return { id: o.id, number: o.number };
  };
  const ids = await ownerDemoRoomIds(db, cast.owner);
  const lease = (await db.query.leases.findFirst({
    where: eq(leases.userId, people.tenant.id),
    orderBy: asc(leases.id),
  }))!;
  const accounts = await db
    .select({ id: utilityAccounts.id, number: utilityAccounts.number })
    .from(utilityAccounts)
    .where(eq(utilityAccounts.userId, people.tenant.id))
    .orderBy(asc(utilityAccounts.id));
  const orders = await db
    .select({ id: serviceOrders.id, status: serviceOrders.status })
    .from(serviceOrders)
    .where(eq(serviceOrders.userId, people.tenant.id))
    .orderBy(asc(serviceOrders.id));
  const owned = new Set(
    (await db.select({ id: objects.id }).from(objects).where(eq(objects.ownerId, people.owner.id))).map((o) => o.id),
  );
  const mine = (await db.select().from(polls).orderBy(asc(polls.id))).filter((p) =>
    p.electorate.some((v) => owned.has(v.objectId)),
  );
  return {
    key: cast.tag,
    people,
    rooms: {
      mc: await room(ids.mc),
      self: await room(ids.self),
      connect: await room(ids.connect),
      terminate: await room(ids.terminate),
      leased: await room(lease.objectId),
    },
    accounts: { water: accounts[0], power: accounts[1] },
    leaseId: lease.id,
    orders: {
      paid: orders.find((o) => o.status === 'paid')!.id,
      unpaid: orders.find((o) => o.status === 'awaiting_payment')!.id,
    },
    polls: {
      open: mine.find((p) => p.status === 'published')!.id,
      closed: mine.find((p) => p.status === 'closed')!.id,
    },
    proxies: DEMO_PROXY_NUMBERS,
  };
}
