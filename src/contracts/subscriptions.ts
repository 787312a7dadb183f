/**
 * Contract of room subscriptions (Refine resource `subscriptions`, docs/rules.md R12.8): the
 * subscriptions of the caller's rooms, one with its monthly charges and receipts, connecting
 * (`add-subscription`, which starts the first card payment), paying a due charge and
 * disconnecting from the date the screen shows. The server validates with these schemas
 * (server/routes/subscriptions/); the SPA imports the types only (`import type`).
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, kopecks, listQuery, paginated } from './common';
import { paymentStatus } from './payments';
import { CHARGE_STATUSES, SUBSCRIPTION_SERVICE_CODES, SUBSCRIPTION_STATUSES } from '../domain/subscriptions';
import { proxyRoom } from './agents';
import { apiTag, endpoint } from './endpoint';

const service = z.enum(SUBSCRIPTION_SERVICE_CODES as [string, ...string[]], { message: 'validation.invalid' });

/** One subscription in GET app/v1/subscriptions. */
export const subscriptionRow = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  room: z.string(),
  service,
  /** Price per month, kopecks. */
  priceKopecks: kopecks,
  status: z.enum(SUBSCRIPTION_STATUSES),
  startedOn: isoDate,
  /** Next charge; null before the first payment and once disconnected. */
  nextPaymentOn: isoDate.nullable(),
  /** The date a requested disconnection takes effect; null while none was asked. */
  endsOn: isoDate.nullable(),
  /** The date a disconnection asked today would take effect (shown before confirming). */
  disconnectOn: isoDate,
  /** Auto-charge set: the monthly charge is taken from the saved card without the payer (R12.8). */
  autoCharge: z.boolean(),
  /** The saved card as shown, e.g. `•••• 4242` (never a number); null when not set or unknown. */
  cardLabel: z.string().nullable(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

/** One month's charge with its receipt. */
export const subscriptionCharge = z.object({
  id: z.number().int(),
  periodStart: isoDate,
  periodEnd: isoDate,
  amountKopecks: kopecks,
  status: z.enum(CHARGE_STATUSES),
  /** Failed payment attempts so far. */
  failures: z.number().int(),
  retryOn: isoDate.nullable(),
  /** Server timestamp `HH:mm:ss DD.MM.YYYY`, UTC (docs/rules.md R1.10); null until paid. */
  paidAt: z.string().nullable(),
  /** The receipt's number once paid. */
  receiptNumber: z.string().nullable(),
});
export type SubscriptionCharge = z.infer<typeof subscriptionCharge>;

/** GET app/v1/subscriptions/{id}. */
export const subscriptionDetail = subscriptionRow.extend({ charges: z.array(subscriptionCharge) });
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>;

export const subscriptionListQuery = listQuery;
export const subscriptionList = paginated(subscriptionRow);

/** POST app/v1/subscriptions: connect a service to a room (R12.8). */
export const subscriptionCreate = z.object({ objectId: id, service });
export type SubscriptionCreate = z.infer<typeof subscriptionCreate>;

/** A started card payment of a charge (the SPA sends the browser to `confirmationUrl`). */
export const chargePayment = z.object({
  paymentId: z.number().int(),
  status: paymentStatus,
  confirmationUrl: z.string().nullable(),
});
export type ChargePayment = z.infer<typeof chargePayment>;

/**
 * Answer of connecting or paying: the subscription with the payment started (inside `data`, so
 * the SPA's data provider, which unwraps the envelope, keeps it).
 */
export const subscriptionPayStarted = z.object({
  data: subscriptionDetail.extend({ payment: chargePayment.nullable() }),
});
/** What the SPA receives (the envelope's `data`). */
export type SubscriptionPayStarted = z.infer<typeof subscriptionPayStarted>['data'];

/** GET app/v1/subscriptions/catalog: the services with their monthly prices and the rooms the caller may subscribe. */
export const subscriptionCatalog = z.object({
  data: z.object({ services: z.array(z.object({ code: service, priceKopecks: kopecks })), rooms: z.array(proxyRoom) }),
});
export type SubscriptionCatalog = z.infer<typeof subscriptionCatalog>['data'];

/** POST app/v1/subscriptions/{id}/disconnect: the date the screen showed (`disconnectOn`), confirmed by the owner. */
export const subscriptionDisconnect = z.object({ shownOn: isoDate });
export type SubscriptionDisconnect = z.infer<typeof subscriptionDisconnect>;

/** The OpenAPI tag `subscriptions` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const subscriptionsTag = apiTag('subscriptions', 'Paid subscriptions of owners and their auto-charge (R12)');
const tags = [subscriptionsTag.name];

/** The endpoints of `subscriptions` (docs/architecture.md § The typed seam). */
export const subscriptionsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/subscriptions',
    access: ['subscriptions', 'list'],
    query: subscriptionListQuery,
    responses: { 200: subscriptionList },
    summary: "Subscriptions of the caller's rooms (Refine resource `subscriptions`)",
    tags,
  }),
  catalog: endpoint({
    method: 'get',
    path: '/subscriptions/catalog',
    access: ['subscriptions', 'create'],
    responses: { 200: subscriptionCatalog },
    summary: 'Services with monthly prices and the rooms the caller may subscribe',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/subscriptions/:id',
    access: ['subscriptions', 'show'],
    params: idParams,
    responses: { 200: envelope(subscriptionDetail) },
    summary: 'One subscription with its charges and receipts',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/subscriptions',
    access: ['subscriptions', 'create'],
    body: subscriptionCreate,
    responses: { 201: subscriptionPayStarted },
    summary: 'Connect a service to a room; the first month’s card payment starts',
    tags: ['subscriptions', 'payments'],
  }),
  pay: endpoint({
    method: 'post',
    path: '/subscriptions/:id/pay',
    access: ['subscriptions', 'pay'],
    params: idParams,
    responses: { 201: subscriptionPayStarted },
    summary: 'Pay the open charge by card',
    tags: ['subscriptions', 'payments'],
  }),
  disconnect: endpoint({
    method: 'post',
    path: '/subscriptions/:id/disconnect',
    access: ['subscriptions', 'disconnect'],
    params: idParams,
    body: subscriptionDisconnect,
    responses: { 200: envelope(subscriptionDetail) },
    summary: 'Disconnect from the date the screen showed',
    tags,
  }),
  autoChargeOff: endpoint({
    method: 'delete',
    path: '/subscriptions/:id/auto-charge',
    access: ['subscriptions', 'autoCharge'],
    params: idParams,
    responses: { 200: envelope(subscriptionDetail) },
    summary: 'Turn auto-charge off: forget the saved card (later months are paid by link)',
    tags,
  }),
};
