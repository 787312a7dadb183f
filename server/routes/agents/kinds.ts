/**
 * A new proxy is an application of kind `proxy` in the MC's inbox (docs/rules.md R12.10,
 * server/services/applications.ts): approving verifies the proxy (it becomes valid on its dates),
 * rejecting rejects it with the reason. The owner hears of the decision as the applicant; the
 * agent is told by {@link noticeProxyDecision}.
 */
import { and, eq } from 'drizzle-orm';
import { proxies } from '../../db/schema';
import { ApiError } from '../../errors';
import { registerApplicationKind } from '../../services/applications';
import { noticeProxyDecision } from './decisions-repo';

registerApplicationKind('proxy', {
  async approve(tx, app, row, req) {
    const proxyId = Number((row.payload as { proxyId?: number }).proxyId);
    const [p] = await tx
      .update(proxies)
      .set({ verification: 'verified', rejectReason: null, verifiedAt: app.clock.now() })
      .where(and(eq(proxies.id, proxyId), eq(proxies.verification, 'pending')))
      .returning();
    if (!p) throw new ApiError(409, req.t('agents.errors.notPending'));
  },
  async reject(tx, app, row) {
    const proxyId = Number((row.payload as { proxyId?: number }).proxyId);
    await tx
      .update(proxies)
      .set({ verification: 'rejected', rejectReason: row.reason, verifiedAt: app.clock.now() })
      .where(and(eq(proxies.id, proxyId), eq(proxies.verification, 'pending')));
  },
  async after(app, row) {
    if (row.status !== 'approved') return;
    const p = await app.db.query.proxies.findFirst({
      where: eq(proxies.id, Number((row.payload as { proxyId?: number }).proxyId)),
    });
    if (p) await noticeProxyDecision(app, p, 'verified', null, { owner: false });
  },
  link: (row) => `/agents/${(row.payload as { proxyId?: number }).proxyId}`,
});
