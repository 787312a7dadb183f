/**
 * The services' catalog (docs/rules.md R15.1): a service's row and detail in the caller's language,
 * its options and the free places of its slots by day. Split from ./service-orders.ts, which keeps
 * the orders, their places and payment.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceOptions, serviceSlotDays, serviceSlots, services } from '../db/schema';
import { pick } from '../i18n';
import { foundOr404 } from '../scope';
import { freePlaces } from '../../src/domain/services';
import type { ServiceDetail, ServiceRow, ServiceSlot } from '../../src/contracts/services';
import type { ServiceRowDb } from './service-orders';

/** The columns of a service its catalog row shows. */
type ServiceRowColumns = Pick<
  ServiceRowDb,
  | 'id'
  | 'code'
  | 'title'
  | 'summary'
  | 'photos'
  | 'priceKopecks'
  | 'chargeMode'
  | 'freeHours'
  | 'leadHours'
  | 'cutoffTime'
  | 'cancelHours'
  | 'maxPersons'
  | 'enabled'
>;

/** Catalog row in `lang`. */
export function toServiceRow(s: ServiceRowColumns, lang: FastifyRequest['lang']): ServiceRow {
  return {
    id: s.id,
    code: s.code,
    title: pick(s.title, lang),
    summary: pick(s.summary, lang),
    photos: s.photos,
    priceKopecks: s.priceKopecks,
    chargeMode: s.chargeMode,
    freeHours: s.freeHours,
    leadHours: s.leadHours,
    cutoffTime: s.cutoffTime,
    cancelHours: s.cancelHours,
    maxPersons: s.maxPersons,
    enabled: s.enabled,
  };
}

/** GET app/v1/services: the company's catalog, in its order. */
export async function listServices(app: FastifyInstance, req: FastifyRequest): Promise<ServiceRow[]> {
  const rows = await app.db
    .select()
    .from(services)
    .where(eq(services.companyId, req.companyId))
    .orderBy(asc(services.sort), asc(services.id));
  return rows.map((s) => toServiceRow(s, req.lang));
}

/** A service of the company by code or numeric id. @throws ApiError 404 `services.errors.notFound`. */
export async function findService(
  app: FastifyInstance,
  req: FastifyRequest,
  key: string | number,
): Promise<ServiceRowDb> {
  const byId = typeof key === 'number' || /^\d{1,9}$/.test(key);
  const s = await app.db.query.services.findFirst({
    where: and(
      eq(services.companyId, req.companyId),
      byId ? eq(services.id, Number(key)) : eq(services.code, String(key)),
    ),
  });
  return foundOr404(req, s, 'services.errors.notFound');
}

/** Slots of `serviceId` with free places on `day` (null free: no day asked). */
export async function slotsOf(
  app: FastifyInstance,
  serviceId: number,
  day: string | undefined,
  onlyEnabled = true,
): Promise<(ServiceSlot & { enabled: boolean })[]> {
  const slots = await app.db
    .select()
    .from(serviceSlots)
    .where(
      onlyEnabled
        ? and(eq(serviceSlots.serviceId, serviceId), eq(serviceSlots.enabled, true))
        : eq(serviceSlots.serviceId, serviceId),
    )
    .orderBy(asc(serviceSlots.startsAt));
  const taken =
    day && slots.length
      ? await app.db
          .select()
          .from(serviceSlotDays)
          .where(
            and(
              inArray(
                serviceSlotDays.slotId,
                slots.map((s) => s.id),
              ),
              eq(serviceSlotDays.day, day),
            ),
          )
      : [];
  return slots.map((s) => ({
    id: s.id,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    capacity: s.capacity,
    enabled: s.enabled,
    free: day ? freePlaces(s.capacity, taken.find((t) => t.slotId === s.id)?.taken ?? 0) : null,
  }));
}

/** GET app/v1/services/{service}: with its options and slots (free places on `day`). */
export async function serviceDetail(
  app: FastifyInstance,
  req: FastifyRequest,
  s: ServiceRowDb,
  day?: string,
): Promise<ServiceDetail> {
  const [options, slots] = await Promise.all([
    app.db
      .select()
      .from(serviceOptions)
      .where(and(eq(serviceOptions.serviceId, s.id), eq(serviceOptions.enabled, true)))
      .orderBy(asc(serviceOptions.id)),
    slotsOf(app, s.id, day),
  ]);
  return {
    ...toServiceRow(s, req.lang),
    description: pick(s.description, req.lang),
    rules: pick(s.rules, req.lang),
    options: options.map((o) => ({ id: o.id, title: pick(o.title, req.lang), priceKopecks: o.priceKopecks })),
    slots: slots.map(({ enabled: _e, ...x }) => x),
  };
}
