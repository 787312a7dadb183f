/**
 * Calendar sync with booking sites (docs/rules.md R18, R4.12). The export feed round-trips through
 * a second library (ical.js parses what ical-generator wrote) with the engine's spans, no personal
 * data and stable UIDs, and its token rotates; a feed served by a local server is imported and its
 * nights are taken in the search, the object's calendar and for a new booking (409); a conflict
 * with our own booking is raised once and told to the managers once; a failing feed keeps its
 * last good spans; the SSRF refusals reach the manager's screen; only managers, only their company.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { channelFeeds as feedsTable, companies, objects, ownerStays, users } from '../../server/db/schema';
import { LocalPushService } from '../../server/services/push';
import { importFeed, importFeeds, PARSE_BUDGET } from '../../server/services/channel-sync';
import { sourcedSpans } from '../../server/services/availability';
import { H, TestClock, testApp, type TestApp, postBooking } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
const push = new LocalPushService();
let app: FastifyInstance;
let fixture: TestApp;
let manager: string;
let guest: string;
let owner: string;
let ROOM = 0;
const v1 = '/api/app/v1';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
let feedServer: Server;
let base = '';

const cal = (events: [string, string, string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Channel//EN',
    ...events.flatMap(([uid, from, to]) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20261201T000000Z',
      `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${to.replaceAll('-', '')}`,
      'SUMMARY:Not available',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const serve = (path: string, body: string, status = 200) =>
  routes.set(path, (_q, r) => r.writeHead(status, { 'content-type': 'text/calendar' }).end(body));

const bo = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, lang: 'ru' | 'en' = 'en', t = manager) =>
  app.inject({ method, url: `${v1}/backoffice/${path}`, headers: H(lang, t), ...(payload ? { payload } : {}) });
const search = async (checkIn: string, checkOut: string) =>
  (
    (await app.inject({ url: `${v1}/objects?checkIn=${checkIn}&checkOut=${checkOut}&_end=1000`, headers: H() })).json()
      .data.data as { id: number }[]
  ).map((o) => o.id);
const nights = async (id: number, from: string, to: string) =>
  (await app.inject({ url: `${v1}/objects/${id}/availability?from=${from}&to=${to}`, headers: H() })).json().data
    .bookedNights as string[];
const book = (checkIn: string, checkOut: string) =>
  postBooking(app, guest, ROOM, checkIn, checkOut, {
    surname: 'Sidorova',
    name: 'Anna',
    phone: '+79120001122',
    email: 'anna@example.com',
  });
/** The export's events as ical.js reads them: [uid, DTSTART, DTEND, is all-day, summary]. */
const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text) as never).getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      checkIn: e.startDate.toString(),
      checkOut: e.endDate.toString(),
      allDay: e.startDate.isDate && e.endDate.isDate,
      summary: e.summary,
    };
  });
const sheet = async () => (await bo('GET', `objects/${ROOM}/channels`)).json().data;
/** The feed as the sheet shows it once its first import (started on attaching) has been tried. */
const firstImport = async (id: number) => {
  for (let i = 0; i < 100; i++) {
    const f = (await sheet()).feeds.find((x: { id: number }) => x.id === id);
    if (f?.lastAttemptAt) return f;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`feed ${id} was not imported on attaching`);
};
const managerNotices = () =>
  push.sent.filter((m) => m.token === 'manager-device' && m.message.title.en.startsWith('Calendar conflict'));

beforeAll(async () => {
  fixture = await testApp({
    config: { authCodeResendSeconds: 0, icalAllowHttpHosts: ['127.0.0.1'], publicUrl: 'https://portal.example.ru' },
    clock,
    push,
  });
  app = fixture.app;
  manager = await fixture.login('manager');
  guest = await fixture.login();
  owner = await fixture.login('owner');
  await app.inject({
    method: 'POST',
    url: `${v1}/device`,
    headers: H('en', manager),
    payload: { type: 'web', token: 'manager-device' },
  });
  // An apartment free all December and January.
  ROOM = (await search('2026-12-02', '2027-01-30'))[0];
  expect(ROOM).toBeGreaterThan(0);
  feedServer = createServer((req, res) => {
    const h = routes.get(req.url ?? '');
    if (h) h(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  feedServer?.closeAllConnections();
  await new Promise((r) => feedServer?.close(r));
  await fixture?.close();
});

let bookingNumber = '';
let feedId = 0;

describe('export feed (R18.1, R18.2)', () => {
  it('lists every span of the engine as all-day events without personal data, parsed back by ical.js', async () => {
    const b = await book('2026-12-10', '2026-12-13');
    expect(b.statusCode).toBe(201);
    bookingNumber = b.json().data.number;
    const [o] = await app.db.select().from(objects).where(eq(objects.id, ROOM));
    const [someone] = await app.db.select().from(users).limit(1);
    await app.db.insert(ownerStays).values({
      companyId: 1,
      objectId: ROOM,
      ownerId: o.ownerId ?? someone.id,
      checkIn: '2026-12-24',
      checkOut: '2026-12-27',
    });
    const s = await sheet();
    expect(s.exportPath).toMatch(new RegExp(`^/ical/${ROOM}-[A-Za-z0-9_-]{43}\\.ics$`));
    const r = await app.inject({ url: s.exportPath });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(r.headers['cache-control']).toBe('private, max-age=300');
    const got = events(r.body);
    const engine = await sourcedSpans(app.db, ROOM, '2026-11-01', '2028-12-01');
    expect(got.map(({ checkIn, checkOut }) => ({ checkIn, checkOut }))).toEqual(
      engine.map(({ checkIn, checkOut }) => ({ checkIn, checkOut })),
    );
    expect(got).toContainEqual({
      uid: `booking-${b.json().data.id}-${ROOM}@portal.example.ru`,
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      allDay: true,
      summary: 'Reserved',
    });
    expect(got.some((e) => e.checkIn === '2026-12-24' && e.checkOut === '2026-12-27')).toBe(true);
    expect(r.body).toMatch(/DTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261213/);
    for (const personal of ['Sidorova', 'Anna', '79120001122', 'anna@example.com', bookingNumber])
      expect(r.body).not.toContain(personal);
    // The same spans, the same UIDs; an unchanged feed answers 304 to its ETag.
    const again = await app.inject({ url: s.exportPath });
    expect(events(again.body).map((e) => e.uid)).toEqual(got.map((e) => e.uid));
    const cached = await app.inject({ url: s.exportPath, headers: { 'if-none-match': String(r.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('answers 404 to a wrong or malformed token, and to the old link once rotated', async () => {
    const { exportPath } = await sheet();
    const wrong = exportPath.replace(/-[A-Za-z0-9_-]{43}\.ics$/, `-${'A'.repeat(43)}.ics`);
    for (const url of [
      wrong,
      `/ical/${ROOM}-short.ics`,
      `/ical/${ROOM + 1}${exportPath.slice(`/ical/${ROOM}`.length)}`,
    ])
      expect((await app.inject({ url })).statusCode).toBe(404);
    const r = await bo('POST', `objects/${ROOM}/channels/rotate`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.exportPath).not.toBe(exportPath);
    expect((await app.inject({ url: exportPath })).statusCode).toBe(404);
    expect((await app.inject({ url: r.json().data.exportPath })).statusCode).toBe(200);
    const audit = (await bo('GET', 'audit?entity=channels')).json().data.data as { action: string }[];
    expect(audit.some((a) => a.action === 'rotate')).toBe(true);
  });
});

describe('import (R18.3, R4.12)', () => {
  it('takes the feed’s nights in the search, the object’s calendar and for a new booking', async () => {
    serve('/booking.ics', cal([['bk-1', '2026-12-20', '2026-12-23']]));
    const created = await bo('POST', `objects/${ROOM}/channel-feeds`, {
      channel: 'Booking.com',
      url: `${base}/booking.ics`,
    });
    expect(created.statusCode).toBe(201);
    feedId = created.json().data.id;
    // Imported at once on attaching: the answer (or, on a slow machine, the sheet soon after) shows it.
    const first = created.json().data.lastAttemptAt ? created.json().data : await firstImport(feedId);
    expect(first).toMatchObject({ lastError: null, spanCount: 1, spans: [{ checkIn: '2026-12-20' }] });
    expect(await search('2026-12-21', '2026-12-22')).not.toContain(ROOM);
    const synced = await bo('POST', `channel-feeds/${feedId}/sync`);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().data).toMatchObject({
      lastError: null,
      spanCount: 1,
      spans: [{ checkIn: '2026-12-20', checkOut: '2026-12-23' }],
    });
    expect(synced.json().data.lastSuccessAt).toMatch(/^\d\d:\d\d:\d\d \d\d\.\d\d\.\d{4}$/);
    expect(await search('2026-12-21', '2026-12-22')).not.toContain(ROOM);
    expect(await search('2026-12-23', '2026-12-24')).toContain(ROOM);
    expect(await nights(ROOM, '2026-12-19', '2026-12-23')).toEqual(['2026-12-20', '2026-12-21', '2026-12-22']);
    const refused = await book('2026-12-22', '2026-12-24');
    expect(refused.statusCode).toBe(409);
    expect((await book('2026-12-23', '2026-12-24')).statusCode).toBe(201);
  });

  it('exports imported spans to other channels but not back to their own (no loops)', async () => {
    const s = await sheet();
    const all = events((await app.inject({ url: s.exportPath })).body);
    const spanUid = all.find((e) => e.checkIn === '2026-12-20')?.uid;
    expect(spanUid).toMatch(new RegExp(`^import-\\d+-${ROOM}@portal\\.example\\.ru$`));
    const forBooking = s.feeds.find((f: { id: number }) => f.id === feedId).exportPath;
    expect(forBooking).toBe(`${s.exportPath}?exclude=${feedId}`);
    const own = events((await app.inject({ url: forBooking })).body);
    expect(own.some((e) => e.checkIn === '2026-12-20')).toBe(false);
    expect(own.length).toBe(all.length - 1);
    // Our own export echoed back by a channel is not imported again.
    serve('/echo.ics', (await app.inject({ url: s.exportPath })).body);
    const echo = await bo('POST', `objects/${ROOM}/channel-feeds`, { channel: 'Echo', url: `${base}/echo.ics` });
    const synced = await bo('POST', `channel-feeds/${echo.json().data.id}/sync`);
    expect(synced.json().data).toMatchObject({ lastError: null, spanCount: 0 });
    expect((await bo('DELETE', `channel-feeds/${echo.json().data.id}`)).statusCode).toBe(200);
  });
});

describe('conflicts (R18.5)', () => {
  it('a span over our booking raises one conflict and one notice, however often it is imported', async () => {
    const before = managerNotices().length;
    serve(
      '/booking.ics',
      cal([
        ['bk-1', '2026-12-20', '2026-12-23'],
        ['bk-2', '2026-12-11', '2026-12-12'],
      ]),
    );
    // Three overlapping runs (two jobs and a manager's sync): one conflict, one notice.
    const [job, job2] = await Promise.all([
      importFeeds(app),
      importFeeds(app),
      bo('POST', `channel-feeds/${feedId}/sync`),
    ]);
    expect(job).toMatchObject({ imported: 1, failed: 0 });
    expect(job!.conflicts + job2!.conflicts).toBeLessThanOrEqual(1);
    const list = (await bo('GET', `channel-conflicts?objectId=${ROOM}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      channel: 'Booking.com',
      kind: 'booking',
      refNumber: bookingNumber,
      spanCheckIn: '2026-12-11',
      spanCheckOut: '2026-12-12',
      refCheckIn: '2026-12-10',
      refCheckOut: '2026-12-13',
      acknowledgedAt: null,
    });
    expect(managerNotices().length).toBe(before + 1);
    expect(managerNotices().at(-1)!.message.title).toEqual({
      ru: expect.stringContaining('Конфликт календарей'),
      en: expect.stringContaining('Calendar conflict'),
    });
    await bo('POST', `channel-feeds/${feedId}/sync`);
    expect(await importFeeds(app)).toMatchObject({ conflicts: 0 });
    expect((await bo('GET', `channel-conflicts?objectId=${ROOM}`)).json().data.total).toBe(1);
    expect(managerNotices().length).toBe(before + 1);
    expect((await sheet()).openConflicts).toBe(1);
    const id = list.data[0].id;
    const ack = await bo('POST', `channel-conflicts/${id}/acknowledge`, { note: 'Guest moved on Booking.com' });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().data.acknowledgedAt).not.toBeNull();
    const again = await bo('POST', `channel-conflicts/${id}/acknowledge`, {}, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Этот конфликт уже принят');
    expect((await bo('GET', 'channel-conflicts?status=open')).json().data.total).toBe(0);
  });
});

describe('a failing feed (R18.4)', () => {
  it('keeps its last good spans and shows the error and the last success', async () => {
    const ok = (await sheet()).feeds.find((f: { id: number }) => f.id === feedId);
    for (const [status, body, error, detail] of [
      [500, 'oops', 'status', '500'],
      [200, '<!doctype html><title>Sign in</title>', 'parse', null],
    ] as const) {
      clock.advance(60_000);
      serve('/booking.ics', body, status);
      const r = (await bo('POST', `channel-feeds/${feedId}/sync`)).json().data;
      expect(r).toMatchObject({
        lastError: error,
        lastErrorDetail: detail,
        lastSuccessAt: ok.lastSuccessAt,
        spanCount: 2,
      });
      expect(r.lastAttemptAt).not.toBe(ok.lastAttemptAt);
      expect(await search('2026-12-21', '2026-12-22')).not.toContain(ROOM);
    }
    const listed = (await bo('GET', `channel-feeds?objectId=${ROOM}`)).json().data.data;
    expect(listed[0]).toMatchObject({ id: feedId, lastError: 'parse', spanCount: 2 });
  });

  it('an emptied feed frees its nights; removing a feed frees them too', async () => {
    serve('/booking.ics', cal([]));
    expect((await bo('POST', `channel-feeds/${feedId}/sync`)).json().data).toMatchObject({
      lastError: null,
      spanCount: 0,
    });
    expect(await search('2026-12-21', '2026-12-22')).toContain(ROOM);
    serve('/booking.ics', cal([['bk-1', '2026-12-20', '2026-12-23']]));
    expect((await bo('POST', `channel-feeds/${feedId}/sync`)).json().data.spanCount).toBe(1);
    expect(await search('2026-12-21', '2026-12-22')).not.toContain(ROOM);
    expect((await bo('DELETE', `channel-feeds/${feedId}`)).statusCode).toBe(200);
    expect(await search('2026-12-21', '2026-12-22')).toContain(ROOM);
    // The conflict stays on record without its feed.
    expect((await bo('GET', `channel-conflicts?objectId=${ROOM}`)).json().data.data[0].feedId).toBeNull();
  });
});

describe('a big feed’s budget (R18.3)', () => {
  /** A 1 MB feed of `n`-per-MB events repeated by `rule` since 1900 (padded with a description). */
  const since1900 = (rule: string, pad: number) => {
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Channel//EN'];
    let size = 0;
    for (let k = 0; size < 1_000_000; k++) {
      const day = new Date(Date.UTC(1900, 0, 1 + (k % 365))).toISOString().slice(0, 10).replaceAll('-', '');
      const ev = [
        'BEGIN:VEVENT',
        `UID:big-${k}@channel.example`,
        'DTSTAMP:20261201T000000Z',
        `DTSTART;VALUE=DATE:${day}`,
        `RRULE:${rule}`,
        `DESCRIPTION:${'x'.repeat(pad)}`,
        'END:VEVENT',
      ];
      size += ev.join('\r\n').length + 2;
      lines.push(...ev);
    }
    return [...lines, 'END:VCALENDAR', ''].join('\r\n');
  };

  let listening: Promise<string> | undefined;
  /**
   * Runs `work` while four clients ask GET /livez over real HTTP, each again 5 ms after its answer
   * (a connection opened first); the answers' p99 and the work's time, ms.
   */
  const p99While = async <T>(work: () => Promise<T>): Promise<{ result: T; p99: number; ms: number }> => {
    listening ??= app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${await listening}/livez`;
    expect((await fetch(url)).status).toBe(200);
    const times: number[] = [];
    let done = false;
    const client = async () => {
      while (!done) {
        const t = performance.now();
        expect((await fetch(url)).status).toBe(200);
        times.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const probes = Promise.all([client(), client(), client(), client()]);
    const t = performance.now();
    const result = await work();
    const ms = performance.now() - t;
    done = true;
    await probes;
    times.sort((a, b) => a - b);
    // Answered all along: a blocked event loop answers a handful, late.
    expect(times.length).toBeGreaterThan(8);
    return { result, ms, p99: times[Math.floor(times.length * 0.99)] };
  };

  // Timing assertions on a shared 2-core machine, where another test file runs on the other core:
  // each may be tried three times. The defect they guard against (the loop blocked for minutes by
  // one feed, 295 s on the old code) fails every try.
  it(
    'imports a 1 MB feed of events repeated yearly since 1900 while other requests keep p99 under 200 ms',
    { retry: 2 },
    async () => {
      serve('/big.ics', since1900('FREQ=YEARLY', 900));
      const [f] = await app.db
        .insert(feedsTable)
        .values({ companyId: 1, objectId: ROOM, channel: 'Big', url: `${base}/big.ics`, createdAt: clock.now() })
        .returning();
      try {
        const { result, p99, ms } = await p99While(() => importFeed(app, f));
        expect(result).toMatchObject({ ok: true });
        // Every event's nights in the window (two years: two or three of each), none before today.
        expect(result.spans).toBeGreaterThan(1_800);
        const own = (await sheet()).feeds.find((x: { id: number }) => x.id === f.id);
        expect(own.spans[0].checkIn >= '2026-12-01').toBe(true);
        expect(p99).toBeLessThan(200);
        expect(ms).toBeLessThan(PARSE_BUDGET.timeMs + 10_000);
      } finally {
        await bo('DELETE', `channel-feeds/${f.id}`);
      }
    },
  );

  it(
    'refuses a 1 MB feed of events repeated daily since 1900 within its budget, keeping the event loop free',
    { retry: 2 },
    async () => {
      serve('/daily.ics', since1900('FREQ=DAILY', 0));
      const f = (
        await bo('POST', `objects/${ROOM}/channel-feeds`, { channel: 'Daily', url: `${base}/daily.ics` })
      ).json().data;
      try {
        const { result, p99, ms } = await p99While(
          async () => (await bo('POST', `channel-feeds/${f.id}/sync`)).json().data,
        );
        expect(result).toMatchObject({ lastError: 'tooMany', lastSuccessAt: null, spanCount: 0 });
        expect(p99).toBeLessThan(200);
        expect(ms).toBeLessThan(PARSE_BUDGET.timeMs + 2_000);
      } finally {
        await bo('DELETE', `channel-feeds/${f.id}`);
      }
    },
  );
});

describe('safety (R18.6)', () => {
  it('refuses plain http and malformed addresses when attaching, in the caller’s language', async () => {
    const http = await bo(
      'POST',
      `objects/${ROOM}/channel-feeds`,
      { channel: 'A', url: 'http://example.com/a.ics' },
      'ru',
    );
    expect(http.statusCode).toBe(422);
    expect(http.json().errors.url).toEqual(['Разрешены только адреса https']);
    const bad = await bo('POST', `objects/${ROOM}/channel-feeds`, { channel: 'A', url: 'ftp://x/a.ics' });
    expect(bad.json().errors.url).toEqual(['Enter the http(s) address of an iCal calendar']);
    const long = await bo('POST', `objects/${ROOM}/channel-feeds`, {
      channel: 'x'.repeat(41),
      url: `https://example.com/${'a'.repeat(2000)}`,
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors).sort()).toEqual(['channel', 'url']);
  });

  it('a feed leading into a private network, redirecting there, or over 1 MB fails with its reason', async () => {
    routes.set('/to-private', (_q, r) => r.writeHead(302, { location: 'https://169.254.169.254/latest' }).end());
    routes.set('/huge', (_q, r) => {
      r.writeHead(200);
      for (let i = 0; i < 17; i++) r.write(Buffer.alloc(65_536, 'a'));
      r.end();
    });
    for (const [url, error] of [
      ['https://10.0.0.1/feed.ics', 'address'],
      [`${base}/to-private`, 'address'],
      [`${base}/huge`, 'tooLarge'],
    ]) {
      const f = (await bo('POST', `objects/${ROOM}/channel-feeds`, { channel: 'X', url })).json().data;
      const r = (await bo('POST', `channel-feeds/${f.id}/sync`)).json().data;
      expect(r, url).toMatchObject({ lastError: error, lastSuccessAt: null, spanCount: 0 });
      await bo('DELETE', `channel-feeds/${f.id}`);
    }
  });
});

describe('access', () => {
  it('managers only; another company’s object, feed and conflict answer 404', async () => {
    for (const t of [guest, owner]) {
      expect((await bo('GET', `objects/${ROOM}/channels`, undefined, 'en', t)).statusCode).toBe(403);
      expect((await bo('GET', 'channel-conflicts', undefined, 'en', t)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: `${v1}/backoffice/channel-feeds`, headers: H() })).statusCode).toBe(401);
    const [mine] = await app.db.select().from(companies).where(eq(companies.id, 1));
    const [other] = await app.db
      .insert(companies)
      .values({ ...mine, id: 78, name: { ru: 'Другая УК', en: 'Other MC' } })
      .returning();
    const [src] = await app.db.select().from(objects).where(eq(objects.id, ROOM));
    const { id: _id, ...rest } = src;
    const [theirs] = await app.db
      .insert(objects)
      .values({ ...rest, companyId: other.id, ownerId: null })
      .returning();
    expect((await bo('GET', `objects/${theirs.id}/channels`)).statusCode).toBe(404);
    expect((await bo('POST', `objects/${theirs.id}/channels/rotate`)).statusCode).toBe(404);
    expect(
      (await bo('POST', `objects/${theirs.id}/channel-feeds`, { channel: 'A', url: 'https://a.example/a.ics' }))
        .statusCode,
    ).toBe(404);
    const { channelFeeds, channelConflicts } = await import('../../server/db/schema');
    const [f] = await app.db
      .insert(channelFeeds)
      .values({ companyId: other.id, objectId: theirs.id, channel: 'X', url: 'https://a.example/b.ics' })
      .returning();
    const [c] = await app.db
      .insert(channelConflicts)
      .values({
        companyId: other.id,
        feedId: f.id,
        channel: 'X',
        objectId: theirs.id,
        spanUid: 'u',
        spanCheckIn: '2026-12-01',
        spanCheckOut: '2026-12-02',
        kind: 'booking',
        refId: 1,
        refCheckIn: '2026-12-01',
        refCheckOut: '2026-12-02',
      })
      .returning();
    expect((await bo('POST', `channel-feeds/${f.id}/sync`)).statusCode).toBe(404);
    expect((await bo('DELETE', `channel-feeds/${f.id}`)).statusCode).toBe(404);
    expect((await bo('POST', `channel-conflicts/${c.id}/acknowledge`, {})).statusCode).toBe(404);
    const lists = [
      (await bo('GET', 'channel-feeds?_end=100')).json().data.data,
      (await bo('GET', 'channel-conflicts?_end=100')).json().data.data,
    ] as { objectId: number }[][];
    for (const l of lists) expect(l.some((x) => x.objectId === theirs.id)).toBe(false);
  });
});
