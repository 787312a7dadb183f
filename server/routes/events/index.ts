/**
 * Live events (docs/rules.md R23.10): POST app/v1/events/ticket issues a single-use ticket for the
 * stream GET app/v1/events (server/routes/live-stream.ts, registered outside the company-scoped group because the
 * browser's `EventSource` sends no headers).
 */
import { and, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LIVE_TICKET_SECONDS, liveEventsEndpoints as e } from '../../../src/contracts/live-events';
import { newToken, requireUser, sha256 } from '../../auth';
import { liveEventTickets } from '../../db/schema';
import { route } from '../../route';

export async function liveEventRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.ticket, async (req) => {
    const u = requireUser(req);
    const now = app.clock.now();
    const ticket = newToken();
    // Spent and expired tickets are of no use: each issue sweeps those older than an hour.
    await app.db
      .delete(liveEventTickets)
      .where(and(lt(liveEventTickets.expiresAt, new Date(now.getTime() - 3600_000))));
    await app.db.insert(liveEventTickets).values({
      companyId: u.companyId,
      userId: u.id,
      sessionId: u.sessionId,
      tokenHash: sha256(ticket),
      expiresAt: new Date(now.getTime() + LIVE_TICKET_SECONDS * 1000),
      createdAt: now,
    });
    return { data: { ticket, expiresIn: LIVE_TICKET_SECONDS } };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default liveEventRoutes;
