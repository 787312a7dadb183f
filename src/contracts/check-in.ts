/**
 * Contract of the online check-in (docs/rules.md R20.2): the booker fills each guest of a booking
 * (GET/PUT app/v1/bookings/{id}/check-in…), or shares a link whose token lets each guest fill their
 * own entry without an account (app/v1/check-in…, the token in the query or the body, which no log
 * holds). The shape of an entry is src/domain/check-in.ts `GuestEntry`; the formats
 * are checked there, and a refusal is a 422 with a translated message under each field.
 */
import { z } from 'zod';
import { DOCUMENT_TYPES, SEXES, VISIT_PURPOSES } from '../domain/check-in';
import { apiFailure, envelope, id, idParams, isoDate, phone } from './common';
import { consentField } from './consents';
import { fileRef } from './bookings';
import { apiTag, endpoint } from './endpoint';

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const optionalText = (max: number) => text(max).nullish();
const optionalDate = isoDate.nullish();

/** One guest's entry as the form sends it (PUT bodies). */
export const guestEntry = z.object({
  surname: text(100),
  name: text(100),
  patronymic: optionalText(100),
  birthDate: isoDate,
  sex: z.enum(SEXES, { message: 'validation.required' }),
  birthPlace: optionalText(200),
  citizenship: z.string().trim().toUpperCase().max(3, 'validation.invalid'),
  documentType: z.enum(DOCUMENT_TYPES, { message: 'validation.required' }),
  documentSeries: optionalText(20),
  documentNumber: text(30),
  documentIssuer: optionalText(300),
  documentIssuedOn: optionalDate,
  registrationAddress: optionalText(300),
  migrationCardSeries: optionalText(10),
  migrationCardNumber: optionalText(20),
  visaNumber: optionalText(30),
  visaValidUntil: optionalDate,
  visitPurpose: z.enum(VISIT_PURPOSES).nullish(),
  /**
   * A scan of the document (POST app/v1/uploads; the booker's form only): null removes it, absent
   * keeps the one saved. Required for "ready" when the company asks scans (R20.2).
   */
  scan: fileRef.nullish(),
  /** The consent to processing identity documents for registration (docs/rules.md R21.2). */
  checkInConsent: consentField('check_in'),
});
export type GuestEntryBody = z.input<typeof guestEntry>;

/** A guest's place in the booking and whether their data is in. */
export const checkInGuest = z.object({
  /** 1-based: adults first, then children in the order of the ages booked. */
  index: z.number().int(),
  kind: z.enum(['adult', 'child']),
  /** A child's age as booked, years; null for an adult. */
  age: z.number().int().nullable(),
  /** Saved and complete for the registration. */
  ready: z.boolean(),
  /** The saved entry — to the booker only; the shared link never shows saved data (R20.2). */
  entry: guestEntry.omit({ checkInConsent: true, scan: true }).nullable(),
  /** The saved scan of the document — to the booker only. */
  scan: fileRef.nullable(),
});
export type CheckInGuest = z.infer<typeof checkInGuest>;

/** A booking's online check-in. */
export const checkInView = z.object({
  bookingId: z.number().int(),
  number: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.array(checkInGuest),
  /** Guests whose data is in, of `total`. */
  filled: z.number().int(),
  total: z.number().int(),
  /** The company asks a scan of each guest's document: without it a guest is not ready (R20.2). */
  scansRequired: z.boolean(),
  /** Whether the booking still takes check-in data (not cancelled, not checked out). */
  open: z.boolean(),
  /** The shared link's expiry (the check-out day), when one exists; the booker only. */
  linkExpiresAt: z.string().nullable(),
});
export type CheckInView = z.infer<typeof checkInView>;

/** POST …/check-in/link answer: the link's token (shown once) and its expiry. */
export const checkInLink = z.object({ token: z.string(), expiresAt: z.string() });
export type CheckInLink = z.infer<typeof checkInLink>;

const token = z.string().min(1, 'validation.required').max(200, 'validation.invalid');
/** GET app/v1/check-in query: the shared link's token (a query string never reaches the log). */
export const checkInTokenQuery = z.object({ token });
/**
 * PUT app/v1/check-in/{index} body: the token, the guest's entry (no scan: the booker attaches scans)
 * and the phone of the person filling it in, whose consent is recorded by it (docs/rules.md R21.2).
 */
export const sharedGuestEntry = guestEntry.omit({ scan: true }).extend({ token, phone });
export type SharedGuestEntryBody = z.input<typeof sharedGuestEntry>;

const guestParams = idParams.extend({ index: id });
const tokenGuestParams = z.object({ index: id });

export const checkInTag = apiTag('check-in', "Online check-in of a booking's guests (R20.2)");
const tags = [checkInTag.name];

/** Declared endpoints (docs/architecture.md § The typed seam). */
export const checkInEndpoints = {
  show: endpoint({
    method: 'get',
    path: '/bookings/:id/check-in',
    access: ['bookings', 'checkIn'],
    params: idParams,
    responses: { 200: envelope(checkInView) },
    summary: "The booker's online check-in: each guest's place and saved data",
    tags,
  }),
  saveGuest: endpoint({
    method: 'put',
    path: '/bookings/:id/check-in/:index',
    access: ['bookings', 'checkIn'],
    params: guestParams,
    body: guestEntry,
    responses: { 200: envelope(checkInView), 409: apiFailure },
    summary: "Save one guest's check-in data (422 with field errors when a format or age is wrong)",
    tags,
  }),
  createLink: endpoint({
    method: 'post',
    path: '/bookings/:id/check-in/link',
    access: ['bookings', 'checkIn'],
    params: idParams,
    responses: { 201: envelope(checkInLink) },
    summary: 'Create the link guests fill their own data by (revokes the previous one)',
    tags,
  }),
  sharedShow: endpoint({
    method: 'get',
    path: '/check-in',
    access: ['bookings', 'sharedCheckIn'],
    query: checkInTokenQuery,
    // 404 although the cell is public: the token opens no booking.
    responses: { 200: envelope(checkInView), 404: apiFailure },
    summary: "The shared link's check-in: which guests are in (no saved data)",
    tags,
  }),
  sharedSaveGuest: endpoint({
    method: 'put',
    path: '/check-in/:index',
    access: ['bookings', 'sharedCheckIn'],
    params: tokenGuestParams,
    body: sharedGuestEntry,
    responses: { 200: envelope(checkInView), 404: apiFailure, 409: apiFailure },
    summary: 'A guest saves their own check-in data through the shared link',
    tags,
  }),
};
