/**
 * Contract of leases (Refine resource `rents`, docs/rules.md R9, R12.4): the caller's leases (a
 * tenant's own; an owner's or agent's tenants in their rooms), one lease with its schedule,
 * documents, payments and check-in, a new lease added by the owner, the extension and early-end
 * quotes and their confirmation, paying a charge and the check-in steps. The server validates
 * with these schemas (server/routes/rents/); the SPA imports the types only (`import type`).
 */
import { z } from 'zod';
import { companyRequisites, envelope, id, idParams, isoDate, kopecks, listQuery, paginated, phone } from './common';
import { documentPdfQuery } from './documents';
import { paymentMethod, paymentStatus } from './payments';
import { RENT_STATUSES } from '../domain/rents';
import { apiTag, endpoint } from './endpoint';

export const rentStatus = z.enum(RENT_STATUSES);

/**
 * A charge's state: paid, unpaid (due today or later), overdue (due date passed), cancelled by an
 * early end, or offset — covered in full by the deposit at an early end (R9.3).
 */
export const CHARGE_STATES = ['paid', 'unpaid', 'overdue', 'cancelled', 'offset'] as const;
export const chargeState = z.enum(CHARGE_STATES);

/** One monthly rent charge (R9.1). */
export const rentChargeDto = z.object({
  id: z.number().int(),
  periodFrom: isoDate,
  /** Day after the period (exclusive). */
  periodTo: isoDate,
  dueDate: isoDate,
  /** What the charge asks (after an early end: cut to the nights lived, less the deposit offset). */
  amountKopecks: kopecks,
  /** The part the deposit covered at an early end (R9.3), else 0. */
  depositOffsetKopecks: kopecks,
  state: chargeState,
  /** The payment that paid it. */
  paymentId: z.number().int().nullable(),
});
export type RentChargeDto = z.infer<typeof rentChargeDto>;

/** One lease in GET app/v1/rents. */
export const rentRow = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  /** The object's title and number. */
  objectTitle: z.string(),
  tenantName: z.string().nullable(),
  tenantPhone: z.string(),
  /** Whether the caller is the tenant (else the owner's, agent's or manager's view). */
  isTenant: z.boolean(),
  startDate: isoDate,
  /** Day after the last night (exclusive). */
  endDate: isoDate,
  endedEarlyOn: isoDate.nullable(),
  monthlyRentKopecks: kopecks,
  depositKopecks: kopecks,
  paymentDay: z.number().int(),
  status: rentStatus,
  /** The next payment: the earliest unpaid charge due today or later, or null (src/domain/rents.ts `dueOutlook`; overdue ones are the debt). */
  nextCharge: rentChargeDto.nullable(),
  /** Sum of overdue charges. */
  debtKopecks: kopecks,
  /** The overdue charges themselves, oldest first: each named by its month on /dashboard (R9.6). */
  overdue: z.array(rentChargeDto),
});
export type RentRow = z.infer<typeof rentRow>;

export const rentListQuery = listQuery;
export const rentList = paginated(rentRow);

/** A lease's document (R9.1): the contract, addenda, the termination and registration scans. */
export const rentDocumentDto = z.object({
  id: z.number().int(),
  kind: z.enum(['contract', 'addendum', 'termination', 'registration']),
  name: z.string(),
  uploadId: z.string().nullable(),
  createdAt: z.string(),
  /** GET of the document's file (a PDF, or the scan as uploaded); the lease's access checks apply. */
  fileUrl: z.string(),
});

export const rentPaymentDto = z.object({
  id: z.number().int(),
  chargeId: z.number().int(),
  amountKopecks: kopecks,
  method: paymentMethod,
  status: paymentStatus,
  /** Server timestamp `HH:mm:ss DD.MM.YYYY`, UTC (docs/rules.md R1.10). */
  createdAt: z.string(),
  /** The receipt page of a succeeded payment (54-FZ), or null. */
  receiptUrl: z.string().nullable(),
});
export type RentPaymentDto = z.infer<typeof rentPaymentDto>;

/** What an early end settles (R9.3): the confirmation, and the lease's schedule after it. */
export const endQuote = z.object({
  moveOut: isoDate,
  cancelledCharges: z.number().int(),
  proratedChargeKopecks: kopecks.nullable(),
  rentRefundKopecks: kopecks,
  /** Unpaid rent up to the move-out before the deposit offset. */
  owedKopecks: kopecks,
  /** The part of the deposit set against it (0 on short notice). */
  depositOffsetKopecks: kopecks,
  /** Rent still to pay after the offset. */
  debtKopecks: kopecks,
  shortNotice: z.boolean(),
  noticeDays: z.number().int(),
  depositKopecks: kopecks,
  depositRefundKopecks: kopecks,
  depositRetainedKopecks: kopecks,
  refundBy: isoDate,
});
export type EndQuote = z.infer<typeof endQuote>;

/** GET app/v1/rents/{id}. */
export const rentDetail = rentRow.extend({
  noticeDays: z.number().int(),
  payerType: z.enum(['individual', 'legal']),
  charges: z.array(rentChargeDto),
  documents: z.array(rentDocumentDto),
  payments: z.array(rentPaymentDto),
  /** The tenant's utility account of the object (its readings form), or null. */
  utilityAccountId: z.number().int().nullable(),
  checkIn: z.object({
    accepted: z.boolean(),
    acceptedAt: z.string().nullable(),
    pdConsent: z.boolean(),
    firstChargePaid: z.boolean(),
    /** Entry instructions: only once the first charge is paid and check-in accepted (R9.5). */
    entry: z.string().nullable(),
  }),
  /** The settlement of a confirmed early end, as its confirmation showed it, or null. */
  settlement: endQuote.nullable(),
  /** Company requisites for a legal entity's bank transfer, or null. */
  requisites: companyRequisites,
});
export type RentDetail = z.infer<typeof rentDetail>;

/** GET app/v1/rents/rooms: the self-administered rooms the caller may add a tenant to. */
export const rentRooms = z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string() })) });
export type RentRoom = z.infer<typeof rentRooms>['data'][number];

/** POST app/v1/rents: the owner (or an agent allowed to) adds a tenant to a self-administered room (R12.4). */
export const rentCreate = z
  .object({
    objectId: id,
    /** The tenant's phone; an account is created when there is none. */
    phone,
    startDate: isoDate,
    endDate: isoDate,
    monthlyRentKopecks: kopecks.min(100, 'validation.invalid').max(1e11, 'validation.invalid'),
    depositKopecks: kopecks.min(0, 'validation.invalid').max(1e11, 'validation.invalid').default(0),
    noticeDays: z.number().int().min(0, 'validation.invalid').max(365, 'validation.invalid').default(30),
    payerType: z.enum(['individual', 'legal']).default('individual'),
  })
  .refine((b) => b.endDate > b.startDate, { path: ['endDate'], message: 'validation.invalid' });
export type RentCreate = z.input<typeof rentCreate>;

/** POST app/v1/rents/{id}/extend[/quote]: the new end date (R9.2); `confirm` on the second call. */
export const rentExtend = z.object({ endDate: isoDate });
export type RentExtend = z.infer<typeof rentExtend>;
export const scheduleLine = z.object({
  periodFrom: isoDate,
  periodTo: isoDate,
  dueDate: isoDate,
  amountKopecks: kopecks,
});
/** The extension's price and new charges (shown before it is accepted). */
export const extendQuote = z.object({
  endDate: isoDate,
  nights: z.number().int(),
  totalKopecks: kopecks,
  charges: z.array(scheduleLine),
  tariffName: z.string(),
});
export type ExtendQuote = z.infer<typeof extendQuote>;

/** POST app/v1/rents/{id}/end[/quote]: the move-out date (R9.3); the confirmation acknowledges the final readings. */
export const rentEndQuoteBody = z.object({ moveOut: isoDate });
export const rentEnd = rentEndQuoteBody.extend({
  finalReadings: z.literal(true, { message: 'rents.errors.finalReadings' }),
});
export type RentEnd = z.infer<typeof rentEnd>;

/** POST app/v1/rents/{id}/charges/{chargeId}/pay: card, or bank transfer for a legal entity (R9.4). */
export const chargeParams = z.object({ id, chargeId: id });
/** GET app/v1/rents/{id}/documents/{docId}/file. */
export const documentParams = z.object({ id, docId: id });
export const rentPay = z.object({ method: paymentMethod.default('card') });
export const rentPayStarted = z.object({
  paymentId: z.number().int(),
  status: paymentStatus,
  confirmationUrl: z.string().nullable(),
});

/** POST app/v1/rents/{id}/check-in: the conditions shown (GET app/v1/check-in/condition) accepted (R9.5). */
export const rentCheckIn = z.object({ accepted: z.literal(true, { message: 'validation.required' }) });
/** POST app/v1/rents/{id}/documents: registration scans (POST app/v1/uploads) with the separate personal-data consent. */
export const rentDocuments = z.object({
  uploadIds: z.array(z.string().uuid('validation.invalid')).min(1, 'validation.required').max(10, 'validation.invalid'),
  pdConsent: z.literal(true, { message: 'rents.errors.pdConsent' }),
});

/** The OpenAPI tag `rents` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const rentsTag = apiTag('rents', 'Long-term leases and their rent charges (R10)');
const tags = [rentsTag.name];

/** The endpoints of `rents` (docs/architecture.md § The typed seam); routes: server/routes/rents/. */
export const rentsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/rents',
    access: ['rents', 'list'],
    query: rentListQuery,
    responses: { 200: rentList },
    summary: "The caller's leases (Refine resource `rents`)",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/rents/:id',
    access: ['rents', 'show'],
    params: idParams,
    responses: { 200: envelope(rentDetail) },
    summary: 'One lease: schedule, documents, payments, check-in',
    tags,
  }),
  rooms: endpoint({
    method: 'get',
    path: '/rents/rooms',
    access: ['rents', 'create'],
    responses: { 200: rentRooms },
    summary: 'Self-administered rooms the caller may add a tenant to (R12.4)',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/rents',
    access: ['rents', 'create'],
    body: rentCreate,
    responses: { 201: envelope(rentDetail) },
    summary: 'Add a tenant by phone to a self-administered room (R12.4)',
    tags,
  }),
  extendQuote: endpoint({
    method: 'post',
    path: '/rents/:id/extend/quote',
    access: ['rents', 'extend'],
    params: idParams,
    body: rentExtend,
    responses: { 200: envelope(extendQuote) },
    summary: 'The new schedule and price of an extension (R9.2)',
    tags,
  }),
  extend: endpoint({
    method: 'post',
    path: '/rents/:id/extend',
    access: ['rents', 'extend'],
    params: idParams,
    body: rentExtend,
    responses: { 200: envelope(rentDetail) },
    summary: 'Extend the lease to the quoted end date (R9.2)',
    tags,
  }),
  endQuote: endpoint({
    method: 'post',
    path: '/rents/:id/end/quote',
    access: ['rents', 'end'],
    params: idParams,
    body: rentEndQuoteBody,
    responses: { 200: envelope(endQuote) },
    summary: 'What an early end on the move-out date settles (R9.3)',
    tags,
  }),
  end: endpoint({
    method: 'post',
    path: '/rents/:id/end',
    access: ['rents', 'end'],
    params: idParams,
    body: rentEnd,
    responses: { 200: envelope(rentDetail) },
    summary: 'End the lease early on the move-out date (R9.3)',
    tags,
  }),
  payCharge: endpoint({
    method: 'post',
    path: '/rents/:id/charges/:chargeId/pay',
    access: ['rents', 'pay'],
    params: chargeParams,
    body: rentPay,
    responses: { 201: envelope(rentPayStarted) },
    summary: 'Pay a rent charge: card → { confirmationUrl }; bank transfer (legal entities) → pending',
    tags: ['rents', 'payments'],
  }),
  documentFile: endpoint({
    method: 'get',
    path: '/rents/:id/documents/:docId/file',
    access: ['rents', 'show'],
    params: documentParams,
    query: documentPdfQuery,
    responses: {},
    produces: ['application/pdf', 'image/*'],
    summary: "A lease document's file: the contract, addendum or termination as a PDF, a registration scan as uploaded",
    tags,
  }),
  checkIn: endpoint({
    method: 'post',
    path: '/rents/:id/check-in',
    access: ['rents', 'checkIn'],
    params: idParams,
    body: rentCheckIn,
    responses: { 200: envelope(rentDetail) },
    summary: 'Accept the check-in conditions of GET check-in/condition (R9.5)',
    tags,
  }),
  documents: endpoint({
    method: 'post',
    path: '/rents/:id/documents',
    access: ['rents', 'checkIn'],
    params: idParams,
    body: rentDocuments,
    responses: { 201: envelope(rentDetail) },
    summary: 'Attach registration scans with the personal-data consent (R9.5)',
    tags,
  }),
};
