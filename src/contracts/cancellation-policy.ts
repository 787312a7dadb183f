/**
 * The cancellation policy of a rate plan on the wire (docs/rules.md R5.30), shared by the booking,
 * the booking form's tariffs and the back office's tariffs.
 */
import { z } from 'zod';
import { kopecks } from './common';

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
