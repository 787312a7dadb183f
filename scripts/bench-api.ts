/**
 * `npm run bench:api` (docs/architecture.md § Testing): starts the app on a free port with an
 * in-memory database and
 * runs autocannon (~5 s each, 10 connections) against GET /api/app/v1/building, the object
 * search with dates and guests over the demo data, and a static file of the built SPA
 * (/favicon.svg, served when dist/ exists). Prints requests/s and p99 latency per route.
 * Usage: `npm run bench:api [-- --duration 5 --connections 10]`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
// autocannon ships no types; the part used here is typed below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import { buildApp } from '../server/app';

interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
const run = autocannon as (opts: Record<string, unknown>) => Promise<Result>;

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const duration = arg('duration', 5);
const connections = arg('connections', 10);
const hasDist = existsSync(join(process.cwd(), 'dist', 'index.html'));

const app = await buildApp({
  config: { dataDir: ':memory:', production: hasDist, rateLimitPerMinute: 10_000_000, devRoutes: false },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const routes: [string, string][] = [
  ['GET app/v1/building', '/api/app/v1/building'],
  ['GET app/v1/objects (dates+guests)', `/api/app/v1/objects?checkIn=${day(30)}&checkOut=${day(33)}&adults=2&children=5&_start=0&_end=12&_sort=price&_order=asc`],
];
if (hasDist) routes.push(['static /favicon.svg', '/favicon.svg']);
else console.warn('dist/ is missing: run `npx vite build` first to include the static-file route');

const rows: string[] = [];
for (const [name, path] of routes) {
  const r = await run({ url: base + path, duration, connections, headers: { company: '1', devicelocale: 'ru' } });
  rows.push(`${name.padEnd(36)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx + r.errors).padStart(8)}`);
}
console.log(`\n${'route'.padEnd(36)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(8)}   (${duration}s, ${connections} connections)`);
for (const row of rows) console.log(row);
await app.close();
