/**
 * Contract of the back office's rate calendar (docs/rules.md R5.28, R5.29): the grid of every
 * object's nights (price and restrictions as sold), a change over objects × nights previewed then
 * written, and the seasons and rules. Manager only (the `backoffice` policy row). The SPA imports
 * the types only; the limits are src/domain/rate-grid.ts.
 */
import { z } from 'zod';
import { envelope, id, isoDate, kopecks } from './common';
import { apiTag, endpoint } from './endpoint';
import { OBJECT_KINDS } from '../domain/objects';
import {
  RATE_CHANGE_MAX_DAYS,
  RATE_CHANGE_MAX_OBJECTS,
  RATE_GRID_MAX_DAYS,
  RATE_PERCENT_MAX,
  RATE_PERCENT_MIN,
  RATE_PRICE_MAX_KOPECKS,
  RATE_PRICE_MIN_KOPECKS,
  RATE_STAY_MAX,
  RATE_STAY_MIN,
} from '../domain/rate-grid';
import { nightsBetween } from '../domain/iso-days';

/** `to` not before `from`, and at most `max` days: the error sits under `to`. */
export const rangeCheck =
  (max: number) =>
  (v: { from: string; to: string }, ctx: z.RefinementCtx): void => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'backoffice-rates.errors.order' });
    else if (nightsBetween(v.from, v.to) + 1 > max)
      // A `too_big` issue, so the message is given its limit (server/validation.ts).
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: max,
        inclusive: true,
        input: v.to,
        path: ['to'],
        message: 'backoffice-rates.errors.tooLong',
      });
  };

const stay = z
  .number({ message: 'validation.required' })
  .int('validation.integer')
  .min(RATE_STAY_MIN)
  .max(RATE_STAY_MAX)
  .nullable()
  .optional();
const flag = z.boolean().nullable().optional();

/** Restrictions of a change or a rule: a value sets, `null` lifts, left out keeps (R5.29). */
export const restrictionsBody = {
  minStay: stay,
  minStayArrival: stay,
  maxStay: stay,
  closedToArrival: flag,
  closedToDeparture: flag,
  stopSell: flag,
};

/** A price change: set (kopecks, 1 ₽ … 10 000 000 ₽) or move by −90 … +500 %. */
export const ratePriceChange = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('set'),
      kopecks: z
        .number({ message: 'validation.required' })
        .int('validation.integer')
        .min(RATE_PRICE_MIN_KOPECKS, 'backoffice-rates.errors.price')
        .max(RATE_PRICE_MAX_KOPECKS, 'backoffice-rates.errors.price'),
    }),
    z.object({
      mode: z.literal('percent'),
      percent: z
        .number({ message: 'validation.required' })
        .int('validation.integer')
        .min(RATE_PERCENT_MIN, 'backoffice-rates.errors.percent')
        .max(RATE_PERCENT_MAX, 'backoffice-rates.errors.percent'),
    }),
  ],
  { message: 'validation.required' },
);

/** What a grid change does to every picked night (src/domain/rate-grid.ts `RateChange`). */
export const rateChange = z
  .object({ price: ratePriceChange.optional(), ...restrictionsBody, clear: z.literal(true).optional() })
  .strict()
  .superRefine((c, ctx) => {
    const others = Object.keys(c).filter((k) => k !== 'clear' && c[k as keyof typeof c] !== undefined);
    if (c.clear && others.length)
      ctx.addIssue({ code: 'custom', path: ['clear'], message: 'backoffice-rates.errors.clearAlone' });
    else if (!c.clear && !others.length) ctx.addIssue({ code: 'custom', message: 'backoffice-rates.errors.noChange' });
  });

export const weekdays = z.array(z.number().int('validation.integer').min(1).max(7)).max(7).default([]);

/** POST …/rates/preview and PUT …/rates: objects × nights `from`…`to` on the weekdays (empty: all). */
export const rateChangeBody = z
  .object({
    objectIds: z
      .array(id)
      .min(1, 'backoffice-rates.errors.noObjects')
      .max(RATE_CHANGE_MAX_OBJECTS, 'backoffice-rates.errors.tooManyObjects'),
    from: isoDate,
    to: isoDate,
    weekdays,
    change: rateChange,
  })
  .strict()
  .superRefine(rangeCheck(RATE_CHANGE_MAX_DAYS));
export type RateChangeBody = z.input<typeof rateChangeBody>;

/** GET …/rates?from&to (at most 120 days). */
export const rateGridQuery = z.object({ from: isoDate, to: isoDate }).superRefine(rangeCheck(RATE_GRID_MAX_DAYS));

/** One night's restrictions as the grid marks them (only the set ones). */
export const rateMarks = z.object({
  minStay: z.number().int().nullable(),
  minStayArrival: z.number().int().nullable(),
  maxStay: z.number().int().nullable(),
  closedToArrival: z.boolean().nullable(),
  closedToDeparture: z.boolean().nullable(),
  stopSell: z.boolean().nullable(),
});
export type RateMarks = z.infer<typeof rateMarks>;

/**
 * A night's restrictions as the grid marks them: only those in force (a number set, a flag true);
 * the rest are left out, so a month of New Year marks on 150 objects is 8 KB, not 37 KB (issue 41).
 */
export const rateGridMarks = z.object({
  minStay: z.number().int().optional(),
  minStayArrival: z.number().int().optional(),
  maxStay: z.number().int().optional(),
  closedToArrival: z.literal(true).optional(),
  closedToDeparture: z.literal(true).optional(),
  stopSell: z.literal(true).optional(),
});
export type RateGridMarks = z.infer<typeof rateGridMarks>;

/** One object's row of the grid, nights in date order from the grid's `from`. */
export const rateGridObject = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  buildingId: z.number().int(),
  kind: z.enum(OBJECT_KINDS),
  /** The object's own price per night, kopecks (what a night without a season or entry costs). */
  basePriceKopecks: kopecks,
  /** Each night's price as sold, kopecks. */
  prices: z.array(kopecks),
  /** The nights some restriction touches: their index from `from` and the restrictions in force. */
  restrictions: z.array(z.object({ i: z.number().int() }).extend(rateGridMarks.shape)),
  /** Indexes of the nights that have a grid entry (an override of the seasons). */
  overrides: z.array(z.number().int()),
  /** Indexes of the nights already booked or occupied. */
  booked: z.array(z.number().int()),
});
export type RateGridObject = z.infer<typeof rateGridObject>;

/** GET …/rates: the buildings, then the objects grouped by building and kind. */
export const rateGrid = z.object({
  from: z.string(),
  to: z.string(),
  buildings: z.array(z.object({ id: z.number().int(), name: z.string() })),
  objects: z.array(rateGridObject),
});
export type RateGrid = z.infer<typeof rateGrid>;

/** A night as sold, before or after a change. */
export const rateNightDto = rateMarks.extend({ priceKopecks: kopecks });
export type RateNightDto = z.infer<typeof rateNightDto>;

/** What a change does: the nights it changes (at most 5 000 listed), and how many there are. */
export const rateChangeResult = z.object({
  /** Nights picked (objects × dates on the weekdays). */
  nights: z.number().int(),
  /** Nights whose price or restrictions change. */
  changed: z.number().int(),
  cells: z.array(z.object({ objectId: z.number().int(), date: z.string(), before: rateNightDto, after: rateNightDto })),
  /** Whether `cells` was cut at 5 000. */
  truncated: z.boolean(),
});
export type RateChangeResult = z.infer<typeof rateChangeResult>;

export const backofficeRatesTag = apiTag('backoffice-rates', 'The rate calendar: grid, seasons and rules (R5.28)');
export const rateTags = [backofficeRatesTag.name];

/** The endpoints of `backoffice-rates` (docs/architecture.md § The typed seam); routes: server/routes/backoffice/rates/. */
export const backofficeRatesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/rates',
    access: ['backoffice', 'list'],
    query: rateGridQuery,
    responses: { 200: envelope(rateGrid) },
    summary: "Every object's nights as sold over at most 120 days: price, restrictions, overrides",
    tags: rateTags,
  }),
  preview: endpoint({
    method: 'post',
    path: '/backoffice/rates/preview',
    access: ['backoffice', 'list'],
    body: rateChangeBody,
    responses: { 200: envelope(rateChangeResult) },
    summary: 'What a change over objects × nights would do, without writing',
    tags: rateTags,
  }),
  save: endpoint({
    method: 'put',
    path: '/backoffice/rates',
    access: ['backoffice', 'edit'],
    body: rateChangeBody,
    responses: { 200: envelope(rateChangeResult) },
    summary: "Write a change over objects × nights into the grid's entries (audited)",
    tags: rateTags,
  }),
};
