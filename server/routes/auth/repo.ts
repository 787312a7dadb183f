/**
 * Queries of the login calls (server/routes/auth/index.ts): the person behind a phone, the
 * session's role at login, sessions opened, revoked and switched.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
import { devices, sessions, users, type Role } from '../../db/schema';
import { newToken, sha256, SESSION_DAYS, type AuthUser } from '../../auth';
import type { ClientType } from '../../../src/domain/clients';

/**
 * The role a session acts in right after login (docs/rules.md R2.9, R3.6): "I am the owner" makes it
 * an owner's (it grants no data: rooms come from approved applications); otherwise staff act as
 * managers, agents as agents, everyone else as a guest.
 */
export function loginRole(roles: readonly Role[], owner: boolean): Role {
  if (owner) return 'owner';
  if (roles.includes('manager')) return 'manager';
  if (roles.includes('agent')) return 'agent';
  return 'guest';
}

/** Whether `phone` has a live (not deleted) account in `companyId`, blocked or not. */
export async function hasLiveAccount(app: FastifyInstance, companyId: number, phone: string): Promise<boolean> {
  const user = await app.db.query.users.findFirst({
    columns: { id: true },
    where: and(eq(users.companyId, companyId), eq(users.phone, phone), isNull(users.deletedAt)),
  });
  return !!user;
}

/**
 * The live account of `phone` in `companyId` (created with the role `guest` when there is none),
 * holding `loginRole(…)` from now on.
 * @throws ApiError 403 `auth.blocked` when a manager blocked the account (docs/rules.md R16.4).
 * @returns the caller as the routes see it (session id 0 until a session is opened) and whether
 *          the account is new.
 */
export async function logIn(
  app: FastifyInstance,
  companyId: number,
  phone: string,
  owner: boolean,
  t: (key: string) => string = (k) => k,
): Promise<{ user: AuthUser; isNew: boolean }> {
  let user = await app.db.query.users.findFirst({
    where: and(eq(users.companyId, companyId), eq(users.phone, phone), isNull(users.deletedAt)),
  });
  if (user?.blockedAt) throw new ApiError(403, t('auth.blocked'));
  const isNew = !user;
  if (!user)
    [user] = await app.db
      .insert(users)
      .values({ companyId, phone, roles: ['guest'] })
      .returning();
  const role = loginRole(user.roles, owner);
  if (!user.roles.includes(role)) {
    [user] = await app.db
      .update(users)
      .set({ roles: [...user.roles, role] })
      .where(eq(users.id, user.id))
      .returning();
  }
  return { user: { ...user, phone, sessionId: 0, role, clientType: 'web' }, isNew };
}

/**
 * Opens a session of {@link SESSION_DAYS} days for `userId` acting as `role` from `clientType`
 * (fixed for the session's life, docs/rules.md R2.13).
 * @returns the bearer token and the session's id.
 */
export async function openSession(
  app: FastifyInstance,
  userId: number,
  role: Role,
  clientType: ClientType = 'web',
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const now = app.clock.now();
  const [row] = await app.db
    .insert(sessions)
    .values({
      userId,
      role,
      clientType,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id };
}

/** Revokes session `sessionId` (logout) and removes the push devices it registered (docs/rules.md R7.6). */
export async function revokeSession(app: FastifyInstance, sessionId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: app.clock.now() }).where(eq(sessions.id, sessionId));
    await tx.delete(devices).where(eq(devices.sessionId, sessionId));
  });
}

/** Makes session `sessionId` act as `role` (the caller checked the person holds it). */
export async function switchRole(app: FastifyInstance, sessionId: number, role: Role): Promise<void> {
  await app.db.update(sessions).set({ role }).where(eq(sessions.id, sessionId));
}
