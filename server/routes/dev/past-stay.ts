/**
 * POST /api/dev/past-stay (dev routes only, docs/architecture.md § Testing): a paid two-night stay
 * of the live user with this phone that checked out `daysAgo` days ago (Yekaterinburg), on an
 * apartment free then — what a browser test needs to review a finished stay (docs/rules.md R24.1)
 * on a server whose clock it cannot move. 404 without such a user, 409 without a free apartment.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { bookingObjects, bookings, objects, tariffs, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { normalizePhone } from '../../../src/domain/phone';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import { apiFailure, envelope } from '../../../src/contracts/common';

const NIGHTS = 2;

export const pastStayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/past-stay',
    {
      schema: {
        tags: ['dev'],
        summary: 'A paid past stay of the user with this phone, for the review tests (not in production)',
        body: z.object({ phone: z.string(), daysAgo: z.number().int().min(1).max(60).default(1) }),
        response: {
          201: envelope(z.object({ bookingId: z.number().int(), objectId: z.number().int() })),
          404: apiFailure,
          409: apiFailure,
        },
      },
    },
    async (req, reply) => {
      const phone = normalizePhone(req.body.phone);
      const user = phone
        ? await app.db.query.users.findFirst({ where: and(eq(users.phone, phone), isNull(users.deletedAt)) })
        : undefined;
      if (!user) throw new ApiError(404, 'no such user');
      const checkOut = addDaysIso(hotelToday(app.clock.now()), -req.body.daysAgo);
      const checkIn = addDaysIso(checkOut, -NIGHTS);
      const tariff = await app.db.query.tariffs.findFirst({ where: eq(tariffs.companyId, user.companyId) });
      const free = await app.db
        .select({ id: objects.id, price: objects.priceKopecks })
        .from(objects)
        .where(
          and(
            eq(objects.companyId, user.companyId),
            eq(objects.kind, 'apartment'),
            sql`not exists (select 1 from ${bookingObjects} bo where bo.object_id = ${objects.id} and bo.active
              and bo.check_in < ${checkOut} and bo.check_out > ${checkIn})`,
          ),
        );
      if (!free.length || !tariff) throw new ApiError(409, 'no free apartment');
      const o = free[randomInt(0, free.length)];
      const total = o.price * NIGHTS;
      const bookingId = await app.db.transaction(async (tx) => {
        const [b] = await tx
          .insert(bookings)
          .values({
            companyId: user.companyId,
            userId: user.id,
            number: `GK-P${randomInt(100_000, 999_999)}`,
            checkIn,
            checkOut,
            guests: { adults: 1, children: [] },
            tariffId: tariff.id,
            payerType: 'individual',
            contact: { surname: user.surname ?? '', name: user.name ?? '', phone: phone! },
            price: {
              nights: NIGHTS,
              lines: [{ objectId: o.id, rateKopecks: o.price, amountKopecks: total }],
              tariffAdjustmentKopecks: 0,
              totalKopecks: total,
            },
            totalKopecks: total,
            paidKopecks: total,
            status: 'paid',
            paymentDeadline: new Date(Date.parse(`${checkIn}T00:00:00Z`)),
            createdAt: new Date(Date.parse(`${checkIn}T00:00:00Z`) - 7 * 86_400_000),
          })
          .returning({ id: bookings.id });
        await tx.insert(bookingObjects).values({ bookingId: b.id, objectId: o.id, checkIn, checkOut });
        return b.id;
      });
      return reply.code(201).send({ data: { bookingId, objectId: o.id } });
    },
  );
};
