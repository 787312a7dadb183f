/**
 * Queries of owner rooms (docs/rules.md R12.1, R12.5–R12.7): the caller's rooms through
 * `visibleObjects` (server/scope.ts: an owner's own, an agent's by valid proxy), room
 * applications with their scans, requests to connect to and terminate the MC's management, and
 * the owner's own stays. Someone else's room answers 404.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applications, bookingObjects, bookings, buildings, objects, ownerStays, users } from '../../db/schema';
import { ApiError, validationError, type FieldErrors } from '../../errors';
import { pick } from '../../i18n';
import { requireRole } from '../../access';
import { citableUploads } from '../../services/uploads';
import { roomForAct } from '../../services/proxies';
import { foundOr404, visibleObjects, type ProxyAct } from '../../scope';
import { hotelToday } from '../../../src/domain/bookings';
import { addDaysIso, formatDisplayDate, toServerTimestamp } from '../../../src/domain/datetime';
import {
  bookingsAfter,
  nightsByYear,
  OWNER_STAY_NIGHTS_PER_YEAR,
  ownerStayCapIssue,
  rangesOverlap,
  terminationDateAllowed,
  earliestTerminationDate,
} from '../../../src/domain/mc-contract';
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
import type { OwnerRoomCreate, OwnerRoomDetail, OwnerRoomRow } from '../../../src/contracts/owner-rooms';

type ObjectRow = typeof objects.$inferSelect;
type AppRecord = typeof applications.$inferSelect;

const today = (app: FastifyInstance) => hotelToday(app.clock.now());
const fullName = (u: { name: string | null; surname: string | null; phone: string | null } | null | undefined) =>
  u ? [u.surname, u.name].filter(Boolean).join(' ') || u.phone || '' : '';

/** The proxies whose agents the owner's list names (docs/rules.md R12.3): not ended, revoked or rejected. */
const AGENT_SHOWN_STATES: ReadonlySet<ProxyState> = new Set(['pending', 'scheduled', 'active', 'expiring']);

/** Scan fields of a room application (docs/rules.md R12.1), each needs one upload at least. */
export const SCAN_FIELDS = ['titleDocument', 'passportMain', 'passportRegistration'] as const;

const applicant = alias(users, 'applicant');
const appBuilding = alias(buildings, 'app_building');

/**
 * Applications matching `where` as their applicant and the MC see them, newest first, in one
 * statement (docs/architecture.md § The server): `room` names building · floor · number (the
 * room's, or for a room not yet approved the payload's), the applicant's name, the scans' names,
 * and the total before paging.
 */
export async function applicationRows(
  app: FastifyInstance,
  req: FastifyRequest,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const q = app.db
    .select({
      id: applications.id,
      kind: applications.kind,
      status: applications.status,
      objectId: applications.objectId,
      payload: applications.payload,
      uploadIds: applications.uploadIds,
      reason: applications.reason,
      createdAt: applications.createdAt,
      decidedAt: applications.decidedAt,
      roomId: objects.id,
      roomFloor: objects.floor,
      roomNumber: objects.number,
      roomBuilding: appBuilding.name,
      // The id first: Drizzle takes a left-joined object for missing when its first column is null.
      person: { id: applicant.id, name: applicant.name, surname: applicant.surname, phone: applicant.phone },
      // Table names written out: correlated to the outer application.
      payloadBuilding: sql<{ ru: string; en: string } | null>`(select b.name from buildings b
        where b.company_id = ${req.companyId} and b.id::text = ${applications.payload}->>'buildingId')`,
      files: sql<[string, string][] | null>`(select json_agg(json_build_array(u.id, u.name))
        from uploads u where u.id = any(${applications.uploadIds}))`,
      total: windowTotal(),
    })
    .from(applications)
    .leftJoin(objects, eq(objects.id, applications.objectId))
    .leftJoin(appBuilding, and(eq(appBuilding.id, objects.buildingId), eq(appBuilding.companyId, req.companyId)))
    .leftJoin(applicant, eq(applicant.id, applications.applicantId))
    .where(where)
    .orderBy(desc(applications.id));
  const found = await (page ? q.limit(page.limit).offset(page.offset) : q);
  const rows = found.map((r) => {
    const p = r.payload as Record<string, unknown>;
    const name = (b: { ru: string; en: string } | null | undefined) => (b ? pick(b, req.lang) : '');
    const room =
      r.roomId !== null
        ? `${name(r.roomBuilding)} · ${r.roomFloor} · ${r.roomNumber}`
        : `${name(r.payloadBuilding)} · ${String(p.floor ?? '')} · ${String(p.number ?? '')}`;
    const kinds = (p.files ?? {}) as Record<string, { id: string }[]>;
    const kindOf = (id: string) =>
      Object.entries(kinds).find(([, list]) => list.some((f) => f.id === id))?.[0] ?? 'file';
    const fileName = new Map(r.files ?? []);
    const shown = Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'files'));
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      objectId: r.objectId,
      room,
      payload: shown,
      files: r.uploadIds
        .filter((id) => fileName.has(id))
        .map((id) => ({ id, name: fileName.get(id)!, kind: kindOf(id) })),
      reason: r.reason,
      applicant: fullName(r.person),
      createdAt: toServerTimestamp(r.createdAt),
      decidedAt: r.decidedAt ? toServerTimestamp(r.decidedAt) : null,
    };
  });
  const total = await pageTotal(found, page?.offset ?? 0, async () => {
    const [{ n }] = await app.db.select({ n: count() }).from(applications).where(where);
    return n;
  });
  return { rows, total };
}

/** Applications as their applicant and the MC see them, in the order given (see {@link applicationRows}). */
export async function toApplicationRows(
  app: FastifyInstance,
  req: FastifyRequest,
  list: AppRecord[],
): Promise<ApplicationRow[]> {
  if (!list.length) return [];
  const { rows } = await applicationRows(
    app,
    req,
    inArray(
      applications.id,
      list.map((r) => r.id),
    ),
  );
  return list.map((r) => rows.find((x) => x.id === r.id)!);
}

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
 * allow `act` answers 403, not 404 (server/services/proxies.ts `roomForAct`).
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

/**
 * Files a room application (docs/rules.md R12.1): the scans must be the caller's own uploads, at
 * least one of each kind; the building must be the company's.
 * @throws ApiError 422 naming each missing field, translated.
 */
export async function createRoomApplication(
  app: FastifyInstance,
  req: FastifyRequest,
  body: OwnerRoomCreate,
): Promise<AppRecord> {
  const user = requireRole(req, 'owner');
  const errors: FieldErrors = {};
  const all = SCAN_FIELDS.flatMap((f) => body[f].map((x) => x.id));
  const mine = await citableUploads(app.db, req.companyId, { userId: user.id }, all);
  for (const f of SCAN_FIELDS)
    if (!body[f].some((x) => mine.has(x.id))) errors[f] = [req.t(`owner-rooms.errors.${f}Required`)];
  const b = await app.db.query.buildings.findFirst({
    where: and(eq(buildings.id, body.buildingId), eq(buildings.companyId, req.companyId)),
  });
  if (!b) errors.buildingId = [req.t('validation.invalid')];
  if (Object.keys(errors).length) throw validationError(errors);
  const files = Object.fromEntries(SCAN_FIELDS.map((f) => [f, body[f].filter((x) => mine.has(x.id))]));
  const details = Object.fromEntries(
    Object.entries(body).filter(([k]) => !(SCAN_FIELDS as readonly string[]).includes(k)),
  );
  const [row] = await app.db
    .insert(applications)
    .values({
      companyId: req.companyId,
      kind: 'room',
      applicantId: user.id,
      payload: { ...details, files },
      uploadIds: Object.values(files)
        .flat()
        .map((x) => x.id),
      createdAt: app.clock.now(),
    })
    .returning();
  return row;
}

/** @throws ApiError 409 `owner-rooms.errors.pending` when the room has an open application of `kind`. */
async function noOpen(app: FastifyInstance, req: FastifyRequest, objectId: number, kind: string) {
  const open = await app.db.query.applications.findFirst({
    where: and(
      eq(applications.objectId, objectId),
      eq(applications.kind, kind),
      eq(applications.status, 'under_consideration'),
    ),
  });
  if (open) throw new ApiError(409, req.t('owner-rooms.errors.pending'));
}

/**
 * Asks the MC to take the room under management (docs/rules.md R12.5).
 * @throws ApiError 409 when it already is, or a request is pending.
 */
export async function requestConnect(app: FastifyInstance, req: FastifyRequest, o: ObjectRow): Promise<AppRecord> {
  if (o.management === 'mc') throw new ApiError(409, req.t('owner-rooms.errors.alreadyMc'));
  await noOpen(app, req, o.id, 'connect');
  const [row] = await app.db
    .insert(applications)
    .values({
      companyId: req.companyId,
      kind: 'connect',
      objectId: o.id,
      applicantId: req.user!.id,
      payload: {},
      createdAt: app.clock.now(),
    })
    .returning();
  return row;
}

/**
 * Notifies the MC of terminating its management of the room from `date` (docs/rules.md R12.6):
 * today is the notification date; `date` must be at least the agreement's notice period later.
 * @throws ApiError 422 `date` (translated, with the earliest allowed date), 409 not under the MC or pending.
 */
export async function requestTermination(
  app: FastifyInstance,
  req: FastifyRequest,
  o: ObjectRow,
  date: string,
): Promise<AppRecord> {
  if (o.management !== 'mc') throw new ApiError(409, req.t('owner-rooms.errors.notMc'));
  const t = today(app);
  if (!terminationDateAllowed(t, date, o.noticeDays)) {
    const earliest = formatDisplayDate(earliestTerminationDate(t, o.noticeDays), 'full');
    throw validationError({ date: [req.t('owner-rooms.errors.tooEarly', { date: earliest, count: o.noticeDays })] });
  }
  await noOpen(app, req, o.id, 'terminate');
  const bks = await app.db
    .select({ number: bookings.number, checkIn: bookingObjects.checkIn, checkOut: bookingObjects.checkOut })
    .from(bookingObjects)
    .innerJoin(bookings, eq(bookings.id, bookingObjects.bookingId))
    .where(
      and(
        eq(bookingObjects.objectId, o.id),
        eq(bookingObjects.active, true),
        sql`${bookingObjects.checkOut} > ${date}::date`,
      ),
    );
  const payload = {
    notifiedOn: t,
    desiredDate: date,
    noticeDays: o.noticeDays,
    bookingsAfter: bookingsAfter(bks, date).map((b) => b.number),
  };
  const [row] = await app.db
    .insert(applications)
    .values({
      companyId: req.companyId,
      kind: 'terminate',
      objectId: o.id,
      applicantId: req.user!.id,
      payload,
      createdAt: app.clock.now(),
    })
    .returning();
  return row;
}

/**
 * Blocks nights of a room under the MC for the owner's own stay (docs/rules.md R12.7): from today
 * on, not over a booking or another stay, within the yearly cap.
 * @throws ApiError 409 `notMc`; 422 `checkIn`/`checkOut` (dates), `stayCap`, `stayBooked`.
 */
export async function addStay(
  app: FastifyInstance,
  req: FastifyRequest,
  o: ObjectRow,
  stay: { checkIn: string; checkOut: string },
) {
  const user = requireRole(req, 'owner');
  if (o.management !== 'mc') throw new ApiError(409, req.t('owner-rooms.errors.notMc'));
  const t = today(app);
  if (stay.checkIn < t) throw validationError({ checkIn: [req.t('owner-rooms.errors.stayPast')] });
  if (stay.checkOut <= stay.checkIn || stay.checkOut > addDaysIso(stay.checkIn, 366))
    throw validationError({ checkOut: [req.t('validation.invalid')] });
  const existing = await app.db
    .select({ checkIn: ownerStays.checkIn, checkOut: ownerStays.checkOut })
    .from(ownerStays)
    .where(and(eq(ownerStays.objectId, o.id), eq(ownerStays.ownerId, user.id)));
  const cap = ownerStayCapIssue(existing, stay);
  if (cap)
    throw validationError({
      checkOut: [
        req.t('owner-rooms.errors.stayCap', { count: cap.cap, year: cap.year, left: Math.max(0, cap.cap - cap.used) }),
      ],
    });
  const [{ n }] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingObjects)
    .where(
      and(
        eq(bookingObjects.objectId, o.id),
        eq(bookingObjects.active, true),
        sql`daterange(${bookingObjects.checkIn}, ${bookingObjects.checkOut}, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`,
      ),
    );
  const all = await app.db
    .select({ checkIn: ownerStays.checkIn, checkOut: ownerStays.checkOut })
    .from(ownerStays)
    .where(eq(ownerStays.objectId, o.id));
  if (n > 0 || all.some((s) => rangesOverlap(s, stay)))
    throw validationError({ checkIn: [req.t('owner-rooms.errors.stayBooked')] });
  await app.db
    .insert(ownerStays)
    .values({ companyId: req.companyId, objectId: o.id, ownerId: user.id, ...stay, createdAt: app.clock.now() });
}

/** Frees the owner's stay `stayId` of the room (not one already begun). @throws ApiError 404, 409 `stayStarted`. */
export async function removeStay(app: FastifyInstance, req: FastifyRequest, o: ObjectRow, stayId: number) {
  const user = requireRole(req, 'owner');
  const s = await app.db.query.ownerStays.findFirst({
    where: and(eq(ownerStays.id, stayId), eq(ownerStays.objectId, o.id), eq(ownerStays.ownerId, user.id)),
  });
  foundOr404(req, s, 'owner-rooms.errors.notFound');
  if (s!.checkIn <= today(app)) throw new ApiError(409, req.t('owner-rooms.errors.stayStarted'));
  await app.db.delete(ownerStays).where(eq(ownerStays.id, stayId));
}

/** The caller's own applications, newest first (GET app/v1/applications). */
export async function listOwnApplications(
  app: FastifyInstance,
  req: FastifyRequest,
  q: { kind?: string; status?: string },
  start: number,
  limit: number,
) {
  const where = and(
    eq(applications.companyId, req.companyId),
    eq(applications.applicantId, req.user!.id),
    q.kind ? eq(applications.kind, q.kind) : undefined,
    q.status ? eq(applications.status, q.status as AppRecord['status']) : undefined,
  )!;
  return applicationRows(app, req, where, { limit, offset: start });
}

/** The caller's application `id`. @throws ApiError 404 for anyone else's. */
export async function ownApplication(app: FastifyInstance, req: FastifyRequest, id: number): Promise<ApplicationRow> {
  const r = await app.db.query.applications.findFirst({
    where: and(
      eq(applications.id, id),
      eq(applications.companyId, req.companyId),
      eq(applications.applicantId, req.user!.id),
    ),
  });
  return (await toApplicationRows(app, req, [foundOr404(req, r, 'applications.errors.notFound')]))[0];
}
