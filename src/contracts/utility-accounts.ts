/**
 * Contract of utility accounts (Refine resource `bills`, docs/rules.md R10.1–R10.7): the caller's
 * accounts, one account with receipts, payments, readings and meters, the providers' details,
 * a meter reading and a payment of the debt. The server validates with these schemas
 * (server/routes/utility-accounts/); the SPA imports the types only (`import type`).
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, kopecks, listQuery, paginated } from './common';
import { apiTag, endpoint } from './endpoint';
import { acquirerMethod, paymentMethod, paymentStatus } from './payments';
import { ACCOUNT_CATEGORIES, METER_KINDS, READING_STATUSES } from '../domain/utility-accounts';

const meterKind = z.enum(METER_KINDS);

/** A provider's reading window on today (docs/rules.md R10.3). */
export const readingWindowDto = z.object({ open: z.boolean(), month: z.string(), from: isoDate, to: isoDate });

/** One account in GET app/v1/bills. */
export const billRow = z.object({
  id: z.number().int(),
  number: z.string(),
  category: z.enum(ACCOUNT_CATEGORIES),
  pibNumber: z.string().nullable(),
  /** The room: its title and number. */
  objectTitle: z.string(),
  providerName: z.string(),
  debtKopecks: kopecks,
  /** Paid beyond the receipts (an advance, docs/rules.md R5.23): counted against the next receipts. */
  creditKopecks: kopecks,
  lastPaymentDate: isoDate.nullable(),
  lastPaymentKopecks: kopecks.nullable(),
  /** Due date of the oldest unpaid receipt, else of the next receipt. */
  nextPaymentDate: isoDate,
  window: readingWindowDto,
});
export type BillRow = z.infer<typeof billRow>;

/** GET app/v1/bills query: simple-rest pagination. */
export const billListQuery = listQuery;
/** GET app/v1/bills: the caller's accounts, paginated (the Refine resource `bills`). */
export const billList = paginated(billRow);

export const receiptLine = z.object({
  service: meterKind,
  unit: z.enum(['kWh', 'm3']),
  volume: z.number(),
  tariffKopecks: kopecks,
  amountKopecks: kopecks,
  recalculationKopecks: kopecks,
  penaltyKopecks: kopecks,
  totalKopecks: kopecks,
  basis: z.enum(['reading', 'average', 'norm']),
});

export const receiptDto = z.object({
  id: z.number().int(),
  month: z.string(),
  lines: z.array(receiptLine),
  totalKopecks: kopecks,
  paidKopecks: kopecks,
  status: z.enum(['paid', 'partially_paid', 'unpaid']),
  dueDate: isoDate,
});
export type ReceiptDto = z.infer<typeof receiptDto>;

export const billPaymentDto = z.object({
  id: z.number().int(),
  amountKopecks: kopecks,
  method: paymentMethod,
  status: paymentStatus,
  /** Server timestamp `HH:mm:ss DD.MM.YYYY`, UTC (docs/rules.md R1.10). */
  createdAt: z.string(),
});

export const readingDto = z.object({
  id: z.number().int(),
  meterId: z.number().int(),
  /** The meter's kind and serial (a replaced meter's readings stay listed, R10.9). */
  kind: meterKind,
  serial: z.string(),
  month: z.string(),
  value: z.number(),
  consumption: z.number(),
  rollover: z.boolean(),
  anomaly: z.boolean(),
  status: z.enum(READING_STATUSES),
  /** The management company's note when it corrected the value (R10.11). */
  note: z.string().nullable(),
});
export type ReadingDto = z.infer<typeof readingDto>;

export const meterDto = z.object({
  id: z.number().int(),
  kind: meterKind,
  unit: z.enum(['kWh', 'm3']),
  serial: z.string(),
  digits: z.number().int(),
  /** The last value before the open month (the form's lower bound, R10.4). */
  previousValue: z.number(),
  /** This month's reading when sent. */
  currentValue: z.number().nullable(),
  /** Where this month's reading stands (sent, under review, accepted…), null until sent (R10.12). */
  currentStatus: z.enum(READING_STATUSES).nullable(),
  /** The management company's note on this month's reading when it corrected it (R10.11). */
  currentNote: z.string().nullable(),
  /** Consumption of up to six previous months, most recent first (R10.5). */
  history: z.array(z.number()),
  /** What a missed month is charged (R10.6). */
  missed: z.object({ basis: z.enum(['average', 'norm']), volume: z.number() }),
});
export type MeterDto = z.infer<typeof meterDto>;

/** GET app/v1/bills/{id}. */
export const billDetail = billRow.extend({
  receipts: z.array(receiptDto),
  payments: z.array(billPaymentDto),
  readings: z.array(readingDto),
  meters: z.array(meterDto),
});
export type BillDetail = z.infer<typeof billDetail>;

/** A provider's details at /bills/requisites (R10.1). */
export const requisitesDto = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  kpp: z.string(),
  ogrn: z.string(),
  bic: z.string(),
  corrAccount: z.string(),
  account: z.string(),
  bankName: z.string(),
  legalAddress: z.string(),
  postalAddress: z.string(),
  /** The caller's account numbers paid to this provider. */
  accountNumbers: z.array(z.string()),
});
export type RequisitesDto = z.infer<typeof requisitesDto>;
export const requisitesList = z.object({ data: z.array(requisitesDto) });

/** POST app/v1/bills/{id}/readings: the values of this month, per meter (R10.3–R10.5). */
export const readingsCreate = z.object({
  readings: z
    .array(
      z.object({
        meterId: id,
        value: z.number({ message: 'validation.invalid' }).min(0, 'validation.invalid').max(1e9, 'validation.invalid'),
        /** The person confirms the meter rolled over its capacity (R10.4). */
        rollover: z.boolean().optional(),
        /** An upload id (POST app/v1/uploads) of a photo of the meter. */
        photoUploadId: z.string().uuid('validation.invalid').optional(),
      }),
    )
    .min(1, 'validation.required')
    .max(10, 'validation.invalid'),
});
export type ReadingsCreate = z.infer<typeof readingsCreate>;

/** The answer: the account again, and which meters were flagged as anomalies (R10.5). */
export const readingsCreated = z.object({ data: billDetail, anomalies: z.array(z.number().int()) });
export type ReadingsCreated = z.infer<typeof readingsCreated>;

/** POST app/v1/bills/{id}/pay: the amount (default the whole debt) by card or SBP (R10.7, R5.27). */
export const billPay = z.object({
  amountKopecks: kopecks.min(1, 'validation.invalid').max(1e12, 'validation.invalid').optional(),
  method: acquirerMethod.default('card'),
});
export const billPayStarted = z.object({
  paymentId: z.number().int(),
  status: paymentStatus,
  confirmationUrl: z.string().nullable(),
  amountKopecks: kopecks,
});

/**
 * GET app/v1/bills/{id}/payment-qr: the ГОСТ Р 56042-2014 payment text of the account's debt
 * (docs/rules.md R10.13), drawn as a QR by the page; null while the account has no receipt.
 */
export const billPaymentQr = z.object({
  /** `ST00012|Name=…|PersonalAcc=…|…|PaymPeriod=MMYYYY`. */
  text: z.string(),
  /** The Sum it carries, kopecks (0: no Sum, nothing is due). */
  sumKopecks: kopecks,
  /** The period paid, `YYYY-MM`. */
  month: z.string(),
});
export type BillPaymentQr = z.infer<typeof billPaymentQr>;
/** GET app/v1/bills/{id}/receipts/{receiptId}/pdf path and query. */
export const billReceiptParams = z.object({ id, receiptId: id });
export const billReceiptPdfQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** GET app/v1/bills/{id}/stats: the series of /bills/stats/{id} (docs/rules.md R10.8). */
export const billStats = z.object({
  id: z.number().int(),
  number: z.string(),
  /** The 12 months shown, oldest first; the last is the latest month with a reading or receipt. */
  months: z.array(z.string()),
  consumption: z.array(
    z.object({
      kind: meterKind,
      unit: z.enum(['kWh', 'm3']),
      points: z.array(
        z.object({ month: z.string(), volume: z.number().nullable(), lastYearVolume: z.number().nullable() }),
      ),
    }),
  ),
  money: z.array(z.object({ month: z.string(), chargedKopecks: kopecks, paidKopecks: kopecks })),
});
export type BillStats = z.infer<typeof billStats>;

/** The OpenAPI tag `bills` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const billsTag = apiTag('bills', 'Utility accounts: meter readings, receipts, payments (R9)');
const tags = [billsTag.name];

/** The endpoints of `bills` (docs/architecture.md § The typed seam); routes: server/routes/utility-accounts/. */
export const billEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/bills',
    access: ['bills', 'list'],
    query: billListQuery,
    responses: { 200: billList },
    summary: "The caller's utility accounts (Refine resource `bills`)",
    tags,
  }),
  requisites: endpoint({
    method: 'get',
    path: '/bills/requisites',
    access: ['bills', 'list'],
    responses: { 200: requisitesList },
    summary: "Details of the providers of the caller's accounts",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/bills/:id',
    access: ['bills', 'show'],
    params: idParams,
    responses: { 200: envelope(billDetail) },
    summary: 'One utility account with receipts, payments, readings and meters',
    tags,
  }),
  stats: endpoint({
    method: 'get',
    path: '/bills/:id/stats',
    access: ['bills', 'show'],
    params: idParams,
    responses: { 200: envelope(billStats) },
    summary: 'Consumption per meter for 12 months against a year earlier, charges against payments (R10.8)',
    tags,
  }),
  readings: endpoint({
    method: 'post',
    path: '/bills/:id/readings',
    access: ['bills', 'readings'],
    params: idParams,
    body: readingsCreate,
    responses: { 201: readingsCreated },
    summary: "This month's meter readings (in the provider's window)",
    tags,
  }),
  pay: endpoint({
    method: 'post',
    path: '/bills/:id/pay',
    access: ['bills', 'pay'],
    params: idParams,
    body: billPay,
    responses: { 201: envelope(billPayStarted) },
    summary: 'Pay the debt by card or SBP, whole or part → { confirmationUrl }',
    tags: ['bills', 'payments'],
  }),
  paymentQr: endpoint({
    method: 'get',
    path: '/bills/:id/payment-qr',
    access: ['bills', 'show'],
    params: idParams,
    responses: { 200: envelope(billPaymentQr.nullable()) },
    summary: 'The ГОСТ Р 56042-2014 payment QR text of the debt (R10.13)',
    tags,
  }),
  receiptPdf: endpoint({
    method: 'get',
    path: '/bills/:id/receipts/:receiptId/pdf',
    access: ['bills', 'show'],
    params: billReceiptParams,
    query: billReceiptPdfQuery,
    responses: {},
    produces: ['application/pdf'],
    summary: 'A monthly receipt as a PDF with the payment QR (R10.13)',
    tags,
  }),
};
