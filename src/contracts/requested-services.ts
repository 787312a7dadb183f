/**
 * Contract of a guest's service orders (Refine resource `requested-services`, docs/rules.md
 * R15.5, R15.6): ordering a catalog service (src/contracts/services.ts), the own orders, paying
 * and cancelling one, and the back office's orders of a day. The server validates with these
 * schemas (server/routes/requested-services/, server/routes/backoffice/services/); the SPA
 * imports types only.
 */
import { z } from 'zod';
import { MAX_ORDER_HOURS, MAX_ORDER_PERSONS, ORDER_STATUSES } from '../domain/services';
import { envelope, id, idParams, isoDate, kopecks, listQuery, paginated } from './common';
import { endpoint } from './endpoint';
import { acquirerPay } from './payments';
import { boundedText } from './services';

/** POST app/v1/requested-services: a new order (docs/rules.md R15.5). */
export const orderCreate = z.object({
  serviceId: id,
  optionId: id.optional(),
  slotId: id.optional(),
  dateFrom: isoDate,
  dateTo: isoDate.optional(),
  hours: z.number().int().min(1, 'validation.invalid').max(MAX_ORDER_HOURS, 'validation.invalid').optional(),
  persons: z.number().int().min(1, 'validation.invalid').max(MAX_ORDER_PERSONS, 'validation.invalid').default(1),
  comment: boundedText(1000).default(''),
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
export const orderPayStarted = envelope(
  z.object({ paymentId: z.number().int(), status: z.string(), confirmationUrl: z.string().nullable() }),
);

/** Back office: orders of one day by slot. */
export const dayOrdersQuery = listQuery.extend({ date: isoDate.optional() });
export const boOrderRow = orderRow.extend({ guest: z.string(), phone: z.string().nullable() });
export type BoOrderRow = z.infer<typeof boOrderRow>;
export const boOrderList = paginated(boOrderRow);
export const boOrderPatch = z.object({ status: z.enum(['scheduled', 'done'] as const) });

const tags = ['services'];

/** The endpoints of `requested-services` (docs/architecture.md § The typed seam); routes: server/routes/requested-services/. */
export const requestedServicesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/requested-services',
    access: ['requested-services', 'list'],
    query: orderListQuery,
    responses: { 200: orderList },
    summary: "The caller's service orders",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/requested-services/:id',
    access: ['requested-services', 'show'],
    params: idParams,
    responses: { 200: orderResponse },
    summary: 'One service order',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/requested-services',
    access: ['requested-services', 'create'],
    body: orderCreate,
    responses: { 201: orderResponse },
    summary: 'Order a service (a full slot answers 409)',
    tags,
  }),
  pay: endpoint({
    method: 'post',
    path: '/requested-services/:id/pay',
    access: ['requested-services', 'pay'],
    params: idParams,
    body: acquirerPay,
    responses: { 201: orderPayStarted },
    summary: 'Pay the order by card or SBP → { confirmationUrl }',
    tags: ['services', 'payments'],
  }),
  cancel: endpoint({
    method: 'post',
    path: '/requested-services/:id/cancel',
    access: ['requested-services', 'cancel'],
    params: idParams,
    responses: { 200: orderResponse },
    summary: 'Cancel the order within the rules',
    tags,
  }),
};
