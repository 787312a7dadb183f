/**
 * The occupancy chart (docs/rules.md R16.9): GET app/v1/backoffice/occupancy?month=YYYY-MM
 * [&buildingId][&kind] — the objects (rows), the live bookings that have a night in the month
 * (bars) and the spans imported from the channels' calendars (bars by channel, docs/rules.md
 * R18.7). Placing bars on day columns is src/domain/backoffice.ts `chessBar`.
 */
import { z } from 'zod';
import { envelope, id, isoMonth } from './common';
import { OBJECT_KINDS } from '../domain/objects';
import { endpoint } from './endpoint';

export const occupancyQuery = z.object({
  month: isoMonth,
  buildingId: id.optional(),
  kind: z.enum(OBJECT_KINDS).optional(),
});
export type OccupancyQuery = z.infer<typeof occupancyQuery>;

export const occupancy = z.object({
  month: z.string(),
  /** First night of the month and the day after its last (`[from, to)`). */
  from: z.string(),
  to: z.string(),
  buildings: z.array(z.object({ id: z.number().int(), name: z.string() })),
  objects: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      number: z.string(),
      buildingId: z.number().int(),
      kind: z.enum(OBJECT_KINDS),
    }),
  ),
  bars: z.array(
    z.object({
      bookingId: z.number().int(),
      number: z.string(),
      objectId: z.number().int(),
      checkIn: z.string(),
      checkOut: z.string(),
      status: z.enum(['awaiting_payment', 'paid', 'cancelled']),
      guestName: z.string(),
    }),
  ),
  /** Nights taken by the channels' feeds (docs/rules.md R18.3), drawn by channel. */
  imports: z.array(
    z.object({
      spanId: z.number().int(),
      feedId: z.number().int(),
      channel: z.string(),
      objectId: z.number().int(),
      checkIn: z.string(),
      checkOut: z.string(),
    }),
  ),
});
export type Occupancy = z.infer<typeof occupancy>;
export const occupancyResponse = envelope(occupancy);

/** The endpoints of `backoffice-occupancy` (docs/architecture.md § The typed seam); route: server/routes/backoffice/occupancy/. */
export const backofficeOccupancyEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/occupancy',
    access: ['backoffice', 'list'],
    query: occupancyQuery,
    responses: { 200: occupancyResponse },
    summary: 'Occupancy chart of a month: objects as rows, stays as bars',
    tags: ['backoffice'],
  }),
};
