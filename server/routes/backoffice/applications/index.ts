/**
 * The back office's applications inbox and the MC's rental pool (docs/rules.md R12.2, R12.5,
 * R16.11): GET backoffice/applications (filter by kind and state), GET …/{id},
 * GET …/{id}/files/{fileId} (a scan the application cites — passport, title document, proxy — as
 * stored, inline; only a manager of the application's company, R3.7),
 * POST …/{id}/approve (agreement numbers assigned by the kind; a connection's fee %, R12.5),
 * POST …/{id}/reject (reason);
 * GET backoffice/pool (rooms under the MC with owner and agreements). Decisions go through
 * server/services/applications.ts (once; audited; the applicant is notified). Declared in
 * src/contracts/backoffice-applications.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applications, buildings, objects, uploads, users } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { pick } from '../../../i18n';
import { countWhere, pageTotal, windowTotal } from '../../../paging';
import { route } from '../../../route';
import { decideApplication } from '../../../services/applications';
import { mimeOfKind } from '../../../services/file-storage';
import { uploadKey } from '../../../services/storage';
import { sendFile } from '../../../services/pdf';
import { pageWindow, paginate } from '../../../validation';
import { applicationRows, toApplicationRows } from '../../owner-rooms/applications-repo';
import { backofficeApplicationsEndpoints as e } from '../../../../src/contracts/backoffice-applications';

/** The application `id` of the caller's company. @throws ApiError 404 otherwise (R3.7). */
async function companyApplication(app: FastifyInstance, req: FastifyRequest, id: number) {
  const r = await app.db.query.applications.findFirst({
    where: and(eq(applications.id, id), eq(applications.companyId, req.companyId)),
  });
  if (!r) throw new ApiError(404, req.t('applications.errors.notFound'));
  return r;
}

export const backofficeApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const q = req.query;
    const where = and(
      eq(applications.companyId, req.companyId),
      q.kind ? eq(applications.kind, q.kind) : undefined,
      q.status ? eq(applications.status, q.status) : undefined,
    );
    const { rows, total } = await applicationRows(app, req, where!, { limit, offset: start });
    return paginate(rows, total, start, end);
  });

  route(app, e.show, async (req) => ({
    data: (await toApplicationRows(app, req, [await companyApplication(app, req, req.params.id)]))[0],
  }));

  route(app, e.file, async (req, reply) => {
    const r = await companyApplication(app, req, req.params.id);
    const f = r.uploadIds.includes(req.params.fileId)
      ? await app.db.query.uploads.findFirst({
          where: and(eq(uploads.id, req.params.fileId), eq(uploads.companyId, req.companyId)),
        })
      : undefined;
    const bytes = f ? await app.storage.get(uploadKey(f.id)) : null;
    if (!f || !bytes) throw new ApiError(404, req.t('applications.errors.fileNotFound'));
    return sendFile(reply, bytes, mimeOfKind(f.kind), f.name);
  });

  route(app, e.approve, async (req) => ({
    data: (
      await toApplicationRows(app, req, [
        await decideApplication(app, req, req.params.id, { approve: true, feePercent: req.body.feePercent }),
      ])
    )[0],
  }));

  route(app, e.reject, async (req) => ({
    data: (
      await toApplicationRows(app, req, [
        await decideApplication(app, req, req.params.id, { approve: false, reason: req.body.reason }),
      ])
    )[0],
  }));

  route(app, e.pool, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const where = and(
      eq(objects.companyId, req.companyId),
      eq(objects.management, 'mc'),
      sql`${objects.ownerId} is not null`,
    );
    // One statement (docs/architecture.md § The server): the row's own columns only (an object's
    // row also holds its texts, photos and prices), the date of a pending or approved termination
    // as a subquery, and the total before paging.
    const rows = await app.db
      .select({
        id: objects.id,
        floor: objects.floor,
        number: objects.number,
        area: objects.area,
        mcAgreementNo: objects.mcAgreementNo,
        serviceAgreementNo: objects.serviceAgreementNo,
        b: buildings.name,
        surname: users.surname,
        name: users.name,
        phone: users.phone,
        // Table names written out: correlated to the outer object.
        terminationDate: sql<string | null>`(select a.payload->>'desiredDate' from applications a
          where a.object_id = objects.id and a.kind = 'terminate' and a.status in ('under_consideration', 'approved')
          order by a.id limit 1)`,
        total: windowTotal(),
      })
      .from(objects)
      .innerJoin(buildings, eq(buildings.id, objects.buildingId))
      .leftJoin(users, eq(users.id, objects.ownerId))
      .where(where)
      .orderBy(objects.id)
      .limit(limit)
      .offset(start);
    const total = await pageTotal(rows, start, () => countWhere(app.db, objects, where));
    const data = rows.map(({ b, surname, name, phone, total: _total, ...o }) => ({
      id: o.id,
      building: pick(b, req.lang),
      floor: o.floor,
      number: o.number,
      area: o.area,
      owner: [surname, name].filter(Boolean).join(' ') || phone || null,
      mcAgreementNo: o.mcAgreementNo,
      serviceAgreementNo: o.serviceAgreementNo,
      terminationDate: o.terminationDate,
    }));
    return paginate(data, total, start, end);
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeApplicationRoutes;
