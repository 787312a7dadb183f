/**
 * Back-office utilities (docs/rules.md R10.9–R10.11), under app/v1/backoffice/…:
 * - `utility-accounts`: accounts and their meters per room; POST …/{id}/replace-meter (final
 *   reading of the old meter, initial value of the new one); POST …/{id}/payments (a payment from
 *   a bank statement: amount, date, reference — a reference is recorded once);
 * - `utility-tariffs`: tariffs per provider and period; POST creates or changes one;
 * - `utility-readings`: readings to review; POST …/{id}/accept, …/{id}/correct (value + a note the
 *   tenant sees);
 * - `utility-receipts`: receipts of a month; POST …/generate runs the monthly job for a month.
 * Every change is audited. The SPA imports these types only.
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, isoMonth, kopecks, listQuery, paginated } from './common';
import { ACCOUNT_CATEGORIES, METER_KINDS, READING_STATUSES } from '../domain/utility-accounts';
import { endpoint } from './endpoint';

const meterKind = z.enum(METER_KINDS);
const month = isoMonth;
const volume = z.number({ message: 'validation.invalid' }).min(0, 'validation.invalid').max(1e9, 'validation.invalid');

export const boMeter = z.object({
  id: z.number().int(),
  kind: meterKind,
  serial: z.string(),
  digits: z.number().int(),
  status: z.enum(['active', 'replaced']),
  /** The latest reading (the initial value when none). */
  lastValue: z.number(),
  replacedOn: isoDate.nullable(),
});
export type BoMeter = z.infer<typeof boMeter>;

export const boAccountRow = z.object({
  id: z.number().int(),
  number: z.string(),
  category: z.enum(ACCOUNT_CATEGORIES),
  room: z.string(),
  tenant: z.string(),
  providerName: z.string(),
  debtKopecks: kopecks,
  meters: z.array(boMeter),
});
export type BoAccountRow = z.infer<typeof boAccountRow>;
export const boAccountQuery = listQuery.extend({ q: z.string().max(100).optional() });
export const boAccountList = paginated(boAccountRow);

/** POST …/utility-accounts/{id}/replace-meter (R10.9). */
export const replaceMeterBody = z.object({
  meterId: id,
  /** The old meter's final value (not below its last reading). */
  finalValue: volume,
  serial: z.string().trim().min(1, 'validation.required').max(40, 'validation.invalid'),
  digits: z.number().int().min(1, 'validation.invalid').max(9, 'validation.invalid'),
  /** The new meter's value when installed. */
  initialValue: volume,
  date: isoDate,
});
export type ReplaceMeterBody = z.infer<typeof replaceMeterBody>;

/** POST …/utility-accounts/{id}/payments: one line of a bank statement (R10.11). */
export const bankPaymentBody = z.object({
  amountKopecks: kopecks.min(1, 'validation.invalid').max(1e12, 'validation.invalid'),
  date: isoDate,
  reference: z.string().trim().min(1, 'validation.required').max(80, 'validation.invalid'),
});
export type BankPaymentBody = z.infer<typeof bankPaymentBody>;
export const bankPaymentDto = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  amountKopecks: kopecks,
  date: isoDate,
  reference: z.string(),
});

export const boTariffRow = z.object({
  id: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  service: meterKind,
  validFrom: z.string(),
  priceKopecks: kopecks,
  normPerMonth: z.number(),
});
export type BoTariffRow = z.infer<typeof boTariffRow>;
export const boTariffQuery = listQuery.extend({ providerId: id.optional() });
export const boTariffList = paginated(boTariffRow);
/** POST …/utility-tariffs: the price from a month on (the same provider, service and month changes it). */
export const tariffBody = z.object({
  providerId: id,
  service: meterKind,
  validFrom: month,
  priceKopecks: kopecks.min(0, 'validation.invalid').max(1e9, 'validation.invalid'),
  normPerMonth: volume,
});
export type TariffBody = z.infer<typeof tariffBody>;
export const boProviderList = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });

export const boReadingRow = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  kind: meterKind,
  serial: z.string(),
  month: z.string(),
  value: z.number(),
  previousValue: z.number(),
  consumption: z.number(),
  rollover: z.boolean(),
  anomaly: z.boolean(),
  status: z.enum(READING_STATUSES),
  note: z.string().nullable(),
  photoUploadId: z.string().nullable(),
});
export type BoReadingRow = z.infer<typeof boReadingRow>;
export const boReadingQuery = listQuery.extend({ status: z.enum(READING_STATUSES).optional() });
export const boReadingList = paginated(boReadingRow);
/** POST …/utility-readings/{id}/correct: the right value and why (the tenant sees the note). */
export const correctReadingBody = z.object({
  value: volume,
  note: z.string().trim().min(1, 'validation.required').max(500, 'validation.invalid'),
});
export type CorrectReadingBody = z.infer<typeof correctReadingBody>;

export const boReceiptRow = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  month: z.string(),
  totalKopecks: kopecks,
  dueDate: isoDate,
  /** How each line's volume was found. */
  bases: z.array(z.enum(['reading', 'average', 'norm'])),
});
export type BoReceiptRow = z.infer<typeof boReceiptRow>;
export const boReceiptQuery = listQuery.extend({ month: month.optional() });
export const boReceiptList = paginated(boReceiptRow);
export const generateBody = z.object({ month });
export const generateResult = z.object({ data: z.object({ month: z.string(), created: z.number().int() }) });

const tags = ['backoffice'];

/**
 * The endpoints of `backoffice-utility-accounts` (docs/architecture.md § The typed seam), keys grouped by
 * the four back-office resources they serve; route: server/routes/backoffice/utility-accounts/.
 */
export const backofficeUtilityAccountsEndpoints = {
  // utility-accounts (Refine resource `backoffice-utility-accounts`)
  accountList: endpoint({
    method: 'get',
    path: '/backoffice/utility-accounts',
    access: ['backoffice', 'list'],
    query: boAccountQuery,
    responses: { 200: boAccountList },
    summary: 'Utility accounts and meters per room',
    tags,
  }),
  accountReplaceMeter: endpoint({
    method: 'post',
    path: '/backoffice/utility-accounts/:id/replace-meter',
    access: ['backoffice', 'act'],
    params: idParams,
    body: replaceMeterBody,
    responses: { 201: envelope(z.object({ id: z.number().int() })) },
    summary: "Replace a meter: the old one's final reading, the new one's initial value (R10.9)",
    tags,
  }),
  accountPayment: endpoint({
    method: 'post',
    path: '/backoffice/utility-accounts/:id/payments',
    access: ['backoffice', 'create'],
    params: idParams,
    body: bankPaymentBody,
    responses: { 201: envelope(bankPaymentDto) },
    summary: 'Record a payment from a bank statement (a reference once, R10.11)',
    tags,
  }),
  // utility-tariffs (`backoffice-utility-tariffs`)
  tariffList: endpoint({
    method: 'get',
    path: '/backoffice/utility-tariffs',
    access: ['backoffice', 'list'],
    query: boTariffQuery,
    responses: { 200: boTariffList },
    summary: 'Tariffs per provider and period',
    tags,
  }),
  tariffProviders: endpoint({
    method: 'get',
    path: '/backoffice/utility-tariffs/providers',
    access: ['backoffice', 'list'],
    responses: { 200: boProviderList },
    summary: "The company's utility providers",
    tags,
  }),
  tariffCreate: endpoint({
    method: 'post',
    path: '/backoffice/utility-tariffs',
    access: ['backoffice', 'create'],
    body: tariffBody,
    responses: { 201: envelope(boTariffRow) },
    summary: 'Set the price and norm of a service from a month on',
    tags,
  }),
  // utility-readings (`backoffice-utility-readings`)
  readingList: endpoint({
    method: 'get',
    path: '/backoffice/utility-readings',
    access: ['backoffice', 'list'],
    query: boReadingQuery,
    responses: { 200: boReadingList },
    summary: 'Meter readings, by default those to review',
    tags,
  }),
  readingAccept: endpoint({
    method: 'post',
    path: '/backoffice/utility-readings/:id/accept',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: envelope(boReadingRow) },
    summary: 'Accept a reading as sent',
    tags,
  }),
  readingCorrect: endpoint({
    method: 'post',
    path: '/backoffice/utility-readings/:id/correct',
    access: ['backoffice', 'act'],
    params: idParams,
    body: correctReadingBody,
    responses: { 200: envelope(boReadingRow) },
    summary: 'Correct a reading with a note the tenant sees',
    tags,
  }),
  // utility-receipts (`backoffice-utility-receipts`)
  receiptList: endpoint({
    method: 'get',
    path: '/backoffice/utility-receipts',
    access: ['backoffice', 'list'],
    query: boReceiptQuery,
    responses: { 200: boReceiptList },
    summary: 'Receipts, of a month when given',
    tags,
  }),
  receiptGenerate: endpoint({
    method: 'post',
    path: '/backoffice/utility-receipts/generate',
    access: ['backoffice', 'act'],
    body: generateBody,
    responses: { 200: generateResult },
    summary: 'Run the monthly job for a month: receipts from readings × tariffs (once per account)',
    tags,
  }),
};
