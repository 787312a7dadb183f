/**
 * The MC's decision on an agent's proxy (docs/rules.md R12.10): verified or rejected with a
 * reason, once, with the owner and the agent told in-app and by push. Split from ./repo.ts,
 * which keeps the owner's proxies, adding and revoking them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applications, proxies, users } from '../../db/schema';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { notifyUser } from '../../services/push';
import { fullName } from '../../services/agents';
import { foundOr404 } from '../../scope';
import type { ProxyRecord } from './repo';

/**
 * The MC's decision on a pending proxy of its company (R12.10): verified (it becomes valid on its
 * dates) or rejected with a reason; the owner and the agent are told.
 * @throws ApiError 404 not the company's; 409 `agents.errors.notPending` when already decided.
 */
export async function verifyProxy(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  decision: 'verified' | 'rejected',
  reason?: string,
): Promise<ProxyRecord> {
  const user = requireUser(req);
  const found = await app.db.query.proxies.findFirst({
    where: and(eq(proxies.id, id), eq(proxies.companyId, user.companyId)),
  });
  const p = foundOr404(req, found, 'agents.errors.notFound');
  const row = await decideProxy(app, p.id, decision, reason ?? null);
  if (!row) throw new ApiError(409, req.t('agents.errors.notPending'));
  return row;
}

/**
 * Records the MC's decision on proxy `id` when still pending (the back office's applications
 * inbox calls this too) and tells the owner and the agent. @returns the row, or null when it was not pending.
 */
export async function decideProxy(
  app: FastifyInstance,
  id: number,
  decision: 'verified' | 'rejected',
  reason: string | null,
): Promise<ProxyRecord | null> {
  const [row] = await app.db
    .update(proxies)
    .set({ verification: decision, rejectReason: decision === 'rejected' ? reason : null, verifiedAt: app.clock.now() })
    .where(and(eq(proxies.id, id), eq(proxies.verification, 'pending')))
    .returning();
  if (!row) return null;
  // The inbox's application of this proxy is decided with it.
  await app.db
    .update(applications)
    .set({
      status: decision === 'verified' ? 'approved' : 'rejected',
      reason: decision === 'rejected' ? reason : null,
      decidedAt: app.clock.now(),
    })
    .where(
      and(
        eq(applications.kind, 'proxy'),
        eq(applications.status, 'under_consideration'),
        sql`(${applications.payload}->>'proxyId')::int = ${row.id}`,
      ),
    );
  await noticeProxyDecision(app, row, decision, reason, { owner: true });
  return row;
}

/** Tells the owner (unless `owner: false`) and, when verified, the agent about the MC's decision on proxy `row`. */
export async function noticeProxyDecision(
  app: FastifyInstance,
  row: ProxyRecord,
  decision: 'verified' | 'rejected',
  reason: string | null,
  opts: { owner: boolean },
): Promise<void> {
  const owner = await app.db.query.users.findFirst({ where: eq(users.id, row.ownerId) });
  const ok = decision === 'verified';
  if (opts.owner) {
    await notifyUser(app, row.ownerId, {
      title: ok
        ? { ru: 'Доверенность проверена', en: 'Proxy verified' }
        : { ru: 'Доверенность отклонена', en: 'Proxy rejected' },
      body: ok
        ? {
            ru: `Доверенность № ${row.number} проверена управляющей компанией.`,
            en: `The management company verified proxy No. ${row.number}.`,
          }
        : {
            ru: `Доверенность № ${row.number} отклонена: ${reason ?? ''}`,
            en: `Proxy No. ${row.number} was rejected: ${reason ?? ''}`,
          },
      link: `/agents/${row.id}`,
    });
  }
  if (ok) {
    await notifyUser(app, row.agentId, {
      title: { ru: 'Вы действуете по доверенности', en: 'You act by proxy' },
      body: {
        ru: `${fullName(owner)} доверяет вам свои помещения (доверенность № ${row.number}).`,
        en: `${fullName(owner)} entrusted you with their rooms (proxy No. ${row.number}).`,
      },
      link: `/agents/${row.id}`,
    });
  }
}
