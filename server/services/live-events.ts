/**
 * Live events (docs/rules.md R23.10–R23.14): {@link publishLive} delivers an event to every open
 * stream of its audience on this instance and, through the bus, on every other instance — Redis
 * pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set, else this
 * process only (embedded PGlite is one process). One global channel; the audience travels in the
 * payload, which carries ids only (R23.12, NOTIFY's 8000-byte limit). The streams themselves are
 * GET app/v1/events (server/routes/live-stream.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { LiveEvent } from '../../src/contracts/live-events';

export type { LiveEvent };

/** Who receives an event: these users, and/or every manager of this company (R23.11). */
export interface LiveAudience {
  userIds?: number[];
  managersOfCompany?: number;
}

/** One open stream on this instance. */
export interface LiveStream {
  userId: number;
  sessionId: number;
  /** The company whose manager the person is, or null. */
  managerOf: number | null;
  send(event: LiveEvent): void;
  close(): void;
}

/** The bus channel (Redis channel and PostgreSQL LISTEN channel). */
export const LIVE_CHANNEL = 'portal_live';

/** What crosses the bus: the sending instance, the audience and the event — ids only. */
interface BusMessage {
  origin: string;
  audience: LiveAudience;
  event: LiveEvent;
}

/** A transport between instances. */
interface Bus {
  kind: 'redis' | 'postgres' | 'local';
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

/** The live hub of one app (`app.liveHub`): its streams by user and its bus. */
export interface LiveHub {
  origin: string;
  byUser: Map<number, Set<LiveStream>>;
  bus: Bus;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-event hub ({@link startLiveEvents}); seen by every plugin of the app. */
    liveHub: LiveHub;
  }
}

/** Delay before the PostgreSQL listener reconnects, ms (doubles up to 30 s). */
const PG_RETRY_MS = 500;

/** Delivers `event` to this instance's streams of `audience`. */
function deliverLocal(hub: LiveHub, audience: LiveAudience, event: LiveEvent): number {
  const targets = new Set<LiveStream>();
  for (const id of audience.userIds ?? []) for (const s of hub.byUser.get(id) ?? []) targets.add(s);
  if (audience.managersOfCompany !== undefined)
    for (const set of hub.byUser.values())
      for (const s of set) if (s.managerOf === audience.managersOfCompany) targets.add(s);
  for (const s of targets) s.send(event);
  return targets.size;
}

/** Handles a payload from the bus: someone else's message is delivered here. */
function onBusPayload(app: FastifyInstance, hub: LiveHub, payload: string): void {
  try {
    const m = JSON.parse(payload) as BusMessage;
    if (m.origin !== hub.origin) deliverLocal(hub, m.audience, m.event);
  } catch (e) {
    app.log.warn({ err: e }, 'live events: unreadable bus message');
  }
}

/** Redis pub/sub: a subscriber connection of its own (ioredis resubscribes after a reconnect). */
function redisBus(app: FastifyInstance, url: string, onPayload: (p: string) => void): Bus {
  const sub = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: null });
  const pub = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  for (const [name, c] of [
    ['subscriber', sub],
    ['publisher', pub],
  ] as const) {
    c.on('error', (err: Error) => app.log.warn({ err: err.message }, `live events: Redis ${name} error`));
    c.on('reconnecting', () => app.log.info(`live events: Redis ${name} reconnecting`));
  }
  void sub.subscribe(LIVE_CHANNEL).catch((e: unknown) => app.log.warn({ err: e }, 'live events: subscribe failed'));
  sub.on('message', (_channel: string, payload: string) => onPayload(payload));
  return {
    kind: 'redis',
    publish: async (payload) => void (await pub.publish(LIVE_CHANNEL, payload)),
    close: async () => {
      await Promise.all([sub.quit().catch(() => sub.disconnect()), pub.quit().catch(() => pub.disconnect())]);
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY over a dedicated `pg` client, reconnected with back-off when it fails. */
function postgresBus(app: FastifyInstance, url: string, onPayload: (p: string) => void): Bus {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = PG_RETRY_MS;
  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => n.channel === LIVE_CHANNEL && n.payload && onPayload(n.payload));
    const retry = (err: unknown) => {
      if (client === c) client = null;
      c.removeAllListeners('error');
      c.on('error', () => undefined);
      void c.end().catch(() => undefined);
      if (closed) return;
      app.log.warn({ err }, `live events: PostgreSQL listener lost; reconnecting in ${delay} ms`);
      setTimeout(() => void connect(), delay).unref();
      delay = Math.min(delay * 2, 30_000);
    };
    c.on('error', retry);
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      client = c;
      delay = PG_RETRY_MS;
    } catch (e) {
      retry(e);
    }
  };
  const ready = connect();
  return {
    kind: 'postgres',
    publish: async (payload) => {
      await ready;
      if (!client) throw new Error('PostgreSQL listener not connected');
      await client.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Starts the live hub of `app` and its bus (Redis, else PostgreSQL, else in-process); the app's
 * close ends every open stream first, so the instance can stop (server/shutdown.ts).
 */
export function startLiveEvents(app: FastifyInstance): void {
  const hub: LiveHub = {
    origin: randomUUID(),
    byUser: new Map(),
    bus: { kind: 'local', publish: async () => {}, close: async () => {} },
  };
  const onPayload = (p: string) => onBusPayload(app, hub, p);
  const { redisUrl, databaseUrl } = app.config;
  if (redisUrl) hub.bus = redisBus(app, redisUrl, onPayload);
  else if (databaseUrl) hub.bus = postgresBus(app, databaseUrl, onPayload);
  app.decorate('liveHub', hub);
  app.log.info(`live events: ${hub.bus.kind} bus`);
  // Open streams end before the listener waits for its connections to finish.
  app.addHook('preClose', async () => {
    for (const set of hub.byUser.values()) for (const s of [...set]) s.close();
  });
  app.addHook('onClose', async () => hub.bus.close());
}

/** The hub of `app`. @throws Error when {@link startLiveEvents} did not run. */
function hubOf(app: FastifyInstance): LiveHub {
  if (!app.hasDecorator('liveHub')) throw new Error('live events not started');
  return app.liveHub;
}

/** Adds an open stream; @returns the function that removes it. */
export function addLiveStream(app: FastifyInstance, stream: LiveStream): () => void {
  const { byUser } = hubOf(app);
  let set = byUser.get(stream.userId);
  if (!set) byUser.set(stream.userId, (set = new Set()));
  set.add(stream);
  return () => {
    set.delete(stream);
    if (set.size === 0 && byUser.get(stream.userId) === set) byUser.delete(stream.userId);
  };
}

/** How many streams are open on this instance (the metrics and tests read it). */
export function openLiveStreams(app: FastifyInstance): number {
  let n = 0;
  for (const set of hubOf(app).byUser.values()) n += set.size;
  return n;
}

/**
 * Delivers `event` to every open stream of `audience`, here and on every other instance
 * (docs/rules.md R23.10–R23.11). Never throws into the caller: a bus failure is logged, and the
 * screens catch up at their next resync (R23.13).
 */
export async function publishLive(app: FastifyInstance, audience: LiveAudience, event: LiveEvent): Promise<void> {
  if (!app.hasDecorator('liveHub')) return;
  const hub = app.liveHub;
  try {
    deliverLocal(hub, audience, event);
    if (hub.bus.kind !== 'local')
      await hub.bus.publish(JSON.stringify({ origin: hub.origin, audience, event } satisfies BusMessage));
  } catch (e) {
    app.log.warn({ err: e, event: event.type }, 'live events: publish failed');
  }
}
