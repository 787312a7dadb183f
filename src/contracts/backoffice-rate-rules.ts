/**
 * Contract of the seasons and rules of the rate calendar (docs/rules.md R5.28, R5.29): a date
 * range, weekdays and objects (empty: all) with a price change and restrictions, applied in their
 * order under the grid's entries. Manager only (the `backoffice` policy row), every change audited.
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, kopecks, listQuery, paginated } from './common';
import { endpoint } from './endpoint';
import { RATE_CHANGE_MAX_OBJECTS, RATE_RULE_MAX_DAYS } from '../domain/rate-grid';
import { rangeCheck, rateMarks, rateTags, ratePriceChange, restrictionsBody, weekdays } from './backoffice-rates';

/** A season or rule as the manager writes it (R5.28). */
export const rateRuleBody = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(100),
    from: isoDate,
    to: isoDate,
    weekdays,
    /** Empty: every object. */
    objectIds: z.array(id).max(RATE_CHANGE_MAX_OBJECTS).default([]),
    /** Left out: the rule changes no price. */
    price: ratePriceChange.optional(),
    ...restrictionsBody,
    position: z.number().int('validation.integer').min(0).max(10_000).default(0),
  })
  .strict()
  .superRefine(rangeCheck(RATE_RULE_MAX_DAYS));
export type RateRuleBody = z.input<typeof rateRuleBody>;

/** A season or rule as listed. */
export const rateRuleRow = rateMarks.extend({
  id: z.number().int(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  weekdays: z.array(z.number().int()),
  objectIds: z.array(z.number().int()),
  price: z
    .discriminatedUnion('mode', [
      z.object({ mode: z.literal('set'), kopecks }),
      z.object({ mode: z.literal('percent'), percent: z.number().int() }),
    ])
    .optional(),
  position: z.number().int(),
});
export type RateRuleRow = z.infer<typeof rateRuleRow>;

/** The endpoints of `backoffice-rate-rules`: the seasons and rules (R5.28), audited. */
export const backofficeRateRulesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/rate-rules',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: paginated(rateRuleRow) },
    summary: 'The seasons and rules in the order they apply',
    tags: rateTags,
  }),
  create: endpoint({
    method: 'post',
    path: '/backoffice/rate-rules',
    access: ['backoffice', 'create'],
    body: rateRuleBody,
    responses: { 201: envelope(rateRuleRow) },
    summary: 'Add a season or rule',
    tags: rateTags,
  }),
  update: endpoint({
    method: 'put',
    path: '/backoffice/rate-rules/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: rateRuleBody,
    responses: { 200: envelope(rateRuleRow) },
    summary: 'Change a season or rule',
    tags: rateTags,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/backoffice/rate-rules/:id',
    access: ['backoffice', 'delete'],
    params: idParams,
    responses: { 200: envelope(z.object({ id: z.number().int() })) },
    summary: 'Delete a season or rule',
    tags: rateTags,
  }),
};
