/** Row scoping (server/scope.ts): a role grants no rows; rows come from relationships in the database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDb, type DbHandle } from '../../../server/db/client';
import { seedDemo } from '../../../server/db/seed';
import { notifications, objects, users } from '../../../server/db/schema';
import { companyRows, ownedObjects, ownRows, proxiedObjects, visibleObjects } from '../../../server/scope';
import type { Role } from '../../../src/domain/access';

let db: DbHandle;
let owner: { id: number; companyId: number };
let other: { id: number; companyId: number };
const as = (u: { id: number; companyId: number }, role: Role) => ({ ...u, role });

beforeAll(async () => {
  db = await openDb({ dataDir: ':memory:' });
  await seedDemo(db.db);
  [owner] = await db.db
    .insert(users)
    .values({ companyId: 1, phone: '+79161110001', roles: ['guest', 'owner'] })
    .returning();
  [other] = await db.db
    .insert(users)
    .values({ companyId: 1, phone: '+79161110002', roles: ['guest', 'owner'] })
    .returning();
  const [first] = await db.db.select({ id: objects.id }).from(objects).where(eq(objects.companyId, 1)).limit(1);
  await db.db.update(objects).set({ ownerId: owner.id }).where(eq(objects.id, first.id));
  await db.db
    .insert(notifications)
    .values({ companyId: 1, userId: owner.id, title: { ru: 'a', en: 'a' }, body: { ru: 'b', en: 'b' } });
});
afterAll(async () => db?.close());

const objectsWhere = async (cond: ReturnType<typeof ownedObjects>) =>
  (await db.db.select({ n: count() }).from(objects).where(cond))[0].n;

describe('row scoping', () => {
  it('an owner sees only the rooms whose owner_id is theirs; another owner none', async () => {
    expect(await objectsWhere(ownedObjects(owner))).toBe(1);
    expect(await objectsWhere(ownedObjects(other))).toBe(0);
    expect(await objectsWhere(ownedObjects({ ...owner, companyId: 999 }))).toBe(0);
  });

  it('visibleObjects: owner → owned, agent → none without a valid proxy, manager → the company, guest → none', async () => {
    const all = (await db.db.select({ n: count() }).from(objects).where(eq(objects.companyId, 1)))[0].n;
    expect(all).toBeGreaterThan(1);
    expect(await objectsWhere(visibleObjects(as(owner, 'owner'), '2026-12-01'))).toBe(1);
    expect(await objectsWhere(visibleObjects(as(owner, 'agent'), '2026-12-01'))).toBe(0);
    expect(await objectsWhere(proxiedObjects(owner, '2026-12-01', 'view'))).toBe(0);
    expect(await objectsWhere(visibleObjects(as(owner, 'manager'), '2026-12-01'))).toBe(all);
    expect(await objectsWhere(visibleObjects(as(owner, 'guest'), '2026-12-01'))).toBe(0);
  });

  it('ownRows: a tenant sees their own rows only', async () => {
    const n = async (u: { id: number; companyId: number }) =>
      (await db.db.select({ n: count() }).from(notifications).where(ownRows(notifications, u)))[0].n;
    expect(await n(owner)).toBe(1);
    expect(await n(other)).toBe(0);
  });

  it('companyRows refuses any session but a manager (a guard mistake never widens a view)', () => {
    expect(() => companyRows(objects, as(owner, 'owner'))).toThrow(/owner session/);
    expect(() => companyRows(objects, as(owner, 'guest'))).toThrow();
    expect(() => companyRows(objects, as(owner, 'manager'))).not.toThrow();
  });
});
