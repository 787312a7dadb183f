/**
 * Contract of services and requests (docs/rules.md R15): the public catalog (`services`), a
 * guest's orders (`requested-services`), repair / emergency / custom requests
 * (`service-requests`) and their back-office views. The server validates with these schemas
 * (server/routes/services/, server/routes/backoffice/services/); the SPA imports types only.
 */
import { z } from 'zod';
import { CHARGE_MODES, MAX_ORDER_HOURS, MAX_ORDER_PERSONS, ORDER_STATUSES, REQUEST_CATEGORIES, REQUEST_KINDS, REQUEST_STATUSES } from '../domain/services';
import { envelope, id, isoDate, kopecks, listQuery, paginated } from './common';
import { endpoint } from './endpoint';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid');
const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');

/** A slot of a day with its free places. */
export const serviceSlot = z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string(), capacity: z.number().int(), free: z.number().int().nullable() });
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
export const serviceParams = z.object({ service: z.string().trim().min(1).max(60).regex(/^[a-z0-9-]+$/, 'validation.invalid') });
export const slotsQuery = z.object({ date: isoDate.optional() });

/** POST app/v1/requested-services: a new order (docs/rules.md R15.5). */
export const orderCreate = z.object({
  serviceId: id,
  optionId: id.optional(),
  slotId: id.optional(),
  dateFrom: isoDate,
  dateTo: isoDate.optional(),
  hours: z.number().int().min(1, 'validation.invalid').max(MAX_ORDER_HOURS, 'validation.invalid').optional(),
  persons: z.number().int().min(1, 'validation.invalid').max(MAX_ORDER_PERSONS, 'validation.invalid').default(1),
  comment: text(1000).default(''),
});
export type OrderCreate = z.input<typeof orderCreate>;
/** The order as the server reads it (defaults applied). */
export type OrderCreateBody = z.infer<typeof orderCreate>;

export const orderRow = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  serviceCode: z.string(),
  serviceTitle: z.string(),
  optionTitle: z.string().nullable(),
  slot: z.string().nullable(),
  dateFrom: z.string(),
  dateTo: z.string().nullable(),
  hours: z.number().int().nullable(),
  persons: z.number().int(),
  comment: z.string(),
  unitKopecks: kopecks,
  units: z.number().int(),
  totalKopecks: kopecks,
  status: z.enum(ORDER_STATUSES),
  paid: z.boolean(),
  payDeadline: z.string(),
  canCancel: z.boolean(),
  refundKopecks: kopecks.nullable(),
  createdAt: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;
export const orderResponse = envelope(orderRow);
export const orderList = paginated(orderRow);
export const orderListQuery = listQuery;
export const orderPayStarted = envelope(z.object({ paymentId: z.number().int(), status: z.string(), confirmationUrl: z.string().nullable() }));

const visitWindow = z.object({ date: isoDate, from: time, to: time });

/** POST app/v1/service-requests: a repair, emergency or custom request (docs/rules.md R15.7). */
export const requestCreate = z.object({
  kind: z.enum(REQUEST_KINDS),
  category: z.enum(REQUEST_CATEGORIES),
  description: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(4000, 'validation.tooLong'),
  room: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  photos: z.array(z.string().uuid('validation.invalid')).max(10, 'validation.invalid').default([]),
  visitWindows: z.array(visitWindow).max(5, 'validation.invalid').default([]),
  entryAllowed: z.boolean().default(false),
});
export type RequestCreate = z.input<typeof requestCreate>;
/** The request as the server reads it. */
export type RequestCreateBody = z.infer<typeof requestCreate>;

export const requestComment = z.object({ id: z.number().int(), fromStaff: z.boolean(), author: z.string(), text: z.string(), createdAt: z.string() });
export const requestRow = z.object({
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  category: z.enum(REQUEST_CATEGORIES),
  description: z.string(),
  room: z.string(),
  status: z.enum(REQUEST_STATUSES),
  dueAt: z.string(),
  overdue: z.boolean(),
  scheduledFor: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  guest: z.string(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RequestRow = z.infer<typeof requestRow>;
export const requestDetail = requestRow.extend({
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  visitWindows: z.array(visitWindow),
  entryAllowed: z.boolean(),
  history: z.array(z.object({ status: z.enum(REQUEST_STATUSES), at: z.string() })),
  comments: z.array(requestComment),
  ratingComment: z.string().nullable(),
  mcPhone: z.string().nullable(),
});
export type RequestDetail = z.infer<typeof requestDetail>;
export const requestResponse = envelope(requestDetail);
export const requestList = paginated(requestRow);
export const requestListQuery = listQuery.extend({ status: z.enum(REQUEST_STATUSES).optional() });
export const commentCreate = z.object({ text: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(2000, 'validation.tooLong') });
export const ratingCreate = z.object({ rating: z.number().int().min(1, 'validation.invalid').max(5, 'validation.invalid'), comment: text(1000).optional() });

/** PATCH app/v1/backoffice/requests/{id}: move on the board, assign, schedule. */
export const requestPatch = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  assigneeId: id.nullable().optional(),
  scheduledFor: z.string().regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid').nullable().optional(),
});

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
  cutoffTime: time.nullable().optional(),
  cancelHours: z.number().int().min(0).max(240).optional(),
  freeHours: z.number().int().min(0).max(240).optional(),
  slots: z.array(z.object({ id: id.optional(), startsAt: time, endsAt: time, capacity: z.number().int().min(0).max(10_000), enabled: z.boolean().default(true) })).max(48).optional(),
  options: z.array(z.object({ id: id.optional(), titleRu: text(200).min(1), titleEn: text(200).min(1), priceKopecks: kopecks.min(0).max(100_000_000_00), enabled: z.boolean().default(true) })).max(30).optional(),
});
export type BoServicePatch = z.infer<typeof boServicePatch>;

/** Back office: orders of one day by slot. */
export const dayOrdersQuery = listQuery.extend({ date: isoDate.optional() });
export const boOrderRow = orderRow.extend({ guest: z.string(), phone: z.string().nullable() });
export type BoOrderRow = z.infer<typeof boOrderRow>;
export const boOrderList = paginated(boOrderRow);
export const boOrderPatch = z.object({ status: z.enum(['scheduled', 'done'] as const) });

/** `{ id, photoId }` path parameters of a request's photo. */
export const photoParams = z.object({ id, photoId: z.string().uuid('validation.invalid') });
/** A photo as a data URL (the API is read with a bearer header, so an `<img src>` cannot fetch it). */
export const photoResponse = envelope(z.object({ dataUrl: z.string() }));

/** The endpoints of `services` (docs/architecture.md § The typed seam). */
export const servicesEndpoints = {
  // e.g. list: endpoint({ method: 'get', path: '/…', access: […], responses: { 200: … }, summary: '…', tags }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
