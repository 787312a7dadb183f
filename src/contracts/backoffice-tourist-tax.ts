/**
 * Contract of the back office's tourist tax (docs/rules.md R5.26; resource `backoffice-tourist-tax`):
 * the company's rates by year (list, create, edit), the guests' exemption claims (list, confirm or
 * refuse) and the monthly report (XLSX, the month by check-out). Managers only (the `backoffice`
 * policy row). Routes: server/routes/backoffice/tourist-tax/. The SPA imports these types only.
 */
import { z } from 'zod';
import { envelope, id, idParams, isoMonth, kopecks, listQuery, paginated } from './common';
import { TOURIST_TAX_EXEMPTION_CATEGORIES, TOURIST_TAX_EXEMPTION_STATUSES } from '../domain/tourist-tax';
import { apiTag, endpoint } from './endpoint';

/** One year's rate as the manager sees and edits it. */
export const touristTaxRateRow = z.object({
  id: z.number().int(),
  year: z.number().int(),
  /** Percent of the base, e.g. 2 for 2 %. */
  percent: z.number(),
  /** The minimum per night, kopecks (100 ₽ = 10 000). */
  minKopecksPerNight: kopecks,
});
export type TouristTaxRateRow = z.infer<typeof touristTaxRateRow>;
export const touristTaxRateList = paginated(touristTaxRateRow);

/** POST/PATCH body of a rate: a year the Code allows, a percent of 0–5 (art. 418.5), a minimum ≥ 0. */
export const touristTaxRateBody = z.object({
  year: z
    .number({ message: 'validation.required' })
    .int('validation.invalid')
    .min(2025, 'validation.invalid')
    .max(2100, 'validation.invalid'),
  percent: z
    .number({ message: 'validation.required' })
    .min(0, 'validation.invalid')
    .max(5, 'validation.invalid')
    .refine((p) => Math.round(p * 100) === p * 100, 'validation.invalid'),
  minKopecksPerNight: z
    .number({ message: 'validation.required' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(100_000_00, 'validation.invalid'),
});
export type TouristTaxRateBody = z.infer<typeof touristTaxRateBody>;

export const exemptionCategory = z.enum(TOURIST_TAX_EXEMPTION_CATEGORIES, { message: 'validation.required' });
export const exemptionStatus = z.enum(TOURIST_TAX_EXEMPTION_STATUSES);

/** A guest's exemption claim as the back office lists it. */
export const touristTaxExemptionRow = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  bookingNumber: z.string(),
  guestIndex: z.number().int(),
  guestName: z.string(),
  category: exemptionCategory,
  status: exemptionStatus,
  /** The scan: GET backoffice/tourist-tax/exemptions/{id}/scan. */
  uploadName: z.string().nullable(),
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TouristTaxExemptionRow = z.infer<typeof touristTaxExemptionRow>;
export const touristTaxExemptionList = paginated(touristTaxExemptionRow);
export const touristTaxExemptionQuery = listQuery.extend({
  status: exemptionStatus.optional(),
  bookingId: id.optional(),
});

/** POST …/exemptions/{id}/decision: confirm or refuse, with a note (required to refuse). */
export const exemptionDecisionBody = z
  .object({
    decision: z.enum(['confirmed', 'refused'], { message: 'validation.required' }),
    note: z.string().trim().max(500).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'refused' && !b.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation.required' });
  });
export type ExemptionDecisionBody = z.input<typeof exemptionDecisionBody>;

/** GET …/report?month=YYYY-MM: the stays settled (checked out) in a month. */
export const touristTaxReportQuery = z.object({ month: isoMonth });

/** One stay of the monthly report. */
export const touristTaxReportRow = z.object({
  bookingId: z.number().int(),
  number: z.string(),
  guest: z.string(),
  objects: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  baseKopecks: kopecks,
  percent: z.number(),
  taxKopecks: kopecks,
  exemptGuests: z.number().int(),
});
export type TouristTaxReportRow = z.infer<typeof touristTaxReportRow>;
export const touristTaxReport = z.object({
  month: z.string(),
  rows: z.array(touristTaxReportRow),
  baseKopecks: kopecks,
  taxKopecks: kopecks,
});
export type TouristTaxReport = z.infer<typeof touristTaxReport>;

export const backofficeTouristTaxTag = apiTag(
  'backoffice-tourist-tax',
  'The tourist tax: rates, exemptions, monthly report (R5.26)',
);
const tags = [backofficeTouristTaxTag.name];

/** The endpoints of `backoffice-tourist-tax` (docs/architecture.md § The typed seam). */
export const backofficeTouristTaxEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/tourist-tax',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: touristTaxRateList },
    summary: "The company's tourist-tax rates by year",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/tourist-tax/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: envelope(touristTaxRateRow) },
    summary: 'One year’s rate',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/backoffice/tourist-tax',
    access: ['backoffice', 'create'],
    body: touristTaxRateBody,
    responses: { 201: envelope(touristTaxRateRow) },
    summary: 'Add a year’s rate (a year once: 409)',
    tags,
  }),
  update: endpoint({
    method: 'patch',
    path: '/backoffice/tourist-tax/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: touristTaxRateBody,
    responses: { 200: envelope(touristTaxRateRow) },
    summary: 'Change a year’s rate (new bookings take it)',
    tags,
  }),
  exemptions: endpoint({
    method: 'get',
    path: '/backoffice/tourist-tax-exemptions',
    access: ['backoffice', 'list'],
    query: touristTaxExemptionQuery,
    responses: { 200: touristTaxExemptionList },
    summary: 'Guests’ exemption claims, pending first',
    tags,
  }),
  decide: endpoint({
    method: 'post',
    path: '/backoffice/tourist-tax-exemptions/:id/decision',
    access: ['backoffice', 'act'],
    params: idParams,
    body: exemptionDecisionBody,
    responses: { 200: envelope(touristTaxExemptionRow) },
    summary: 'Confirm or refuse a claim; a confirmation recomputes the booking’s tax',
    tags,
  }),
  scan: endpoint({
    method: 'get',
    path: '/backoffice/tourist-tax-exemptions/:id/scan',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: {},
    produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    summary: 'The claim’s document scan',
    tags,
  }),
  report: endpoint({
    method: 'get',
    path: '/backoffice/tourist-tax-report',
    access: ['backoffice', 'list'],
    query: touristTaxReportQuery,
    responses: { 200: envelope(touristTaxReport) },
    summary: 'The month’s stays by check-out with their tax, and the total',
    tags,
  }),
  reportFile: endpoint({
    method: 'get',
    path: '/backoffice/tourist-tax-report/xlsx',
    access: ['backoffice', 'list'],
    query: touristTaxReportQuery,
    responses: {},
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    summary: 'The monthly report as XLSX (the basis of the city’s declaration)',
    tags,
  }),
};
