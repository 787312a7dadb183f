/**
 * Translating Zod issues into the request's language (docs/rules.md R1.6:
 * `errors` maps each field to translated messages). A schema may carry its own message as an
 * i18n key (`validation.*`, `auth.*`…), which is translated as is.
 */
import type { TFunction } from 'i18next';

/** The part of a Zod issue this module reads. */
export interface IssueLike {
  code: string;
  message: string;
  path?: PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  expected?: string;
  format?: string;
}

/** A translated message for one Zod issue. */
export function zodIssueMessage(issue: IssueLike, t: TFunction): string {
  if (/^[a-z][a-z-]*\.[\w.]+$/.test(issue.message)) {
    // Plural keys (`validation.tooLong_one`…) need a count; a key missing from the locales
    // falls back to the generic message by issue code, so no raw key reaches the user.
    const bound = issue.maximum ?? issue.minimum;
    const text = t(
      issue.message,
      bound === undefined ? {} : { count: Number(bound), max: Number(bound), min: Number(bound) },
    );
    if (text !== issue.message) return text;
    return zodIssueMessage({ ...issue, message: '' }, t);
  }
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined|received null/.test(issue.message)
        ? t('validation.required')
        : t('validation.invalid');
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? t('validation.required')
          : t('validation.tooShort', { count: Number(issue.minimum) })
        : t('validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.tooLong', { count: Number(issue.maximum) })
        : t('validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid');
    case 'unrecognized_keys':
      return t('validation.unknownField');
    default:
      return t('validation.invalid');
  }
}

/** Shared contract pieces, re-exported for the route files (src/contracts/common.ts). */
export { phone as phoneSchema, appHeaders, listQuery } from '../src/contracts/common';

/**
 * The paginated envelope `{ data: { data, total, current_page, per_page, last_page } }`.
 * @param start zero-based offset; `end` exclusive.
 */
export function paginate<T>(rows: T[], total: number, start: number, end: number) {
  const perPage = Math.max(1, end - start);
  return {
    data: {
      data: rows,
      total,
      current_page: Math.floor(start / perPage) + 1,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** Reads `_start`/`_end` with defaults (first 10) and a cap of 100 rows. */
export function pageWindow(q: { _start?: number; _end?: number }): { start: number; end: number; limit: number } {
  const start = q._start ?? 0;
  const end = Math.max(start + 1, Math.min(q._end ?? start + 10, start + 100));
  return { start, end, limit: end - start };
}
