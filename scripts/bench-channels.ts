/**
 * `npm run bench:channels` (docs/rules.md R18; docs/architecture.md § Channel sync):
 * indicative figures of calendar sync on the embedded PGlite (in memory, demo data):
 * - the export feed of a busy object (a 2-night stay every 3 days for two years): size raw, gzip,
 *   brotli, and the time to render it (median of 5);
 * - the import of a feed just under the 1 MiB bound, served by a local server: events, spans
 *   stored, time of fetch + parse + store (median of 3);
 * - the import job (`importFeeds`) over N feeds of 40 events each (`--feeds N`, default 20).
 * Numbers on a loaded machine mean little: run it on a quiet one.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { channelFeeds, objects, ownerStays, users } from '../server/db/schema';
import { exportTokenOf, renderExport } from '../server/services/channel-export';
import { importFeed, importFeeds } from '../server/services/channel-sync';
import { hotelToday } from '../src/domain/hotel-time';
import { addDaysIso } from '../src/domain/datetime';

const i = process.argv.indexOf('--feeds');
const N = i > 0 ? Number(process.argv[i + 1]) : 20;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = async (f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const app = await buildApp({
  config: { dataDir: ':memory:', logLevel: 'warn', icalAllowHttpHosts: ['127.0.0.1'], icalImportSeconds: 0 },
});
const today = hotelToday(new Date());
const objs = await app.db
  .select({ id: objects.id })
  .from(objects)
  .limit(N + 2);
const [someone] = await app.db.select({ id: users.id }).from(users).limit(1);

// 1. A busy object's export.
const busy = objs[0].id;
const stays = Array.from({ length: 243 }, (_, k) => ({
  companyId: 1,
  objectId: busy,
  ownerId: someone.id,
  checkIn: addDaysIso(today, k * 3),
  checkOut: addDaysIso(today, k * 3 + 2),
}));
await app.db.insert(ownerStays).values(stays);
const { token } = await exportTokenOf(app, 1, busy);
const times: number[] = [];
let feed = await renderExport(app, busy, token);
for (let k = 0; k < 5; k++) times.push(await ms(async () => (feed = await renderExport(app, busy, token))));
const body = Buffer.from(feed!.body);
console.log(
  `export of a busy object: ${feed!.events} events, ${kb(body.length)} raw, ${kb(gzipSync(body).length)} gzip, ` +
    `${kb(brotliCompressSync(body).length)} brotli; render ${median(times).toFixed(1)} ms (median of 5)`,
);

// 2. A feed just under 1 MiB, and 3. N ordinary feeds, from a local server.
const event = (uid: string, k: number) =>
  [
    'BEGIN:VEVENT',
    `DTSTAMP:20260101T000000Z`,
    `DTSTART;VALUE=DATE:${addDaysIso(today, 1 + (k % 700)).replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${addDaysIso(today, 3 + (k % 700)).replaceAll('-', '')}`,
    `UID:${uid}-${k}@airbnb.com`,
    'SUMMARY:Airbnb (Not available)',
    'END:VEVENT',
  ].join('\r\n');
const calendar = (uid: string, n: number) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN\r\nCALSCALE:GREGORIAN\r\n${Array.from(
    { length: n },
    (_, k) => event(uid, k),
  ).join('\r\n')}\r\nEND:VCALENDAR\r\n`;
let big = calendar('big', 1);
for (let n = 1000; Buffer.byteLength(big) < 1_000_000; n += 100) big = calendar('big', n);
const small = calendar('small', 40);
const server = createServer((req, res) => res.writeHead(200).end(req.url === '/big.ics' ? big : small));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const [bigFeed] = await app.db
  .insert(channelFeeds)
  .values({ companyId: 1, objectId: objs[1].id, channel: 'Airbnb', url: `${base}/big.ics` })
  .returning();
const bigTimes: number[] = [];
let stored = 0;
for (let k = 0; k < 3; k++)
  bigTimes.push(await ms(async () => (stored = (await importFeed(app, bigFeed)).spans ?? -1)));
console.log(
  `import of a ${kb(Buffer.byteLength(big))} feed: ${stored} spans stored; fetch + parse + store ` +
    `${median(bigTimes).toFixed(0)} ms (median of 3; the first ${bigTimes[0].toFixed(0)} ms inserts, the others update)`,
);
await app.db.delete(channelFeeds).where(eq(channelFeeds.id, bigFeed.id));

await app.db
  .insert(channelFeeds)
  .values(
    objs.slice(2, 2 + N).map((o, k) => ({ companyId: 1, objectId: o.id, channel: 'Airbnb', url: `${base}/f${k}.ics` })),
  );
const jobTimes: number[] = [];
let result: Awaited<ReturnType<typeof importFeeds>> = null;
for (let k = 0; k < 3; k++) jobTimes.push(await ms(async () => (result = await importFeeds(app))));
console.log(
  `import job over ${N} feeds of 40 events (${kb(Buffer.byteLength(small))} each): ${median(jobTimes).toFixed(0)} ms ` +
    `(median of 3; first run ${jobTimes[0].toFixed(0)} ms) → ${JSON.stringify(result)}`,
);

server.close();
await app.close();
