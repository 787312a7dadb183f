/**
 * Bookings (docs/rules.md R5):
 * - POST app/v1/bookings — create (logged in or not). A logged-out visitor gets a `claimToken`
 *   and a 30-minute hold, and must log in by SMS before paying; POST app/v1/bookings/{id}/claim
 *   attaches the booking to the account (./create.ts has the rules).
 * - GET app/v1/bookings (the caller's, paginated), GET app/v1/bookings/{id} (owner only).
 * - GET app/v1/bookings/quote — a stay's price and restrictions as a booking now would have them (./quote.ts).
 * - POST app/v1/bookings/{id}/cancellation-request — received now, processed by a job.
 * - POST app/v1/bookings/{id}/payments `{ method: card | bank_transfer }` → `{ confirmationUrl }`
 *   or the bank requisites (server/services/payments/start.ts).
 * - POST app/v1/bookings/{id}/tourist-tax-exemptions — a guest's exemption claim (./exemptions.ts, R5.26).
 * - GET app/v1/bookings/{id}/check-in, PUT …/check-in/{index}, POST …/check-in/link — the online
 *   check-in (server/services/check-in.ts, R20.2; the shared link's routes: server/routes/check-in/).
 * Payments themselves: server/routes/payments/; uploads: server/routes/uploads/.
 * Declared in src/contracts/bookings.ts (`bookingsEndpoints`; docs/architecture.md § The typed seam);
 * queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { startBookingPayment } from '../../services/payments';
import { bookingsEndpoints as e } from '../../../src/contracts/bookings';
import { checkInEndpoints as c } from '../../../src/contracts/check-in';
import { checkInView, createCheckInLink, saveGuest } from '../../services/check-in';
import { requireUser } from '../../auth';
import { createBooking } from './create';
import { quoteBooking } from './quote';
import { claimExemption } from './exemptions';
import * as repo from './repo';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.create, async (req) => {
    const { row, claimToken } = await createBooking(app, req, req.body);
    return { data: { ...(await repo.bookingDto(app, req, row)), claimToken } };
  });

  route(app, e.quote, async (req) => ({ data: await quoteBooking(app, req, req.query) }));

  route(app, e.claim, async (req) => ({
    data: await repo.bookingDto(app, req, await repo.claimBooking(app, req, req.params.id, req.body.token)),
  }));

  route(app, e.list, async (req) => repo.listBookings(app, req, req.query));

  route(app, e.show, async (req) => ({
    data: await repo.bookingDto(app, req, await repo.ownBooking(app, req, req.params.id)),
  }));

  route(app, e.cancellationRequest, async (req) => ({
    data: await repo.bookingDto(app, req, await repo.requestCancellation(app, req, req.params.id)),
  }));

  route(app, e.exemptionClaim, async (req) => {
    await claimExemption(app, req, req.params.id, req.body);
    return { data: await repo.bookingDto(app, req, await repo.ownBooking(app, req, req.params.id)) };
  });

  route(app, c.show, async (req) => ({
    data: await checkInView(app, await repo.ownBooking(app, req, req.params.id), true),
  }));

  route(app, c.saveGuest, async (req) => {
    const b = await repo.ownBooking(app, req, req.params.id);
    const user = requireUser(req);
    await saveGuest(app, req, b, req.params.index, req.body, { userId: user.id, phone: user.phone });
    return { data: await checkInView(app, b, true) };
  });

  route(app, c.createLink, async (req) => ({
    data: await createCheckInLink(app, req, await repo.ownBooking(app, req, req.params.id)),
  }));

  route(app, e.pay, async (req) => {
    const b = await repo.ownBooking(app, req, req.params.id);
    const started = await startBookingPayment(app, req, b, req.body.method);
    // A transfer moves the deadline (R5.16): answer with the booking as it is now.
    const booking =
      req.body.method === 'bank_transfer'
        ? await repo.bookingDto(app, req, await repo.ownBooking(app, req, b.id))
        : undefined;
    return { data: { ...started, booking } };
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default bookingRoutes;
