/**
 * Back-office bookings and payments (docs/rules.md R16.3, R5.12–R5.19):
 * - GET app/v1/backoffice/bookings — every booking of the company, filtered by status, dates,
 *   object, payer type, a pending cancellation request, and searched by number, name or phone;
 * - GET app/v1/backoffice/bookings/{id} — guests, documents, payments, refunds, and the refund
 *   the tariff allows if the booking were cancelled now;
 * - POST …/{id}/confirm-transfer `{ paymentId }`, …/{id}/process-cancellation, …/{id}/cancel
 *   `{ reason? }`, …/{id}/refunds `{ amountKopecks, note? }` — each decision changes the state
 *   once, writes the audit log and notifies the booker.
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, kopecks, listQuery, paginated } from './common';
import { paymentStatus } from './payments';
import { stayTouristTax } from './bookings';
import { cancellationTerms } from './backoffice-tariffs';
import { BACKOFFICE_BOOKING_STATUSES, BACKOFFICE_PAYER_TYPES } from '../domain/backoffice';
import { endpoint } from './endpoint';

/** A row of the list. */
export const backofficeBookingRow = z.object({
  id: z.number().int(),
  number: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  objects: z.array(z.object({ id: z.number().int(), title: z.string() })),
  guestName: z.string(),
  phone: z.string(),
  payerType: z.enum(BACKOFFICE_PAYER_TYPES),
  guests: z.number().int(),
  totalKopecks: kopecks,
  paidKopecks: kopecks,
  status: z.enum(BACKOFFICE_BOOKING_STATUSES),
  paymentDeadline: z.string(),
  cancellationState: z.enum(['received', 'processed']).nullable(),
  /** A bank transfer waits for the manager's confirmation. */
  pendingTransfer: z.boolean(),
  createdAt: z.string(),
});
export type BackofficeBookingRow = z.infer<typeof backofficeBookingRow>;

export const backofficeBookingListQuery = listQuery.extend({
  status: z.enum(BACKOFFICE_BOOKING_STATUSES).optional(),
  payerType: z.enum(BACKOFFICE_PAYER_TYPES).optional(),
  objectId: id.optional(),
  cancellationState: z.enum(['received', 'processed']).optional(),
  pendingTransfer: z.enum(['true', 'false']).optional(),
  /** Stays that overlap [checkIn_gte, checkOut_lte]. */
  checkIn_gte: isoDate.optional(),
  checkOut_lte: isoDate.optional(),
  q: z.string().max(100).optional(),
  _sort: z.enum(['id', 'checkIn', 'checkOut', 'totalKopecks', 'paymentDeadline']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type BackofficeBookingListQuery = z.infer<typeof backofficeBookingListQuery>;
export const backofficeBookingListResponse = paginated(backofficeBookingRow);

export const backofficePayment = z.object({
  id: z.number().int(),
  method: z.enum(['card', 'sbp', 'bank_transfer']),
  provider: z.string(),
  status: paymentStatus,
  amountKopecks: kopecks,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const backofficeRefund = z.object({
  id: z.number().int(),
  amountKopecks: kopecks,
  note: z.string().nullable(),
  createdAt: z.string(),
});

/** The booking's page. */
export const backofficeBookingDetail = backofficeBookingRow.extend({
  userId: z.number().int().nullable(),
  guestsDetail: z.object({ adults: z.number().int(), children: z.array(z.number()) }),
  contact: z.object({
    surname: z.string(),
    name: z.string(),
    patronymic: z.string().optional(),
    phone: z.string(),
    email: z.string().optional(),
    companyName: z.string().optional(),
    inn: z.string().optional(),
  }),
  tariff: z.object({ id: z.number().int(), name: z.string(), refundable: z.boolean() }).nullable(),
  documents: z.array(z.object({ kind: z.string(), name: z.string() })),
  payments: z.array(backofficePayment),
  refunds: z.array(backofficeRefund),
  cancelReason: z.enum(['unpaid', 'request', 'manager']).nullable(),
  cancellationRequestedAt: z.string().nullable(),
  /** Refund due after cancellation (set once cancelled), kopecks. */
  refundDueKopecks: kopecks.nullable(),
  /** What the tariff allows back if the booking were cancelled now (shown before confirming). */
  refundQuoteKopecks: kopecks,
  /** The booking's cancellation policy written out, its deadline and the refund now (R5.30). */
  cancellationTerms,
  refundedKopecks: kopecks,
  /** The tourist tax as computed, null where none (docs/rules.md R5.26), and its amount in the total. */
  touristTax: stayTouristTax.nullable(),
  touristTaxKopecks: kopecks,
});
export type BackofficeBookingDetail = z.infer<typeof backofficeBookingDetail>;
export const backofficeBookingResponse = envelope(backofficeBookingDetail);

export const confirmTransferBody = z.object({ paymentId: id });
export const cancelBody = z.object({ reason: z.string().trim().max(500).optional() });
export const refundBody = z.object({
  amountKopecks: z
    .number({ message: 'validation.required' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(2_000_000_000),
  note: z.string().trim().max(500).optional(),
});
export type RefundBody = z.infer<typeof refundBody>;

const tags = ['backoffice'];

/** The endpoints of `backoffice-bookings` (docs/architecture.md § The typed seam). */
export const backofficeBookingsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/bookings',
    access: ['backoffice', 'list'],
    query: backofficeBookingListQuery,
    responses: { 200: backofficeBookingListResponse },
    summary: "The company's bookings, filtered (managers only)",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/bookings/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: backofficeBookingResponse },
    summary: "A booking's page: guests, documents, payments, refunds",
    tags,
  }),
  confirmTransfer: endpoint({
    method: 'post',
    path: '/backoffice/bookings/:id/confirm-transfer',
    access: ['backoffice', 'act'],
    params: idParams,
    body: confirmTransferBody,
    responses: { 200: backofficeBookingResponse },
    summary: 'Confirm a bank transfer arrived (once; a second confirm is 409)',
    tags,
  }),
  processCancellation: endpoint({
    method: 'post',
    path: '/backoffice/bookings/:id/process-cancellation',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: backofficeBookingResponse },
    summary: 'Process a received cancellation request (refund as the tariff allows)',
    tags,
  }),
  cancel: endpoint({
    method: 'post',
    path: '/backoffice/bookings/:id/cancel',
    access: ['backoffice', 'act'],
    params: idParams,
    body: cancelBody,
    responses: { 200: backofficeBookingResponse },
    summary: 'Cancel a booking on the company’s decision (all paid is due back)',
    tags,
  }),
  refunds: endpoint({
    method: 'post',
    path: '/backoffice/bookings/:id/refunds',
    access: ['backoffice', 'act'],
    params: idParams,
    body: refundBody,
    responses: { 200: backofficeBookingResponse },
    summary: 'Record a refund paid back (not more than is due)',
    tags,
  }),
};
