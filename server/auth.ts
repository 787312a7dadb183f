/**
 * Bearer-token sessions (docs/rules.md R2.10; the token travels as `Authorization: Bearer`).
 * Tokens are
 * 256 random bits; only their SHA-256 is stored; logout revokes the session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions, users, type PayerType, type Role } from './db/schema';
import type { ClientType } from '../src/domain/clients';
import type { AcquirerMethod } from '../src/domain/payment-methods';
import { ApiError } from './errors';

/** The caller as the routes see it. */
export interface AuthUser {
  id: number;
  sessionId: number;
  companyId: number;
  phone: string;
  surname: string | null;
  name: string | null;
  patronymic: string | null;
  email: string | null;
  payerType: PayerType;
  roles: Role[];
  /** The role this session acts in. */
  role: Role;
  /** The client the session logged in from, fixed at login (docs/rules.md R2.13). */
  clientType: ClientType;
  /** The acquirer method of the person's last succeeded payment, offered first (docs/rules.md R5.27). */
  lastPaymentMethod: AcquirerMethod | null;
}

/** Session lifetime, days. */
export const SESSION_DAYS = 30;

/** SHA-256 hex of a token or code. */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A new opaque bearer token (32 random bytes, base64url). */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * The session lookup of every signed-in request, built once per database (docs/architecture.md
 * § The server: on PGlite each column of an answer and each query built cost time in the one
 * thread): only the columns {@link AuthUser} needs, the token's hash and the time as placeholders.
 */
const sessionLookups = new WeakMap<object, ReturnType<typeof buildSessionLookup>>();
function buildSessionLookup(db: FastifyInstance['db']) {
  return db
    .select({
      sessionId: sessions.id,
      role: sessions.role,
      clientType: sessions.clientType,
      id: users.id,
      companyId: users.companyId,
      phone: users.phone,
      surname: users.surname,
      name: users.name,
      patronymic: users.patronymic,
      email: users.email,
      payerType: users.payerType,
      roles: users.roles,
      lastPaymentMethod: users.lastPaymentMethod,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
    .prepare('load_user');
}

/** Resolves the bearer token of `req` to a live session of the request's company, or null. */
export async function loadUser(app: FastifyInstance, req: FastifyRequest): Promise<AuthUser | null> {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  const token = h.slice(7).trim();
  if (!token || token.length > 200) return null;
  let lookup = sessionLookups.get(app.db);
  if (!lookup) sessionLookups.set(app.db, (lookup = buildSessionLookup(app.db)));
  const [row] = await lookup.execute({ tokenHash: sha256(token), now: app.clock.now() });
  if (!row || row.companyId !== req.companyId || !row.phone) return null;
  return { ...row, phone: row.phone };
}

/** The logged-in user of `req`. @throws ApiError 401 with the translated message when there is none. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new ApiError(401, req.t('auth.unauthenticated'));
  return req.user;
}

/** The identity the SPA shows (Refine's `getIdentity`). */
export function identityOf(u: AuthUser) {
  return {
    id: u.id,
    phone: u.phone,
    surname: u.surname,
    name: u.name,
    patronymic: u.patronymic,
    email: u.email,
    payerType: u.payerType,
    roles: u.roles,
    role: u.role,
    lastPaymentMethod: u.lastPaymentMethod ?? null,
  };
}
