/**
 * Shared pieces of every API contract (docs/architecture.md § The api/ contract): bounded ids,
 * request headers, simple-rest pagination, the `{ data }` envelopes, phones, dates, money.
 * The server uses these zod schemas as route schemas; the SPA imports their types only
 * (`import type`), so zod stays off the public pages.
 */
import { z } from 'zod';
import { normalizePhone } from '../domain/phone';
import { isIsoDate } from '../domain/datetime';

/** Largest id a database `integer` column holds (2^31 − 1); larger ids are refused with 422. */
export const MAX_ID = 2_147_483_647;

/** A row id in a path, query or body: a positive 32-bit integer (strings are coerced). */
export const id = z.coerce.number({ message: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(MAX_ID, 'validation.invalid');

/** `{ id }` path parameters. */
export const idParams = z.object({ id });

/** A calendar date `YYYY-MM-DD`. */
export const isoDate = z.string().refine(isIsoDate, 'validation.invalid');

/** Money: integer kopecks (64-bit in the database; JS-safe up to 2^53). */
export const kopecks = z.number().int();

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
export const apiFailure = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });
export type ApiFailure = z.infer<typeof apiFailure>;
