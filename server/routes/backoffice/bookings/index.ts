/**
 * Back-office bookings and payments (issue #9): the list, the booking's page and the decisions
 * (server/services/booking-decisions.ts: each once, audited, the booker notified). Declared in
 * src/contracts/backoffice-bookings.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeBookingsEndpoints as e } from '../../../../src/contracts/backoffice-bookings';
import {
  cancelByManager,
  confirmTransfer,
  processCancellation,
  recordRefund,
} from '../../../services/booking-decisions';
import { bookingDetail, listBookings } from './repo';

export const backofficeBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await listBookings(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.show, async (req) => ({ data: await bookingDetail(app, req, req.params.id) }));

  route(app, e.confirmTransfer, async (req) => {
    await confirmTransfer(app, req, req.params.id, req.body.paymentId);
    return { data: await bookingDetail(app, req, req.params.id) };
  });

  route(app, e.processCancellation, async (req) => {
    await processCancellation(app, req, req.params.id);
    return { data: await bookingDetail(app, req, req.params.id) };
  });

  route(app, e.cancel, async (req) => {
    await cancelByManager(app, req, req.params.id, req.body.reason);
    return { data: await bookingDetail(app, req, req.params.id) };
  });

  route(app, e.refunds, async (req) => {
    await recordRefund(app, req, req.params.id, req.body.amountKopecks, req.body.note);
    return { data: await bookingDetail(app, req, req.params.id) };
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeBookingRoutes;
