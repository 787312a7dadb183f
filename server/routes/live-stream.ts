/**
 * GET app/v1/events?ticket=… (docs/rules.md R23.10–R23.14): the caller's live events as
 * Server-Sent Events. The ticket (POST app/v1/events/ticket) is redeemed once, on whichever
 * instance the balancer picked (the tickets are a table); the stream then carries `retry:`, a
 * heartbeat comment every LIVE_HEARTBEAT_MS (@fastify/sse, which also sends `X-Accel-Buffering:
 * no` so nginx passes it unbuffered, R23.14) and one `data:` line of JSON per event. No
 * `Last-Event-ID` replay: after a reconnect the client refetches (R23.13). The stream ends when its
 * session is logged out or revoked (checked at each heartbeat) and when the instance stops.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { liveStreamQuery } from '../../src/contracts/live-events';
import { access } from '../access';
import { sha256 } from '../auth';
import { liveEventTickets, sessions, users } from '../db/schema';
import { ApiError } from '../errors';
import { addLiveStream } from '../services/live-events';

/** The `retry:` hint sent first, ms: how long the browser waits before reconnecting by itself. */
export const LIVE_RETRY_MS = 3000;

/** The person behind a ticket, once redeemed; undefined when it is unknown, spent or expired. */
async function redeem(app: FastifyInstance, ticket: string) {
  const now = app.clock.now();
  const [t] = await app.db
    .update(liveEventTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(liveEventTickets.tokenHash, sha256(ticket)),
        isNull(liveEventTickets.usedAt),
        gt(liveEventTickets.expiresAt, now),
      ),
    )
    .returning({ userId: liveEventTickets.userId, sessionId: liveEventTickets.sessionId });
  if (!t) return undefined;
  const [u] = await app.db
    .select({ companyId: users.companyId, roles: users.roles })
    .from(users)
    .where(and(eq(users.id, t.userId), isNull(users.deletedAt), isNull(users.blockedAt)));
  return u && (await sessionLive(app, t.sessionId)) ? { ...t, ...u } : undefined;
}

/** Whether session `id` is neither revoked nor expired. */
async function sessionLive(app: FastifyInstance, id: number): Promise<boolean> {
  const [s] = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`${app.clock.now()}`)));
  return Boolean(s);
}

/** Registers GET /events under the prefix it is given (/api/app/v1; outside the `company` scope). */
export async function liveStreamRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/events',
    {
      sse: { kind: 'only' },
      // The stream is written as it goes: never compressed (which would buffer it).
      compress: false,
      config: access('notifications', 'liveStream'),
      schema: { querystring: liveStreamQuery, hide: true },
    },
    async (req, reply) => {
      const { ticket } = req.query as { ticket: string };
      const who = await redeem(app, ticket);
      if (!who) throw new ApiError(401, req.t('auth.unauthenticated'));
      reply.sse.keepAlive();
      // Fastify must not answer once the handler returns: the stream is written by @fastify/sse.
      reply.hijack();
      await reply.sse.send({ retry: LIVE_RETRY_MS, data: { type: 'ready' } });
      const remove = addLiveStream(app, {
        userId: who.userId,
        sessionId: who.sessionId,
        managerOf: who.roles.includes('manager') ? who.companyId : null,
        send: (event) => {
          if (reply.sse.isConnected) void reply.sse.send({ data: event }).catch(() => reply.sse.close());
        },
        close: () => reply.sse.close(),
      });
      const check = setInterval(() => {
        void sessionLive(app, who.sessionId).then(
          (live) => live || reply.sse.close(),
          () => undefined,
        );
      }, app.config.liveHeartbeatMs);
      check.unref();
      reply.sse.onClose(() => {
        clearInterval(check);
        remove();
      });
    },
  );
}
