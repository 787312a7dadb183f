/**
 * Shared pieces of every API contract (docs/architecture.md § The api/ contract): bounded ids,
 * request headers, simple-rest pagination, the `{ data }` envelopes, phones, dates, money.
 * The server uses these zod schemas as route schemas; the SPA imports their types only
 * (`import type`), so zod stays off the public pages.
 */
import { z } from 'zod';
import { normalizePhone } from '../domain/phone';
import { isIsoDate } from '../domain/datetime';
import { isMonth } from '../domain/reports';
import { apiTag } from './endpoint';

/** Largest id a database `integer` column holds (2^31 − 1); larger ids are refused with 422. */
export const MAX_ID = 2_147_483_647;

/**
 * The canonical decimal text of an id: digits only, no leading zero, sign, space, fraction,
 * exponent or radix prefix (`01`, `+1`, `1.0`, `1e0`, `0x10`, `1\n` are not ids; docs/rules.md R1.8).
 */
export const ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * The id written as `text` (a path segment, a query value, a header), or null when `text` is not
 * its canonical decimal form or is above {@link MAX_ID} (docs/rules.md R1.8).
 */
export function idFromText(text: string): number | null {
  if (!ID_TEXT.test(text)) return null;
  const n = Number(text);
  return n <= MAX_ID ? n : null;
}

/**
 * A row id in a path, query or body: a positive 32-bit integer, as a JSON number or as its
 * canonical decimal text (anything else answers 422; docs/rules.md R1.8). A codec, so a response
 * schema that reuses it encodes the number as is.
 */
const idNumber = z
  .number({ message: 'validation.invalid' })
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(MAX_ID, 'validation.invalid');
export const id = z.codec(
  z.union([idNumber, z.string().regex(ID_TEXT, 'validation.invalid')], { message: 'validation.invalid' }),
  idNumber,
  {
    decode: (v) => Number(v),
    encode: (n) => n,
  },
);

/** `{ id }` path parameters. */
export const idParams = z.object({ id });

/** The first and last day a date field accepts (docs/rules.md R17.8); months are bounded alike. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';

/** A calendar date `YYYY-MM-DD` from {@link DATE_MIN} to {@link DATE_MAX} (docs/rules.md R17.8). */
export const isoDate = z
  .string()
  .refine(isIsoDate, { message: 'validation.invalid', abort: true })
  .refine((v) => v >= DATE_MIN && v <= DATE_MAX, 'validation.dateRange');

/** A month `YYYY-MM` from 1900-01 to 2100-12 (docs/rules.md R17.8). */
export const isoMonth = z
  .string()
  .refine(isMonth, { message: 'validation.invalid', abort: true })
  .refine((v) => v >= DATE_MIN.slice(0, 7) && v <= DATE_MAX.slice(0, 7), 'validation.dateRange');

/** Money: integer kopecks (64-bit in the database; JS-safe up to 2^53). */
export const kopecks = z.number().int();

/**
 * The company's bank requisites for a legal entity's transfer (a booking's, a rent's), each part
 * possibly missing; null when there are none.
 */
export const companyRequisites = z
  .object({
    recipient: z.string(),
    inn: z.string(),
    kpp: z.string(),
    bank: z.string(),
    bik: z.string(),
    account: z.string(),
    corrAccount: z.string(),
  })
  .partial()
  .nullable();

/** A Russian mobile phone in any common notation, normalised to `+7XXXXXXXXXX` (docs/rules.md R8.3). */
export const phone = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(40, 'validation.phone')
  .transform((v, ctx) => {
    const p = normalizePhone(v);
    if (!p) {
      ctx.addIssue({ code: 'custom', message: 'validation.phone' });
      return z.NEVER;
    }
    return p;
  });

/** Common headers of app/v1 calls, for the OpenAPI description (docs/rules.md R1.2, R1.7). */
export const appHeaders = z.object({
  company: z.string().describe('Management company id (1 in the demo)'),
  devicelocale: z.enum(['ru', 'en']).optional().describe('Language of content and messages; default ru'),
});

/** Query of paginated lists in simple-rest's convention (`_start` inclusive, `_end` exclusive). */
export const listQuery = z.object({
  _start: z.coerce.number().int().min(0).max(1_000_000).optional(),
  _end: z.coerce.number().int().min(1).max(1_000_100).optional(),
});

/** `{ data: T }`: the success envelope of every answer. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** The paginated envelope `{ data: { data: T[], total, current_page, per_page, last_page } }`. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.object({
      data: z.array(item),
      total: z.number().int(),
      current_page: z.number().int(),
      per_page: z.number().int(),
      last_page: z.number().int(),
    }),
  });

/** The type of one page of a paginated list (what `useTable` receives). */
export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

/** The failure body: `{ message, errors? }`, already translated. */
export const apiFailure = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiFailure = z.infer<typeof apiFailure>;

/** The OpenAPI tag of every back-office endpoint (src/contracts/backoffice-*.ts), beside its own. */
export const backofficeTag = apiTag('backoffice', "The managers' back office (R16)");
/** The OpenAPI tag of the development helpers (server/routes/dev/, registered only with DEV_ROUTES). */
export const devTag = apiTag('dev', 'Development helpers (only with DEV_ROUTES)');
