/**
 * Contract of the services catalog (Refine resource `services`, docs/rules.md R15.1–R15.4): the
 * public list and one service with its options and slots, and the back office's view of a catalog
 * entry. A guest's orders are src/contracts/requested-services.ts, repair / emergency / custom
 * requests src/contracts/service-requests.ts. The server validates with these schemas
 * (server/routes/services/, server/routes/backoffice/services/); the SPA imports types only.
 */
import { z } from 'zod';
import { CHARGE_MODES } from '../domain/services';
import { envelope, id, isoDate, kopecks, paginated } from './common';
import { apiTag, endpoint } from './endpoint';

/** `HH:mm`, 24 hours. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid');
/** A trimmed string of at most `max` characters. */
export const boundedText = (max: number) => z.string().trim().max(max, 'validation.tooLong');

/** A slot of a day with its free places. */
export const serviceSlot = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  free: z.number().int().nullable(),
});
export type ServiceSlot = z.infer<typeof serviceSlot>;

export const serviceOption = z.object({ id: z.number().int(), title: z.string(), priceKopecks: kopecks });
export type ServiceOption = z.infer<typeof serviceOption>;

/** A catalog entry (docs/rules.md R15.1). */
export const serviceRow = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  photos: z.array(z.string()),
  priceKopecks: kopecks,
  chargeMode: z.enum(CHARGE_MODES),
  freeHours: z.number().int(),
  leadHours: z.number().int(),
  cutoffTime: z.string().nullable(),
  cancelHours: z.number().int(),
  maxPersons: z.number().int(),
  enabled: z.boolean(),
});
export type ServiceRow = z.infer<typeof serviceRow>;

export const serviceDetail = serviceRow.extend({
  description: z.string(),
  rules: z.string(),
  options: z.array(serviceOption),
  slots: z.array(serviceSlot),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

export const serviceList = envelope(z.array(serviceRow));
export const serviceParams = z.object({
  service: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/, 'validation.invalid'),
});
export const slotsQuery = z.object({ date: isoDate.optional() });

/** Back office: a catalog service with its options and slots, every language kept apart. */
export const boService = serviceRow.extend({
  titleRu: z.string(),
  titleEn: z.string(),
  options: z.array(serviceOption.extend({ enabled: z.boolean(), titleRu: z.string(), titleEn: z.string() })),
  slots: z.array(serviceSlot.extend({ enabled: z.boolean() })),
});
export type BoService = z.infer<typeof boService>;
export const boServiceList = paginated(boService);
export const boServiceResponse = envelope(boService);
export const boServicePatch = z.object({
  enabled: z.boolean().optional(),
  priceKopecks: kopecks.min(0, 'validation.invalid').max(100_000_000_00, 'validation.invalid').optional(),
  leadHours: z.number().int().min(0).max(240).optional(),
  cutoffTime: clockTime.nullable().optional(),
  cancelHours: z.number().int().min(0).max(240).optional(),
  freeHours: z.number().int().min(0).max(240).optional(),
  slots: z
    .array(
      z.object({
        id: id.optional(),
        startsAt: clockTime,
        endsAt: clockTime,
        capacity: z.number().int().min(0).max(10_000),
        enabled: z.boolean().default(true),
      }),
    )
    .max(48)
    .optional(),
  options: z
    .array(
      z.object({
        id: id.optional(),
        titleRu: boundedText(200).min(1),
        titleEn: boundedText(200).min(1),
        priceKopecks: kopecks.min(0).max(100_000_000_00),
        enabled: z.boolean().default(true),
      }),
    )
    .max(30)
    .optional(),
});
export type BoServicePatch = z.infer<typeof boServicePatch>;

/** The OpenAPI tag `services` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const servicesTag = apiTag('services', 'Extra services and their orders (R15)');
const tags = [servicesTag.name];

/** The endpoints of `services` (docs/architecture.md § The typed seam); routes: server/routes/services/. */
export const servicesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/services',
    access: ['services', 'list'],
    responses: { 200: serviceList },
    summary: 'The services catalog (public)',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/services/:service',
    access: ['services', 'show'],
    params: serviceParams,
    query: slotsQuery,
    responses: { 200: envelope(serviceDetail) },
    summary: 'One service with options and slots (free places on `date`)',
    tags,
  }),
};
