/**
 * `npm run bench:api` (docs/architecture.md § The server): starts the app on a free port and runs
 * autocannon (~5 s each, 10 connections) against GET /api/app/v1/building, the object search with
 * dates and guests over the demo data, and a static file of the built SPA (/favicon.svg, served
 * when dist/ exists); then the search and the building list together (search at 10 connections,
 * building at 2) to show what a cheap request waits behind the search. Prints requests/s and p99
 * latency per route, and the search's share of the static file's requests/s. Also GET
 * app/v1/bills of the demo tenant (two accounts, 14 months of receipts and payments; docs/rules.md R10.1).
 * Runs on the embedded PGlite (in memory), then on PostgreSQL when `DATABASE_URL` is set or a
 * local PostgreSQL (initdb/pg_ctl, see tests/api/pg-cluster.ts) is installed.
 * Before the HTTP runs it prints where one search's time goes, in process (mean of 300 after a
 * warm-up): the whole request plain and with Brotli, the availability statement, the catalogue.
 * Then every GET list route of the OpenAPI document (a GET whose path has no parameter), generated
 * from the document, not hand-picked: each asked as a demo user of the first role its policy cell
 * admits (src/domain/access.ts; anonymous when public), required query parameters filled from their
 * schema; printed with req/s and p99 over HTTP and, measured in process one request at a time
 * (`--runs` requests after a warm-up, no compression), the statements per request, the ms per
 * request and of those the ms the database was busy and the ms of the response schema's
 * serialisation; the slowest against the search's req/s in the same run and the targets of issue
 * 24 (slowest ≥ search / 3, p99 ≤ 100 ms).
 *
 * `--route bills,backoffice/dashboard` keeps only the list routes whose path contains one of the
 * parts (any GET route of the document, with or without path parameters: `{id}` is taken as 1)
 * and prints, per route, where its time goes: before the handler (routing, session, access,
 * validation), the handler (its statements and its JavaScript), serialisation and the rest, then
 * its statements with calls and ms per request. `--quick`: PGlite only, 1 s per route, 20
 * requests in process, no load pair. `--in-process`: only the in-process columns (statements, ms).
 * `--rate-calendar` (issue 39): only the search with dates, on the demo, then with a grid entry for
 * every object and each of the next 365 nights (./bench-rate-calendar.ts): the second's req/s
 * against the first's (target ≥ 0.7), and the cost of pricing a stay no search has priced in 5 s.
 * Usage: `npm run bench:api [-- --duration 5 --list-duration 2 --connections 10 --runs 50
 * --only pglite|postgres --route part[,part] --quick --in-process --rate-calendar]`.
 */
import diagnostics from 'node:diagnostics_channel';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
// autocannon ships no types; the part used here is typed below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import type { Role } from '../src/domain/access';
import type { ServerConfig } from '../server/config';
import { findPgBin, startPgCluster, type PgCluster } from '../tests/api/pg-cluster';
import { meterQueries, type StatementStats } from '../tests/api/query-meter';
import { demoSessions, listRoutes } from '../tests/api/list-routes';
import { occupiedObjectIds } from '../server/services/availability';
import { catalogue } from '../server/routes/objects/repo';
import { fillRateCalendar } from './bench-rate-calendar';
import { rateCalendarChanged, stayRates } from '../server/services/search-rates';
import { hotelToday } from '../src/domain/hotel-time';

type App = Awaited<ReturnType<typeof buildApp>>;
interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
const run = autocannon as (opts: Record<string, unknown>) => Promise<Result>;

const arg = (name: string, d: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const quick = process.argv.includes('--quick');
const inProcess = process.argv.includes('--in-process');
const rateCalendar = process.argv.includes('--rate-calendar');
const duration = Number(arg('duration', quick ? '1' : '5'));
const listDuration = Number(arg('list-duration', quick ? '1' : '2'));
const connections = Number(arg('connections', '10'));
const runs = Number(arg('runs', quick ? '20' : '50'));
const only = arg('only', quick ? 'pglite' : '');
const routeParts = arg('route', '')
  .split(',')
  .map((s) => s.trim().replace(/^\/+/, ''))
  .filter(Boolean);
const hasDist = existsSync(join(process.cwd(), 'dist', 'index.html'));
if (!hasDist && !routeParts.length)
  console.warn('dist/ is missing: run `npx vite build` first to include the static-file route');

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const BUILDING = '/api/app/v1/building';
const SEARCH = `/api/app/v1/objects?checkIn=${day(30)}&checkOut=${day(33)}&adults=2&children=5&_start=0&_end=12&_sort=price&_order=asc`;
const SEARCH_NAME = 'GET app/v1/objects (dates+guests)';
const headers = { company: '1', devicelocale: 'ru', 'accept-encoding': 'br, gzip' };
const plain = { company: '1', devicelocale: 'ru' };
const W = 52;
const num = (v: number, digits = 0, width = 8) => v.toFixed(digits).padStart(width);
const row = (name: string, r: Result | null, b?: Breakdown) =>
  `${name.padEnd(W)} ${r ? `${num(r.requests.average)} ${num(r.latency.p99)} ${num(r.non2xx + r.errors)}` : `${'-'.padStart(8)} `.repeat(3).trimEnd()}` +
  (b ? `${num(b.queries, 1, 7)} ${num(b.ms, 2)} ${num(b.cpuMs, 2)} ${num(b.dbMs, 2)} ${num(b.serialise, 2)}` : '');

/** Where one request's time goes, in process, means per request (ms). */
interface Breakdown {
  status: number;
  /** The answer's size, bytes (uncompressed). */
  bytes: number;
  ms: number;
  /**
   * CPU ms of the process per request (user + system, every thread): steadier than wall-clock ms on
   * a busy machine, since PGlite runs in this process.
   */
  cpuMs: number;
  /** Routing, the company check, the session, the access cell and validation. */
  before: number;
  /** The handler: its statements and its JavaScript (mapping rows to DTOs). */
  handler: number;
  /** The response schema's serialisation (fastify-type-provider-zod: parse, then JSON). */
  serialise: number;
  /** Statements per request, and of those before the handler (the session). */
  queries: number;
  queriesBefore: number;
  /** ms during which a statement was in flight. */
  dbMs: number;
  statements: StatementStats[];
}

/**
 * Asks `url` `runs` times in process, one at a time, after a warm-up, and splits the time with
 * Fastify's handler tracing channel (start → the handler's promise settles → the reply is
 * serialised) and the query meter (tests/api/query-meter.ts).
 */
async function breakdown(app: App, url: string, h: Record<string, string>, n = runs): Promise<Breakdown> {
  const channel = diagnostics.tracingChannel('fastify.request.handler');
  const marks = { start: 0, asyncStart: 0, asyncEnd: 0, queriesAtStart: 0 };
  const meter = meterQueries(app.db);
  const subscribers = {
    start: () => {
      marks.start = performance.now();
      marks.queriesAtStart = meter.queries;
    },
    end: () => undefined,
    asyncStart: () => void (marks.asyncStart = performance.now()),
    asyncEnd: () => void (marks.asyncEnd = performance.now()),
    error: () => undefined,
  };
  channel.subscribe(subscribers);
  const sum = { ms: 0, before: 0, handler: 0, serialise: 0, queriesBefore: 0 };
  let status = 0;
  let bytes = 0;
  try {
    for (let i = 0; i < Math.max(5, n / 5); i++) await app.inject({ url, headers: h });
    meter.reset();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < n; i++) {
      const q0 = meter.queries;
      marks.start = marks.asyncStart = marks.asyncEnd = 0;
      const t0 = performance.now();
      const res = await app.inject({ url, headers: h });
      const t1 = performance.now();
      status = res.statusCode;
      bytes = res.rawPayload.length;
      sum.ms += t1 - t0;
      if (marks.start) {
        sum.before += marks.start - t0;
        sum.queriesBefore += marks.queriesAtStart - q0;
        if (marks.asyncStart) {
          sum.handler += marks.asyncStart - marks.start;
          sum.serialise += marks.asyncEnd - marks.asyncStart;
        }
      } else {
        sum.before += t1 - t0;
      }
    }
    const cpu = process.cpuUsage(cpu0);
    return {
      status,
      bytes,
      ms: sum.ms / n,
      cpuMs: (cpu.user + cpu.system) / 1000 / n,
      before: sum.before / n,
      handler: sum.handler / n,
      serialise: sum.serialise / n,
      queries: meter.queries / n,
      queriesBefore: sum.queriesBefore / n,
      dbMs: meter.dbMs / n,
      statements: meter.statements().map((s) => ({ ...s, calls: s.calls / n, ms: s.ms / n })),
    };
  } finally {
    channel.unsubscribe(subscribers);
    meter.stop();
  }
}

/** The lines of `--route`: the phases of one request and its statements. */
function detail(b: Breakdown): string[] {
  const f = (v: number) => v.toFixed(2);
  const out = [
    `      status ${b.status}, ${b.bytes} bytes · ${f(b.ms)} ms (CPU ${f(b.cpuMs)}): before the handler ${f(b.before)} ` +
      `(${b.queriesBefore.toFixed(1)} statements), handler ${f(b.handler)}, serialisation ${f(b.serialise)}, ` +
      `the rest ${f(b.ms - b.before - b.handler - b.serialise)} · database busy ${f(b.dbMs)} ms in ` +
      `${b.queries.toFixed(1)} statements, JavaScript ${f(b.ms - b.dbMs)} ms`,
  ];
  for (const s of b.statements.slice(0, 8)) {
    const sql = s.sql.replace(/\s+/g, ' ');
    out.push(
      `        ${num(s.calls, 1, 5)} × ${num(s.ms, 2, 6)} ms  ${sql.length > 140 ? `${sql.slice(0, 137)}...` : sql}`,
    );
  }
  return out;
}

async function bench(label: string, config: Partial<ServerConfig>): Promise<string[]> {
  const app = await buildApp({
    config: { production: hasDist, rateLimitPerMinute: 10_000_000, devRoutes: false, ...config },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const rows: string[] = [`${label}`];
  try {
    // Where one search's time goes (docs/architecture.md § The server), in process.
    const n = quick ? 50 : 300;
    const mean = async (f: () => Promise<unknown>) => {
      for (let i = 0; i < n / 6; i++) await f();
      const t = performance.now();
      for (let i = 0; i < n; i++) await f();
      return ((performance.now() - t) / n).toFixed(2);
    };
    rows.push(
      `  one search in process, ms: request ${await mean(() => app.inject({ url: SEARCH, headers: plain }))}` +
        `, with br ${await mean(() => app.inject({ url: SEARCH, headers }))}` +
        `, availability statement ${await mean(() => occupiedObjectIds(app.db, day(30), day(33)))}` +
        `, catalogue ${await mean(() => catalogue(app.db, 1))}`,
    );
    if (rateCalendar) return [...rows, ...(await searchOverCalendar(app, base, mean))];
    const routes: [string, string][] = inProcess ? [] : [[SEARCH_NAME, SEARCH]];
    if (!routeParts.length && !inProcess) routes.unshift(['GET app/v1/building', BUILDING]);
    if (hasDist && !routeParts.length && !inProcess) routes.push(['static /favicon.svg', '/favicon.svg']);
    const tokens = await demoSessions(app);
    if (tokens.has('guest') && !routeParts.length && !quick && !inProcess)
      routes.push(['GET app/v1/bills (tenant, 14 months)', '/api/app/v1/bills']);
    const rps: Record<string, number> = {};
    for (const [name, path] of routes) {
      const auth = path.startsWith('/api/app/v1/bills') ? { authorization: `Bearer ${tokens.get('guest')}` } : {};
      const r = await run({ url: base + path, duration, connections, headers: { ...headers, ...auth } });
      rps[name] = r.requests.average;
      rows.push(row(name, r));
    }
    rows.push(...(await everyList(app, base, tokens, rps[SEARCH_NAME])));
    if (quick || routeParts.length || inProcess) return rows;
    // Both at once: does a cheap request wait behind the search?
    const [search, building] = await Promise.all([
      run({ url: base + SEARCH, duration, connections, headers }),
      run({ url: base + BUILDING, duration, connections: 2, headers }),
    ]);
    rows.push(row('  under load: objects (10 conn.)', search));
    rows.push(row('  under load: building (2 conn.)', building));
    if (rps['static /favicon.svg']) {
      rows.push(`  search / static requests/s: ${(rps[SEARCH_NAME] / rps['static /favicon.svg']).toFixed(2)}`);
    }
  } finally {
    await app.close();
  }
  return rows;
}

/**
 * `--rate-calendar`: the search on the demo, then with 365 nights of grid entries on every object,
 * in process (ms) and over HTTP (req/s, p99), and the ratio of the two req/s (target ≥ 0.7).
 */
async function searchOverCalendar(app: App, base: string, mean: (f: () => Promise<unknown>) => Promise<string>) {
  const out: string[] = [];
  const one = async (label: string) => {
    const ms = await mean(() => app.inject({ url: SEARCH, headers: plain }));
    // A stay no search has priced yet (the search reuses a stay's prices for 5 s): one statement and the JavaScript.
    const objs = await catalogue(app.db, 1);
    const fresh = await mean(() => {
      rateCalendarChanged(app.db);
      return stayRates(app.db, 1, objs, day(30), day(33));
    });
    const r = await run({ url: base + SEARCH, duration, connections, headers });
    out.push(
      row(`${SEARCH_NAME} ${label}`, r),
      `    in process ${ms} ms a search; pricing a stay not yet priced ${fresh} ms (${objs.length} objects)`,
    );
    return r.requests.average;
  };
  // A warm-up first: otherwise the second measurement gains the first one's JIT compilation.
  await run({ url: base + SEARCH, duration: Math.min(2, duration), connections, headers });
  const demo = await one('demo');
  const entries = await fillRateCalendar(app.db, hotelToday(new Date()));
  const full = await one(`+ ${entries} grid entries`);
  out.push(`  search with 365-night calendars / on the demo: ${(full / demo).toFixed(2)} (target ≥ 0.7)`);
  return out;
}

/**
 * Every GET list route of the OpenAPI document (with `--route`: every GET route matching a part),
 * each as the first role its cell admits: HTTP req/s and p99, and the in-process breakdown.
 * @returns printed rows, then the slowest route against `searchRps`.
 */
async function everyList(app: App, base: string, tokens: Map<Role, string>, searchRps: number): Promise<string[]> {
  const out: string[] = [
    `  every GET list route of the OpenAPI document, as the first role its cell admits (${listDuration}s each; ` +
      `in process, ${runs} requests: statements, wall and CPU ms per request, database busy and serialisation ms):`,
    `${''.padEnd(W)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(8)}${'stmts'.padStart(7)} ` +
      `${'ms'.padStart(8)} ${'cpu ms'.padStart(8)} ${'db ms'.padStart(8)} ${'ser. ms'.padStart(8)}`,
  ];
  // The search, as the yardstick of the same columns.
  out.push(row(`    ${SEARCH_NAME.slice(4)} (anonymous)`, null, await breakdown(app, SEARCH, plain)));
  const results: { name: string; rps: number; p99: number }[] = [];
  for (const { short, url, role, auth } of await listRoutes(app, tokens, routeParts)) {
    const b = await breakdown(app, url, { ...plain, ...auth });
    const r = inProcess
      ? null
      : await run({ url: base + url, duration: listDuration, connections, headers: { ...headers, ...auth } });
    const name = `    ${short} (${role ?? 'anonymous'})${b.status >= 300 ? ` ${b.status}` : ''}`;
    if (r) results.push({ name: name.trim(), rps: r.requests.average, p99: r.latency.p99 });
    out.push(row(name, r, b));
    if (routeParts.length) out.push(...detail(b));
  }
  const slowest = results.reduce((a, b) => (b.rps < a.rps ? b : a), results[0]);
  const worstP99 = results.reduce((a, b) => (b.p99 > a.p99 ? b : a), results[0]);
  if (slowest && searchRps) {
    out.push(
      `  slowest list: ${slowest.name} ${slowest.rps.toFixed(0)} req/s = ${(slowest.rps / searchRps).toFixed(2)} × the search's (target ≥ 0.33) · ` +
        `worst p99: ${worstP99.name} ${worstP99.p99} ms (target ≤ 100) · ${results.length} routes`,
    );
  }
  return out;
}

const out: string[] = [];
if (only !== 'postgres') out.push(...(await bench('PGlite (embedded, in memory)', { dataDir: ':memory:' })));
if (only !== 'pglite') {
  let cluster: PgCluster | null = null;
  let url = process.env.DATABASE_URL;
  if (!url && findPgBin()) {
    cluster = await startPgCluster();
    url = cluster.url;
  }
  if (url) {
    try {
      // Production on PostgreSQL needs the shared sealing key (docs/rules.md R20.3): a throwaway one.
      const personalDataKey = process.env.PERSONAL_DATA_KEY || randomBytes(32).toString('base64');
      out.push('', ...(await bench('PostgreSQL', { databaseUrl: url, personalDataKey })));
    } finally {
      await new Promise((r) => setTimeout(r, 300));
      cluster?.stop();
    }
  } else {
    out.push('', 'PostgreSQL: skipped (set DATABASE_URL or install initdb/pg_ctl)');
  }
}
console.log(
  `\n${'route'.padEnd(W)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(8)}   (${duration}s, ${connections} connections)`,
);
for (const l of out) console.log(l);
