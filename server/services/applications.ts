/**
 * Deciding applications to the MC (docs/rules.md R12.2): a registry of kinds, so each resource
 * brings its own approval (a room becomes the owner's, a room enters the MC's pool, a termination
 * is accepted, a proxy is verified…) without editing the back-office inbox. The inbox calls
 * {@link decideApplication}: one conditional update from `under_consideration` (so an application
 * is decided once; a second decision answers 409), the kind's hook in the same transaction, the
 * audit entry, then a notice to the applicant in both languages (R7.6).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { ApiError } from '../errors';
import { recordChange, snapshot } from './audit';
import { notifyUser } from './push';
import { both } from './booking-notices';

/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** An application row. */
export type ApplicationRecord = typeof applications.$inferSelect;

/** Terms the MC sets when approving (docs/rules.md R12.5): the management fee, a whole % (0–100). */
export interface ApprovalTerms {
  feePercent?: number;
}

/** What a kind does when the MC decides. */
export interface ApplicationKind {
  /**
   * Applies an approval inside the decision's transaction (e.g. sets `objects.owner_id`).
   * May return fields to merge into the application's payload (assigned agreement numbers…).
   * `terms` are what the MC set in the approval (the management fee of a connection, R12.5).
   * @throws ApiError (409/422, translated) to refuse the approval; nothing is changed then.
   */
  approve(
    tx: Tx,
    app: FastifyInstance,
    row: ApplicationRecord,
    req: FastifyRequest,
    terms: ApprovalTerms,
  ): Promise<Record<string, unknown> | void>;
  /** Applies a rejection inside the transaction (optional). */
  reject?(tx: Tx, app: FastifyInstance, row: ApplicationRecord, req: FastifyRequest): Promise<void>;
  /**
   * Runs after the decision committed (e.g. tells a third person); never inside the transaction,
   * where the embedded database would wait for itself. Errors are logged, not thrown.
   */
  after?(app: FastifyInstance, row: ApplicationRecord): Promise<void>;
  /** Where the applicant's notice links to (default: the applications list). */
  link?(row: ApplicationRecord): string;
}

const kinds = new Map<string, ApplicationKind>();

/** Registers what approving and rejecting an application of `kind` does (once per kind at start-up). */
export function registerApplicationKind(kind: string, handlers: ApplicationKind): void {
  kinds.set(kind, handlers);
}

/** The registered kinds (for the inbox filter and tests). */
export const applicationKinds = (): string[] => [...kinds.keys()];

/**
 * Approves or rejects application `id` of the request's company as the manager making `req`.
 * @throws ApiError 404 (not the company's), 409 `applications.errors.decided` (already decided),
 *         or whatever the kind's hook throws.
 */
export async function decideApplication(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  decision: ({ approve: true } & ApprovalTerms) | { approve: false; reason: string },
): Promise<ApplicationRecord> {
  const before = await app.db.query.applications.findFirst({
    where: and(eq(applications.id, id), eq(applications.companyId, req.companyId)),
  });
  if (!before) throw new ApiError(404, req.t('applications.errors.notFound'));
  if (before.status !== 'under_consideration') throw new ApiError(409, req.t('applications.errors.decided'));
  const kind = kinds.get(before.kind);
  if (!kind) throw new ApiError(409, req.t('applications.errors.unknownKind'));
  const row = await app.db.transaction(async (tx) => {
    const [r] = await tx
      .update(applications)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        reason: decision.approve ? null : decision.reason,
        decidedBy: req.user!.id,
        decidedAt: app.clock.now(),
      })
      .where(and(eq(applications.id, id), eq(applications.status, 'under_consideration')))
      .returning();
    if (!r) throw new ApiError(409, req.t('applications.errors.decided'));
    let out = r;
    if (decision.approve) {
      const extra = await kind.approve(tx, app, r, req, { feePercent: decision.feePercent });
      if (extra)
        [out] = await tx
          .update(applications)
          .set({ payload: { ...r.payload, ...extra } })
          .where(eq(applications.id, id))
          .returning();
    } else await kind.reject?.(tx, app, r, req);
    await recordChange(
      app,
      req,
      {
        entity: 'applications',
        entityId: id,
        action: decision.approve ? 'approve' : 'reject',
        before: snapshot(before),
        after: snapshot(out),
      },
      tx,
    );
    return out;
  });
  await kind
    .after?.(app, row)
    .catch((e: unknown) => app.log.warn({ err: e, application: id }, 'application follow-up failed'));
  try {
    const outcome = decision.approve ? 'approved' : 'rejected';
    await notifyUser(app, row.applicantId, {
      title: both(`applications.notices.${outcome}.title`, (lang) => ({
        kind: both(`applications.kinds.${row.kind}`)[lang],
        id: row.id,
      })),
      body: both(`applications.notices.${outcome}.body`, (lang) => ({
        kind: both(`applications.kinds.${row.kind}`)[lang],
        id: row.id,
        reason: row.reason ?? '',
      })),
      link: kind.link?.(row) ?? '/my-rooms',
    });
  } catch (e) {
    app.log.warn({ err: e, application: id }, 'application notice failed');
  }
  return row;
}
