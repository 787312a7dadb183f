/** Queries of the back-office form inbox (docs/rules.md R16.7): list, one, status and note; audited. */
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formRequests } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { recordChange, snapshot } from '../../../services/audit';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import { canMoveForm } from '../../../../src/domain/forms';
import type { FormInboxPatch, FormInboxQuery, FormInboxRow } from '../../../../src/contracts/backoffice-forms';

type Row = typeof formRequests.$inferSelect;

const toRow = (r: Row): FormInboxRow => {
  const { slot, policyConsent, ...details } = r.payload as { slot?: string; policyConsent?: boolean } & Record<
    string,
    unknown
  >;
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    phone: r.phone,
    status: r.status,
    note: r.note,
    slot: slot ?? null,
    consents: { policy: !!policyConsent, notifications: r.notificationsConsent },
    details,
    createdAt: toServerTimestamp(r.createdAt),
  };
};

export async function listForms(
  app: FastifyInstance,
  req: FastifyRequest,
  q: FormInboxQuery,
  start: number,
  limit: number,
) {
  const like = q.q ? `%${q.q.trim().replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    eq(formRequests.companyId, req.companyId),
    q.kind ? eq(formRequests.kind, q.kind) : undefined,
    q.status ? eq(formRequests.status, q.status) : undefined,
    like ? or(ilike(formRequests.name, like), ilike(formRequests.phone, like)) : undefined,
  );
  const dir = (q._order ?? 'desc').toLowerCase() === 'desc' ? desc : asc;
  const [rows, [{ n }]] = await Promise.all([
    app.db.select().from(formRequests).where(where).orderBy(dir(formRequests.id)).limit(limit).offset(start),
    app.db.select({ n: count() }).from(formRequests).where(where),
  ]);
  return { rows: rows.map(toRow), total: n };
}

/** The company's request `id`. @throws ApiError 404. */
async function companyForm(app: FastifyInstance, req: FastifyRequest, id: number): Promise<Row> {
  const r = await app.db.query.formRequests.findFirst({
    where: and(eq(formRequests.id, id), eq(formRequests.companyId, req.companyId)),
  });
  if (!r) throw new ApiError(404, req.t('error.notFoundApi'));
  return r;
}

export async function getForm(app: FastifyInstance, req: FastifyRequest, id: number) {
  return toRow(await companyForm(app, req, id));
}

/**
 * Moves the request's status forward and/or sets its note, in one conditional update.
 * @throws ApiError 409 `backoffice-forms.errors.backwards` when the status would not move forward
 * (or another manager moved it meanwhile).
 */
export async function updateForm(app: FastifyInstance, req: FastifyRequest, id: number, body: FormInboxPatch) {
  const before = await companyForm(app, req, id);
  const moving = body.status !== undefined && body.status !== before.status;
  if (moving && !canMoveForm(before.status, body.status!))
    throw new ApiError(409, req.t('backoffice-forms.errors.backwards'));
  if (!moving && (body.note === undefined || body.note === before.note)) return toRow(before);
  const row = await app.db.transaction(async (tx) => {
    const [r] = await tx
      .update(formRequests)
      .set({ ...(moving ? { status: body.status } : {}), ...(body.note !== undefined ? { note: body.note } : {}) })
      .where(and(eq(formRequests.id, id), eq(formRequests.status, before.status)))
      .returning();
    if (!r) throw new ApiError(409, req.t('backoffice-forms.errors.backwards'));
    await recordChange(
      app,
      req,
      {
        entity: 'forms',
        entityId: id,
        action: moving && body.status ? (`status-${body.status}` as const) : 'note',
        before: snapshot(before),
        after: snapshot(r),
      },
      tx,
    );
    return r;
  });
  return toRow(row);
}
