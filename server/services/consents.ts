/**
 * Consents as documents on the server (docs/rules.md R21.2–R21.4; 152-FZ art. 9 as amended by 156-FZ):
 * a form's handler checks the consent its body gives ({@link requireConsent}) and records it with the
 * version of the document in force, the purpose, the time, the address and the browser
 * ({@link recordConsents}). A new personal-data form plugs in with both, in this order:
 *
 * ```ts
 * // contract body: checkInConsent: consentField('check_in')   (src/contracts/consents.ts)
 * requireConsent(req, req.body, 'check_in');
 * await recordConsents(tx, req, { userId: user.id, phone: user.phone }, 'check_in', ['check_in']);
 * ```
 */
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { consents } from '../db/schema';
import { ApiError, validationError } from '../errors';
import type { AuthUser } from '../auth';
import { CONSENT_REQUIRED_MESSAGES, type ConsentRow } from '../../src/contracts/consents';
import { CONSENT_FIELDS, versionOn, type ConsentKind, type ConsentPurpose } from '../../src/domain/consents';
import { hotelToday } from '../../src/domain/hotel-time';
import { toServerTimestamp } from '../../src/domain/datetime';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: a consent is recorded in the transaction of what it was given for. */
export type ConsentDb = Pick<Db, 'insert'> | Tx;

/** Whose consent: the signed-in person, or the phone an anonymous form gave (at least one). */
export interface ConsentSubject {
  userId?: number | null;
  phone?: string | null;
}

/**
 * Refuses a body whose box of `kind` is not ticked: 422 with the kind's translated message under the
 * field `CONSENT_FIELDS[kind]` (`policyConsent`, `checkInConsent`…). The contract's `consentField`
 * already refuses it; this keeps a handler honest whatever its schema says.
 * @throws ApiError 422
 */
export function requireConsent(req: FastifyRequest, body: unknown, kind: ConsentKind): void {
  const field = CONSENT_FIELDS[kind];
  if ((body as Record<string, unknown> | null)?.[field] === true) return;
  throw validationError({ [field]: [req.t(CONSENT_REQUIRED_MESSAGES[kind])] });
}

/** The kinds whose field is `true` in `body` (an optional consent is recorded only when ticked). */
export function consentsIn(body: unknown, kinds: readonly ConsentKind[]): ConsentKind[] {
  return kinds.filter((k) => (body as Record<string, unknown> | null)?.[CONSENT_FIELDS[k]] === true);
}

/**
 * Records one row per kind: the document's version in force today (Yekaterinburg), `purpose`, now (the
 * app's clock), the request's address and browser (≤ 500 characters).
 * @returns the new rows' ids.
 */
export async function recordConsents(
  db: ConsentDb,
  req: FastifyRequest,
  subject: ConsentSubject,
  purpose: ConsentPurpose,
  kinds: readonly ConsentKind[],
): Promise<number[]> {
  if (kinds.length === 0) return [];
  const now = req.server.clock.now();
  const day = hotelToday(now);
  const rows = await db
    .insert(consents)
    .values(
      kinds.map((kind) => ({
        companyId: req.companyId,
        userId: subject.userId ?? null,
        phone: subject.phone ?? null,
        kind,
        version: versionOn(kind, day).version,
        purpose,
        givenAt: now,
        ip: req.ip,
        userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
      })),
    )
    .returning({ id: consents.id });
  return rows.map((r) => r.id);
}

/** The caller's consents: given while signed in, or by an anonymous form with the caller's phone. */
export function ownConsents(user: Pick<AuthUser, 'id' | 'companyId' | 'phone'>): SQL {
  return and(
    eq(consents.companyId, user.companyId),
    or(eq(consents.userId, user.id), and(isNull(consents.userId), eq(consents.phone, user.phone))),
  )!;
}

/** Whether the caller holds a consent of `kind` not withdrawn (R21.2: a form asks again only then). */
export async function hasActiveConsent(
  app: Pick<FastifyInstance, 'db'>,
  user: Pick<AuthUser, 'id' | 'companyId' | 'phone'>,
  kind: ConsentKind,
): Promise<boolean> {
  const [row] = await app.db
    .select({ id: consents.id })
    .from(consents)
    .where(and(ownConsents(user), eq(consents.kind, kind), isNull(consents.withdrawnAt)))
    .limit(1);
  return !!row;
}

/** Row → what its person sees. */
export const consentRowOf = (r: typeof consents.$inferSelect): ConsentRow => ({
  id: r.id,
  kind: r.kind,
  version: r.version,
  purpose: r.purpose,
  givenAt: toServerTimestamp(r.givenAt),
  withdrawnAt: r.withdrawnAt ? toServerTimestamp(r.withdrawnAt) : null,
});

/** The caller's consents of a kind (or all), newest first, one page. */
export async function listOwnConsents(
  app: FastifyInstance,
  user: AuthUser,
  kind: ConsentKind | undefined,
  start: number,
  limit: number,
) {
  const where = and(ownConsents(user), kind ? eq(consents.kind, kind) : undefined);
  const rows = await app.db
    .select({ row: consents, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(consents)
    .where(where)
    .orderBy(desc(consents.givenAt), desc(consents.id))
    .offset(start)
    .limit(limit);
  return { rows: rows.map((r) => consentRowOf(r.row)), total: rows[0]?.total ?? 0 };
}

/**
 * Withdraws one of the caller's consents (R21.4): sets `withdrawn_at` once; a second withdrawal
 * answers the row as it is. Someone else's consent, or none, is 404 `consents.notFound`.
 */
export async function withdrawConsent(app: FastifyInstance, req: FastifyRequest, user: AuthUser, id: number) {
  const now = app.clock.now();
  const [updated] = await app.db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(and(eq(consents.id, id), ownConsents(user), isNull(consents.withdrawnAt)))
    .returning();
  if (updated) return consentRowOf(updated);
  const [row] = await app.db
    .select()
    .from(consents)
    .where(and(eq(consents.id, id), ownConsents(user)));
  if (!row) throw new ApiError(404, req.t('consents.notFound'));
  return consentRowOf(row);
}
