/**
 * Queries of the agents resource (docs/rules.md R3.7, R12.3, R12.10): an owner's proxies, an
 * agent's valid ones, adding a proxy (the agent's account found or created by phone, the scans
 * the owner uploaded, the owner's own rooms), revoking it, and the MC's verification.
 */
import { recordConsents, requireConsent } from '../../services/consents';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applications, buildings, objects, proxies, proxyObjects, users } from '../../db/schema';
import { requireUser } from '../../auth';
import { ApiError, validationError } from '../../errors';
import { citableUploads } from '../../services/uploads';
import { notifyUser } from '../../services/push';
import { companyToday, fullName } from '../../services/agents';
import { pick } from '../../i18n';
import { pageTotal, windowTotal } from '../../paging';
import { foundOr404, ownedObjects } from '../../scope';
import { daysLeft, proxyDateIssues, proxyState, withView } from '../../../src/domain/agents';
import type { ProxyCreate, ProxyRoom, ProxyRow } from '../../../src/contracts/agents';

export type ProxyRecord = typeof proxies.$inferSelect;

/** Valid on `today` for its agent: verified, not revoked, issue ≤ today ≤ expiry (R3.7). */
const validOn = (today: string) =>
  and(
    eq(proxies.verification, 'verified'),
    isNull(proxies.revokedAt),
    lte(proxies.issuedOn, today),
    gte(proxies.expiresOn, today),
  )!;

const agentUser = alias(users, 'agent_user');
const ownerUser = alias(users, 'owner_user');

/**
 * Proxies matching `where` → rows with the agent's and owner's names and the rooms' labels, newest
 * first, in one statement (docs/architecture.md § The server): the people joined, the rooms as
 * `[id, building name, number]` triples by room id.
 * @param page `limit`/`offset`; the rows then carry the total before paging.
 */
async function proxyRows(
  app: FastifyInstance,
  req: FastifyRequest,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<{ rows: ProxyRow[]; total: number }> {
  const q = app.db
    .select({
      p: {
        id: proxies.id,
        number: proxies.number,
        issuedOn: proxies.issuedOn,
        expiresOn: proxies.expiresOn,
        acts: proxies.acts,
        verification: proxies.verification,
        rejectReason: proxies.rejectReason,
        revokedAt: proxies.revokedAt,
        agentId: proxies.agentId,
      },
      // The id first: Drizzle takes a left-joined object for missing when its first column is null.
      agent: {
        id: agentUser.id,
        surname: agentUser.surname,
        name: agentUser.name,
        patronymic: agentUser.patronymic,
        phone: agentUser.phone,
      },
      owner: { id: ownerUser.id, surname: ownerUser.surname, name: ownerUser.name, patronymic: ownerUser.patronymic },
      // Table names written out: correlated to the outer proxy.
      rooms: sql<
        [number, { ru: string; en: string }, string][] | null
      >`(select json_agg(json_build_array(o.id, b.name, o.number) order by o.id)
        from proxy_objects po join objects o on o.id = po.object_id join buildings b on b.id = o.building_id
        where po.proxy_id = ${proxies.id})`,
      total: windowTotal(),
    })
    .from(proxies)
    .leftJoin(agentUser, eq(agentUser.id, proxies.agentId))
    .leftJoin(ownerUser, eq(ownerUser.id, proxies.ownerId))
    .where(where)
    .orderBy(desc(proxies.id));
  const found = await (page ? q.limit(page.limit).offset(page.offset) : q);
  const today = companyToday(app);
  const rows = found.map(({ p, agent, owner, rooms }) => ({
    id: p.id,
    number: p.number,
    issuedOn: p.issuedOn,
    expiresOn: p.expiresOn,
    acts: withView(p.acts),
    verification: p.verification,
    rejectReason: p.rejectReason,
    state: proxyState(p, today),
    daysLeft: daysLeft(p.expiresOn, today),
    agentId: p.agentId,
    agentName: fullName(agent),
    agentPhone: agent?.phone ?? '',
    ownerName: fullName(owner),
    rooms: (rooms ?? []).map(([id, building, number]) => ({ id, label: `${pick(building, req.lang)} · № ${number}` })),
  }));
  const total = await pageTotal(found, page?.offset ?? 0, async () => (await proxyRows(app, req, where)).total);
  return { rows, total };
}

/** Proxies → rows with the agent's and owner's names and the rooms' labels, in the order given. */
export async function toRows(app: FastifyInstance, req: FastifyRequest, list: ProxyRecord[]): Promise<ProxyRow[]> {
  if (!list.length) return [];
  const { rows } = await proxyRows(
    app,
    req,
    inArray(
      proxies.id,
      list.map((p) => p.id),
    ),
  );
  return list.map((p) => rows.find((r) => r.id === p.id)!);
}

/**
 * A page of the caller's proxies as rows: an owner's all (newest first); an agent's valid ones
 * today (R3.7). One statement.
 */
export async function listProxies(
  app: FastifyInstance,
  req: FastifyRequest,
  page: { limit: number; offset: number },
): Promise<{ rows: ProxyRow[]; total: number }> {
  const user = requireUser(req);
  const mine =
    user.role === 'agent'
      ? and(eq(proxies.agentId, user.id), validOn(companyToday(app)))
      : eq(proxies.ownerId, user.id);
  return proxyRows(app, req, and(eq(proxies.companyId, user.companyId), mine)!, page);
}

/**
 * One proxy of the caller: the owner's own, or the agent's while valid.
 * @throws ApiError 404 `agents.errors.notFound` otherwise (someone else's, expired, revoked).
 */
export async function ownProxy(app: FastifyInstance, req: FastifyRequest, id: number): Promise<ProxyRecord> {
  const user = requireUser(req);
  const mine =
    user.role === 'agent'
      ? and(eq(proxies.agentId, user.id), validOn(companyToday(app)))
      : eq(proxies.ownerId, user.id);
  const p = await app.db.query.proxies.findFirst({
    where: and(eq(proxies.id, id), eq(proxies.companyId, user.companyId), mine),
  });
  return foundOr404(req, p, 'agents.errors.notFound');
}

/** The owner's rooms, for the form's room picker, by id, labelled as roomLabels does (one statement). */
export async function ownerRooms(app: FastifyInstance, req: FastifyRequest): Promise<ProxyRoom[]> {
  const user = requireUser(req);
  const rows = await app.db
    .select({ id: objects.id, number: objects.number, building: buildings.name })
    .from(objects)
    .innerJoin(buildings, eq(buildings.id, objects.buildingId))
    .where(ownedObjects(user))
    .orderBy(asc(objects.id));
  return rows.map((r) => ({ id: r.id, label: `${pick(r.building, req.lang)} · № ${r.number}` }));
}

/**
 * Adds a proxy, pending the MC's verification (R12.3, R12.10). The agent's account is the live one
 * of the phone (given the role `agent`) or a new one.
 * @throws ApiError 422 (dates, the owner's own phone, scans not the caller's), 404 (a room not the caller's).
 */
export async function createProxy(app: FastifyInstance, req: FastifyRequest, body: ProxyCreate): Promise<ProxyRecord> {
  const owner = requireUser(req);
  const today = companyToday(app);
  const issues = proxyDateIssues(body.issuedOn, body.expiresOn, today);
  if (issues.length)
    throw validationError(Object.fromEntries(issues.map((i) => [i.field, [req.t(`agents.errors.${i.code}`)]])));
  if (body.phone === owner.phone) throw validationError({ phone: [req.t('agents.errors.self')] });
  const roomIds = [...new Set(body.objectIds)];
  const owned = await app.db
    .select({ id: objects.id })
    .from(objects)
    .where(and(inArray(objects.id, roomIds), ownedObjects(owner)));
  if (owned.length !== roomIds.length) throw new ApiError(404, req.t('agents.errors.roomNotFound'));
  const scanIds = [...new Set([...body.passportScanIds, body.proxyScanId])];
  const citable = await citableUploads(app.db, owner.companyId, { userId: owner.id }, scanIds);
  const missing = scanIds.filter((s) => !citable.has(s));
  if (missing.length) {
    const field = missing.includes(body.proxyScanId) ? 'proxyScanId' : 'passportScanIds';
    throw validationError({ [field]: [req.t('agents.errors.scan')] });
  }
  const created = await app.db.transaction(async (tx) => {
    let agent = await tx.query.users.findFirst({
      where: and(eq(users.companyId, owner.companyId), eq(users.phone, body.phone), isNull(users.deletedAt)),
    });
    if (!agent)
      [agent] = await tx
        .insert(users)
        .values({ companyId: owner.companyId, phone: body.phone, roles: ['guest', 'agent'] })
        .returning();
    else if (!agent.roles.includes('agent'))
      await tx
        .update(users)
        .set({ roles: [...agent.roles, 'agent'] })
        .where(eq(users.id, agent.id));
    const [p] = await tx
      .insert(proxies)
      .values({
        companyId: owner.companyId,
        ownerId: owner.id,
        agentId: agent.id,
        number: body.number,
        issuedOn: body.issuedOn,
        expiresOn: body.expiresOn,
        acts: withView(body.acts),
        passportScanIds: body.passportScanIds,
        proxyScanId: body.proxyScanId,
        createdAt: app.clock.now(),
      })
      .returning();
    await tx.insert(proxyObjects).values(roomIds.map((objectId) => ({ proxyId: p.id, objectId })));
    // The owner's personal-data consent, with the application (docs/rules.md R21.2).
    requireConsent(req, body, 'personal_data');
    await recordConsents(tx, req, { userId: owner.id, phone: owner.phone }, 'agent_application', ['personal_data']);
    // The MC verifies it from its applications inbox (R12.10, ./kinds.ts).
    await tx.insert(applications).values({
      companyId: owner.companyId,
      kind: 'proxy',
      objectId: roomIds[0],
      applicantId: owner.id,
      payload: {
        proxyId: p.id,
        number: p.number,
        agentPhone: body.phone,
        issuedOn: p.issuedOn,
        expiresOn: p.expiresOn,
        acts: p.acts,
        objectIds: roomIds,
      },
      uploadIds: scanIds,
      createdAt: app.clock.now(),
    });
    return p;
  });
  return created;
}

/** Revokes the owner's proxy at once (R12.3); revoking twice changes nothing. The agent is told. */
export async function revokeProxy(app: FastifyInstance, p: ProxyRecord): Promise<ProxyRecord> {
  const [row] = await app.db
    .update(proxies)
    .set({ revokedAt: app.clock.now() })
    .where(and(eq(proxies.id, p.id), isNull(proxies.revokedAt)))
    .returning();
  if (!row) return p;
  const owner = await app.db.query.users.findFirst({ where: eq(users.id, p.ownerId) });
  await notifyUser(app, p.agentId, {
    title: { ru: 'Доверенность отозвана', en: 'Proxy revoked' },
    body: {
      ru: `${fullName(owner)} отозвал(а) доверенность № ${p.number}.`,
      en: `${fullName(owner)} revoked proxy No. ${p.number}.`,
    },
  });
  return row;
}
