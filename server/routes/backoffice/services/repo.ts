/**
 * Queries of the back office of services (docs/rules.md R15, R16.2): the company's catalog with
 * options and slots, its changes (audited, in one transaction with the log entry), requests of the
 * company (someone else's company → 404), and the orders of one day by slot.
 */
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceOptions, serviceOrders, serviceRequests, serviceSlots, services, users } from '../../../db/schema';
import { requireRole } from '../../../access';
import { ApiError } from '../../../errors';
import { companyRows, foundOr404 } from '../../../scope';
import { recordChange, snapshot } from '../../../services/audit';
import { emailOrderUpdate } from '../../../services/email/orders';
import { toOrderRows, toServiceRow } from '../../../services/service-orders';
import { moveRequest, type RequestRowDb } from '../../../services/service-requests';
import { hotelToday } from '../../../../src/domain/hotel-time';
import { freePlaces, type RequestStatus } from '../../../../src/domain/services';
import type { BoOrderRow, OrderRow } from '../../../../src/contracts/requested-services';
import type { BoService, BoServicePatch } from '../../../../src/contracts/services';

type Localized = { ru: string; en: string };
/** An option as read: id, title, price, switched on. */
type OptionCells = [number, Localized, number, boolean];
/** A slot as read: id, start, end, capacity, switched on, places taken on the day (null: none). */
type SlotCells = [number, string, string, number, boolean, number | null];

/**
 * Services of `where` as the back office shows them, in the catalog's order, in one statement
 * (docs/architecture.md § The server): the columns the row shows, every option and slot (switched-off
 * ones too) with today's free places as JSON subqueries.
 */
async function boServices(app: FastifyInstance, req: FastifyRequest, where: SQL | undefined): Promise<BoService[]> {
  const day = hotelToday(app.clock.now());
  const rows = await app.db
    .select({
      id: services.id,
      code: services.code,
      title: services.title,
      summary: services.summary,
      photos: services.photos,
      priceKopecks: services.priceKopecks,
      chargeMode: services.chargeMode,
      freeHours: services.freeHours,
      leadHours: services.leadHours,
      cutoffTime: services.cutoffTime,
      cancelHours: services.cancelHours,
      maxPersons: services.maxPersons,
      enabled: services.enabled,
      // Table names written out: correlated to the outer service.
      opts: sql<OptionCells[] | null>`(select json_agg(json_build_array(o.id, o.title, o.price_kopecks, o.enabled)
        order by o.id) from service_options o where o.service_id = services.id)`,
      slots: sql<SlotCells[] | null>`(select json_agg(json_build_array(x.id, x.starts_at, x.ends_at, x.capacity,
          x.enabled, d.taken) order by x.starts_at, x.id)
        from service_slots x left join service_slot_days d on d.slot_id = x.id and d.day = ${day}
        where x.service_id = services.id)`,
    })
    .from(services)
    .where(where)
    .orderBy(asc(services.sort), asc(services.id));
  return rows.map(({ opts, slots, ...s }) => ({
    ...toServiceRow(s, req.lang),
    titleRu: s.title.ru,
    titleEn: s.title.en,
    options: (opts ?? []).map(([id, title, priceKopecks, enabled]) => ({
      id,
      title: title[req.lang],
      titleRu: title.ru,
      titleEn: title.en,
      priceKopecks,
      enabled,
    })),
    slots: (slots ?? []).map(([id, startsAt, endsAt, capacity, enabled, taken]) => ({
      id,
      startsAt,
      endsAt,
      capacity,
      enabled,
      free: freePlaces(capacity, taken ?? 0),
    })),
  }));
}

/** GET app/v1/backoffice/services: every service of the company, with today's free places. */
export async function listServices(app: FastifyInstance, req: FastifyRequest): Promise<BoService[]> {
  return boServices(app, req, companyRows(services, requireRole(req, 'manager')));
}

/** GET app/v1/backoffice/services/{id}. @throws ApiError 404. */
export async function getService(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BoService> {
  const user = requireRole(req, 'manager');
  const [s] = await boServices(app, req, and(eq(services.id, id), companyRows(services, user)));
  return foundOr404(req, s, 'services.errors.notFound');
}

/**
 * PATCH app/v1/backoffice/services/{id}: the fields given; `slots`/`options` replace the lists
 * (rows with an id are updated, new ones inserted, missing ones switched off, never deleted, so
 * orders keep their slot). Audited.
 */
export async function updateService(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  patch: BoServicePatch,
): Promise<BoService> {
  const user = requireRole(req, 'manager');
  const before = foundOr404(
    req,
    await app.db.query.services.findFirst({ where: and(eq(services.id, id), companyRows(services, user)) }),
    'services.errors.notFound',
  );
  const after = await app.db.transaction(async (tx) => {
    const { slots, options, ...fields } = patch;
    const [s] = Object.keys(fields).length
      ? await tx.update(services).set(fields).where(eq(services.id, id)).returning()
      : [before];
    if (slots) {
      const keep = slots.filter((x) => x.id).map((x) => x.id!);
      await tx
        .update(serviceSlots)
        .set({ enabled: false })
        .where(and(eq(serviceSlots.serviceId, id), keep.length ? notInArray(serviceSlots.id, keep) : undefined));
      for (const x of slots) {
        const values = { startsAt: x.startsAt, endsAt: x.endsAt, capacity: x.capacity, enabled: x.enabled ?? true };
        if (x.id)
          await tx
            .update(serviceSlots)
            .set(values)
            .where(and(eq(serviceSlots.id, x.id), eq(serviceSlots.serviceId, id)));
        else await tx.insert(serviceSlots).values({ serviceId: id, ...values });
      }
    }
    if (options) {
      const keep = options.filter((x) => x.id).map((x) => x.id!);
      await tx
        .update(serviceOptions)
        .set({ enabled: false })
        .where(and(eq(serviceOptions.serviceId, id), keep.length ? notInArray(serviceOptions.id, keep) : undefined));
      for (const x of options) {
        const values = {
          title: { ru: x.titleRu, en: x.titleEn },
          priceKopecks: x.priceKopecks,
          enabled: x.enabled ?? true,
        };
        if (x.id)
          await tx
            .update(serviceOptions)
            .set(values)
            .where(and(eq(serviceOptions.id, x.id), eq(serviceOptions.serviceId, id)));
        else await tx.insert(serviceOptions).values({ serviceId: id, ...values });
      }
    }
    await recordChange(
      app,
      req,
      {
        entity: 'service',
        entityId: id,
        action: 'update',
        before: snapshot(before),
        after: { ...snapshot(s), slots: slots ?? null, options: options ?? null },
      },
      tx,
    );
    return s;
  });
  app.clearPageCache();
  return (await boServices(app, req, eq(services.id, after.id)))[0];
}

/** Requests of the caller's company, optionally of one status. */
export function requestScope(req: FastifyRequest, status?: RequestStatus): SQL | undefined {
  const user = requireRole(req, 'manager');
  return and(companyRows(serviceRequests, user), status ? eq(serviceRequests.status, status) : undefined);
}

/** A request of the caller's company. @throws ApiError 404. */
export async function companyRequest(app: FastifyInstance, req: FastifyRequest, id: number): Promise<RequestRowDb> {
  const r = await app.db.query.serviceRequests.findFirst({ where: and(eq(serviceRequests.id, id), requestScope(req)) });
  return foundOr404(req, r, 'service-requests.errors.notFound');
}

/** PATCH app/v1/backoffice/requests/{id}: status, assignee (a manager of the company), visit time. Audited. */
export async function patchRequest(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  patch: { status?: RequestStatus; assigneeId?: number | null; scheduledFor?: string | null },
): Promise<RequestRowDb> {
  const r = await companyRequest(app, req, id);
  if (patch.assigneeId) {
    const u = await app.db.query.users.findFirst({
      where: and(eq(users.id, patch.assigneeId), eq(users.companyId, req.companyId)),
      columns: { roles: true },
    });
    if (!u?.roles.includes('manager'))
      throw new ApiError(422, req.t('validation.failed'), { assigneeId: [req.t('validation.invalid')] });
  }
  const u = await moveRequest(app, r, patch);
  await recordChange(app, req, {
    entity: 'service_request',
    entityId: id,
    action: 'update',
    before: snapshot(r),
    after: snapshot(u),
  });
  return u;
}

/** GET app/v1/backoffice/service-orders: paid, scheduled and done orders of `date` (default today), by slot. */
export async function dayOrders(app: FastifyInstance, req: FastifyRequest, date?: string): Promise<BoOrderRow[]> {
  const user = requireRole(req, 'manager');
  const day = date ?? hotelToday(app.clock.now());
  const rows = await app.db
    .select()
    .from(serviceOrders)
    .where(
      and(
        companyRows(serviceOrders, user),
        eq(serviceOrders.dateFrom, day),
        inArray(serviceOrders.status, ['awaiting_payment', 'paid', 'scheduled', 'done']),
      ),
    );
  const dto = await toOrderRows(app, req, rows);
  const people = rows.length
    ? await app.db
        .select({ id: users.id, name: users.name, surname: users.surname, phone: users.phone })
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((o) => o.userId),
          ),
        )
    : [];
  return dto
    .map((o, i) => {
      const p = people.find((x) => x.id === rows[i].userId);
      return { ...o, guest: [p?.name, p?.surname].filter(Boolean).join(' '), phone: p?.phone ?? null };
    })
    .sort((a, b) => (a.slot ?? '').localeCompare(b.slot ?? '') || a.serviceTitle.localeCompare(b.serviceTitle));
}

/**
 * PATCH app/v1/backoffice/service-orders/{id}: a paid order becomes scheduled or done. Audited;
 * the guest is e-mailed the new status (`service-order-update`, R22.1). @throws 409 when unpaid.
 */
export async function patchOrder(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  status: 'scheduled' | 'done',
): Promise<OrderRow> {
  const user = requireRole(req, 'manager');
  const o = foundOr404(
    req,
    await app.db.query.serviceOrders.findFirst({
      where: and(eq(serviceOrders.id, id), companyRows(serviceOrders, user)),
    }),
    'requested-services.errors.notFound',
  );
  if (!['paid', 'scheduled', 'done'].includes(o.status))
    throw new ApiError(409, req.t('requested-services.errors.notPaid'));
  const [u] = await app.db.update(serviceOrders).set({ status }).where(eq(serviceOrders.id, id)).returning();
  await recordChange(app, req, {
    entity: 'service_order',
    entityId: id,
    action: status,
    before: snapshot(o),
    after: snapshot(u),
  });
  // The guest's e-mail of the step (docs/rules.md R22.1), once per (order, status).
  if (o.status !== status) {
    const service = await app.db.query.services.findFirst({
      where: eq(services.id, u.serviceId),
      columns: { title: true },
    });
    await emailOrderUpdate(app, u.userId, u.id, service?.title, status);
  }
  return (await toOrderRows(app, req, [u]))[0];
}
