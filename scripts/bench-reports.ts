/**
 * `npm run bench:reports` (docs/rules.md R13.5): the time to generate a 12-month owner report as
 * PDF and as XLSX on the server — GET app/v1/reports/export of the demo owner over the embedded
 * PGlite (in memory, demo data), 10 runs each after one warm-up; prints the median and the range
 * in milliseconds and the file sizes.
 * Usage: `npm run bench:reports [-- --runs 10]`.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { newToken, sha256 } from '../server/auth';
import { sessions, users } from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { addMonths } from '../src/domain/reports';
import { hotelToday } from '../src/domain/hotel-time';

const i = process.argv.indexOf('--runs');
const runs = i > 0 ? Number(process.argv[i + 1]) : 10;

const app = await buildApp({ config: { dataDir: ':memory:', logLevel: 'warn', rateLimitPerMinute: 1_000_000 } });
const owner = await app.db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS.owner) });
if (!owner) throw new Error('no demo owner');
const token = newToken();
await app.db.insert(sessions).values({
  userId: owner.id,
  role: 'owner',
  tokenHash: sha256(token),
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 3_600_000),
});
const to = addMonths(hotelToday(new Date()).slice(0, 7), -1);
const from = addMonths(to, -11);
const headers = { company: '1', devicelocale: 'ru', authorization: `Bearer ${token}` };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

console.log(`12-month owner report ${from}..${to}, ${runs} runs each (after one warm-up)`);
console.log(
  'format'.padEnd(8),
  'median ms'.padStart(10),
  'min ms'.padStart(8),
  'max ms'.padStart(8),
  'bytes'.padStart(9),
);
for (const format of ['pdf', 'xlsx'] as const) {
  const url = `/api/app/v1/reports/export?from=${from}&to=${to}&format=${format}`;
  const warm = await app.inject({ method: 'GET', url, headers });
  if (warm.statusCode !== 200) throw new Error(`${format}: ${warm.statusCode} ${warm.body.slice(0, 200)}`);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${format}: ${res.statusCode}`);
  }
  console.log(
    format.padEnd(8),
    median(times).toFixed(1).padStart(10),
    Math.min(...times)
      .toFixed(1)
      .padStart(8),
    Math.max(...times)
      .toFixed(1)
      .padStart(8),
    String(warm.rawPayload.length).padStart(9),
  );
}
await app.close();
