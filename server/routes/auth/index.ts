/**
 * SMS login (docs/rules.md R2.1–R2.11), in the style of the fixed api/ calls:
 * POST app/v1/auth/code, POST app/v1/auth/login, POST app/v1/auth/logout, GET app/v1/auth/me,
 * POST app/v1/auth/role (switch the session between the roles the person
 * holds, docs/rules.md R2.11).
 *
 * Codes: from a CSPRNG (6 digits by SMS) or the last 4 digits of the calling number; stored as
 * salted SHA-256; single use; expire after {@link CODE_TTL_SECONDS}; at most {@link MAX_ATTEMPTS}
 * wrong tries per code; at most one new code per {@link RESEND_SECONDS} per phone; per-IP limits.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { otpCodes, ROLES, sessions, users, type Role } from '../../db/schema';
import { ApiError, validationError } from '../../errors';
import { identityOf, newToken, requireUser, sha256, SESSION_DAYS, type AuthUser } from '../../auth';
import { appHeaders, phoneSchema } from '../../validation';

export const CODE_TTL_SECONDS = 300;
export const MAX_ATTEMPTS = 5;
/** Default seconds between two codes for one phone; `AUTH_CODE_RESEND_SECONDS` overrides it. */
export const RESEND_SECONDS = 60;

const hashCode = (code: string, salt = randomBytes(16).toString('hex')) => `${salt}:${sha256(`${salt}:${code}`)}`;
function codeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Issues a one-time code for `phone` and `purpose` and delivers it (SMS or call).
 * @returns the channel and the code's length.
 * @throws ApiError 429 when a code for this phone was issued less than a minute ago.
 */
export async function issueCode(
  app: FastifyInstance,
  req: FastifyRequest,
  phone: string,
  purpose: string,
): Promise<{ channel: 'sms' | 'call'; length: number; expiresIn: number; retryAfter: number }> {
  const now = app.clock.now();
  const last = await app.db.query.otpCodes.findFirst({
    where: and(eq(otpCodes.companyId, req.companyId), eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)),
    orderBy: desc(otpCodes.createdAt),
  });
  if (last) {
    const wait = app.config.authCodeResendSeconds - Math.floor((now.getTime() - last.createdAt.getTime()) / 1000);
    if (wait > 0) throw new ApiError(429, req.t('auth.codeTooOften', { count: wait }), undefined, { 'retry-after': String(wait) });
  }
  const channel = app.config.authCodeChannel;
  let code: string;
  if (channel === 'call') {
    code = (await app.sms.callWithCode(phone)).code;
  } else {
    code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await app.sms.sendSms(phone, req.t('auth.smsText', { code }), code);
  }
  await app.db.insert(otpCodes).values({
    companyId: req.companyId,
    phone,
    purpose,
    codeHash: hashCode(code),
    channel,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  return { channel, length: code.length, expiresIn: CODE_TTL_SECONDS, retryAfter: app.config.authCodeResendSeconds };
}

/**
 * Checks and consumes the latest code for `phone` and `purpose`.
 * @throws ApiError 422 "Incorrect code" (field `code`) when wrong, expired, used or tried too often.
 */
export async function consumeCode(app: FastifyInstance, req: FastifyRequest, phone: string, purpose: string, code: string): Promise<void> {
  const now = app.clock.now();
  const incorrect = () => validationError({ code: [req.t('auth.incorrectCode')] });
  const row = await app.db.query.otpCodes.findFirst({
    where: and(eq(otpCodes.companyId, req.companyId), eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)),
    orderBy: desc(otpCodes.createdAt),
  });
  if (!row || row.expiresAt <= now) throw incorrect();
  if (row.attempts >= MAX_ATTEMPTS) throw validationError({ code: [req.t('auth.tooManyAttempts')] });
  if (!codeMatches(row.codeHash, code)) {
    await app.db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` }).where(eq(otpCodes.id, row.id));
    throw incorrect();
  }
  const used = await app.db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  if (used.length === 0) throw incorrect();
}

/** Opens a session for `userId` acting as `role`; resolves to the bearer token. */
export async function openSession(app: FastifyInstance, userId: number, role: Role): Promise<string> {
  const token = newToken();
  const now = app.clock.now();
  await app.db.insert(sessions).values({
    userId,
    role,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

const identitySchema = z.object({
  id: z.number(),
  phone: z.string(),
  surname: z.string().nullable(),
  name: z.string().nullable(),
  patronymic: z.string().nullable(),
  email: z.string().nullable(),
  payerType: z.string(),
  roles: z.array(z.string()),
  role: z.string(),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/code',
    {
      config: { rateLimit: { max: app.config.authCodeLimitPerHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        summary: 'Send a login code by SMS or call (R2.1–R2.6)',
        headers: appHeaders,
        body: z.object({ phone: phoneSchema }),
        response: {
          200: z.object({
            data: z.object({ channel: z.enum(['sms', 'call']), length: z.number(), expiresIn: z.number(), retryAfter: z.number() }),
          }),
        },
      },
    },
    async (req) => ({ data: await issueCode(app, req, req.body.phone, 'login') }),
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with the code; `owner` makes the session an owner\'s (R2.9)',
        headers: appHeaders,
        body: z.object({
          phone: phoneSchema,
          code: z.string().trim().regex(/^\d{4,6}$/, 'auth.incorrectCode'),
          owner: z.boolean().optional(),
        }),
        response: {
          200: z.object({ data: z.object({ token: z.string(), isNew: z.boolean(), user: identitySchema }) }),
        },
      },
    },
    async (req) => {
      const { phone, code, owner } = req.body;
      await consumeCode(app, req, phone, 'login', code);
      let user = await app.db.query.users.findFirst({
        where: and(eq(users.companyId, req.companyId), eq(users.phone, phone), isNull(users.deletedAt)),
      });
      const isNew = !user;
      if (!user) {
        [user] = await app.db.insert(users).values({ companyId: req.companyId, phone, roles: ['guest'] }).returning();
      }
      // "I am the owner" makes the session an owner's (it grants no data: rooms come from approved
      // applications); otherwise staff act as managers, agents as agents
      // (docs/rules.md R2.9, R3.6).
      const role: Role = owner ? 'owner' : user.roles.includes('manager') ? 'manager' : user.roles.includes('agent') ? 'agent' : 'guest';
      if (!user.roles.includes(role)) {
        [user] = await app.db.update(users).set({ roles: [...user.roles, role] }).where(eq(users.id, user.id)).returning();
      }
      const token = await openSession(app, user.id, role);
      const authUser: AuthUser = { ...user, phone, sessionId: 0, role };
      return { data: { token, isNew, user: identityOf(authUser) } };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the current session', headers: appHeaders, security: [{ bearer: [] }] } },
    async (req) => {
      const u = requireUser(req);
      await app.db.update(sessions).set({ revokedAt: app.clock.now() }).where(eq(sessions.id, u.sessionId));
      return { data: { ok: true } };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user (identity and roles)',
        headers: appHeaders,
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: identitySchema }) },
      },
    },
    async (req) => ({ data: identityOf(requireUser(req)) }),
  );

  app.post(
    '/auth/role',
    {
      schema: {
        tags: ['auth'],
        summary: 'Switch the session to another role the person holds (R2.11)',
        headers: appHeaders,
        security: [{ bearer: [] }],
        body: z.object({ role: z.enum(ROLES, 'validation.invalid') }),
        response: { 200: z.object({ data: identitySchema }) },
      },
    },
    async (req) => {
      const u = requireUser(req);
      const { role } = req.body;
      if (!u.roles.includes(role)) throw new ApiError(403, req.t('profile.roleNotHeld'));
      await app.db.update(sessions).set({ role }).where(eq(sessions.id, u.sessionId));
      return { data: identityOf({ ...u, role }) };
    },
  );
};
