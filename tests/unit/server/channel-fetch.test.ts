/**
 * Fetching and parsing a channel's feed (docs/rules.md R18.3, R18.6): the refusals an operator
 * relies on — no plain http outside the test-only allowance, no private, loopback, link-local,
 * unique-local, CGNAT or IPv4-mapped address (by literal or by name), redirects limited and each
 * one checked, bodies over 1 MB refused whether declared, streamed or compressed, a deadline — and
 * what the parser keeps from a real-world feed. Feeds come from a local server on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ICAL from 'ical.js';
import ipaddr from 'ipaddr.js';
import {
  checkFeedUrl,
  embeddedIPv4,
  fetchFeed,
  FeedFetchError,
  refusedAddress,
} from '../../../server/services/channel-fetch';
import { parseFeed } from '../../../server/services/channel-sync';
import { addDaysIso } from '../../../src/domain/datetime';
import { IMPORT_DAYS_AHEAD } from '../../../src/domain/channels';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
let server: Server;
let base = '';
const allow = { allowHttpHosts: ['127.0.0.1'] };

beforeAll(async () => {
  server = createServer((req, res) => {
    const h = routes.get(req.url ?? '');
    if (h) h(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const CAL = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:a1\r\nDTSTAMP:20261201T000000Z\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261213\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

/** The code a refused fetch fails with. */
async function refusal(url: string, over: Parameters<typeof fetchFeed>[1] = allow): Promise<string> {
  try {
    await fetchFeed(url, over);
  } catch (e) {
    expect(e).toBeInstanceOf(FeedFetchError);
    return (e as FeedFetchError).code;
  }
  throw new Error(`${url} was fetched`);
}

describe('fetchFeed (docs/rules.md R18.6)', () => {
  it('fetches a feed over http from an allowed test host', async () => {
    routes.set('/ok.ics', (_q, r) => r.writeHead(200, { 'content-type': 'text/calendar' }).end(CAL));
    expect(await fetchFeed(`${base}/ok.ics`, allow)).toBe(CAL);
  });

  it('refuses plain http, other schemes and credentials before connecting', () => {
    const code = (u: string) => {
      try {
        checkFeedUrl(u, []);
        return 'ok';
      } catch (e) {
        return `${(e as FeedFetchError).code}:${(e as FeedFetchError).detail}`;
      }
    };
    expect(code('http://example.com/a.ics')).toBe('url:https');
    expect(code('ftp://example.com/a.ics')).toBe('url:ftp');
    expect(code('file:///etc/passwd')).toBe('url:file');
    expect(code('https://user:pw@example.com/a.ics')).toBe('url:credentials');
    expect(code('not a url')).toBe('url:null');
    expect(code('https://example.com/a.ics')).toBe('ok');
  });

  it('refuses the allowed test host over http when it is not in the allowance', async () => {
    expect(await refusal(`${base}/ok.ics`, { allowHttpHosts: [] })).toBe('url');
  });

  it.each([
    'https://127.0.0.2/a.ics',
    'https://10.1.2.3/a.ics',
    'https://172.16.0.1/a.ics',
    'https://192.168.1.1/a.ics',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/a.ics',
    'https://0.0.0.0/a.ics',
    'https://[::1]/a.ics',
    'https://[::ffff:127.0.0.1]/a.ics',
    'https://[fe80::1]/a.ics',
    'https://[fc00::1]/a.ics',
    'https://[fd12:3456::1]/a.ics',
  ])('refuses the private address %s', async (url) => {
    expect(await refusal(url)).toBe('address');
  });

  it.each([
    'https://[::127.0.0.1]/a.ics',
    'https://[::10.0.0.1]/a.ics',
    'https://[::ffff:0:127.0.0.1]/a.ics',
    'https://[64:ff9b::7f00:1]/a.ics',
    'https://[2002:c0a8:101::1]/a.ics',
    'https://[2a00:1450:1:2:200:5efe:10.0.0.1]/a.ics',
  ])('refuses the IPv6 address %s that carries a private IPv4 one', async (url) => {
    expect(await refusal(url)).toBe('address');
  });

  it('refuses a name that resolves to a loopback address (the check is at connect time)', async () => {
    const port = (server.address() as AddressInfo).port;
    expect(await refusal(`https://localhost:${port}/ok.ics`, { allowHttpHosts: [] })).toBe('address');
  });

  it('follows up to 3 redirects, checks each, and refuses a 4th and a redirect into a private network', async () => {
    routes.set('/r1', (_q, r) => r.writeHead(302, { location: '/r2' }).end());
    routes.set('/r2', (_q, r) => r.writeHead(301, { location: `${base}/r3` }).end());
    routes.set('/r3', (_q, r) => r.writeHead(307, { location: '/ok.ics' }).end());
    expect(await fetchFeed(`${base}/r1`, allow)).toBe(CAL);
    routes.set('/r0', (_q, r) => r.writeHead(302, { location: '/r1' }).end());
    expect(await refusal(`${base}/r0`)).toBe('redirects');
    routes.set('/to-private', (_q, r) => r.writeHead(302, { location: 'https://10.0.0.5/steal' }).end());
    expect(await refusal(`${base}/to-private`)).toBe('address');
    routes.set('/to-http', (_q, r) => r.writeHead(302, { location: 'http://192.168.0.1/' }).end());
    expect(await refusal(`${base}/to-http`)).toBe('url');
  });

  it('refuses a body over 1 MB: declared, streamed without a length, or compressed', async () => {
    const big = Buffer.alloc(1_048_577, 'a');
    routes.set('/declared', (_q, r) => r.writeHead(200, { 'content-length': String(big.length) }).end(big));
    routes.set('/streamed', (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/calendar' });
      for (let i = 0; i < 17; i++) r.write(Buffer.alloc(65_536, 'b'));
      r.end();
    });
    const bomb = gzipSync(Buffer.alloc(5_000_000, 'c'));
    routes.set('/bomb', (_q, r) => r.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb));
    expect(bomb.length).toBeLessThan(100_000);
    for (const p of ['/declared', '/streamed', '/bomb']) expect(await refusal(`${base}${p}`)).toBe('tooLarge');
    routes.set('/exact', (_q, r) => r.writeHead(200).end(Buffer.alloc(1_048_576, 'd')));
    expect((await fetchFeed(`${base}/exact`, allow)).length).toBe(1_048_576);
  });

  it('gives up at the deadline and on an error status', async () => {
    routes.set('/slow', (_q, r) => void setTimeout(() => r.writeHead(200).end(CAL), 2_000));
    const t0 = Date.now();
    expect(await refusal(`${base}/slow`, { ...allow, timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(1_500);
    routes.set('/dribble', (_q, r) => {
      r.writeHead(200);
      const t = setInterval(() => r.write('x'), 100);
      r.on('close', () => clearInterval(t));
    });
    expect(await refusal(`${base}/dribble`, { ...allow, timeoutMs: 400 })).toBe('timeout');
    routes.set('/gone', (_q, r) => r.writeHead(500).end('oops'));
    await expect(fetchFeed(`${base}/gone`, allow)).rejects.toMatchObject({ code: 'status', detail: '500' });
  });
});

describe('refusedAddress: every IPv6 form that carries a non-public IPv4 address (docs/rules.md R18.6)', () => {
  const PRIVATE_V4 = ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'];
  const hex = (v4: string) => {
    const b = v4.split('.').map(Number);
    return [(b[0] << 8) | b[1], (b[2] << 8) | b[3]].map((x) => x.toString(16)).join(':');
  };
  const inverted = (v4: string) =>
    hex(
      v4
        .split('.')
        .map((x) => 255 - Number(x))
        .join('.'),
    );
  const FORMS: [string, (v4: string) => string][] = [
    ['IPv4-compatible', (v4) => `::${v4}`],
    ['IPv4-compatible, hex', (v4) => `::${hex(v4)}`],
    ['IPv4-mapped', (v4) => `::ffff:${v4}`],
    ['IPv4-mapped, hex', (v4) => `::ffff:${hex(v4)}`],
    ['IPv4-translated (RFC 6145)', (v4) => `::ffff:0:${v4}`],
    ['NAT64 well-known prefix', (v4) => `64:ff9b::${v4}`],
    ['NAT64 local-use prefix', (v4) => `64:ff9b:1::${hex(v4)}`],
    ['6to4', (v4) => `2002:${hex(v4)}::1`],
    ['Teredo', (v4) => `2001:0:4136:e378:8000:63bf:${inverted(v4)}`],
    ['ISATAP, global prefix', (v4) => `2a00:1450:4010:c05:0:5efe:${v4}`],
    ['ISATAP, universal bit', (v4) => `2a00:1450:4010:c05:200:5efe:${hex(v4)}`],
  ];
  it.each(FORMS.flatMap(([form, make]) => PRIVATE_V4.map((v4) => [form, v4, make(v4)] as const)))(
    'refuses %s of %s (%s)',
    (_form, v4, v6) => {
      expect(refusedAddress(v4)).toBe(true);
      expect(refusedAddress(v6)).toBe(true);
    },
  );
  it('finds the IPv4 address each form carries, and lets public addresses through', () => {
    for (const [, make] of FORMS)
      expect(embeddedIPv4(ipaddr.IPv6.parse(make('192.168.1.1')))?.toString()).toBe('192.168.1.1');
    for (const ok of ['8.8.8.8', '2a00:1450:4010:c05::64', '2a00:1450:4010:c05:0:5efe:8.8.8.8', '2606:4700::6810:84e5'])
      expect(refusedAddress(ok)).toBe(false);
    expect(refusedAddress('example.com')).toBe(true);
  });
});

describe('parseFeed (docs/rules.md R18.3)', () => {
  const today = '2026-12-01';
  const cal = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n${events}END:VCALENDAR\r\n`;
  const ev = (lines: string) => `BEGIN:VEVENT\r\nDTSTAMP:20261201T000000Z\r\n${lines}END:VEVENT\r\n`;

  it('reads all-day, timed (UTC and zoned), open-ended and repeated events as nights', async () => {
    const spans = await parseFeed(
      cal(
        ev('UID:d\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261213\r\n') +
          // 21:00 UTC is 02:00 the next day in the complex (UTC+5).
          ev('UID:u\r\nDTSTART:20261214T210000Z\r\nDTEND:20261216T060000Z\r\n') +
          ev('UID:z\r\nDTSTART;TZID=Europe/Moscow:20261220T140000\r\nDTEND;TZID=Europe/Moscow:20261222T120000\r\n') +
          ev('UID:one\r\nDTSTART;VALUE=DATE:20261224\r\n') +
          ev('UID:w\r\nDTSTART;VALUE=DATE:20270104\r\nDTEND;VALUE=DATE:20270105\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\n'),
      ),
      today,
    );
    expect(spans).toEqual([
      { uid: 'd', checkIn: '2026-12-10', checkOut: '2026-12-13' },
      { uid: 'u', checkIn: '2026-12-15', checkOut: '2026-12-16' },
      { uid: 'z', checkIn: '2026-12-20', checkOut: '2026-12-22' },
      { uid: 'one', checkIn: '2026-12-24', checkOut: '2026-12-25' },
      { uid: 'w#2027-01-04', checkIn: '2027-01-04', checkOut: '2027-01-05' },
      { uid: 'w#2027-01-11', checkIn: '2027-01-11', checkOut: '2027-01-12' },
      { uid: 'w#2027-01-18', checkIn: '2027-01-18', checkOut: '2027-01-19' },
    ]);
  });

  it('applies a repeated event’s moved and cancelled occurrences (RECURRENCE-ID)', async () => {
    const spans = await parseFeed(
      cal(
        ev('UID:r\r\nDTSTART;VALUE=DATE:20261207\r\nDTEND;VALUE=DATE:20261208\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\n') +
          ev(
            'UID:r\r\nRECURRENCE-ID;VALUE=DATE:20261214\r\nDTSTART;VALUE=DATE:20261216\r\nDTEND;VALUE=DATE:20261218\r\n',
          ) +
          ev(
            'UID:r\r\nRECURRENCE-ID;VALUE=DATE:20261221\r\nSTATUS:CANCELLED\r\nDTSTART;VALUE=DATE:20261221\r\nDTEND;VALUE=DATE:20261222\r\n',
          ),
      ),
      today,
    );
    expect(spans).toEqual([
      { uid: 'r#2026-12-07', checkIn: '2026-12-07', checkOut: '2026-12-08' },
      { uid: 'r#2026-12-14', checkIn: '2026-12-16', checkOut: '2026-12-18' },
    ]);
  });

  it('reads a big feed without scanning the calendar once per event (ical.js’s default is quadratic)', async () => {
    const events = Array.from({ length: 2000 }, (_, k) =>
      ev(`UID:e${k}\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261212\r\n`),
    ).join('');
    const scans = vi.spyOn(ICAL.Component.prototype, 'getAllSubcomponents');
    expect(await parseFeed(cal(events), today)).toHaveLength(2000);
    expect(scans.mock.calls.length).toBeLessThan(10);
    scans.mockRestore();
  });

  it('reads a feed over 64 KB piece by piece: an occurrence moved at the far end of the text still applies', async () => {
    const filler = Array.from({ length: 1500 }, (_, k) =>
      ev(`UID:f${k}\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261211\r\n`),
    ).join('');
    const spans = await parseFeed(
      cal(
        ev('UID:r\r\nDTSTART;VALUE=DATE:20261207\r\nDTEND;VALUE=DATE:20261208\r\nRRULE:FREQ=WEEKLY;COUNT=2\r\n') +
          filler +
          ev(
            'UID:r\r\nRECURRENCE-ID;VALUE=DATE:20261214\r\nDTSTART;VALUE=DATE:20261216\r\nDTEND;VALUE=DATE:20261218\r\n',
          ),
      ),
      today,
    );
    expect(filler.length).toBeGreaterThan(2 * 64 * 1024);
    expect(spans).toHaveLength(1502);
    expect(spans.filter((x) => x.uid.startsWith('r#'))).toEqual([
      { uid: 'r#2026-12-07', checkIn: '2026-12-07', checkOut: '2026-12-08' },
      { uid: 'r#2026-12-14', checkIn: '2026-12-16', checkOut: '2026-12-18' },
    ]);
  });

  it('skips cancelled, free, past and our own echoed events; keys duplicate UIDs by date', async () => {
    const spans = await parseFeed(
      cal(
        ev('UID:c\r\nSTATUS:CANCELLED\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261213\r\n') +
          ev('UID:t\r\nTRANSP:TRANSPARENT\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261213\r\n') +
          ev('UID:p\r\nDTSTART;VALUE=DATE:20261120\r\nDTEND;VALUE=DATE:20261201\r\n') +
          ev('UID:booking-5-7@example.ru\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261213\r\n') +
          ev('UID:dup\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261211\r\n') +
          ev('UID:dup\r\nDTSTART;VALUE=DATE:20261215\r\nDTEND;VALUE=DATE:20261216\r\n') +
          ev('DTSTART;VALUE=DATE:20261218\r\nDTEND;VALUE=DATE:20261219\r\n'),
      ),
      today,
      /^(booking|owner_stay|lease|termination|import)-\d+-\d+@example\.ru$/,
    );
    expect(spans.map((s) => s.uid)).toEqual(['dup', 'dup#2026-12-15', 'nouid-2026-12-18']);
  });

  it('takes today’s and the coming nights of an event repeated daily since 1900, without stepping through the years before', async () => {
    const t = performance.now();
    const spans = await parseFeed(
      cal(ev('UID:old\r\nDTSTART;VALUE=DATE:19000101\r\nDTEND;VALUE=DATE:19000102\r\nRRULE:FREQ=DAILY\r\n')),
      today,
      null,
      { maxOccurrences: 800 },
    );
    expect(spans[0]).toEqual({ uid: 'old#2026-12-01', checkIn: '2026-12-01', checkOut: '2026-12-02' });
    expect(spans).toHaveLength(730);
    expect(spans.at(-1)?.checkOut).toBe(addDaysIso(today, IMPORT_DAYS_AHEAD));
    expect(performance.now() - t).toBeLessThan(1_000);
  });

  // Each rule starts in 2000: the window's nights must be the very ones ical.js finds stepping from
  // the event's own start (the expansion jumps whole periods, keeping BY… parts, WKST and phase).
  const RULES = [
    ['DTSTART;VALUE=DATE:20000101', 'DTEND;VALUE=DATE:20000102', 'FREQ=DAILY'],
    ['DTSTART;VALUE=DATE:20000101', 'DTEND;VALUE=DATE:20000103', 'FREQ=DAILY;INTERVAL=3'],
    ['DTSTART;VALUE=DATE:20000103', 'DTEND;VALUE=DATE:20000104', 'FREQ=DAILY;INTERVAL=2;BYDAY=MO,FR'],
    ['DTSTART;VALUE=DATE:20000103', 'DTEND;VALUE=DATE:20000105', 'FREQ=WEEKLY;BYDAY=MO,TH'],
    ['DTSTART;VALUE=DATE:20000105', 'DTEND;VALUE=DATE:20000112', 'FREQ=WEEKLY;INTERVAL=2;WKST=SU'],
    ['DTSTART;VALUE=DATE:20000131', 'DTEND;VALUE=DATE:20000201', 'FREQ=MONTHLY'],
    ['DTSTART;VALUE=DATE:20000128', 'DTEND;VALUE=DATE:20000130', 'FREQ=MONTHLY;INTERVAL=5;BYDAY=-1FR'],
    ['DTSTART;VALUE=DATE:20000229', 'DTEND;VALUE=DATE:20000301', 'FREQ=YEARLY'],
    ['DTSTART;VALUE=DATE:20000610', 'DTEND;VALUE=DATE:20000620', 'FREQ=YEARLY;INTERVAL=3;BYMONTH=6,12'],
    ['DTSTART:20000101T220000Z', 'DTEND:20000102T080000Z', 'FREQ=HOURLY;INTERVAL=37'],
    ['DTSTART;TZID=Europe/Moscow:20000326T140000', 'DTEND;TZID=Europe/Moscow:20000327T120000', 'FREQ=DAILY;INTERVAL=9'],
    ['DTSTART;VALUE=DATE:20000101', 'DTEND;VALUE=DATE:20000102', 'FREQ=DAILY;UNTIL=20270301'],
    ['DTSTART;VALUE=DATE:20261120', 'DTEND;VALUE=DATE:20261122', 'FREQ=WEEKLY;COUNT=20'],
  ];
  it.each(RULES)(
    'expands %s %s RRULE:%s over the window exactly as stepping from its start',
    async (start, end, rule) => {
      const text = cal(ev(`UID:r\r\n${start}\r\n${end}\r\nRRULE:${rule}\r\n`));
      const spans = await parseFeed(text, today);
      // The reference: ical.js from the event's own start, every occurrence, the same nights rule.
      const e = new ICAL.Event(new ICAL.Component(ICAL.parse(text) as never).getFirstSubcomponent('vevent')!);
      const expected: string[] = [];
      const night = (t: ICAL.Time) =>
        t.zone === ICAL.Timezone.utcTimezone && !t.isDate
          ? new Date(t.toUnixTime() * 1000 + 5 * 3_600_000).toISOString().slice(0, 10)
          : t.toString().slice(0, 10);
      const it = e.iterator();
      for (let next = it.next(); next && night(next) < addDaysIso(today, IMPORT_DAYS_AHEAD); next = it.next()) {
        const o = e.getOccurrenceDetails(next);
        const checkIn = night(o.startDate);
        const out = night(o.endDate) > checkIn ? night(o.endDate) : addDaysIso(checkIn, 1);
        if (out > today) expected.push(`${checkIn}/${out}`);
      }
      expect(spans.map((s) => `${s.checkIn}/${s.checkOut}`)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    },
  );

  it('refuses a feed past its budget of occurrences or time as tooMany, yielding to the event loop meanwhile', async () => {
    const daily = (n: number) =>
      cal(
        Array.from({ length: n }, (_, k) =>
          ev(`UID:d${k}\r\nDTSTART;VALUE=DATE:19000101\r\nDTEND;VALUE=DATE:19000102\r\nRRULE:FREQ=DAILY\r\n`),
        ).join(''),
      );
    await expect(parseFeed(daily(3), today, null, { maxOccurrences: 1_000 })).rejects.toMatchObject({
      code: 'tooMany',
      detail: 'occurrences',
    });
    // Counted events are stepped from their start (1900): slow work, nothing in the window.
    const counted = cal(
      ev('UID:c\r\nDTSTART;VALUE=DATE:19000101\r\nDTEND;VALUE=DATE:19000102\r\nRRULE:FREQ=DAILY;COUNT=999999\r\n'),
    );
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await expect(
      parseFeed(counted, today, null, { timeMs: 300, sliceMs: 5, maxOccurrences: 1e9 }),
    ).rejects.toMatchObject({ code: 'tooMany', detail: 'time' });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
    expect(await parseFeed(daily(2), today)).toHaveLength(1_460);
  });

  it('refuses what is not iCalendar (a login page served with 200, a cut file)', async () => {
    for (const text of ['<!doctype html><p>Sign in</p>', '', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:x'])
      await expect(parseFeed(text, today)).rejects.toThrow(FeedFetchError);
    expect(await parseFeed(cal(''), today)).toEqual([]);
  });
});
