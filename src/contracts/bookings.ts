/**
 * Contract of bookings (docs/rules.md R5): create, claim, the caller's list, one booking and the
 * cancellation request. The server validates with these schemas (server/routes/bookings/); the
 * SPA imports the types only (`import type`).
 */
import { z } from 'zod';
import { MAX_GUESTS, MAX_OBJECTS_PER_BOOKING, PAYER_TYPES } from '../domain/bookings';
import { companyRequisites, envelope, id, idParams, isoDate, kopecks, listQuery, paginated, phone } from './common';
import { objectKind } from './objects';
import { paymentMethod, paymentStart, paymentStatus } from './payments';
import { uploadHeaders } from './uploads';
import { exemptionCategory, exemptionStatus } from './backoffice-tourist-tax';
import { consentField } from './consents';
import { bookingPrice, bookingQuote, bookingQuoteQuery } from './booking-quote';
import { cancellationTerms } from './backoffice-tariffs';
import { apiTag, endpoint } from './endpoint';

export { PAYER_TYPES, type PayerType } from '../domain/bookings';
export * from './booking-quote';

/** Booking states (docs/rules.md R5.12): awaiting payment until the deadline, then paid or cancelled. */
export const BOOKING_STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Cancellation request states: received now, processed later by a job. */
export const CANCELLATION_STATES = ['received', 'processed'] as const;
export type CancellationState = (typeof CANCELLATION_STATES)[number];
/** Why a booking was cancelled: the deadline passed unpaid, a processed request, or a manager. */
export const CANCEL_REASONS = ['unpaid', 'request', 'manager'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const payerType = z.enum(PAYER_TYPES, { message: 'validation.required' });
export const bookingStatus = z.enum(BOOKING_STATUSES);

/** An uploaded file cited by a booking: the id POST app/v1/uploads answered and its name. */
export const fileRef = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, 'validation.invalid'),
  name: z.string().max(200),
});
export type FileRef = z.infer<typeof fileRef>;

const required = (max: number) =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max);

/** The booker's contacts and payer details. */
export const bookingContact = z.object({
  surname: required(100),
  name: required(100),
  patronymic: z.string().trim().max(100).optional(),
  phone,
  email: z.email('validation.email').max(200).optional().or(z.literal('')),
  companyName: z.string().trim().max(300).optional(),
  inn: z.string().trim().max(12).optional(),
});

/** Adults (18+) and each child's age in years. */
export const bookingGuests = z.object({
  adults: z.number({ message: 'validation.noAdults' }).int('validation.noAdults'),
  children: z
    .array(z.number({ message: 'validation.childAge' }))
    .max(MAX_GUESTS + 1)
    .default([]),
});

/** POST app/v1/bookings/{id}/tourist-tax-exemptions: a guest's claim with the scan's upload. */
export const exemptionClaimBody = z.object({
  guestIndex: z
    .number({ message: 'validation.required' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(MAX_GUESTS + 1, 'validation.invalid'),
  guestName: required(200),
  category: exemptionCategory,
  scan: fileRef,
});
export type ExemptionClaimBody = z.input<typeof exemptionClaimBody>;

/** POST app/v1/bookings body (docs/rules.md R5.1–R5.11); `exemptions`: guests' tourist-tax claims (R5.26). */
export const bookingCreate = z.object({
  objectIds: z.array(id).min(1, 'validation.noObjects').max(MAX_OBJECTS_PER_BOOKING),
  checkIn: isoDate,
  checkOut: isoDate,
  guests: bookingGuests,
  tariffId: id,
  payerType,
  contact: bookingContact,
  documents: z
    .object({ tinCertificate: fileRef.optional(), guestDocuments: z.array(fileRef).max(50).default([]) })
    .default({ guestDocuments: [] }),
  exemptions: z
    .array(exemptionClaimBody)
    .max(MAX_GUESTS + 1)
    .default([]),
  /** The personal-data consent, a separate document (docs/rules.md R21.2). */
  policyConsent: consentField('personal_data'),
  /** A promo code (any case), redeemed with the booking or refused under `promoCode` (R5.32). */
  promoCode: z.string().trim().max(40).optional(),
});
export type BookingCreate = z.input<typeof bookingCreate>;

/** POST app/v1/bookings/{id}/claim body: the token the anonymous booking answered. */
export const bookingClaim = z.object({ token: z.string().min(1).max(200) });

/** GET app/v1/bookings query. */
export const bookingListQuery = listQuery.extend({
  status: bookingStatus.optional(),
  _sort: z.enum(['id', 'createdAt', 'checkIn']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});

/** One row of the caller's bookings. */
export const bookingRow = z.object({
  id: z.number().int(),
  number: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  /** Titles of the booked objects. */
  objects: z.array(z.string()),
  /** Adults plus children. */
  guests: z.number().int(),
  totalKopecks: kopecks,
  paidKopecks: kopecks,
  status: bookingStatus,
  paymentDeadline: z.string(),
  cancellationState: z.enum(CANCELLATION_STATES).nullable(),
  /** Guests whose online check-in data is in (docs/rules.md R20.2), of `guests`. */
  checkInFilled: z.number().int(),
});
export type BookingRow = z.infer<typeof bookingRow>;
export const bookingList = paginated(bookingRow);

/** A guest's claim of exemption from the tourist tax as the booking shows it (R5.26). */
export const bookingExemption = z.object({
  id: z.number().int(),
  guestIndex: z.number().int(),
  guestName: z.string(),
  category: exemptionCategory,
  status: exemptionStatus,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingExemption = z.infer<typeof bookingExemption>;

/** GET app/v1/bookings/{id}: the whole booking, as its confirmation shows it. */
export const bookingDetail = z.object({
  id: z.number().int(),
  number: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.object({ adults: z.number().int(), children: z.array(z.number().int()) }),
  tariff: z
    .object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      refundable: z.boolean(),
      percent: z.number().int(),
      perGuestNightKopecks: kopecks,
    })
    .nullable(),
  objects: z.array(
    z.object({
      id: z.number().int(),
      kind: objectKind,
      title: z.string(),
      buildingName: z.string(),
      /** The building's street address in the caller's language (where the guest goes to check in). */
      address: z.string(),
      floor: z.number().int(),
      number: z.string(),
      capacity: z.number().int(),
      photo: z.string().nullable(),
      rateKopecks: kopecks,
      amountKopecks: kopecks,
    }),
  ),
  price: bookingPrice,
  /** The tourist tax in the total, kopecks (R5.26). */
  touristTaxKopecks: kopecks,
  /** The guests' exemption claims (R5.26). */
  exemptions: z.array(bookingExemption),
  /** Guests whose online check-in data is in (docs/rules.md R20.2). */
  checkInFilled: z.number().int(),
  totalKopecks: kopecks,
  paidKopecks: kopecks,
  dueKopecks: kopecks,
  currency: z.literal('RUB'),
  paymentDeadline: z.string(),
  status: bookingStatus,
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancellation: z
    .object({
      state: z.enum(CANCELLATION_STATES),
      requestedAt: z.string().nullable(),
      processedAt: z.string().nullable(),
      refundKopecks: kopecks.nullable(),
    })
    .nullable(),
  cancellationTerms,
  payerType,
  contact: z.object({
    surname: z.string(),
    name: z.string(),
    patronymic: z.string().optional(),
    phone: z.string(),
    email: z.string().optional(),
    companyName: z.string().optional(),
    inn: z.string().optional(),
  }),
  documents: z.array(z.object({ kind: z.string(), name: z.string() })),
  createdAt: z.string(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      method: paymentMethod,
      status: paymentStatus,
      amountKopecks: kopecks,
      createdAt: z.string(),
      finishedAt: z.string().nullable(),
    }),
  ),
  /** When a failed card payment may be retried (docs/rules.md R5.15), or null. */
  cardRetryAt: z.string().nullable(),
  /** Bank requisites for a legal entity's transfer, or null. */
  requisites: companyRequisites,
});
export type BookingDetail = z.infer<typeof bookingDetail>;

/** POST app/v1/bookings answer: the booking and, for a logged-out booker, the claim token. */
export const bookingCreated = bookingDetail.extend({ claimToken: z.string().nullable() });
export type BookingCreated = z.infer<typeof bookingCreated>;

/**
 * POST app/v1/bookings/{id}/payments answer: the payment and where to confirm it (card), or
 * no URL and the booking with its requisites (bank transfer).
 */
export const paymentStarted = z.object({
  paymentId: z.number().int(),
  status: paymentStatus,
  confirmationUrl: z.string().nullable(),
  booking: bookingDetail.optional(),
});
export type PaymentStarted = z.infer<typeof paymentStarted>;

/** The OpenAPI tag `bookings` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const bookingsTag = apiTag('bookings', 'Bookings of a stay: create, pay, cancel (R5)');
const tags = [bookingsTag.name];

/** The endpoints of `bookings` (docs/architecture.md § The typed seam); routes: server/routes/bookings/. */
export const bookingsEndpoints = {
  quote: endpoint({
    method: 'get',
    path: '/bookings/quote',
    access: ['bookings', 'quote'],
    query: bookingQuoteQuery,
    responses: { 200: envelope(bookingQuote) },
    summary:
      'The price of a stay as it would be booked now: the rate calendar, tariff, discounts, promo code, tourist tax; and the restrictions it breaks',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/bookings',
    access: ['bookings', 'create'],
    headers: uploadHeaders,
    body: bookingCreate,
    responses: { 201: envelope(bookingCreated) },
    summary: 'Create a booking awaiting payment (logged in, or a 30-minute hold with a claim token)',
    tags,
  }),
  claim: endpoint({
    method: 'post',
    path: '/bookings/:id/claim',
    access: ['bookings', 'claim'],
    params: idParams,
    body: bookingClaim,
    responses: { 200: envelope(bookingDetail) },
    summary: 'Attach a booking made while logged out to the caller (after SMS login)',
    tags,
  }),
  list: endpoint({
    method: 'get',
    path: '/bookings',
    access: ['bookings', 'list'],
    query: bookingListQuery,
    responses: { 200: bookingList },
    summary: "The caller's bookings, newest first (Refine resource `bookings`)",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/bookings/:id',
    access: ['bookings', 'show'],
    params: idParams,
    responses: { 200: envelope(bookingDetail) },
    summary: 'One booking of the caller (confirmation)',
    tags,
  }),
  cancellationRequest: endpoint({
    method: 'post',
    path: '/bookings/:id/cancellation-request',
    access: ['bookings', 'cancel'],
    params: idParams,
    responses: { 200: envelope(bookingDetail) },
    summary: 'Request cancellation; it is processed later by a job (R5.19)',
    tags,
  }),
  exemptionClaim: endpoint({
    method: 'post',
    path: '/bookings/:id/tourist-tax-exemptions',
    access: ['bookings', 'exempt'],
    params: idParams,
    body: exemptionClaimBody,
    responses: { 201: envelope(bookingDetail) },
    summary: "Claim a guest's exemption from the tourist tax with a document scan (R5.26)",
    tags,
  }),
  pay: endpoint({
    method: 'post',
    path: '/bookings/:id/payments',
    access: ['bookings', 'pay'],
    params: idParams,
    body: paymentStart,
    responses: { 201: envelope(paymentStarted) },
    summary: 'Start a payment: card → { confirmationUrl }; bank_transfer (legal entities) → requisites',
    tags: ['payments'],
  }),
};
