/** Queries of the back-office users (docs/rules.md R16.4, R16.6): list, one, owner role, block, restore; audited. */
import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookings, objects, sessions, users } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { pick } from '../../../i18n';
import { recordChange, snapshot } from '../../../services/audit';
import type { AuditAction } from '../../../../src/domain/audit';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import { retentionCutoff } from '../../../../src/domain/account';
import type {
  BackofficeUserDetail,
  BackofficeUserListQuery,
  BackofficeUserRow,
} from '../../../../src/contracts/backoffice-users';

type Row = typeof users.$inferSelect;

const fullName = (u: Row) => [u.surname, u.name, u.patronymic].filter(Boolean).join(' ');
const toRow = (u: Row): BackofficeUserRow => ({
  id: u.id,
  phone: u.phone,
  fullName: fullName(u),
  roles: u.roles,
  blocked: !!u.blockedAt,
  deleted: !!u.deletedAt,
  createdAt: toServerTimestamp(u.createdAt),
});

export async function listUsers(
  app: FastifyInstance,
  req: FastifyRequest,
  q: BackofficeUserListQuery,
  start: number,
  limit: number,
) {
  const text = q.q?.trim();
  const digits = text?.replace(/\D/g, '');
  const like = text ? `%${text.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    eq(users.companyId, req.companyId),
    q.role ? sql`${users.roles} @> ${JSON.stringify([q.role])}::jsonb` : undefined,
    like
      ? or(
          ilike(users.surname, like),
          ilike(users.name, like),
          sql`concat_ws(' ', ${users.surname}, ${users.name}, ${users.patronymic}) ilike ${like}`,
          digits && digits.length >= 3 ? ilike(users.phone, `%${digits}%`) : undefined,
        )
      : undefined,
  );
  const dir = (q._order ?? 'desc').toLowerCase() === 'desc' ? desc : asc;
  const [rows, [{ n }]] = await Promise.all([
    app.db.select().from(users).where(where).orderBy(dir(users.id)).limit(limit).offset(start),
    app.db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toRow), total: n };
}

/** The company's user `id`. @throws ApiError 404. */
async function companyUser(app: FastifyInstance, req: FastifyRequest, id: number): Promise<Row> {
  const u = await app.db.query.users.findFirst({ where: and(eq(users.id, id), eq(users.companyId, req.companyId)) });
  if (!u) throw new ApiError(404, req.t('error.notFoundApi'));
  return u;
}

const restorable = (app: FastifyInstance, u: Row) => !!u.deletedAt && u.deletedAt > retentionCutoff(app.clock.now());

export async function getUser(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BackofficeUserDetail> {
  const u = await companyUser(app, req, id);
  const [bs, rooms] = await Promise.all([
    app.db
      .select({
        id: bookings.id,
        number: bookings.number,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        status: bookings.status,
      })
      .from(bookings)
      .where(eq(bookings.userId, id))
      .orderBy(desc(bookings.id))
      .limit(50),
    app.db
      .select({ id: objects.id, number: objects.number, title: objects.title })
      .from(objects)
      .where(eq(objects.ownerId, id))
      .orderBy(asc(objects.id)),
  ]);
  return {
    ...toRow(u),
    email: u.email,
    restorable: restorable(app, u),
    bookings: bs,
    rooms: rooms.map((r) => ({ ...r, title: pick(r.title, req.lang) })),
  };
}

/** Applies `set` to the user in one audited transaction; `extra` runs inside it. */
async function change(app: FastifyInstance, req: FastifyRequest, before: Row, action: AuditAction, set: Partial<Row>) {
  await app.db.transaction(async (tx) => {
    const [after] = await tx.update(users).set(set).where(eq(users.id, before.id)).returning();
    if (set.blockedAt)
      await tx
        .update(sessions)
        .set({ revokedAt: app.clock.now() })
        .where(
          and(eq(sessions.userId, before.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, app.clock.now())),
        );
    await recordChange(
      app,
      req,
      { entity: 'users', entityId: before.id, action, before: snapshot(before), after: snapshot(after) },
      tx,
    );
  });
  return getUser(app, req, before.id);
}

/** Grants the owner role (the manager confirmed the documents). @throws ApiError 409 when held or the account is deleted. */
export async function grantOwner(app: FastifyInstance, req: FastifyRequest, id: number) {
  const u = await companyUser(app, req, id);
  if (u.deletedAt || u.roles.includes('owner')) throw new ApiError(409, req.t('backoffice-users.errors.notNow'));
  return change(app, req, u, 'grant-owner', { roles: [...u.roles, 'owner'] });
}

/** Blocks (revoking every session) or unblocks. @throws ApiError 409 when already so, or for a manager blocking themself. */
export async function setBlocked(app: FastifyInstance, req: FastifyRequest, id: number, blocked: boolean) {
  const u = await companyUser(app, req, id);
  if (!!u.blockedAt === blocked || u.id === req.user?.id)
    throw new ApiError(409, req.t('backoffice-users.errors.notNow'));
  return change(app, req, u, blocked ? 'block' : 'unblock', { blockedAt: blocked ? app.clock.now() : null });
}

/**
 * Restores a deleted account within the retention period with the phone the person uses now.
 * @throws ApiError 409 when not deleted or past retention; 422 `{ phone }` when a live account has the phone.
 */
export async function restoreUser(app: FastifyInstance, req: FastifyRequest, id: number, phone: string) {
  const u = await companyUser(app, req, id);
  if (!restorable(app, u)) throw new ApiError(409, req.t('backoffice-users.errors.notRestorable'));
  const taken = await app.db.query.users.findFirst({
    columns: { id: true },
    where: and(eq(users.companyId, req.companyId), eq(users.phone, phone), isNull(users.deletedAt)),
  });
  if (taken)
    throw new ApiError(422, req.t('validation.failed'), { phone: [req.t('backoffice-users.errors.phoneTaken')] });
  return change(app, req, u, 'restore', { deletedAt: null, phone });
}
