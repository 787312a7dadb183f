/**
 * The back office's leases (docs/rules.md R9, R16; issue 10 item 6): the company's leases created
 * and ended — list (status filter), a lease created for a tenant by phone in any room of the
 * company, an early end with the same settlement as the tenant's (server/services/leases.ts).
 * Every change is written to the audit log (server/services/audit.ts).
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { requireRole } from '../../../access';
import { ApiError } from '../../../errors';
import { pick, type Lang } from '../../../i18n';
import { leases, objects, rentCharges, users } from '../../../db/schema';
import { recordChange, snapshot } from '../../../services/audit';
import * as svc from '../../../services/leases';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeRentsEndpoints as e, type BackofficeRentRow } from '../../../../src/contracts/backoffice-rents';
import { hotelToday } from '../../../../src/domain/bookings';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import { leaseStatus } from '../../../../src/domain/rents';

export async function backofficeRentRoutes(app: FastifyInstance): Promise<void> {
  /** Rows of `ls` with room, tenant, status and debt. */
  async function rows(req: { lang: Lang }, ls: svc.LeaseRow[]): Promise<BackofficeRentRow[]> {
    if (!ls.length) return [];
    const [objs, people, cs] = await Promise.all([
      app.db
        .select({ id: objects.id, title: objects.title, number: objects.number })
        .from(objects)
        .where(
          inArray(
            objects.id,
            ls.map((l) => l.objectId),
          ),
        ),
      app.db
        .select({ id: users.id, name: users.name, surname: users.surname, phone: users.phone })
        .from(users)
        .where(
          inArray(
            users.id,
            ls.map((l) => l.userId),
          ),
        ),
      app.db
        .select()
        .from(rentCharges)
        .where(
          inArray(
            rentCharges.leaseId,
            ls.map((l) => l.id),
          ),
        ),
    ]);
    const day = hotelToday(app.clock.now());
    return ls.map((l) => {
      const o = objs.find((x) => x.id === l.objectId);
      const p = people.find((x) => x.id === l.userId);
      return {
        id: l.id,
        objectId: l.objectId,
        objectTitle: o ? `${pick(o.title, req.lang)} № ${o.number}` : '',
        tenantName: [p?.surname, p?.name].filter(Boolean).join(' ') || null,
        tenantPhone: p?.phone ?? '',
        startDate: l.startDate,
        endDate: l.endDate,
        endedEarlyOn: l.endedEarlyOn,
        monthlyRentKopecks: l.monthlyRentKopecks,
        depositKopecks: l.depositKopecks,
        noticeDays: l.noticeDays,
        status: leaseStatus(l, day),
        debtKopecks: cs
          .filter((c) => c.leaseId === l.id && !c.paidAt && !c.cancelled && c.dueDate < day)
          .reduce((s, c) => s + c.amountKopecks, 0),
        createdAt: toServerTimestamp(l.createdAt),
      };
    });
  }

  const companyLease = async (req: { companyId: number; t: (k: string) => string }, id: number) => {
    const l = await app.db.query.leases.findFirst({
      where: and(eq(leases.id, id), eq(leases.companyId, req.companyId)),
    });
    if (!l) throw new ApiError(404, req.t('rents.errors.notFound'));
    return l;
  };

  route(app, e.list, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await rows(
      req,
      await app.db
        .select()
        .from(leases)
        .where(eq(leases.companyId, req.companyId))
        .orderBy(desc(leases.createdAt), desc(leases.id)),
    );
    const found = req.query.status ? all.filter((r) => r.status === req.query.status) : all;
    return paginate(found.slice(start, end), found.length, start, end);
  });

  route(app, e.create, async (req) => {
    const user = requireRole(req, 'manager');
    const b = req.body;
    const o = await app.db.query.objects.findFirst({
      where: and(eq(objects.id, b.objectId), eq(objects.companyId, req.companyId)),
      orderBy: asc(objects.id),
    });
    if (!o) throw new ApiError(404, req.t('rents.errors.objectNotFound'));
    const tenantId = await svc.tenantByPhone(app, req.companyId, b.phone);
    const l = await svc.createLease(app, req, req.companyId, {
      ...b,
      tenantId,
      createdBy: user.id,
      depositKopecks: b.depositKopecks,
      noticeDays: b.noticeDays,
      payerType: b.payerType,
    });
    await recordChange(app, req, {
      entity: 'lease',
      entityId: l.id,
      action: 'create',
      before: null,
      after: snapshot(l),
    });
    return { data: (await rows(req, [l]))[0] };
  });

  route(app, e.endQuote, async (req) => {
    const l = await companyLease(req, req.params.id);
    return { data: svc.settlementDto(await svc.quoteEnd(app, req, l, req.body.moveOut), l) };
  });

  route(app, e.end, async (req) => {
    const l = await companyLease(req, req.params.id);
    await svc.applyEnd(app, req, l, req.body.moveOut);
    const after = await companyLease(req, l.id);
    await recordChange(app, req, {
      entity: 'lease',
      entityId: l.id,
      action: 'end',
      before: snapshot(l),
      after: snapshot(after),
    });
    return { data: (await rows(req, [after]))[0] };
  });
}
