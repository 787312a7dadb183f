/**
 * Operations (issue 25 item 4; docs/architecture.md § Operations): the probes /livez and /readyz,
 * /metrics behind METRICS_TOKEN, and graceful shutdown of `server/main.ts` on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { freePort } from './pg-cluster';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { companyTestApp, type TestApp } from './helpers';

describe('probes', () => {
  let db: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, db } = await companyTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it('/livez answers 200', async () => {
    const r = await app.inject({ url: '/livez' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 with every check passed, 503 once the database is closed', async () => {
    const ok = await app.inject({ url: '/readyz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', checks: { database: true, migrations: true, storage: true } });
    await db.close();
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: false } });
  });

  it('/metrics is 404 when no METRICS_TOKEN is configured', async () => {
    const r = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(r.statusCode).toBe(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let testbed: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testbed = await companyTestApp({ config: { metricsToken: 's3cret-token' } });
    ({ app } = testbed);
  });
  afterAll(async () => testbed.close());

  it('answers 404 without the token and with a wrong one', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token!' } })).statusCode).toBe(
      404,
    );
  });

  it('answers Prometheus text with request durations by route and status, event-loop lag and job counters', async () => {
    await app.inject({ url: '/livez' });
    const r = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer s3cret-token' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/livez"[^}]*status_code="200"[^}]*\} 1/);
    expect(r.body).toContain('nodejs_eventloop_lag_seconds');
    expect(r.body).toContain('jobs_failed_total');
    expect(r.body).toContain('db_pool_connections');
  });
});

describe('graceful shutdown of server/main.ts', () => {
  it('on SIGTERM an in-flight request completes, new connections are refused, the process exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        LOG_LEVEL: 'warn',
        BOOKING_JOBS_SECONDS: '0',
        UTILITY_JOBS_SECONDS: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        const up = await fetch(`${base}/livez`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (i > 600) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      // A request whose body is still arriving when the signal comes.
      const body = JSON.stringify({ phone: '+79990000001' });
      const inFlight = new Promise<number>((res, rej) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/app/v1/auth/code',
            method: 'POST',
            headers: { company: '1', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (resp) => {
            resp.resume();
            resp.on('end', () => res(resp.statusCode ?? 0));
          },
        );
        req.on('error', rej);
        req.write(body.slice(0, 5));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(async () => {
            // Meanwhile a new connection is refused.
            const fresh = await fetch(`${base}/livez`).then(
              (r) => r.status,
              (e: Error) => (e.cause as { code?: string })?.code ?? e.message,
            );
            expect(fresh === 'ECONNREFUSED' || fresh === 503).toBe(true);
            req.end(body.slice(5));
          }, 500);
        }, 200);
      });
      const status = await inFlight;
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(500);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
