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
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { otpCodes } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { sha256 } from '../auth';
import type { CodeInfo } from '../../src/contracts/auth';
import {
  failureLedger,
  sourceOf,
  phoneKey,
  pairKey,
  knownKey,
  ipKey,
  waitMinutes,
  assertNotLocked,
} from './code-locks';
export {
  FAILURE_WINDOW_MS,
  SOURCE_FAILURE_LIMIT,
  PHONE_FAILURE_LIMIT,
  PHONE_DAILY_LIMIT,
  IP_FAILURE_LIMIT,
  FIRST_LOCK_MS,
  MAX_LOCK_MS,
  KNOWN_SOURCE_MS,
  type LockRule,
  FailureLedger,
  failureLedger,
  assertNotLocked,
} from './code-locks';

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
/** The source as stored on a code (`otp_codes.source`, docs/rules.md R2.15): its SHA-256, not in clear. */
const codeSource = (req: FastifyRequest) => sha256(sourceOf(req));

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
