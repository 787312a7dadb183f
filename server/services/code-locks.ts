/**
 * Locks after wrong one-time codes (docs/rules.md R2.7, R2.15): failures counted per phone and
 * source, per phone and per client address across codes and purposes in the `auth_failures`
 * ledger, with a back-off doubling up to {@link MAX_LOCK_MS}; a lock of the phone holds only for
 * sources that are not the phone's own. Split from ./codes.ts, which issues and checks the codes.
 */
import { and, asc, count, eq, gt, lte, notLike, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { authFailures } from '../db/schema';
import { ApiError } from '../errors';

/** Window in which wrong codes add up, ms (docs/rules.md R2.7). */
export const FAILURE_WINDOW_MS = 24 * 3_600_000;
/** Wrong codes per phone and source in the window before each of that source's locks (docs/rules.md R2.7). */
export const SOURCE_FAILURE_LIMIT = 10;
/** Wrong codes per phone (all sources) before each lock of the phone for unknown sources (docs/rules.md R2.7). */
export const PHONE_FAILURE_LIMIT = 10;
/** Wrong codes per phone in the window after which unknown sources wait until the oldest leaves it (R2.7). */
export const PHONE_DAILY_LIMIT = 50;
/** Wrong codes per client address (any phone) before each of its locks: higher, since offices share one. */
export const IP_FAILURE_LIMIT = 30;
/** The first lock, ms; each further lock in the window doubles it, up to {@link MAX_LOCK_MS}. */
export const FIRST_LOCK_MS = 60_000;
/** The longest lock a back-off reaches, ms (docs/rules.md R2.7: minutes, not hours). */
export const MAX_LOCK_MS = 15 * 60_000;
/** How long a source that used a right code stays the phone's own, ms (docs/rules.md R2.7). */
export const KNOWN_SOURCE_MS = 30 * 86_400_000;

/** How a key's failures lock it: every `limit` failures, a lock from `first` ms doubling to `cap` ms. */
export interface LockRule {
  limit: number;
  first: number;
  cap: number;
  /** With this many failures in the window the key waits until enough of them leave it. */
  ceiling?: number;
}

/**
 * Wrong codes per key (a phone and source, a phone, a client address) with their times, kept for
 * {@link FAILURE_WINDOW_MS}, and the sources that used a right code for a phone (`known:` keys,
 * kept {@link KNOWN_SOURCE_MS}). After every `limit`-th failure in the window the key is locked
 * for `first`, then twice that… at most `cap`, counted from that failure (docs/rules.md R2.7).
 * Stored in the `auth_failures` table (server/db/schema/auth-failures.ts), so a lock holds across
 * restarts and for every instance on one database; old rows are deleted whenever one is recorded.
 */
export class FailureLedger {
  constructor(private readonly db: Db) {}

  /** Counts one wrong code (or, for a `known:` key, one right code) for `key` at `now` (ms), and prunes old rows. */
  async record(key: string, now: number): Promise<void> {
    await this.db
      .delete(authFailures)
      .where(
        or(
          and(lte(authFailures.at, new Date(now - FAILURE_WINDOW_MS)), notLike(authFailures.key, 'known:%')),
          lte(authFailures.at, new Date(now - KNOWN_SOURCE_MS)),
        ),
      );
    await this.db.insert(authFailures).values({ key, at: new Date(now) });
  }

  /** Whether `key` was recorded within `ms` before `now`. */
  async seen(key: string, now: number, ms: number): Promise<boolean> {
    const row = await this.db
      .select({ id: authFailures.id })
      .from(authFailures)
      .where(and(eq(authFailures.key, key), gt(authFailures.at, new Date(now - ms))))
      .limit(1);
    return row.length > 0;
  }

  /** How many times `key` was recorded after `since` (ms). */
  async countSince(key: string, since: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(authFailures)
      .where(and(eq(authFailures.key, key), gt(authFailures.at, new Date(since))));
    return Number(row?.n ?? 0);
  }

  /** Until when (ms) `key` is locked at `now` under `rule`, or null. */
  async lockedUntil(key: string, now: number, rule: LockRule): Promise<number | null> {
    const rows = await this.db
      .select({ at: authFailures.at })
      .from(authFailures)
      .where(and(eq(authFailures.key, key), gt(authFailures.at, new Date(now - FAILURE_WINDOW_MS))))
      .orderBy(asc(authFailures.at), asc(authFailures.id));
    const locks = Math.floor(rows.length / rule.limit);
    if (locks === 0) return null;
    let until = rows[locks * rule.limit - 1].at.getTime() + Math.min(rule.cap, rule.first * 2 ** (locks - 1));
    if (rule.ceiling && rows.length >= rule.ceiling)
      until = Math.max(until, rows[rows.length - rule.ceiling].at.getTime() + FAILURE_WINDOW_MS);
    return until > now ? until : null;
  }
}

/** The ledger of the app's database (every app instance on it shares the rows). */
export function failureLedger(app: FastifyInstance): FailureLedger {
  return new FailureLedger(app.db);
}

/** The back-off of one phone and source, and of one address: 1, 2, 4, 8, then 15 minutes. */
const SOURCE_RULE: LockRule = {
  limit: SOURCE_FAILURE_LIMIT,
  first: FIRST_LOCK_MS,
  cap: MAX_LOCK_MS,
  ceiling: PHONE_DAILY_LIMIT,
};
const IP_RULE: LockRule = { limit: IP_FAILURE_LIMIT, first: FIRST_LOCK_MS, cap: MAX_LOCK_MS };
/** The phone's lock for unknown sources: 15 minutes after every 10, and the daily ceiling. */
const PHONE_RULE: LockRule = {
  limit: PHONE_FAILURE_LIMIT,
  first: MAX_LOCK_MS,
  cap: MAX_LOCK_MS,
  ceiling: PHONE_DAILY_LIMIT,
};

/**
 * Where a code request or try comes from (docs/rules.md R2.7): a signed-in caller's account (its
 * session proves the device), otherwise the client address.
 */
export const sourceOf = (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`);
export const phoneKey = (req: FastifyRequest, phone: string) => `phone:${req.companyId}:${phone}`;
export const pairKey = (req: FastifyRequest, phone: string) => `pair:${req.companyId}:${phone}:${sourceOf(req)}`;
export const knownKey = (req: FastifyRequest, phone: string) => `known:${req.companyId}:${phone}:${sourceOf(req)}`;
export const ipKey = (req: FastifyRequest) => `ip:${req.ip}`;

/**
 * Whether the request comes from the phone's own device (docs/rules.md R2.7): a signed-in
 * session, or an address that used a right code for this phone in the last {@link KNOWN_SOURCE_MS}.
 */
async function isOwnSource(ledger: FailureLedger, req: FastifyRequest, phone: string, now: number): Promise<boolean> {
  return !!req.user || (await ledger.seen(knownKey(req, phone), now, KNOWN_SOURCE_MS));
}

/** A 429 whose message counts whole minutes (`key` with `count`) and whose `retry-after` counts seconds. */
export function waitMinutes(req: FastifyRequest, key: string, until: number, now: number): ApiError {
  const seconds = Math.ceil((until - now) / 1000);
  return new ApiError(429, req.t(key, { count: Math.ceil(seconds / 60) }), undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * @returns whether the request's source is the phone's own (R2.7), for the caller's further checks.
 * @throws ApiError 429 `auth.lockedOut` (minutes, with `retry-after`) while this phone and source,
 *         the client's address, or — for a source that is not the phone's own — the phone is
 *         locked after too many wrong codes (docs/rules.md R2.7).
 */
export async function assertNotLocked(app: FastifyInstance, req: FastifyRequest, phone: string): Promise<boolean> {
  const ledger = failureLedger(app);
  const now = app.clock.now().getTime();
  const locks = [
    ledger.lockedUntil(pairKey(req, phone), now, SOURCE_RULE),
    ledger.lockedUntil(ipKey(req), now, IP_RULE),
  ];
  const own = await isOwnSource(ledger, req, phone, now);
  if (!own) locks.push(ledger.lockedUntil(phoneKey(req, phone), now, PHONE_RULE));
  const until = Math.max(0, ...(await Promise.all(locks)).map((u) => u ?? 0));
  if (until > now) throw waitMinutes(req, 'auth.lockedOut', until, now);
  return own;
}
