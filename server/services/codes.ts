/**
 * One-time codes sent by SMS or call (docs/rules.md R2.1–R2.7, R2.15): login, contact-phone
 * change and account deletion all use them, each under its own `purpose`.
 *
 * - A code comes from a CSPRNG (6 digits by SMS) or is the last 4 digits of the calling number
 *   (the `call` channel); only a salted SHA-256 of it is stored.
 * - It is single use and expires after {@link CODE_TTL_SECONDS}.
 * - At most {@link MAX_ATTEMPTS} wrong tries per code.
 * - A code belongs to the source that asked for it (docs/rules.md R2.15): only that source's newest
 *   code is checked, so a stranger's new code or wrong tries never touch the owner's pending code.
 * - At most one new code per `AUTH_CODE_RESEND_SECONDS` (default {@link RESEND_SECONDS}) for one
 *   phone, purpose and source, and {@link FOREIGN_CODES_PER_HOUR} per phone for sources that are
 *   not the phone's own; routes add per-IP rate limits on top.
 * - Wrong codes also count per phone and source, per phone and per client address across codes
 *   and purposes (docs/rules.md R2.7, {@link FailureLedger}): a new code does not reset the count;
 *   the back-off is capped at {@link MAX_LOCK_MS}, and a lock of the phone holds only for sources
 *   that are not the phone's own, so strangers cannot keep the owner out.
 *
 * Pure server logic over the `otp_codes` table: no routes here.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, lte, notLike, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { authFailures, otpCodes } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { sha256 } from '../auth';
import type { CodeInfo } from '../../src/contracts/auth';

/** Lifetime of a code, seconds (docs/rules.md R2.2). */
export const CODE_TTL_SECONDS = 300;
/** Wrong tries allowed per code (docs/rules.md R2.4). */
export const MAX_ATTEMPTS = 5;
/** Default seconds between two codes for one phone, purpose and source; `AUTH_CODE_RESEND_SECONDS` overrides it. */
export const RESEND_SECONDS = 60;
/** Codes per phone per hour for all sources that are not the phone's own together (docs/rules.md R2.15). */
export const FOREIGN_CODES_PER_HOUR = 10;

/**
 * What a code is for: logging in, confirming a new contact phone (bound to the user), deleting the
 * account, signing one document (bound to the document and the signer, docs/rules.md R11.8).
 */
export const CODE_PURPOSES = {
  login: 'login',
  deleteAccount: 'delete-account',
  phoneChange: (userId: number) => `phone-change:${userId}`,
  signDocument: (documentId: number, userId: number) => `sign-document:${documentId}:${userId}`,
} as const;

/**
 * The SMS text's key for a code's purpose: each text names what the code is for (login, phone
 * change, account deletion), so a code asked for one thing is not read as another.
 */
export function smsTextKey(purpose: string): string {
  if (purpose === CODE_PURPOSES.deleteAccount) return 'auth.smsTextDeleteAccount';
  if (purpose.startsWith('phone-change:')) return 'auth.smsTextPhoneChange';
  if (purpose.startsWith('sign-document:')) return 'documents.smsTextSign';
  return 'auth.smsText';
}

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
const sourceOf = (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`);
/** The source as stored on a code (`otp_codes.source`, docs/rules.md R2.15): its SHA-256, not in clear. */
const codeSource = (req: FastifyRequest) => sha256(sourceOf(req));
const phoneKey = (req: FastifyRequest, phone: string) => `phone:${req.companyId}:${phone}`;
const pairKey = (req: FastifyRequest, phone: string) => `pair:${req.companyId}:${phone}:${sourceOf(req)}`;
const knownKey = (req: FastifyRequest, phone: string) => `known:${req.companyId}:${phone}:${sourceOf(req)}`;
const ipKey = (req: FastifyRequest) => `ip:${req.ip}`;

/**
 * Whether the request comes from the phone's own device (docs/rules.md R2.7): a signed-in
 * session, or an address that used a right code for this phone in the last {@link KNOWN_SOURCE_MS}.
 */
async function isOwnSource(ledger: FailureLedger, req: FastifyRequest, phone: string, now: number): Promise<boolean> {
  return !!req.user || (await ledger.seen(knownKey(req, phone), now, KNOWN_SOURCE_MS));
}

/** A 429 whose message counts whole minutes (`key` with `count`) and whose `retry-after` counts seconds. */
function waitMinutes(req: FastifyRequest, key: string, until: number, now: number): ApiError {
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

/** `salt:sha256(salt:code)`; a fresh 128-bit salt unless one is given (to compare). */
const hashCode = (code: string, salt = randomBytes(16).toString('hex')) => `${salt}:${sha256(`${salt}:${code}`)}`;

/** Constant-time comparison of `code` with a stored hash. */
function codeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Issues a one-time code for `phone` and `purpose` in the request's company and delivers it
 * (SMS with the translated text, or a call whose last 4 digits are the code).
 * @param textParams more values for the SMS text besides `code` (the document a signing code is for).
 * @returns the channel, the code's length, its lifetime and the wait before a new one (seconds).
 * @throws ApiError 429 (translated `auth.codeTooOften`, with `retry-after`) when a code for this
 *         phone, purpose and source was issued less than `AUTH_CODE_RESEND_SECONDS` ago; 429
 *         `auth.codesForPhone` (minutes) when the source is not the phone's own and such sources
 *         got {@link FOREIGN_CODES_PER_HOUR} codes for the phone in the last hour (docs/rules.md
 *         R2.15); 429 `auth.lockedOut` while the phone or address is locked ({@link assertNotLocked}).
 */
export async function issueCode(
  app: FastifyInstance,
  req: FastifyRequest,
  phone: string,
  purpose: string,
  textParams: Record<string, string> = {},
): Promise<CodeInfo> {
  const own = await assertNotLocked(app, req, phone);
  const now = app.clock.now();
  const source = codeSource(req);
  const last = await app.db.query.otpCodes.findFirst({
    where: and(
      eq(otpCodes.companyId, req.companyId),
      eq(otpCodes.phone, phone),
      eq(otpCodes.purpose, purpose),
      eq(otpCodes.source, source),
    ),
    orderBy: desc(otpCodes.createdAt),
  });
  if (last) {
    const wait = app.config.authCodeResendSeconds - Math.floor((now.getTime() - last.createdAt.getTime()) / 1000);
    if (wait > 0)
      throw new ApiError(429, req.t('auth.codeTooOften', { count: wait }), undefined, { 'retry-after': String(wait) });
  }
  if (!own) {
    // Strangers together get a few codes per phone an hour (R2.15): the owner's SMS bill and
    // quota stay bounded, while the phone's own sources are never counted nor held here.
    const foreign = await app.db
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.companyId, req.companyId),
          eq(otpCodes.phone, phone),
          eq(otpCodes.ownSource, false),
          gt(otpCodes.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(FOREIGN_CODES_PER_HOUR);
    if (foreign.length >= FOREIGN_CODES_PER_HOUR)
      throw waitMinutes(req, 'auth.codesForPhone', foreign.at(-1)!.createdAt.getTime() + 3_600_000, now.getTime());
  }
  const channel = app.config.authCodeChannel;
  let code: string;
  if (channel === 'call') {
    code = (await app.sms.callWithCode(phone)).code;
  } else {
    code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await app.sms.sendSms(phone, req.t(smsTextKey(purpose), { ...textParams, code }), code);
  }
  await app.db.insert(otpCodes).values({
    companyId: req.companyId,
    phone,
    purpose,
    codeHash: hashCode(code),
    channel,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    source,
    ownSource: own,
  });
  return { channel, length: code.length, expiresIn: CODE_TTL_SECONDS, retryAfter: app.config.authCodeResendSeconds };
}

/**
 * Checks and consumes a code for `phone` and `purpose` (docs/rules.md R2.15): the newest unused code
 * the request's source asked for, or else the phone's newest unused code whoever asked for it (a
 * device that changed its address between asking and typing). A wrong try counts against the
 * source's own code only, never against another source's, and always in the failure ledger (R2.7).
 * @returns the consumed code's row id and the channel it was delivered by (a signature's evidence).
 * @throws ApiError 422 on the field `code`: `auth.incorrectCode` when wrong, expired or already
 *         used; `auth.tooManyAttempts` after {@link MAX_ATTEMPTS} wrong tries; 429 `auth.lockedOut`
 *         while the phone or address is locked ({@link assertNotLocked}).
 */
export async function consumeCode(
  app: FastifyInstance,
  req: FastifyRequest,
  phone: string,
  purpose: string,
  code: string,
): Promise<{ id: number; channel: 'sms' | 'call' }> {
  await assertNotLocked(app, req, phone);
  const now = app.clock.now();
  const incorrect = () => validationError({ code: [req.t('auth.incorrectCode')] });
  const newest = (bySource: boolean) =>
    app.db.query.otpCodes.findFirst({
      where: and(
        eq(otpCodes.companyId, req.companyId),
        eq(otpCodes.phone, phone),
        eq(otpCodes.purpose, purpose),
        bySource ? eq(otpCodes.source, codeSource(req)) : undefined,
        isNull(otpCodes.usedAt),
      ),
      orderBy: desc(otpCodes.createdAt),
    });
  const own = await newest(true);
  const live = (r: typeof own): r is NonNullable<typeof own> => !!r && r.expiresAt > now && r.attempts < MAX_ATTEMPTS;
  if (own && own.expiresAt > now && own.attempts >= MAX_ATTEMPTS)
    throw validationError({ code: [req.t('auth.tooManyAttempts')] });
  // The phone's newest code answers another source only while the phone has had fewer than
  // MAX_ATTEMPTS wrong tries since it was sent (R2.4 holds for it too), and those tries never
  // kill it for the source that asked for it.
  const newestOfPhone = await newest(false);
  const phones =
    newestOfPhone &&
    newestOfPhone.id !== own?.id &&
    (await failureLedger(app).countSince(phoneKey(req, phone), newestOfPhone.createdAt.getTime() - 1)) < MAX_ATTEMPTS
      ? newestOfPhone
      : undefined;
  const row = [own, phones].find((r) => live(r) && codeMatches(r.codeHash, code));
  if (!row) {
    if (live(own))
      await app.db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, own.id));
    if (live(own) || live(phones)) {
      const ledger = failureLedger(app);
      for (const key of [pairKey(req, phone), phoneKey(req, phone), ipKey(req)])
        await ledger.record(key, now.getTime());
    }
    throw incorrect();
  }
  const used = await app.db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  if (used.length === 0) throw incorrect();
  // The address becomes (stays) the phone's own (R2.7); one row a day is enough to remember it.
  const ledger = failureLedger(app);
  if (!req.user && !(await ledger.seen(knownKey(req, phone), now.getTime(), 86_400_000)))
    await ledger.record(knownKey(req, phone), now.getTime());
  return { id: row.id, channel: row.channel };
}
