/**
 * Queries of the back office of services (docs/rules.md R15, R16.2): the company's catalog with
 * options and slots, its changes (audited, in one transaction with the log entry), requests of the
 * company (someone else's company → 404), and the orders of one day by slot.
 */
import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  serviceOptions,
  serviceOrders,
  serviceRequests,
  serviceSlotDays,
  serviceSlots,
  services,
  users,
} from '../../../db/schema';
import { requireRole } from '../../../access';
import { ApiError } from '../../../errors';
import { companyRows, foundOr404 } from '../../../scope';
import { recordChange, snapshot } from '../../../services/audit';
import { toOrderRows, toServiceRow } from '../../../services/service-orders';
import { moveRequest, type RequestRowDb } from '../../../services/service-requests';
import { hotelToday } from '../../../../src/domain/bookings';
import { freePlaces, type RequestStatus } from '../../../../src/domain/services';
import type { BoOrderRow, OrderRow } from '../../../../src/contracts/requested-services';
import type { BoService, BoServicePatch } from '../../../../src/contracts/services';

type ServiceDb = typeof services.$inferSelect;

/** Options and slots (with free places on `day`) of `ids`, in three queries whatever their number. */
async function extrasOf(app: FastifyInstance, ids: number[], day: string) {
  if (!ids.length) return { opts: [], slots: [] };
  const [opts, slotRows] = await Promise.all([
    app.db.select().from(serviceOptions).where(inArray(serviceOptions.serviceId, ids)).orderBy(asc(serviceOptions.id)),
    app.db.select().from(serviceSlots).where(inArray(serviceSlots.serviceId, ids)).orderBy(asc(serviceSlots.startsAt)),
  ]);
  const taken = slotRows.length
    ? await app.db
        .select()
        .from(serviceSlotDays)
        .where(
          and(
            inArray(
              serviceSlotDays.slotId,
              slotRows.map((x) => x.id),
            ),
            eq(serviceSlotDays.day, day),
          ),
        )
    : [];
  const slots = slotRows.map((x) => ({
    serviceId: x.serviceId,
    slot: {
      id: x.id,
      startsAt: x.startsAt,
      endsAt: x.endsAt,
      capacity: x.capacity,
      enabled: x.enabled,
      free: freePlaces(x.capacity, taken.find((t) => t.slotId === x.id)?.taken ?? 0),
    },
  }));
  return { opts, slots };
}

/**
 * Services as the back office shows them: each with every option and slot (switched-off ones too)
 * and today's free places. Loads the extras of all `rows` at once (no query per service).
 */
async function toBo(app: FastifyInstance, req: FastifyRequest, rows: ServiceDb[]): Promise<BoService[]> {
  const { opts, slots } = await extrasOf(
    app,
    rows.map((s) => s.id),
    hotelToday(app.clock.now()),
  );
  return rows.map((s) => ({
    ...toServiceRow(s, req.lang),
    titleRu: s.title.ru,
    titleEn: s.title.en,
    options: opts
      .filter((o) => o.serviceId === s.id)
      .map((o) => ({
        id: o.id,
        title: o.title[req.lang],
        titleRu: o.title.ru,
        titleEn: o.title.en,
        priceKopecks: o.priceKopecks,
        enabled: o.enabled,
      })),
    slots: slots.filter((x) => x.serviceId === s.id).map((x) => x.slot),
  }));
}

/** GET app/v1/backoffice/services: every service of the company, with today's free places. */
export async function listServices(app: FastifyInstance, req: FastifyRequest): Promise<BoService[]> {
  const user = requireRole(req, 'manager');
  const rows = await app.db
    .select()
    .from(services)
    .where(companyRows(services, user))
    .orderBy(asc(services.sort), asc(services.id));
  return toBo(app, req, rows);
}

/** GET app/v1/backoffice/services/{id}. @throws ApiError 404. */
export async function getService(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BoService> {
  const user = requireRole(req, 'manager');
  const s = foundOr404(
    req,
    await app.db.query.services.findFirst({ where: and(eq(services.id, id), companyRows(services, user)) }),
    'services.errors.notFound',
  );
  return (await toBo(app, req, [s]))[0];
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
  return (await toBo(app, req, [after]))[0];
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

/** PATCH app/v1/backoffice/service-orders/{id}: a paid order becomes scheduled or done. Audited. @throws 409 when unpaid. */
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
  return (await toOrderRows(app, req, [u]))[0];
}
