/**
 * Back-office dashboard (issue #9): GET app/v1/backoffice/dashboard — today's arrivals and
 * departures, occupancy for the next 30 days, revenue, ADR and RevPAR this month and last,
 * unpaid bookings near their deadline, new form requests, and the series the charts draw.
 * Definitions: src/domain/backoffice.ts.
 */
import { z } from 'zod';
import { envelope, kopecks } from './common';
import { endpoint } from './endpoint';

const stayRef = z.object({
  id: z.number().int(),
  number: z.string(),
  guestName: z.string(),
  objects: z.array(z.string()),
});
const stats = z.object({
  revenueKopecks: kopecks,
  nightsSold: z.number().int(),
  nightsAvailable: z.number().int(),
  occupancyPercent: z.number(),
  adrKopecks: kopecks,
  revparKopecks: kopecks,
});

export const dashboard = z.object({
  today: z.string(),
  arrivals: z.array(stayRef),
  departures: z.array(stayRef),
  next30: stats,
  thisMonth: stats,
  lastMonth: stats,
  occupancySeries: z.array(z.object({ date: z.string(), percent: z.number() })),
  revenueSeries: z.array(z.object({ month: z.string(), revenueKopecks: kopecks })),
  unpaidNearDeadline: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      guestName: z.string(),
      dueKopecks: kopecks,
      paymentDeadline: z.string(),
    }),
  ),
  /** Form requests of the last 7 days. */
  newRequests: z.object({
    count: z.number().int(),
    latest: z.array(
      z.object({ id: z.number().int(), kind: z.string(), name: z.string(), phone: z.string(), createdAt: z.string() }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardResponse = envelope(dashboard);

/** The endpoints of `backoffice-dashboard` (docs/architecture.md § The typed seam). */
export const backofficeDashboardEndpoints = {
  show: endpoint({
    method: 'get',
    path: '/backoffice/dashboard',
    access: ['backoffice', 'show'],
    responses: { 200: dashboardResponse },
    summary: 'Arrivals, departures, occupancy, revenue, ADR, RevPAR, deadlines, requests',
    tags: ['backoffice'],
  }),
};
