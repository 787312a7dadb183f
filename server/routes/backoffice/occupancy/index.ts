/**
 * GET app/v1/backoffice/occupancy — the occupancy chart of a month (docs/rules.md R16.9): objects
 * filtered by building and kind, the active stays with a night in the month, and the nights the
 * channels' calendars take (docs/rules.md R18.7). Declared in
 * src/contracts/backoffice-occupancy.ts (`backofficeOccupancyEndpoints`).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { companies } from '../../../db/schema';
import { pick } from '../../../i18n';
import { backofficeOccupancyEndpoints as e } from '../../../../src/contracts/backoffice-occupancy';
import type { Occupancy } from '../../../../src/contracts/backoffice-occupancy';
import { addMonths } from '../../../../src/domain/backoffice';

type Title = { ru: string; en: string };
type Kind = Occupancy['objects'][number]['kind'];
type Status = Occupancy['bars'][number]['status'];

export async function occupancyRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const from = `${req.query.month}-01`;
    const to = addMonths(from, 1);
    const company = req.companyId;
    const { buildingId, kind } = req.query;
    // The chart's objects: the rows, and the objects whose stays and imports are drawn.
    const shown = sql`o.company_id = ${company}${buildingId ? sql` and o.building_id = ${buildingId}` : sql``}${
      kind ? sql` and o.kind = ${kind}` : sql``
    }`;
    // One statement (docs/architecture.md § The server): each part a subquery answering JSON
    // arrays; table names written out, the subqueries stand on their own.
    const [r] = await app.db
      .select({
        blds: sql<[number, Title][] | null>`(select json_agg(json_build_array(id, name) order by id)
          from buildings where company_id = ${company})`,
        objs: sql<[number, Title, string, number, Kind][] | null>`(select json_agg(json_build_array(o.id, o.title,
          o.number, o.building_id, o.kind) order by o.building_id, o.floor, o.number, o.id) from objects o where ${shown})`,
        bars: sql<[number, string, number, string, string, Status, string | null, string | null][] | null>`(select
          json_agg(json_build_array(b.id, b.number, bo.object_id, bo.check_in, bo.check_out, b.status,
            b.contact->>'surname', b.contact->>'name') order by bo.id)
          from booking_objects bo join objects o on o.id = bo.object_id join bookings b on b.id = bo.booking_id
          where ${shown} and bo.active and bo.check_in < ${to} and bo.check_out > ${from} and b.company_id = ${company})`,
        imports: sql<[number, number, string, number, string, string][] | null>`(select
          json_agg(json_build_array(s.id, s.feed_id, f.channel, s.object_id, s.check_in, s.check_out) order by s.id)
          from channel_spans s join objects o on o.id = s.object_id join channel_feeds f on f.id = s.feed_id
          where ${shown} and s.company_id = ${company} and s.check_in < ${to} and s.check_out > ${from})`,
      })
      .from(companies)
      .where(eq(companies.id, company));
    return {
      data: {
        month: req.query.month,
        from,
        to,
        buildings: (r?.blds ?? []).map(([id, name]) => ({ id, name: pick(name, req.lang) })),
        objects: (r?.objs ?? []).map(([id, title, number, buildingId, kind]) => ({
          id,
          title: pick(title, req.lang),
          number,
          buildingId,
          kind,
        })),
        bars: (r?.bars ?? []).map(([bookingId, number, objectId, checkIn, checkOut, status, surname, name]) => ({
          bookingId,
          number,
          objectId,
          checkIn,
          checkOut,
          status,
          guestName: [surname, name].filter(Boolean).join(' '),
        })),
        imports: (r?.imports ?? []).map(([spanId, feedId, channel, objectId, checkIn, checkOut]) => ({
          spanId,
          feedId,
          channel,
          objectId,
          checkIn,
          checkOut,
        })),
      },
    };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default occupancyRoutes;
