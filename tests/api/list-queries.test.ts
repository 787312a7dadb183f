/**
 * Statements per list request (docs/architecture.md § The server, "where the time goes" of the
 * lists): every GET list route of the OpenAPI document (tests/api/list-routes.ts), asked once on the
 * demo data as the first role its cell admits, answers 200 within a ceiling of statements, so an
 * N+1 (a statement per row) cannot come back unnoticed. The lists read in one statement besides
 * the session lookup are held to exactly that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { TestClock } from './helpers';
import { demoSessions, listRoutes, type ListRoute } from './list-routes';
import { meterQueries } from './query-meter';

/** Lists read in one statement (their page, the joined names and the total) besides the session. */
const ONE_STATEMENT = [
  'agents',
  'agents/rooms',
  'applications',
  'backoffice/applications',
  'backoffice/bookings',
  'backoffice/dashboard',
  'backoffice/document-requests',
  'backoffice/documents',
  'backoffice/objects',
  'backoffice/occupancy',
  'backoffice/polls',
  'backoffice/pool',
  'backoffice/rents',
  'backoffice/services',
  'backoffice/utility-accounts',
  'bills',
  'bookings',
  'documents',
  'documents/requests',
  'owner-rooms',
  'reports',
  'requested-services',
];
/** Every other list: the most statements one request may take, the session lookup included. */
const CEILING = 6;

let app: FastifyInstance;
let routes: ListRoute[];

beforeAll(async () => {
  app = await buildApp({
    config: { dataDir: ':memory:', rateLimitPerMinute: 100_000, authCodeLimitPerHour: 100_000 },
    clock: new TestClock(new Date('2026-06-15T09:00:00Z')),
  });
  await app.ready();
  routes = await listRoutes(app, await demoSessions(app));
});

afterAll(() => app.close());

describe('statements per list request', () => {
  it('every list answers within its ceiling; the one-statement lists in one besides the session', async () => {
    expect(routes.map((r) => r.short)).toEqual(expect.arrayContaining(ONE_STATEMENT));
    const meter = meterQueries(app.db);
    const counts: Record<string, number> = {};
    try {
      for (const r of routes) {
        meter.reset();
        const res = await app.inject({ url: r.url, headers: { company: '1', devicelocale: 'ru', ...r.auth } });
        expect(res.statusCode, r.url).toBe(200);
        counts[r.short] = meter.queries;
      }
    } finally {
      meter.stop();
    }
    const over = Object.entries(counts).filter(([short, n]) => (ONE_STATEMENT.includes(short) ? n > 2 : n > CEILING));
    expect(over).toEqual([]);
    const one = routes.filter((r) => ONE_STATEMENT.includes(r.short));
    // With a session: its lookup plus the list's one statement.
    for (const r of one) expect(counts[r.short], r.short).toBe(r.role ? 2 : 1);
  });
});
