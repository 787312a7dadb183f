/**
 * Leases (Refine resource `rents`, docs/rules.md R9, R12.4):
 * - GET app/v1/rents — the caller's leases (a tenant's own; an owner's or agent's tenants);
 * - GET app/v1/rents/{id} — schedule, documents, payments, check-in;
 * - POST app/v1/rents — an owner (or agent allowed `tenants`) adds a tenant by phone to a
 *   self-administered room;
 * - POST app/v1/rents/{id}/extend/quote, …/extend — the new schedule, then the extension (R9.2);
 * - POST app/v1/rents/{id}/end/quote, …/end — the settlement, then the early end (R9.3);
 * - POST app/v1/rents/{id}/charges/{chargeId}/pay — card or bank transfer (R9.4), applied once;
 * - GET app/v1/rents/{id}/documents/{docId}/file — a document's file (generated PDF or the scan),
 *   `download=1` for an attachment;
 * - POST app/v1/rents/{id}/check-in, …/documents — conditions accepted, registration scans (R9.5),
 *   by the tenant only (403 to the owner);
 * Someone else's lease answers 404. Declared in src/contracts/rents.ts (`rentsEndpoints`; docs/architecture.md
 * § The typed seam); logic: server/services/rents.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { route } from '../../route';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { objects } from '../../db/schema';
import { visibleObjects } from '../../scope';
import { roomForAct } from '../../services/agents';
import { rentsEndpoints as e } from '../../../src/contracts/rents';
import { hotelToday } from '../../../src/domain/hotel-time';
import { pick } from '../../i18n';
import { pageWindow, paginate } from '../../validation';
import { rentDocumentFile } from '../../services/rent-documents';
import { sendFile } from '../../services/pdf';
import * as rentsSvc from '../../services/rents';
import * as rentChanges from '../../services/rent-changes';
import * as repo from './repo';

export const rentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await repo.listRents(app, req);
    return paginate(all.slice(start, end), all.length, start, end);
  });

  route(app, e.show, async (req) => ({
    data: await repo.rentDetailOf(app, req, await repo.ownRent(app, req, req.params.id)),
  }));

  route(app, e.rooms, async (req) => {
    const user = requireUser(req);
    const rows = await app.db
      .select({ id: objects.id, title: objects.title, number: objects.number })
      .from(objects)
      .where(and(visibleObjects(user, hotelToday(app.clock.now()), 'tenants'), eq(objects.management, 'self')))
      .orderBy(asc(objects.id));
    return { data: rows.map((o) => ({ id: o.id, title: `${pick(o.title, req.lang)} № ${o.number}` })) };
  });

  route(app, e.create, async (req) => {
    const user = requireUser(req);
    const b = req.body;
    // An agent's room without the act `tenants` answers 403, someone else's 404 (docs/rules.md R3.7).
    const o = await roomForAct(app, req, b.objectId, 'tenants', 'rents.errors.objectNotFound');
    if (o.management !== 'self')
      throw new ApiError(422, req.t('rents.errors.notSelf'), { objectId: [req.t('rents.errors.notSelf')] });
    const l = await rentsSvc.createRentForPhone(app, req, user.companyId, b, user.id);
    return { data: await repo.rentDetailOf(app, req, l) };
  });

  route(app, e.extendQuote, async (req) => {
    const l = await repo.ownRent(app, req, req.params.id, 'tenants');
    const { quote, tariffName } = await rentChanges.quoteExtension(app, l, req.body.endDate);
    if (!quote.ok) throw rentChanges.extensionError(req, quote);
    return {
      data: {
        endDate: req.body.endDate,
        nights: quote.nights,
        totalKopecks: quote.totalKopecks,
        charges: quote.charges,
        tariffName: pick(tariffName, req.lang),
      },
    };
  });

  route(app, e.extend, async (req) => {
    const l = await repo.ownRent(app, req, req.params.id, 'tenants');
    await rentChanges.applyExtension(app, req, l, req.body.endDate);
    return { data: await repo.rentDetailOf(app, req, await repo.ownRent(app, req, l.id, 'tenants')) };
  });

  route(app, e.endQuote, async (req) => {
    const l = await repo.ownRent(app, req, req.params.id, 'tenants');
    return { data: rentChanges.settlementDto(await rentChanges.quoteEnd(app, req, l, req.body.moveOut), l) };
  });

  route(app, e.end, async (req) => {
    const l = await repo.ownRent(app, req, req.params.id, 'tenants');
    await rentChanges.applyEnd(app, req, l, req.body.moveOut);
    return { data: await repo.rentDetailOf(app, req, await repo.ownRent(app, req, l.id, 'tenants')) };
  });

  route(app, e.payCharge, async (req) => {
    const user = requireUser(req);
    const l = await repo.ownRent(app, req, req.params.id);
    const c = await repo.rentCharge(app, req, l, req.params.chargeId);
    return { data: await rentsSvc.payCharge(app, req, l, c, user.id, req.body.method) };
  });

  route(app, e.documentFile, async (req, reply) => {
    const l = await repo.ownRent(app, req, req.params.id);
    const d = await repo.rentDocument(app, req, l, req.params.docId);
    const file = await rentDocumentFile(app, l, d, repo.documentTitle(d, req), req.lang);
    return sendFile(reply, file.bytes, file.mime, file.fileName, req.query.download === '1');
  });

  route(app, e.checkIn, async (req) => {
    const l = await repo.ownRent(app, req, req.params.id, 'tenants');
    repo.requireTenant(req, l);
    await repo.acceptCheckIn(app, l, await rentsSvc.checkInVersion(app, l.companyId));
    return { data: await repo.rentDetailOf(app, req, await repo.ownRent(app, req, l.id, 'tenants')) };
  });

  route(app, e.documents, async (req) => {
    const l = await repo.ownRent(app, req, req.params.id, 'tenants');
    repo.requireTenant(req, l);
    await repo.addRegistrationDocuments(app, req, l, req.body.uploadIds);
    return { data: await repo.rentDetailOf(app, req, await repo.ownRent(app, req, l.id, 'tenants')) };
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default rentRoutes;
