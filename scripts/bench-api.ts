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
 * schema; printed with req/s and p99, the slowest against the search's req/s in the same run and
 * the targets of issue 24 (slowest ≥ search / 3, p99 ≤ 100 ms).
 * Usage: `npm run bench:api [-- --duration 5 --list-duration 2 --connections 10 --only pglite|postgres]`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
// autocannon ships no types; the part used here is typed below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { newToken, sha256 } from '../server/auth';
import { sessions, users } from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { can, ROLES, type Role } from '../src/domain/access';
import type { ServerConfig } from '../server/config';
import { findPgBin, startPgCluster, type PgCluster } from '../tests/api/pg-cluster';
import { occupiedObjectIds } from '../server/services/availability';
import { catalogue } from '../server/routes/objects/repo';

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
const duration = Number(arg('duration', '5'));
const listDuration = Number(arg('list-duration', '2'));
const connections = Number(arg('connections', '10'));
const only = arg('only', '');
const hasDist = existsSync(join(process.cwd(), 'dist', 'index.html'));
if (!hasDist) console.warn('dist/ is missing: run `npx vite build` first to include the static-file route');

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const BUILDING = '/api/app/v1/building';
const SEARCH = `/api/app/v1/objects?checkIn=${day(30)}&checkOut=${day(33)}&adults=2&children=5&_start=0&_end=12&_sort=price&_order=asc`;
const headers = { company: '1', devicelocale: 'ru', 'accept-encoding': 'br, gzip' };
const row = (name: string, r: Result) =>
  `${name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx + r.errors).padStart(8)}`;

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
    const mean = async (f: () => Promise<unknown>) => {
      for (let i = 0; i < 50; i++) await f();
      const t = performance.now();
      for (let i = 0; i < 300; i++) await f();
      return ((performance.now() - t) / 300).toFixed(2);
    };
    const plain = { company: '1', devicelocale: 'ru' };
    rows.push(
      `  one search in process, ms: request ${await mean(() => app.inject({ url: SEARCH, headers: plain }))}` +
        `, with br ${await mean(() => app.inject({ url: SEARCH, headers }))}` +
        `, availability statement ${await mean(() => occupiedObjectIds(app.db, day(30), day(33)))}` +
        `, catalogue ${await mean(() => catalogue(app.db, 1))}`,
    );
    const routes: [string, string][] = [
      ['GET app/v1/building', BUILDING],
      ['GET app/v1/objects (dates+guests)', SEARCH],
    ];
    if (hasDist) routes.push(['static /favicon.svg', '/favicon.svg']);
    // The demo tenant's session, made directly (no SMS round trip).
    const tenant = await app.db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS.guest) });
    const token = newToken();
    if (tenant) {
      await app.db.insert(sessions).values({
        userId: tenant.id,
        role: 'guest',
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      routes.push(['GET app/v1/bills (tenant, 14 months)', '/api/app/v1/bills']);
    }
    const rps: Record<string, number> = {};
    for (const [name, path] of routes) {
      const auth = path.startsWith('/api/app/v1/bills') ? { authorization: `Bearer ${token}` } : {};
      const r = await run({ url: base + path, duration, connections, headers: { ...headers, ...auth } });
      rps[name] = r.requests.average;
      rows.push(row(name, r));
    }
    rows.push(...(await everyList(app, base, rps['GET app/v1/objects (dates+guests)'])));
    // Both at once: does a cheap request wait behind the search?
    const [search, building] = await Promise.all([
      run({ url: base + SEARCH, duration, connections, headers }),
      run({ url: base + BUILDING, duration, connections: 2, headers }),
    ]);
    rows.push(row('  under load: objects (10 conn.)', search));
    rows.push(row('  under load: building (2 conn.)', building));
    if (rps['static /favicon.svg']) {
      rows.push(
        `  search / static requests/s: ${(rps['GET app/v1/objects (dates+guests)'] / rps['static /favicon.svg']).toFixed(2)}`,
      );
    }
  } finally {
    await app.close();
  }
  return rows;
}

type Schema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  anyOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/** A value a required query parameter accepts, from its name (dates, months, a phone) or its JSON schema. */
function sample(name: string, s: Schema = {}): string {
  if (name === 'month') return day(0).slice(0, 7);
  if (name === 'from') return day(-30);
  if (name === 'to') return day(0);
  if (name === 'phone') return DEMO_USERS.guest;
  if (s.anyOf?.length) return sample(name, s.anyOf[0]);
  if (s.enum?.length) return String(s.enum[0]);
  if (s.type === 'integer' || s.type === 'number') return String(s.minimum ?? 1);
  if (s.type === 'boolean') return 'true';
  if (s.format === 'date' || s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return day(0);
  if (s.pattern?.includes('\\d{4}-')) return day(0).slice(0, 7);
  return 'a';
}

/**
 * Every GET list route of the OpenAPI document, each as the first role its cell admits.
 * @returns printed rows, then the slowest route against `searchRps`.
 */
async function everyList(
  app: Awaited<ReturnType<typeof buildApp>>,
  base: string,
  searchRps: number,
): Promise<string[]> {
  const doc = app.swagger() as { paths: Record<string, { get?: Operation }> };
  const tokens = new Map<Role, string>();
  for (const role of ROLES) {
    const u = await app.db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS[role]) });
    if (!u) continue;
    const token = newToken();
    await app.db
      .insert(sessions)
      .values({ userId: u.id, role, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3_600_000) });
    tokens.set(role, token);
  }
  const out: string[] = [
    `  every GET list route of the OpenAPI document, as the first role its cell admits (${listDuration}s each):`,
  ];
  const results: { name: string; rps: number; p99: number }[] = [];
  for (const [path, item] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    // A list route: a GET without path parameters answering JSON (files and exports are not lists).
    if (!item.get || path.includes('{') || !path.startsWith('/api/app/v1/')) continue;
    if (!Object.keys(item.get.responses?.['200']?.content ?? {}).some((c) => c.includes('json'))) continue;
    const cell = app.routeAccess.get(`GET ${path}`);
    if (!cell) continue;
    const role = can(null, cell.resource, cell.action)
      ? null
      : ROLES.find((r) => tokens.has(r) && can(r, cell.resource, cell.action));
    if (role === undefined) continue;
    const query = new URLSearchParams();
    for (const p of item.get.parameters ?? [])
      if (p.in === 'query' && p.required) query.set(p.name, sample(p.name, p.schema));
    const url = `${base}${path}${query.size ? `?${query}` : ''}`;
    const auth = role ? { authorization: `Bearer ${tokens.get(role)}` } : {};
    const r = await run({ url, duration: listDuration, connections, headers: { ...headers, ...auth } });
    const name = `    ${path.slice('/api/app/v1/'.length)} (${role ?? 'anonymous'})`;
    results.push({ name: name.trim(), rps: r.requests.average, p99: r.latency.p99 });
    out.push(row(name, r));
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
      out.push('', ...(await bench('PostgreSQL', { databaseUrl: url })));
    } finally {
      await new Promise((r) => setTimeout(r, 300));
      cluster?.stop();
    }
  } else {
    out.push('', 'PostgreSQL: skipped (set DATABASE_URL or install initdb/pg_ctl)');
  }
}
console.log(
  `\n${'route'.padEnd(44)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(8)}   (${duration}s, ${connections} connections)`,
);
for (const l of out) console.log(l);
