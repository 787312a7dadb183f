/**
 * The back office's rate plans and stay discounts (docs/rules.md R5.8, R5.30, R5.31; managers
 * only), under app/v1/backoffice/…:
 * - `tariffs`: each rate plan's names and descriptions in ru and en, its percent of the nights'
 *   price, breakfast per guest per night (kopecks), cancellation policy, position and whether it is
 *   on sale; created, edited, and deleted while no booking uses it (else switched off);
 * - `stay-discounts`: length-of-stay (N+ nights) and early-booking (N days ahead) discounts, a
 *   percentage each, for the tariffs they name (all when none), on or off.
 * Every change is audited. The route: server/routes/backoffice/tariffs/. The cancellation policy's
 * schemas here are shared by the booking (`bookingDetail.cancellationTerms`) and the booking
 * form's tariffs (./objects.ts).
 */
import { z } from 'zod';
import { envelope, idParams, kopecks, listQuery, MAX_ID, paginated } from './common';
import { endpoint } from './endpoint';

/**
 * A rate plan's cancellation policy (src/domain/cancellation-policy.ts `CancellationPolicy`;
 * docs/rules.md R5.30): free until 1–365 days or 1–8 760 hours before arrival, then the first
 * night, 1–100 % of the stay or a fixed sum (kopecks); or non-refundable.
 */
export const cancellationPolicy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('non_refundable') }),
  z
    .object({
      kind: z.literal('free_until'),
      before: z.number({ message: 'validation.required' }).int('validation.invalid').min(1, 'validation.invalid'),
      unit: z.enum(['days', 'hours']),
      penalty: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('first_night') }),
        z.object({
          kind: z.literal('percent'),
          percent: z
            .number({ message: 'validation.required' })
            .int('validation.invalid')
            .min(1, 'validation.invalid')
            .max(100, 'validation.invalid'),
        }),
        z.object({
          kind: z.literal('fixed'),
          kopecks: kopecks.min(1, 'validation.invalid').max(100_000_000_00, 'validation.invalid'),
        }),
      ]),
    })
    .refine((p) => p.before <= (p.unit === 'days' ? 365 : 8760), {
      message: 'validation.invalid',
      path: ['before'],
    }),
]);

/**
 * A policy as an answer carries it, or null (a tariff or booking from before policies): one object
 * whose fields the kinds fill, since OpenAPI 3.0 cannot say "a `oneOf` or null" (a nullable
 * `oneOf` has no `type`, which validators refuse). What it holds is always a {@link cancellationPolicy}.
 */
export const cancellationPolicyOrNull = z
  .object({
    kind: z.enum(['free_until', 'non_refundable']),
    before: z.number().int().optional(),
    unit: z.enum(['days', 'hours']).optional(),
    penalty: z
      .object({
        kind: z.enum(['first_night', 'percent', 'fixed']),
        percent: z.number().int().optional(),
        kopecks: kopecks.optional(),
      })
      .optional(),
  })
  .nullable();

/**
 * A booking's cancellation terms (R5.30): its policy (null: made before policies, the tariff's
 * `refundable` decides), the terms written out, the free-cancellation deadline (a server
 * timestamp, null when never free), and the refund a request sent now (or the one already
 * received) brings.
 */
export const cancellationTerms = z.object({
  policy: cancellationPolicyOrNull,
  text: z.string(),
  freeUntil: z.string().nullable(),
  refundNowKopecks: kopecks,
});

const localized = (max: number, min = 0) =>
  z.object({ ru: z.string().trim().min(min, 'validation.required').max(max), en: z.string().trim().max(max) });
const int = (min: number, max: number) =>
  z
    .number({ message: 'validation.required' })
    .int('validation.invalid')
    .min(min, 'validation.invalid')
    .max(max, 'validation.invalid');

/** What a manager sets on a rate plan. `percent`: the nights' price times percent/100 (1–300). */
export const tariffBody = z.object({
  name: localized(100, 1),
  description: localized(500),
  percent: int(1, 300),
  /** Breakfast per guest per night, kopecks (0: none); the form edits rubles. */
  perGuestNightKopecks: int(0, 10_000_000),
  cancellation: cancellationPolicy,
  position: int(0, 1000),
  active: z.boolean(),
});
export type TariffBody = z.infer<typeof tariffBody>;

/** A rate plan as the back office lists it, with the number of bookings made on it. */
export const boTariff = tariffBody.extend({
  id: z.number().int(),
  code: z.string(),
  cancellation: cancellationPolicyOrNull,
  bookings: z.number().int(),
});
export type BoTariff = z.infer<typeof boTariff>;

/** The kinds of a stay discount: by nights booked, by days between booking and arrival (R5.31). */
export const STAY_DISCOUNT_KINDS = ['length', 'early'] as const;

/** What a manager sets on a stay discount. `threshold`: nights (`length`) or days ahead (`early`). */
export const stayDiscountBody = z.object({
  kind: z.enum(STAY_DISCOUNT_KINDS, { message: 'validation.required' }),
  name: localized(100, 1),
  threshold: int(1, 366),
  percent: int(1, 90),
  tariffIds: z.array(int(1, MAX_ID)).max(50),
  active: z.boolean(),
});
export type StayDiscountBody = z.infer<typeof stayDiscountBody>;
export const boStayDiscount = stayDiscountBody.extend({ id: z.number().int() });
export type BoStayDiscount = z.infer<typeof boStayDiscount>;

const tags = ['backoffice'];
const deleted = envelope(z.object({ id: z.number().int() }));

/** The endpoints of `backoffice-tariffs` (docs/architecture.md § The typed seam). */
export const backofficeTariffsEndpoints = {
  tariffList: endpoint({
    method: 'get',
    path: '/backoffice/tariffs',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: paginated(boTariff) },
    summary: 'Every rate plan, on sale or not, in its order',
    tags,
  }),
  tariffCreate: endpoint({
    method: 'post',
    path: '/backoffice/tariffs',
    access: ['backoffice', 'create'],
    body: tariffBody,
    responses: { 201: envelope(boTariff) },
    summary: 'Add a rate plan (audited)',
    tags,
  }),
  tariffUpdate: endpoint({
    method: 'patch',
    path: '/backoffice/tariffs/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: tariffBody,
    responses: { 200: envelope(boTariff) },
    summary: 'Change a rate plan: names, percent, breakfast, cancellation policy, order, on sale (audited)',
    tags,
  }),
  tariffDelete: endpoint({
    method: 'delete',
    path: '/backoffice/tariffs/:id',
    access: ['backoffice', 'delete'],
    params: idParams,
    responses: { 200: deleted },
    summary: 'Delete a rate plan no booking uses (409 otherwise: switch it off instead; audited)',
    tags,
  }),
  discountList: endpoint({
    method: 'get',
    path: '/backoffice/stay-discounts',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: paginated(boStayDiscount) },
    summary: 'Length-of-stay and early-booking discounts',
    tags,
  }),
  discountCreate: endpoint({
    method: 'post',
    path: '/backoffice/stay-discounts',
    access: ['backoffice', 'create'],
    body: stayDiscountBody,
    responses: { 201: envelope(boStayDiscount) },
    summary: 'Add a stay discount (audited)',
    tags,
  }),
  discountUpdate: endpoint({
    method: 'patch',
    path: '/backoffice/stay-discounts/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: stayDiscountBody,
    responses: { 200: envelope(boStayDiscount) },
    summary: 'Change a stay discount (audited)',
    tags,
  }),
  discountDelete: endpoint({
    method: 'delete',
    path: '/backoffice/stay-discounts/:id',
    access: ['backoffice', 'delete'],
    params: idParams,
    responses: { 200: deleted },
    summary: 'Delete a stay discount (audited)',
    tags,
  }),
};
