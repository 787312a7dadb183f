/**
 * The back office's leases (docs/rules.md R9, R16; issue 10 item 6): the company's leases created
 * and ended — list (status filter), a lease created for a tenant by phone in any room of the
 * company, an early end with the same settlement as the tenant's (server/services/rents.ts).
 * Every change is written to the audit log (server/services/audit.ts).
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { requireRole } from '../../../access';
import { ApiError } from '../../../errors';
import type { Lang } from '../../../i18n';
import { leases, objects } from '../../../db/schema';
import { objectTitleCells, titlesOf } from '../../../object-titles';
import { recordChange, snapshot } from '../../../services/audit';
import * as svc from '../../../services/rents';
import * as rentChanges from '../../../services/rent-changes';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeRentsEndpoints as e, type BackofficeRentRow } from '../../../../src/contracts/backoffice-rents';
import { hotelToday } from '../../../../src/domain/hotel-time';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import { rentStatus } from '../../../../src/domain/rents';

export async function backofficeRentRoutes(app: FastifyInstance): Promise<void> {
  /**
   * Rows of the company's leases `where` picks, newest first, with room, tenant, status and debt,
   * in one statement (docs/architecture.md § The server): the room's title, the tenant and the
   * debt (charges unpaid, not cancelled, due before today) as subqueries.
   */
  async function rows(req: { lang: Lang; companyId: number }, where?: SQL): Promise<BackofficeRentRow[]> {
    const day = hotelToday(app.clock.now());
    const ls = await app.db
      .select({
        l: leases,
        objectId: leases.objectId,
        objectTitle: objectTitleCells(leases.objectId),
        // Table names written out: correlated to the outer lease.
        tenant: sql<[string | null, string | null, string | null] | null>`(select json_build_array(u.surname,
          u.name, u.phone) from users u where u.id = leases.user_id)`,
        debtKopecks: sql<number>`(select coalesce(sum(c.amount_kopecks), 0) from rent_charges c
          where c.lease_id = leases.id and c.paid_at is null and not c.cancelled and c.due_date < ${day})`.mapWith(
          Number,
        ),
      })
      .from(leases)
      .where(and(eq(leases.companyId, req.companyId), where))
      .orderBy(desc(leases.createdAt), desc(leases.id));
    const titles = titlesOf(req, ls);
    return ls.map(({ l, tenant, debtKopecks }) => {
      const [surname, name, phone] = tenant ?? [null, null, null];
      return {
        id: l.id,
        objectId: l.objectId,
        objectTitle: titles.get(l.objectId) ?? '',
        tenantName: [surname, name].filter(Boolean).join(' ') || null,
        tenantPhone: phone ?? '',
        startDate: l.startDate,
        endDate: l.endDate,
        endedEarlyOn: l.endedEarlyOn,
        monthlyRentKopecks: l.monthlyRentKopecks,
        depositKopecks: l.depositKopecks,
        noticeDays: l.noticeDays,
        status: rentStatus(l, day),
        debtKopecks,
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
    const all = await rows(req);
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
    const l = await svc.createRentForPhone(app, req, req.companyId, b, user.id);
    await recordChange(app, req, {
      entity: 'lease',
      entityId: l.id,
      action: 'create',
      before: null,
      after: snapshot(l),
    });
    return { data: (await rows(req, eq(leases.id, l.id)))[0] };
  });

  route(app, e.endQuote, async (req) => {
    const l = await companyLease(req, req.params.id);
    return { data: rentChanges.settlementDto(await rentChanges.quoteEnd(app, req, l, req.body.moveOut), l) };
  });

  route(app, e.end, async (req) => {
    const l = await companyLease(req, req.params.id);
    await rentChanges.applyEnd(app, req, l, req.body.moveOut);
    const after = await companyLease(req, l.id);
    await recordChange(app, req, {
      entity: 'lease',
      entityId: l.id,
      action: 'end',
      before: snapshot(l),
      after: snapshot(after),
    });
    return { data: (await rows(req, eq(leases.id, after.id)))[0] };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeRentRoutes;
