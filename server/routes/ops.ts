/**
 * Operations endpoints outside the api/ contract (docs/architecture.md § Operations):
 * `GET /livez` (the process answers), `GET /readyz` (database reachable, migrations applied,
 * file store reachable — the local folder writable, or the S3 bucket answering; 503 otherwise or
 * while shutting down) and, with `METRICS_TOKEN` set,
 * `GET /metrics` (Prometheus text; `Authorization: Bearer <token>`, otherwise 404).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import metricsPlugin from 'fastify-metrics';
import { sql } from 'drizzle-orm';
import { MIGRATION_COUNT, type DbHandle } from '../db/client';
import { jobStats } from '../jobs/stats';

const hidden = { schema: { hide: true } };

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(req: FastifyRequest, token: string): boolean {
  const got = Buffer.from(req.headers.authorization ?? '');
  const want = Buffer.from(`Bearer ${token}`);
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * Registers the probes and, when `app.config.metricsToken` is set, the metrics.
 * @param handle the open database (ping, pool counts).
 */
export async function opsRoutes(app: FastifyInstance, handle: DbHandle): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  const token = app.config.metricsToken;
  if (token) await registerMetrics(app, handle, token);

  app.get('/livez', hidden, async () => ({ status: 'ok' }));

  app.get('/readyz', hidden, async (req, reply) => {
    const checks: Record<string, boolean> = { database: false, migrations: false, storage: false };
    try {
      await handle.ping();
      checks.database = true;
      const r = await app.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      const rows = (r as unknown as { rows: { n: number }[] }).rows;
      checks.migrations = (rows[0]?.n ?? 0) >= MIGRATION_COUNT;
    } catch (e) {
      req.log.warn({ err: e }, 'readyz: database check failed');
    }
    checks.storage = await app.storage.check().then(
      () => true,
      (e: unknown) => {
        req.log.warn({ err: e }, `readyz: ${app.storage.kind} file storage check failed`);
        return false;
      },
    );
    const ready = !closing && Object.values(checks).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : closing ? 'closing' : 'unavailable', checks });
  });
}

/** fastify-metrics and the app's own gauges, before the routes they measure; GET /metrics behind `token`. */
async function registerMetrics(app: FastifyInstance, handle: DbHandle, token: string): Promise<void> {
  await app.register(metricsPlugin, {
    endpoint: null,
    // The global registry: one app per process in production (tests build one with a token).
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true },
    routeMetrics: {
      enabled: true,
      registeredRoutesOnly: true,
    },
  });
  const client = app.metrics.client;
  const register = client.register;
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on PGlite)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      if (!handle.pool) return;
      this.set({ state: 'total' }, handle.pool.totalCount);
      this.set({ state: 'idle' }, handle.pool.idleCount);
      this.set({ state: 'waiting' }, handle.pool.waitingCount);
    },
  });
  for (const [name, help, key] of [
    ['jobs_run_total', 'Background job runs since start', 'run'],
    ['jobs_failed_total', 'Background job runs that failed since start', 'failed'],
  ] as const) {
    new client.Counter({
      name,
      help,
      labelNames: ['job'],
      registers: [register],
      collect() {
        this.reset();
        for (const [job, s] of jobStats) this.inc({ job }, s[key]);
      },
    });
  }
  app.get('/metrics', hidden, async (req, reply) => {
    if (!bearerMatches(req, token)) return reply.code(404).send({ message: req.t('error.notFoundApi') });
    return reply.type(register.contentType).send(await register.metrics());
  });
}
