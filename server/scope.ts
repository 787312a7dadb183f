/**
 * Row scoping (docs/architecture.md § Roles and access; docs/rules.md R3.5–R3.8). The route's
 * policy cell (server/access.ts) says which ROLES may call it; these helpers say which ROWS the
 * caller may touch. A role grants no rows by itself: rows come from relationships in the
 * database, and every repo query adds one of these conditions:
 *
 * | session role | rows it may see                                                              |
 * |--------------|------------------------------------------------------------------------------|
 * | guest        | its own rows: bookings, leases (rents, bills, documents) whose `user_id` is it |
 * | owner        | rooms whose `objects.owner_id` is the user (set when the MC verifies an application) |
 * | agent        | an owner's rooms while a proxy for that room is valid: issue ≤ today ≤ expiry, not revoked, and only for the acts the proxy allows |
 * | manager      | everything of its company (`company_id` of the session's user)               |
 *
 * Every condition also pins the request's company. A row outside the scope answers 404 (the
 * caller cannot tell it from a missing one), never 403: use {@link foundOr404}.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leases, objects, proxies, proxyObjects } from './db/schema';
import { ApiError } from './errors';
import type { AuthUser } from './auth';
import type { ProxyAct } from '../src/domain/agents';
import { hotelToday } from '../src/domain/hotel-time';

/** A table with the two columns own-row scoping needs. */
export interface OwnedTable {
  companyId: AnyPgColumn;
  userId: AnyPgColumn;
}

/** A table with a company column. */
export interface CompanyTable {
  companyId: AnyPgColumn;
}

/**
 * Rows of `user` in `table` (a tenant's own bookings, leases, notifications…): same company and
 * `user_id` = the caller. Use for every resource a guest or tenant sees.
 */
export function ownRows(table: OwnedTable, user: Pick<AuthUser, 'id' | 'companyId'>): SQL {
  return and(eq(table.companyId, user.companyId), eq(table.userId, user.id))!;
}

/**
 * Rows of the caller's company (a manager's back office). Only for sessions acting as manager:
 * @throws Error when called for another role (a programming error, 500), so a guard mistake
 *         never widens a guest's view to the whole company.
 */
export function companyRows(table: CompanyTable, user: Pick<AuthUser, 'companyId' | 'role'>): SQL {
  if (user.role !== 'manager') throw new Error(`companyRows() for a ${user.role} session`);
  return eq(table.companyId, user.companyId);
}

/**
 * Rooms an owner owns: `objects.owner_id` = the caller (the MC sets it when it verifies the
 * owner's application; the login option "I am the owner" sets nothing, so a new owner has none).
 */
export function ownedObjects(user: Pick<AuthUser, 'id' | 'companyId'>): SQL {
  return and(eq(objects.companyId, user.companyId), eq(objects.ownerId, user.id))!;
}

/** The acts a proxy may allow an agent (docs/rules.md R3.7, R12.3; defined in src/domain/agents.ts). */
export type { ProxyAct } from '../src/domain/agents';

/**
 * Rooms an agent may act on: those with a proxy for the agent that the MC verified and that is
 * valid on `today` (issue date ≤ today ≤ expiry date, both inclusive, YYYY-MM-DD in the company's
 * time zone), not revoked, and allowing `act` — `view` is implied by every proxy (docs/rules.md
 * R3.7, R12.3, R12.10). The same rule in
 * TypeScript: `proxyAllows()` in src/domain/agents.ts.
 */
export function proxiedObjects(user: Pick<AuthUser, 'id' | 'companyId'>, today: string, act: ProxyAct): SQL {
  return and(
    eq(objects.companyId, user.companyId),
    // Table and column names are written out: Drizzle's relational queries (`db.query.objects`)
    // would re-qualify interpolated columns of other tables with the `objects` alias.
    sql`exists (select 1 from proxy_objects po join proxies p on p.id = po.proxy_id
      where po.object_id = ${objects.id} and p.agent_id = ${user.id} and p.company_id = ${user.companyId}
        and ${validProxy(today, act)})`,
  )!;
}

/** A proxy `p` valid on `today` for `act` (docs/rules.md R3.7, R12.3): verified, not revoked, issued ≤ today ≤ expiry. */
function validProxy(today: string, act: ProxyAct): SQL {
  return sql`p.verification = 'verified' and p.revoked_at is null
    and p.issued_on <= ${today}::date and ${today}::date <= p.expires_on
    and (${act} = 'view' or ${act} = any(p.acts))`;
}

/** The agents whose proxy valid on `today` covers room `roomId` (docs/rules.md R3.7): who sees its conversations. */
export async function roomAgents(app: Pick<FastifyInstance, 'db'>, roomId: number, today: string): Promise<number[]> {
  const p = alias(proxies, 'p');
  const rows = await app.db
    .selectDistinct({ agentId: p.agentId })
    .from(proxyObjects)
    .innerJoin(p, eq(p.id, proxyObjects.proxyId))
    .where(and(eq(proxyObjects.objectId, roomId), validProxy(today, 'view')));
  return rows.map((r) => r.agentId);
}

/**
 * The rooms the caller's session may see in its role: owner → owned, agent → proxied for
 * `act` on `today`, manager → the company's; a guest session sees no rooms as an owner's.
 */
export function visibleObjects(
  user: Pick<AuthUser, 'id' | 'companyId' | 'role'>,
  today: string,
  act: ProxyAct = 'view',
): SQL {
  switch (user.role) {
    case 'owner':
      return ownedObjects(user);
    case 'agent':
      return proxiedObjects(user, today, act);
    case 'manager':
      return companyRows(objects, user);
    default:
      return sql`false`;
  }
}

/**
 * The leases the caller may see (docs/rules.md R9.1, R12.4, R23.2): their own as the tenant (in
 * any role the session acts in), and for an owner or agent session also the leases in the rooms
 * {@link visibleObjects} gives it for `act` today (the rooms are a subquery of its own, so the
 * condition also fits `db.query.leases`).
 */
export function visibleLeases(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  user: Pick<AuthUser, 'id' | 'companyId' | 'role'>,
  act: ProxyAct = 'view',
): SQL {
  const own = eq(leases.userId, user.id);
  if (user.role === 'guest') return and(eq(leases.companyId, user.companyId), own)!;
  const rooms = app.db
    .select({ id: objects.id })
    .from(objects)
    .where(visibleObjects(user, hotelToday(app.clock.now()), act));
  return and(eq(leases.companyId, user.companyId), or(own, inArray(leases.objectId, rooms)))!;
}

/**
 * The row found by a scoped query, or 404 with the resource's translated message.
 * @throws ApiError 404 `req.t(messageKey)` when `row` is undefined or null.
 */
export function foundOr404<T>(req: FastifyRequest, row: T | undefined | null, messageKey: string): T {
  if (row === undefined || row === null) throw new ApiError(404, req.t(messageKey));
  return row;
}
