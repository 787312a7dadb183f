/**
 * Back-office bookings and payments (issue #9): the list, the booking's page and the decisions
 * (server/services/booking-decisions.ts: each once, audited, the booker notified).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { idParams } from '../../../../src/contracts/common';
import {
  backofficeBookingListQuery,
  backofficeBookingListResponse,
  backofficeBookingResponse,
  cancelBody,
  confirmTransferBody,
  refundBody,
} from '../../../../src/contracts/backoffice-bookings';
import { cancelByManager, confirmTransfer, processCancellation, recordRefund } from '../../../services/booking-decisions';
import { bookingDetail, listBookings } from './repo';

const tags = ['backoffice'];

export const backofficeBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings',
    {
      config: access('backoffice', 'list'),
      schema: { tags, summary: "The company's bookings, filtered (managers only)", headers: appHeaders, querystring: backofficeBookingListQuery, response: { 200: backofficeBookingListResponse } },
    },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await listBookings(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );

  app.get(
    '/bookings/:id',
    {
      config: access('backoffice', 'show'),
      schema: { tags, summary: "A booking's page: guests, documents, payments, refunds", headers: appHeaders, params: idParams, response: { 200: backofficeBookingResponse } },
    },
    async (req) => ({ data: await bookingDetail(app, req, req.params.id) }),
  );

  app.post(
    '/bookings/:id/confirm-transfer',
    {
      config: access('backoffice', 'act'),
      schema: { tags, summary: 'Confirm a bank transfer arrived (once; a second confirm is 409)', headers: appHeaders, params: idParams, body: confirmTransferBody, response: { 200: backofficeBookingResponse } },
    },
    async (req) => {
      await confirmTransfer(app, req, req.params.id, req.body.paymentId);
      return { data: await bookingDetail(app, req, req.params.id) };
    },
  );

  app.post(
    '/bookings/:id/process-cancellation',
    {
      config: access('backoffice', 'act'),
      schema: { tags, summary: 'Process a received cancellation request (refund as the tariff allows)', headers: appHeaders, params: idParams, response: { 200: backofficeBookingResponse } },
    },
    async (req) => {
      await processCancellation(app, req, req.params.id);
      return { data: await bookingDetail(app, req, req.params.id) };
    },
  );

  app.post(
    '/bookings/:id/cancel',
    {
      config: access('backoffice', 'act'),
      schema: { tags, summary: 'Cancel a booking on the company’s decision (all paid is due back)', headers: appHeaders, params: idParams, body: cancelBody, response: { 200: backofficeBookingResponse } },
    },
    async (req) => {
      await cancelByManager(app, req, req.params.id, req.body.reason);
      return { data: await bookingDetail(app, req, req.params.id) };
    },
  );

  app.post(
    '/bookings/:id/refunds',
    {
      config: access('backoffice', 'act'),
      schema: { tags, summary: 'Record a refund paid back (not more than is due)', headers: appHeaders, params: idParams, body: refundBody, response: { 200: backofficeBookingResponse } },
    },
    async (req) => {
      await recordRefund(app, req, req.params.id, req.body.amountKopecks, req.body.note);
      return { data: await bookingDetail(app, req, req.params.id) };
    },
  );
};
