/**
 * Queries of owner rooms (docs/rules.md R12.1, R12.3, R12.4): the caller's rooms through
 * `visibleObjects` (server/scope.ts: an owner's own, an agent's by valid proxy) as list rows and
 * the room's page. Room applications and the caller's own are ./applications-repo.ts; requests to
 * connect to and terminate the MC's management and the owner's own stays (R12.5–R12.7)
 * ./management-repo.ts; the helpers they share ./shared.ts. Someone else's room answers 404.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applications, bookingObjects, bookings, buildings, objects, ownerStays } from '../../db/schema';
import { pick } from '../../i18n';
import { roomForAct } from '../../services/agents';
import { visibleObjects, type ProxyAct } from '../../scope';
import { nightsByYear, OWNER_STAY_NIGHTS_PER_YEAR } from '../../../src/domain/mc-contract';
import {
  PROXY_ACTS,
  proxyState,
  proxyValid,
  withView,
  type ProxyState,
  type ProxyTerms,
} from '../../../src/domain/agents';
import { pageTotal, windowTotal } from '../../paging';
import type { ApplicationRow } from '../../../src/contracts/applications';
import type { OwnerRoomDetail, OwnerRoomRow } from '../../../src/contracts/owner-rooms';
import { toApplicationRows } from './applications-repo';
import { fullName, today } from './shared';

type ObjectRow = typeof objects.$inferSelect;

/** The proxies whose agents the owner's list names (docs/rules.md R12.3): not ended, revoked or rejected. */
const AGENT_SHOWN_STATES: ReadonlySet<ProxyState> = new Set(['pending', 'scheduled', 'active', 'expiring']);

/** A proxy of a room as its list row reads it: id, agent, acts, verification, revoked, issued, expires, agent's name, surname, phone. */
type RoomProxy = [
  number,
  number,
  ProxyAct[],
  ProxyTerms['verification'],
  string | null,
  string,
  string,
  string | null,
  string | null,
  string | null,
];

/**
 * The rooms matching `where` as list rows, in one statement (docs/architecture.md § The server):
 * the columns a row shows, the building's name, whether a stay covers today, the open
 * applications, today's tenant (a lease covering today, docs/rules.md R12.4, R9.1) and the proxies
 * not yet ended (R12.3) as JSON, and the total before paging.
 */
async function roomRows(
  app: FastifyInstance,
  req: FastifyRequest,
  where: SQL,
  page: { limit: number; offset: number; order: 'asc' | 'desc' } = { limit: 1, offset: 0, order: 'asc' },
): Promise<{ rows: OwnerRoomRow[]; total: number }> {
  const t = today(app);
  // Table names written out in the subqueries: correlated to the outer room.
  const found = await app.db
    .select({
      id: objects.id,
      buildingId: objects.buildingId,
      building: buildings.name,
      floor: objects.floor,
      number: objects.number,
      area: objects.area,
      management: objects.management,
      mcAgreementNo: objects.mcAgreementNo,
      serviceAgreementNo: objects.serviceAgreementNo,
      noticeDays: objects.noticeDays,
      mcFeePercent: objects.mcFeePercent,
      booked: sql<boolean>`exists (select 1 from booking_objects bo where bo.object_id = ${objects.id} and bo.active
        and bo.check_in <= ${t}::date and bo.check_out > ${t}::date)`,
      open: sql<
        [number, ApplicationRow['kind']][] | null
      >`(select json_agg(json_build_array(a.id, a.kind) order by a.id)
        from applications a where a.object_id = ${objects.id} and a.status = 'under_consideration')`,
      tenant: sql<
        [string | null, string | null, string | null] | null
      >`(select json_build_array(u.name, u.surname, u.phone)
        from leases l join users u on u.id = l.user_id where l.object_id = ${objects.id}
          and l.start_date <= ${t}::date and coalesce(l.ended_early_on, l.end_date) > ${t}::date
        order by l.id limit 1)`,
      proxies: sql<RoomProxy[] | null>`(select json_agg(json_build_array(p.id, p.agent_id, p.acts, p.verification,
          p.revoked_at, p.issued_on, p.expires_on, u.name, u.surname, u.phone) order by p.id)
        from proxy_objects po join proxies p on p.id = po.proxy_id join users u on u.id = p.agent_id
        where po.object_id = ${objects.id} and p.company_id = ${req.companyId} and p.expires_on >= ${t}::date)`,
      total: windowTotal(),
    })
    .from(objects)
    .leftJoin(buildings, eq(buildings.id, objects.buildingId))
    .where(where)
    .orderBy(page.order === 'desc' ? desc(objects.id) : asc(objects.id))
    .limit(page.limit)
    .offset(page.offset);
  const user = req.user!;
  const rows = found.map((o) => {
    const proxyRows = (o.proxies ?? []).map(
      ([id, agentId, acts, verification, revokedAt, issuedOn, expiresOn, name, surname, phone]) => ({
        p: { id, agentId, acts, verification, revokedAt, issuedOn, expiresOn },
        name,
        surname,
        phone,
      }),
    );
    /** The agents the owner has given the room to: proxies in force, scheduled or awaiting the MC. */
    const agents =
      user.role !== 'owner'
        ? []
        : [
            ...new Set(
              proxyRows
                .filter((r) => AGENT_SHOWN_STATES.has(proxyState(r.p, t)))
                .map((r) => fullName(r) || r.phone || ''),
            ),
          ];
    /** What the caller may do with the room (docs/rules.md R3.7): an owner everything, an agent its valid proxies' acts. */
    const acts: ProxyAct[] =
      user.role === 'owner'
        ? [...PROXY_ACTS]
        : withView(proxyRows.filter((r) => r.p.agentId === user.id && proxyValid(r.p, t)).flatMap((r) => r.p.acts));
    const tenant = o.tenant ? fullName({ name: o.tenant[0], surname: o.tenant[1], phone: o.tenant[2] }) : '';
    return {
      id: o.id,
      buildingId: o.buildingId,
      building: o.building ? pick(o.building, req.lang) : '',
      floor: o.floor,
      number: o.number,
      area: o.area,
      management: o.management,
      booked: o.booked,
      mcAgreementNo: o.mcAgreementNo,
      serviceAgreementNo: o.serviceAgreementNo,
      noticeDays: o.noticeDays,
      mcFeePercent: o.mcFeePercent,
      tenant: tenant || null,
      agents,
      acts,
      openApplications: (o.open ?? []).map(([id, kind]) => ({ id, kind })),
    };
  });
  const total = await pageTotal(found, page.offset, async () => (await roomRows(app, req, where)).total);
  return { rows, total };
}

/** One page of the caller's rooms, by id (one statement). */
export async function listRooms(
  app: FastifyInstance,
  req: FastifyRequest,
  start: number,
  limit: number,
  order: 'asc' | 'desc',
) {
  const user = req.user!;
  return roomRows(app, req, visibleObjects(user, today(app), 'view'), { limit, offset: start, order });
}

/**
 * The caller's room `id` for `act` (docs/rules.md R3.7): an agent's room whose valid proxy does not
 * allow `act` answers 403, not 404 (server/services/agents.ts `roomForAct`).
 * @throws ApiError 404 `owner-rooms.errors.notFound` for anyone else's; 403 `agents.errors.actNotAllowed`.
 */
export async function ownRoom(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  act: ProxyAct = 'view',
): Promise<ObjectRow> {
  return roomForAct(app, req, id, act, 'owner-rooms.errors.notFound');
}

/** The room's page: row, applications, bookings from today, the owner's stays and their nights per year. */
export async function roomDetail(app: FastifyInstance, req: FastifyRequest, o: ObjectRow): Promise<OwnerRoomDetail> {
  const t = today(app);
  const [[row], apps, bks, stays] = await Promise.all([
    roomRows(app, req, eq(objects.id, o.id)).then((r) => r.rows),
    app.db.select().from(applications).where(eq(applications.objectId, o.id)).orderBy(desc(applications.id)),
    app.db
      .select({ number: bookings.number, checkIn: bookingObjects.checkIn, checkOut: bookingObjects.checkOut })
      .from(bookingObjects)
      .innerJoin(bookings, eq(bookings.id, bookingObjects.bookingId))
      .where(
        and(
          eq(bookingObjects.objectId, o.id),
          eq(bookingObjects.active, true),
          sql`${bookingObjects.checkOut} > ${t}::date`,
        ),
      )
      .orderBy(asc(bookingObjects.checkIn)),
    app.db
      .select({ id: ownerStays.id, checkIn: ownerStays.checkIn, checkOut: ownerStays.checkOut })
      .from(ownerStays)
      .where(eq(ownerStays.objectId, o.id))
      .orderBy(asc(ownerStays.checkIn)),
  ]);
  return {
    ...row,
    applications: await toApplicationRows(app, req, apps),
    bookings: bks,
    stays,
    stayNights: Object.fromEntries(Object.entries(nightsByYear(stays)).map(([y, n]) => [y, n])),
    stayCap: OWNER_STAY_NIGHTS_PER_YEAR,
    today: t,
  };
}
