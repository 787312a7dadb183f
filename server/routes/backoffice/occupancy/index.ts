/**
 * GET app/v1/backoffice/occupancy — the occupancy chart of a month (docs/rules.md R16.9): objects
 * filtered by building and kind, the active stays with a night in the month, and the nights the
 * channels' calendars take (docs/rules.md R18.7). Declared in
 * src/contracts/backoffice-occupancy.ts (`backofficeOccupancyEndpoints`).
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { bookingObjects, bookings, buildings, channelFeeds, channelSpans, objects } from '../../../db/schema';
import { pick } from '../../../i18n';
import { backofficeOccupancyEndpoints as e } from '../../../../src/contracts/backoffice-occupancy';
import { addMonths } from '../../../../src/domain/backoffice';

export async function occupancyRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const from = `${req.query.month}-01`;
    const to = addMonths(from, 1);
    const company = req.companyId;
    const [blds, objs] = await Promise.all([
      app.db
        .select({ id: buildings.id, name: buildings.name })
        .from(buildings)
        .where(eq(buildings.companyId, company))
        .orderBy(asc(buildings.id)),
      app.db
        .select({
          id: objects.id,
          title: objects.title,
          number: objects.number,
          buildingId: objects.buildingId,
          kind: objects.kind,
        })
        .from(objects)
        .where(
          and(
            eq(objects.companyId, company),
            req.query.buildingId ? eq(objects.buildingId, req.query.buildingId) : undefined,
            req.query.kind ? eq(objects.kind, req.query.kind) : undefined,
          ),
        )
        .orderBy(asc(objects.buildingId), asc(objects.floor), asc(objects.number)),
    ]);
    const ids = objs.map((o) => o.id);
    const stays = ids.length
      ? await app.db
          .select({
            bo: bookingObjects,
            b: { id: bookings.id, number: bookings.number, status: bookings.status, contact: bookings.contact },
          })
          .from(bookingObjects)
          .innerJoin(bookings, eq(bookings.id, bookingObjects.bookingId))
          .where(
            and(
              eq(bookingObjects.active, true),
              inArray(bookingObjects.objectId, ids),
              lt(bookingObjects.checkIn, to),
              gt(bookingObjects.checkOut, from),
              eq(bookings.companyId, company),
            ),
          )
      : [];
    const imported = ids.length
      ? await app.db
          .select({
            spanId: channelSpans.id,
            feedId: channelSpans.feedId,
            channel: channelFeeds.channel,
            objectId: channelSpans.objectId,
            checkIn: channelSpans.checkIn,
            checkOut: channelSpans.checkOut,
          })
          .from(channelSpans)
          .innerJoin(channelFeeds, eq(channelFeeds.id, channelSpans.feedId))
          .where(
            and(
              eq(channelSpans.companyId, company),
              inArray(channelSpans.objectId, ids),
              lt(channelSpans.checkIn, to),
              gt(channelSpans.checkOut, from),
            ),
          )
      : [];
    return {
      data: {
        month: req.query.month,
        from,
        to,
        buildings: blds.map((b) => ({ id: b.id, name: pick(b.name, req.lang) })),
        objects: objs.map((o) => ({ ...o, title: pick(o.title, req.lang) })),
        bars: stays.map(({ bo, b }) => ({
          bookingId: b.id,
          number: b.number,
          objectId: bo.objectId,
          checkIn: bo.checkIn,
          checkOut: bo.checkOut,
          status: b.status,
          guestName: [b.contact.surname, b.contact.name].filter(Boolean).join(' '),
        })),
        imports: imported,
      },
    };
  });
}
