/**
 * An owner's room as the caller may act on it (docs/rules.md R3.6, R3.7, R12.3): shared by every
 * owner-area resource that an agent may use by proxy (subscriptions, tenants, reports, votes).
 * - owner: only rooms it owns (`ownedObjects`); someone else's room → 404;
 * - agent: a room a valid proxy covers (`proxiedObjects`): none valid (expired, revoked, not
 *   verified, never given) → 404; valid but without the act → 403 `agents.errors.actNotAllowed`.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildings, objects } from '../db/schema';
import { requireUser, type AuthUser } from '../auth';
import { ApiError } from '../errors';
import { pick, type Lang } from '../i18n';
import { foundOr404, ownedObjects, proxiedObjects, type ProxyAct } from '../scope';
import { hotelToday } from '../../src/domain/hotel-time';

/** Today in the company's time zone by the app's clock (`YYYY-MM-DD`). */
export const companyToday = (app: Pick<FastifyInstance, 'clock'>): string => hotelToday(app.clock.now());

/** The rooms the caller acts on for `act`: owned (owner) or proxied (agent); nothing for other roles. */
export function actingRooms(user: Pick<AuthUser, 'id' | 'companyId' | 'role'>, today: string, act: ProxyAct): SQL {
  if (user.role === 'owner') return ownedObjects(user);
  if (user.role === 'agent') return proxiedObjects(user, today, act);
  return and(eq(objects.companyId, user.companyId), eq(objects.id, -1))!;
}

/**
 * The room `objectId` when the caller may perform `act` on it (see the module comment): a room the
 * caller cannot see answers 404 with `notFoundKey`, a room an agent sees by a valid proxy that does
 * not allow `act` answers 403 (docs/rules.md R3.7).
 * @throws ApiError 401; 404 `notFoundKey` (`agents.errors.roomNotFound` by default); 403 `agents.errors.actNotAllowed`.
 */
export async function roomForAct(
  app: FastifyInstance,
  req: FastifyRequest,
  objectId: number,
  act: ProxyAct,
  notFoundKey = 'agents.errors.roomNotFound',
): Promise<typeof objects.$inferSelect> {
  const user = requireUser(req);
  const today = companyToday(app);
  const seen = await app.db.query.objects.findFirst({
    where: and(eq(objects.id, objectId), actingRooms(user, today, 'view')),
  });
  const room = foundOr404(req, seen, notFoundKey);
  if (act === 'view' || user.role !== 'agent') return room;
  const allowed = await app.db.query.objects.findFirst({
    columns: { id: true },
    where: and(eq(objects.id, objectId), proxiedObjects(user, today, act)),
  });
  if (!allowed) throw new ApiError(403, req.t('agents.errors.actNotAllowed'));
  return room;
}

/** Labels `Building · № number` of the rooms `ids`, in `lang`. */
export async function roomLabels(app: FastifyInstance, ids: number[], lang: Lang): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await app.db
    .select({ id: objects.id, number: objects.number, building: buildings.name })
    .from(objects)
    .innerJoin(buildings, eq(buildings.id, objects.buildingId))
    .where(inArray(objects.id, [...new Set(ids)]))
    .orderBy(asc(objects.id));
  return new Map(rows.map((r) => [r.id, `${pick(r.building, lang)} · № ${r.number}`]));
}

/** A person's full name, `Surname Name Patronymic`, or '' when none is filled in. */
export const fullName = (
  u: { surname: string | null; name: string | null; patronymic: string | null } | undefined | null,
): string => (u ? [u.surname, u.name, u.patronymic].filter(Boolean).join(' ') : '');
