/**
 * Bookings (docs/rules.md R5):
 * - POST app/v1/bookings — create (logged in or not). A logged-out visitor gets a `claimToken`
 *   and a 30-minute hold, and must log in by SMS before paying; POST app/v1/bookings/{id}/claim
 *   attaches the booking to the account (./create.ts has the rules).
 * - GET app/v1/bookings (the caller's, paginated), GET app/v1/bookings/{id} (owner only).
 * - POST app/v1/bookings/{id}/cancellation-request — received now, processed by a job.
 * - POST app/v1/bookings/{id}/payments `{ method: card | bank_transfer }` → `{ confirmationUrl }`
 *   or the bank requisites (server/services/payment-start.ts).
 * Payments themselves: server/routes/payments/; uploads: server/routes/uploads/.
 * Schemas: src/contracts/bookings.ts; queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { startPayment } from '../../services/payment-start';
import { appHeaders, envelope, idParams } from '../../../src/contracts/common';
import { bookingClaim, bookingCreate, bookingCreated, bookingDetail, bookingList, bookingListQuery, paymentStarted } from '../../../src/contracts/bookings';
import { paymentStart } from '../../../src/contracts/payments';
import { uploadHeaders } from '../../../src/contracts/uploads';
import { createBooking } from './create';
import * as repo from './repo';

const tags = ['bookings'];

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    {
      config: access('bookings', 'create'),
      schema: {
        tags,
        summary: 'Create a booking awaiting payment (logged in, or a 30-minute hold with a claim token)',
        headers: appHeaders.extend(uploadHeaders.shape),
        body: bookingCreate,
        response: { 201: envelope(bookingCreated) },
      },
    },
    async (req, reply) => {
      const { row, claimToken } = await createBooking(app, req, req.body);
      return reply.code(201).send({ data: { ...(await repo.bookingDto(app, req, row)), claimToken } });
    },
  );

  app.post(
    '/bookings/:id/claim',
    {
      config: access('bookings', 'claim'),
      schema: {
        tags,
        summary: 'Attach a booking made while logged out to the caller (after SMS login)',
        headers: appHeaders,
        params: idParams,
        body: bookingClaim,
        response: { 200: envelope(bookingDetail) },
      },
    },
    async (req) => ({ data: await repo.bookingDto(app, req, await repo.claimBooking(app, req, req.params.id, req.body.token)) }),
  );

  app.get(
    '/bookings',
    {
      config: access('bookings', 'list'),
      schema: {
        tags,
        summary: "The caller's bookings, newest first (Refine resource `bookings`)",
        headers: appHeaders,
        querystring: bookingListQuery,
        response: { 200: bookingList },
      },
    },
    async (req) => repo.listBookings(app, req, req.query),
  );

  app.get(
    '/bookings/:id',
    {
      config: access('bookings', 'show'),
      schema: { tags, summary: 'One booking of the caller (confirmation)', headers: appHeaders, params: idParams, response: { 200: envelope(bookingDetail) } },
    },
    async (req) => ({ data: await repo.bookingDto(app, req, await repo.ownBooking(app, req, req.params.id)) }),
  );

  app.post(
    '/bookings/:id/cancellation-request',
    {
      config: access('bookings', 'cancel'),
      schema: {
        tags,
        summary: 'Request cancellation; it is processed later by a job (R5.19)',
        headers: appHeaders,
        params: idParams,
        response: { 200: envelope(bookingDetail) },
      },
    },
    async (req) => ({ data: await repo.bookingDto(app, req, await repo.requestCancellation(app, req, req.params.id)) }),
  );

  app.post(
    '/bookings/:id/payments',
    {
      config: access('bookings', 'pay'),
      schema: {
        tags: ['payments'],
        summary: 'Start a payment: card → { confirmationUrl }; bank_transfer (legal entities) → requisites',
        headers: appHeaders,
        params: idParams,
        body: paymentStart,
        response: { 201: envelope(paymentStarted) },
      },
    },
    async (req, reply) => {
      const b = await repo.ownBooking(app, req, req.params.id);
      const started = await startPayment(app, req, b, req.body.method);
      // A transfer moves the deadline (R5.16): answer with the booking as it is now.
      const booking = req.body.method === 'bank_transfer' ? await repo.bookingDto(app, req, await repo.ownBooking(app, req, b.id)) : undefined;
      return reply.code(201).send({ data: { ...started, booking } });
    },
  );
};
