/**
 * The revenue manager's numbers (docs/rules.md R16.12): GET app/v1/backoffice/revenue?year=YYYY —
 * room-nights available and sold, occupancy, room revenue, ADR and RevPAR by month and building of
 * the year, and the pace of the next 90 nights against the same point a year earlier; GET
 * app/v1/backoffice/revenue/xlsx?year=YYYY — both tables as a workbook. The maths is
 * src/domain/revenue.ts; route: server/routes/backoffice/revenue/.
 */
import { z } from 'zod';
import { envelope, kopecks } from './common';
import { endpoint } from './endpoint';

/** The years a manager may ask for (the complex's history and a year ahead). */
export const REVENUE_YEARS = { min: 2000, max: 2100 } as const;

export const revenueQuery = z.object({
  /** The calendar year of the month table; the complex's current year when absent. */
  year: z.coerce.number().int().min(REVENUE_YEARS.min).max(REVENUE_YEARS.max).optional(),
});
export type RevenueQuery = z.infer<typeof revenueQuery>;

const figures = {
  nightsAvailable: z.number().int(),
  nightsSold: z.number().int(),
  revenueKopecks: kopecks,
  /** Percent with one decimal. */
  occupancyPercent: z.number(),
  adrKopecks: kopecks,
  revparKopecks: kopecks,
};

/** One row of the month table: a month (`YYYY-MM`) or the year (`YYYY`), of a building or of every building (`buildingId` null). */
export const revenueMonthRow = z.object({ month: z.string(), buildingId: z.number().int().nullable(), ...figures });
export type RevenueMonthRow = z.infer<typeof revenueMonthRow>;

/** One week of the pace window: this year's nights `[from, to)` and the same a year earlier. */
export const paceBucket = z.object({
  from: z.string(),
  to: z.string(),
  lastFrom: z.string(),
  lastTo: z.string(),
  nights: z.number().int(),
  revenueKopecks: kopecks,
  lastNights: z.number().int(),
  lastRevenueKopecks: kopecks,
});
export type PaceBucketRow = z.infer<typeof paceBucket>;

export const revenueReport = z.object({
  year: z.number().int(),
  /** The complex's date the pace is seen from. */
  today: z.string(),
  /** Buildings with rooms for sale, by id. */
  buildings: z.array(z.object({ id: z.number().int(), name: z.string() })),
  rows: z.array(revenueMonthRow),
  pace: z.object({
    from: z.string(),
    to: z.string(),
    lastFrom: z.string(),
    lastTo: z.string(),
    buckets: z.array(paceBucket),
  }),
});
export type RevenueReport = z.infer<typeof revenueReport>;

const tags = ['backoffice'];

/** The endpoints of `backoffice-revenue` (docs/architecture.md § The typed seam). */
export const backofficeRevenueEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/revenue',
    access: ['backoffice', 'list'],
    query: revenueQuery,
    responses: { 200: envelope(revenueReport) },
    summary: 'Occupancy, ADR and RevPAR by month and building, and the 90-night pace',
    tags,
  }),
  file: endpoint({
    method: 'get',
    path: '/backoffice/revenue/xlsx',
    access: ['backoffice', 'list'],
    query: revenueQuery,
    responses: {},
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    summary: 'The month table and the pace as XLSX',
    tags,
  }),
};
