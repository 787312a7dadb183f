/**
 * `npm run bench:cluster` (docs/architecture.md § Operations): how the portal scales out on this
 * machine. Starts a throwaway PostgreSQL, Redis, three portal instances (`server/main.ts`, each its
 * own process, web only: `JOBS=off`) and two nginx balancers — one in front of instance A alone,
 * one round robin over A, B and C — then runs autocannon against each balancer in turn with the
 * same mix of API reads (the object search with dates and guests, one object, the buildings).
 * Prints requests/s and p99 for one and for three instances and their ratio; a ratio, not an
 * absolute (the machine's cores bound it: one Node process uses about one core).
 * Usage: `npm run bench:cluster [-- --duration 15 --connections 20 --runs 3]` (median of runs).
 */
// autocannon ships no types; the part used here is typed below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import { startPgCluster } from '../tests/api/pg-cluster';
import { startInstance, startNginx, startRedis } from '../tests/cluster/harness';

interface Result {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
const run = autocannon as (opts: Record<string, unknown>) => Promise<Result>;
const arg = (name: string, d: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const duration = Number(arg('duration', '15'));
const connections = Number(arg('connections', '20'));
const runs = Number(arg('runs', '3'));

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const headers = { company: '1', devicelocale: 'ru' };
const requests = [
  {
    method: 'GET',
    path: `/api/app/v1/objects?checkIn=${day(30)}&checkOut=${day(33)}&adults=2&_start=0&_end=12`,
    headers,
  },
  { method: 'GET', path: '/api/app/v1/objects/3', headers },
  { method: 'GET', path: '/api/app/v1/building', headers },
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const pg = await startPgCluster();
const redis = await startRedis();
const env = {
  DATABASE_URL: pg.url,
  REDIS_URL: redis.url,
  JOBS: 'off',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  TRUST_PROXY: '127.0.0.1',
  BOOKING_JOBS_SECONDS: '0',
  UTILITY_JOBS_SECONDS: '0',
};
const stops: (() => unknown)[] = [() => pg.stop(), () => redis.stop()];
try {
  // The first instance seeds the database; the other two start on it together.
  const a = await startInstance('A', env);
  stops.unshift(() => a.stop());
  const [b, c] = await Promise.all([startInstance('B', env), startInstance('C', env)]);
  stops.unshift(
    () => b.stop(),
    () => c.stop(),
  );
  const one = await startNginx([a.port]);
  const three = await startNginx([a.port, b.port, c.port]);
  stops.unshift(
    () => one.stop(),
    () => three.stop(),
  );
  const measure = async (url: string) => {
    await run({ url, requests, connections, duration: 3 }); // warm-up: plans, caches, JIT
    const rs: Result[] = [];
    for (let i = 0; i < runs; i++) rs.push(await run({ url, requests, connections, duration }));
    const rps = rs.map((r) => r.requests.average);
    return {
      rps: median(rps),
      spread: `${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)}`,
      p99: median(rs.map((r) => r.latency.p99)),
      failed: rs.reduce((n, r) => n + r.non2xx + r.errors, 0),
    };
  };
  const r1 = await measure(one.url);
  const r3 = await measure(three.url);
  console.log(
    `\nbench:cluster — ${connections} connections, ${duration} s × ${runs} runs (median), mix: search, object, buildings`,
  );
  console.log(
    'setup'.padEnd(34) + 'req/s'.padStart(8) + '  spread'.padEnd(14) + 'p99 ms'.padStart(8) + 'failed'.padStart(8),
  );
  for (const [name, r] of [
    ['1 instance behind nginx', r1],
    ['3 instances behind nginx', r3],
  ] as const)
    console.log(
      name.padEnd(34) +
        r.rps.toFixed(0).padStart(8) +
        `  ${r.spread}`.padEnd(14) +
        String(r.p99).padStart(8) +
        String(r.failed).padStart(8),
    );
  console.log(`ratio 3 / 1: ${(r3.rps / r1.rps).toFixed(2)} × req/s, p99 ${(r3.p99 / r1.p99).toFixed(2)} ×`);
} finally {
  for (const s of stops) await s();
}
process.exit(0);
