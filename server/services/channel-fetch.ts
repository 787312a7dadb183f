/**
 * Fetching a channel's iCalendar feed safely (docs/rules.md R18.6; docs/architecture.md § Channel
 * sync): the URL a manager typed is fetched by the server, so it must not reach the server's own
 * network (SSRF).
 * - Only `https`; plain `http` only to a host of the test-only allowance (`ICAL_ALLOW_HTTP_HOSTS`).
 * - Every connection goes through request-filtering-agent: the host is resolved and EVERY address
 *   it resolves to is checked inside the connection's own `lookup`, so the address checked is the
 *   address connected to (no DNS rebinding between a check and the connect). Anything but a public
 *   unicast address is refused: 10/8, 172.16/12, 192.168/16, 127/8, 0/8, 169.254/16, 100.64/10,
 *   ::1, fc00::/7, fe80::/10, IPv4-mapped IPv6, multicast, reserved (ipaddr.js ranges). On top of
 *   it, {@link refusedAddress} refuses every IPv6 form that embeds an IPv4 address which is not
 *   public (IPv4-compatible `::a.b.c.d`, which ipaddr.js calls unicast, and the rest of the class),
 *   in the same lookup and for an IP literal in the URL. The allowance's addresses pass (tests only).
 * - At most {@link FETCH_LIMITS}.maxRedirects redirects, each one checked again as a new URL.
 * - The body is counted as it streams (after decompression): past `maxBytes` the fetch stops and
 *   is refused; a `Content-Length` over it is refused before reading.
 * - One deadline for the whole fetch, redirects included.
 */
import http from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { FeedError } from '../../src/domain/channels';

/** The bounds of one fetch (docs/rules.md R18.6). */
export interface FetchLimits {
  /** Largest body, bytes (after decompression). Default 1 MiB. */
  maxBytes: number;
  /** The whole fetch, redirects included, ms. Default 10 s. */
  timeoutMs: number;
  /** Redirects followed. Default 3. */
  maxRedirects: number;
  /**
   * Test-only allowance (`ICAL_ALLOW_HTTP_HOSTS`): IP addresses a feed may reach over plain http
   * and although they are private or loopback. Empty in production.
   */
  allowHttpHosts: readonly string[];
}

export const FETCH_LIMITS: FetchLimits = {
  maxBytes: 1_048_576,
  timeoutMs: 10_000,
  maxRedirects: 3,
  allowHttpHosts: [],
};

/** A refused or failed fetch: `code` names why (the back office translates it), `detail` a number or status. */
export class FeedFetchError extends Error {
  constructor(
    readonly code: FeedError,
    readonly detail: string | null = null,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

const USER_AGENT = 'apart-portal-calendar-sync/1.0';

/**
 * The IPv4 address an IPv6 address carries, by every known embedding (docs/rules.md R18.6):
 * IPv4-compatible `::a.b.c.d` (::/96, deprecated), IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated
 * `::ffff:0:a.b.c.d` (RFC 6145), NAT64 `64:ff9b::/96` and its local-use `64:ff9b:1::/48` (last 32
 * bits, RFC 6052/8215), 6to4 `2002:AABB:CCDD::/48` (bits 16–47), Teredo `2001:0::/32` (client
 * address: the last 32 bits inverted), ISATAP (interface id `0000:5efe` or `0200:5efe` then the
 * address, under any prefix).
 * @returns the embedded address, or null when `v6` embeds none.
 */
export function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const w = v6.parts;
  const v4 = (hi: number, lo: number, invert = false) => {
    const b = [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].map((x) => (invert ? ~x & 0xff : x));
    return new ipaddr.IPv4(b);
  };
  const zero = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && (w[5] === 0 || w[5] === 0xffff)) return v4(w[6], w[7]); // ::/96, ::ffff:0:0/96
  if (zero(0, 4) && w[4] === 0xffff && w[5] === 0) return v4(w[6], w[7]); // ::ffff:0:0:0/96
  if (w[0] === 0x64 && w[1] === 0xff9b && (w[2] === 0 || w[2] === 1)) return v4(w[6], w[7]); // NAT64
  if (w[0] === 0x2002) return v4(w[1], w[2]); // 6to4
  if (w[0] === 0x2001 && w[1] === 0) return v4(w[6], w[7], true); // Teredo
  if ((w[4] & 0xfdff) === 0 && w[5] === 0x5efe) return v4(w[6], w[7]); // ISATAP
  return null;
}

/**
 * Whether a feed may not reach `address` (docs/rules.md R18.6): not an IP; anything but public
 * unicast by ipaddr.js's ranges; an IPv6 address embedding an IPv4 one ({@link embeddedIPv4})
 * that is not public unicast, or in the deprecated IPv4-compatible block ::/96 at all.
 */
export function refusedAddress(address: string): boolean {
  if (!isIP(address)) return true;
  const ip = ipaddr.parse(address);
  if (ip.range() !== 'unicast') return true;
  if (ip.kind() === 'ipv4') return false;
  const v6 = ip as ipaddr.IPv6;
  const inner = embeddedIPv4(v6);
  if (!inner) return false;
  if (v6.parts.slice(0, 6).every((x) => x === 0)) return true; // ::a.b.c.d: never a real host
  return inner.range() !== 'unicast';
}

/** The refusal the agent gives, so {@link errorOf} maps both to `address`. */
const notAllowed = (address: string) => new Error(`DNS lookup ${address} is not allowed (embedded IPv4)`);

/**
 * `dns.lookup` whose answers pass {@link refusedAddress} (the allowance's addresses excepted); the
 * agent checks them again with its own rules inside the same connection, so no rebinding between.
 */
function checkedLookup(allow: readonly string[]) {
  const ok = (a: string) => allow.includes(a) || !refusedAddress(a);
  return ((host: string, options: object, cb: (...args: unknown[]) => void) =>
    dnsLookup(host, { ...options, all: true }, (err, list: LookupAddress[]) => {
      if (err) return cb(err);
      const bad = list.find((a) => !ok(a.address));
      if (bad) return cb(notAllowed(bad.address));
      if ((options as { all?: boolean }).all) return cb(null, list);
      return cb(null, list[0].address, list[0].family);
    })) as unknown as typeof dnsLookup;
}

/** The URL's host without IPv6 brackets. */
const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '');

/**
 * Checks a URL before any connection: parseable, `https` (or `http` to an allowed host), no
 * credentials. @throws FeedFetchError `url` otherwise.
 */
export function checkFeedUrl(raw: string, allowHttpHosts: readonly string[]): URL {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new FeedFetchError('url');
  }
  if (u.username || u.password) throw new FeedFetchError('url', 'credentials');
  if (u.protocol === 'https:') return u;
  if (u.protocol === 'http:' && allowHttpHosts.includes(hostOf(u))) return u;
  throw new FeedFetchError('url', u.protocol === 'http:' ? 'https' : u.protocol.replace(/:$/, ''));
}

/** Node's and the agent's failures → the feed's error code. */
function errorOf(e: unknown, timedOut: boolean): FeedFetchError {
  if (e instanceof FeedFetchError) return e;
  if (timedOut) return new FeedFetchError('timeout');
  const err = e as { code?: string; message?: string };
  if (/is not allowed/.test(err.message ?? '')) return new FeedFetchError('address');
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN' || err.code === 'ENODATA')
    return new FeedFetchError('dns', err.code);
  return new FeedFetchError('network', err.code ?? null);
}

/** The body decoded from its `Content-Encoding` (identity, gzip, deflate, br). */
function decoded(res: http.IncomingMessage): Readable {
  const enc = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (enc === 'gzip' || enc === 'x-gzip') return res.pipe(createGunzip());
  if (enc === 'deflate') return res.pipe(createInflate());
  if (enc === 'br') return res.pipe(createBrotliDecompress());
  return res;
}

/** One request: resolves to the response (headers read), rejects on a refused address or network failure. */
function requestOnce(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<http.IncomingMessage> {
  // An IP literal is not looked up: it is checked here (and by the agent) instead.
  const host = hostOf(url);
  if (isIP(host) && !limits.allowHttpHosts.includes(host) && refusedAddress(host))
    return Promise.reject(new FeedFetchError('address'));
  const allow = { allowIPAddressList: [...limits.allowHttpHosts], keepAlive: false };
  const mod = url.protocol === 'https:' ? https : http;
  const agent =
    url.protocol === 'https:' ? new RequestFilteringHttpsAgent(allow) : new RequestFilteringHttpAgent(allow);
  return new Promise((resolve, reject) => {
    const req = mod.get(
      url,
      {
        agent,
        signal,
        lookup: checkedLookup(limits.allowHttpHosts),
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    req.on('error', reject);
  });
}

/** Reads the body up to `maxBytes` (counted after decompression). @throws FeedFetchError `tooLarge`. */
async function readBounded(res: http.IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new FeedFetchError('tooLarge', String(declared));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const body = decoded(res);
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new FeedFetchError('tooLarge', `>${maxBytes}`);
      chunks.push(chunk as Buffer);
    }
  } finally {
    if (size > maxBytes) {
      res.destroy();
      body.destroy();
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches a feed under {@link FetchLimits} (docs/rules.md R18.6).
 * @returns the body as text (UTF-8, the iCalendar default).
 * @throws FeedFetchError: `url` (not https, unparseable, credentials, a redirect without a
 *   location), `address` (a private, loopback, link-local… address), `dns`, `network`, `timeout`,
 *   `status` (detail: the HTTP status), `redirects` (more than allowed), `tooLarge`.
 */
export async function fetchFeed(raw: string, over: Partial<FetchLimits> = {}): Promise<string> {
  const limits = { ...FETCH_LIMITS, ...over };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  try {
    let url = checkFeedUrl(raw, limits.allowHttpHosts);
    for (let redirects = 0; ; redirects++) {
      const res = await requestOnce(url, limits, controller.signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        res.resume();
        const location = res.headers.location;
        if (!location) throw new FeedFetchError('url', `${status} without location`);
        if (redirects >= limits.maxRedirects) throw new FeedFetchError('redirects', String(redirects + 1));
        url = checkFeedUrl(new URL(location, url).toString(), limits.allowHttpHosts);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new FeedFetchError('status', String(status));
      }
      return await readBounded(res, limits.maxBytes);
    }
  } catch (e) {
    throw errorOf(e, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
