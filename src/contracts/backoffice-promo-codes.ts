/**
 * Back-office promo codes (docs/rules.md R5.32), managers only, every change audited
 * (server/routes/backoffice/promo-codes/): the list with each code's terms, its live uses, the
 * revenue of the paid bookings that used it and the discount it gave; create, edit, deactivate.
 * The SPA imports these types only.
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, kopecks, listQuery, paginated } from './common';
import { endpoint } from './endpoint';
import { MAX_PROMO_PERCENT, PROMO_CODE_RE } from '../domain/promo-codes';
import { MAX_STAY_NIGHTS } from '../domain/bookings';

const tags = ['backoffice'];
const limit = z.number().int('validation.invalid').min(1, 'validation.invalid').max(1_000_000, 'validation.invalid');

/** A code's terms as a manager writes them; `value` is percent (`percent`) or kopecks (`amount`). */
export const promoCodeBody = z
  .object({
    code: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(PROMO_CODE_RE, 'backoffice-promo-codes.errors.code')),
    kind: z.enum(['percent', 'amount']),
    value: z.number().int('validation.invalid').min(1, 'validation.invalid').max(1e12, 'validation.invalid'),
    bookFrom: isoDate.nullable().default(null),
    bookTo: isoDate.nullable().default(null),
    stayFrom: isoDate.nullable().default(null),
    stayTo: isoDate.nullable().default(null),
    minNights: z.number().int('validation.invalid').min(1, 'validation.invalid').max(MAX_STAY_NIGHTS).default(1),
    tariffIds: z.array(id).max(50).default([]),
    objectIds: z.array(id).max(1000).default([]),
    limitTotal: limit.nullable().default(null),
    limitPerGuest: limit.nullable().default(null),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'percent' && b.value > MAX_PROMO_PERCENT)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'backoffice-promo-codes.errors.percent' });
    if (b.bookFrom && b.bookTo && b.bookFrom > b.bookTo)
      ctx.addIssue({ code: 'custom', path: ['bookTo'], message: 'backoffice-promo-codes.errors.dateOrder' });
    if (b.stayFrom && b.stayTo && b.stayFrom > b.stayTo)
      ctx.addIssue({ code: 'custom', path: ['stayTo'], message: 'backoffice-promo-codes.errors.dateOrder' });
  });
export type PromoCodeBody = z.input<typeof promoCodeBody>;

/** A code in the list: its terms, its live uses, revenue (paid bookings' totals) and discount given, kopecks. */
export const promoCodeRow = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.number().int(),
  bookFrom: z.string().nullable(),
  bookTo: z.string().nullable(),
  stayFrom: z.string().nullable(),
  stayTo: z.string().nullable(),
  minNights: z.number().int(),
  tariffIds: z.array(z.number().int()),
  objectIds: z.array(z.number().int()),
  limitTotal: z.number().int().nullable(),
  limitPerGuest: z.number().int().nullable(),
  active: z.boolean(),
  uses: z.number().int(),
  revenueKopecks: kopecks,
  discountKopecks: kopecks,
});
export type PromoCodeRow = z.infer<typeof promoCodeRow>;

/** The endpoints of `backoffice-promo-codes` (docs/architecture.md § The typed seam). */
export const backofficePromoCodesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/promo-codes',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: paginated(promoCodeRow) },
    summary: 'Promo codes with their uses, revenue and discount given (R5.32)',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/promo-codes/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: envelope(promoCodeRow) },
    summary: 'One promo code with its numbers',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/backoffice/promo-codes',
    access: ['backoffice', 'create'],
    body: promoCodeBody,
    responses: { 201: envelope(promoCodeRow) },
    summary: 'Create a promo code (audited)',
    tags,
  }),
  update: endpoint({
    method: 'patch',
    path: '/backoffice/promo-codes/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: promoCodeBody,
    responses: { 200: envelope(promoCodeRow) },
    summary: "Change a promo code's terms (audited)",
    tags,
  }),
  deactivate: endpoint({
    method: 'post',
    path: '/backoffice/promo-codes/:id/deactivate',
    access: ['backoffice', 'edit'],
    params: idParams,
    responses: { 200: envelope(promoCodeRow) },
    summary: 'Deactivate a promo code: refused from now on, its uses kept (audited)',
    tags,
  }),
};
