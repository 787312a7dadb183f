/**
 * Queries of the profile and account calls (server/routes/profile/index.ts): the caller's own
 * row only (every function takes the caller; nobody edits another person's profile).
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProfileBody } from '../../../src/contracts/profile';
import { consents, devices, sessions, users } from '../../db/schema';
import type { AuthUser } from '../../auth';
import { validationError } from '../../errors';

/** Writes the names, e-mail (empty clears it) and payer type of `u`; resolves to the caller updated. */
export async function updateProfile(app: FastifyInstance, u: AuthUser, b: ProfileBody): Promise<AuthUser> {
  const [row] = await app.db
    .update(users)
    .set({
      surname: b.surname || null,
      name: b.name,
      patronymic: b.patronymic || null,
      email: b.email || null,
      ...(b.payerType ? { payerType: b.payerType } : {}),
    })
    .where(eq(users.id, u.id))
    .returning();
  return { ...u, ...row, phone: u.phone };
}

/**
 * Checks that `phone` may become the contact phone of `u` (docs/rules.md R7.2, R7.3).
 * @throws ApiError 422 on `phone`: `profile.phoneSame` (the current number) or
 *         `profile.phoneTaken` (another live account of the company has it).
 */
export async function assertPhoneFree(
  app: FastifyInstance,
  req: FastifyRequest,
  u: AuthUser,
  phone: string,
): Promise<void> {
  if (phone === u.phone) throw validationError({ phone: [req.t('profile.phoneSame')] });
  const taken = await app.db.query.users.findFirst({
    where: and(eq(users.companyId, u.companyId), eq(users.phone, phone), isNull(users.deletedAt), ne(users.id, u.id)),
    columns: { id: true },
  });
  if (taken) throw validationError({ phone: [req.t('profile.phoneTaken')] });
}

/**
 * Makes `phone` the contact phone of `u`; resolves to the caller updated.
 * @throws ApiError 422 `profile.phoneTaken` when another account took the number meanwhile (the
 *         unique index of live phones).
 */
export async function setPhone(
  app: FastifyInstance,
  req: FastifyRequest,
  u: AuthUser,
  phone: string,
): Promise<AuthUser> {
  try {
    const [row] = await app.db.update(users).set({ phone }).where(eq(users.id, u.id)).returning();
    return { ...u, ...row, phone };
  } catch {
    throw validationError({ phone: [req.t('profile.phoneTaken')] });
  }
}

/**
 * Deletes the account of `userId` (docs/rules.md R7.4): erases the personal data at once
 * (phone, names, e-mail → null; `deleted_at` set), drops the push devices and revokes every
 * session; the person's consents are withdrawn. Bookings, payments, notifications… stay on the anonymous row until
 * server/jobs/retention.ts purges it.
 * @returns how many sessions were ended.
 */
export async function deleteAccount(app: FastifyInstance, userId: number): Promise<number> {
  const now = app.clock.now();
  const ended = await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ phone: null, surname: null, name: null, patronymic: null, email: null, deletedAt: now })
      .where(eq(users.id, userId));
    await tx.delete(devices).where(eq(devices.userId, userId));
    // Every consent ends with the account; its phone goes with the other personal columns (docs/rules.md R21.4).
    await tx
      .update(consents)
      .set({ withdrawnAt: sql`coalesce(${consents.withdrawnAt}, ${now})`, phone: null })
      .where(eq(consents.userId, userId));
    return tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
  });
  return ended.length;
}
