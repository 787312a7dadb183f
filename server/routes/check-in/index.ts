/**
 * The online check-in through the link a booker shares (docs/rules.md R20.2): GET app/v1/check-in
 * shows which guests of the booking are in, PUT app/v1/check-in/{index} saves one guest's entry.
 * The token comes in the query string or the body (the request log prints the path only); saved
 * data is never shown through the link. Declared in src/contracts/check-in.ts; the work is
 * server/services/check-in.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { bookingByCheckInToken, checkInView, saveGuest } from '../../services/check-in';
import { checkInEndpoints as c } from '../../../src/contracts/check-in';

export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, c.sharedShow, async (req) => ({
    data: await checkInView(app, await bookingByCheckInToken(app, req, req.query.token), false),
  }));

  route(app, c.sharedSaveGuest, async (req) => {
    const { token, phone, ...entry } = req.body;
    const b = await bookingByCheckInToken(app, req, token);
    await saveGuest(app, req, b, req.params.index, entry, { phone });
    return { data: await checkInView(app, b, false) };
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default checkInRoutes;
