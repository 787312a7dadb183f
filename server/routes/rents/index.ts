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
 * Someone else's lease answers 404. Schemas: src/contracts/rents.ts; logic: server/services/leases.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { access } from '../../access';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { objects } from '../../db/schema';
import { visibleObjects } from '../../scope';
import { roomForAct } from '../../services/proxies';
import { appHeaders, envelope, idParams } from '../../../src/contracts/common';
import {
  chargeParams,
  documentParams,
  endQuote,
  extendQuote,
  rentCheckIn,
  rentCreate,
  rentDetail,
  rentDocuments,
  rentEnd,
  rentEndQuoteBody,
  rentExtend,
  rentList,
  rentListQuery,
  rentPay,
  rentPayStarted,
  rentRooms,
} from '../../../src/contracts/rents';
import { hotelToday } from '../../../src/domain/bookings';
import { pick } from '../../i18n';
import { pageWindow, paginate } from '../../validation';
import { documentPdfQuery } from '../../../src/contracts/documents';
import { leaseDocumentFile } from '../../services/lease-documents';
import { sendFile } from '../../services/pdf';
import * as leases from '../../services/leases';
import * as repo from './repo';

const tags = ['rents'];

export const rentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rents',
    { config: access('rents', 'list'), schema: { tags, summary: "The caller's leases (Refine resource `rents`)", headers: appHeaders, querystring: rentListQuery, response: { 200: rentList } } },
    async (req) => {
      const { start, end } = pageWindow(req.query);
      const all = await repo.listLeases(app, req);
      return paginate(all.slice(start, end), all.length, start, end);
    },
  );

  app.get(
    '/rents/:id',
    { config: access('rents', 'show'), schema: { tags, summary: 'One lease: schedule, documents, payments, check-in', headers: appHeaders, params: idParams, response: { 200: envelope(rentDetail) } } },
    async (req) => ({ data: await repo.leaseDetail(app, req, await repo.ownLease(app, req, req.params.id)) }),
  );

  app.get(
    '/rents/rooms',
    { config: access('rents', 'create'), schema: { tags, summary: 'Self-administered rooms the caller may add a tenant to (R12.4)', headers: appHeaders, response: { 200: rentRooms } } },
    async (req) => {
      const user = requireUser(req);
      const rows = await app.db
        .select({ id: objects.id, title: objects.title, number: objects.number })
        .from(objects)
        .where(and(visibleObjects(user, hotelToday(app.clock.now()), 'tenants'), eq(objects.management, 'self')))
        .orderBy(asc(objects.id));
      return { data: rows.map((o) => ({ id: o.id, title: `${pick(o.title, req.lang)} № ${o.number}` })) };
    },
  );

  app.post(
    '/rents',
    { config: access('rents', 'create'), schema: { tags, summary: 'Add a tenant by phone to a self-administered room (R12.4)', headers: appHeaders, body: rentCreate, response: { 201: envelope(rentDetail) } } },
    async (req, reply) => {
      const user = requireUser(req);
      const b = req.body;
      // An agent's room without the act `tenants` answers 403, someone else's 404 (docs/rules.md R3.7).
      const o = await roomForAct(app, req, b.objectId, 'tenants', 'rents.errors.objectNotFound');
      if (o.management !== 'self') throw new ApiError(422, req.t('rents.errors.notSelf'), { objectId: [req.t('rents.errors.notSelf')] });
      const tenantId = await leases.tenantByPhone(app, user.companyId, b.phone);
      const l = await leases.createLease(app, req, user.companyId, { ...b, tenantId, createdBy: user.id, depositKopecks: b.depositKopecks, noticeDays: b.noticeDays, payerType: b.payerType });
      return reply.code(201).send({ data: await repo.leaseDetail(app, req, l) });
    },
  );

  app.post(
    '/rents/:id/extend/quote',
    { config: access('rents', 'extend'), schema: { tags, summary: 'The new schedule and price of an extension (R9.2)', headers: appHeaders, params: idParams, body: rentExtend, response: { 200: envelope(extendQuote) } } },
    async (req) => {
      const l = await repo.ownLease(app, req, req.params.id, 'tenants');
      const { quote, tariffName } = await leases.quoteExtension(app, l, req.body.endDate);
      if (!quote.ok) throw leases.extensionError(req, quote);
      return { data: { endDate: req.body.endDate, nights: quote.nights, totalKopecks: quote.totalKopecks, charges: quote.charges, tariffName: pick(tariffName, req.lang) } };
    },
  );

  app.post(
    '/rents/:id/extend',
    { config: access('rents', 'extend'), schema: { tags, summary: 'Extend the lease to the quoted end date (R9.2)', headers: appHeaders, params: idParams, body: rentExtend, response: { 200: envelope(rentDetail) } } },
    async (req) => {
      const l = await repo.ownLease(app, req, req.params.id, 'tenants');
      await leases.applyExtension(app, req, l, req.body.endDate);
      return { data: await repo.leaseDetail(app, req, await repo.ownLease(app, req, l.id, 'tenants')) };
    },
  );

  app.post(
    '/rents/:id/end/quote',
    { config: access('rents', 'end'), schema: { tags, summary: 'What an early end on the move-out date settles (R9.3)', headers: appHeaders, params: idParams, body: rentEndQuoteBody, response: { 200: envelope(endQuote) } } },
    async (req) => {
      const l = await repo.ownLease(app, req, req.params.id, 'tenants');
      return { data: leases.settlementDto(await leases.quoteEnd(app, req, l, req.body.moveOut), l) };
    },
  );

  app.post(
    '/rents/:id/end',
    { config: access('rents', 'end'), schema: { tags, summary: 'End the lease early on the move-out date (R9.3)', headers: appHeaders, params: idParams, body: rentEnd, response: { 200: envelope(rentDetail) } } },
    async (req) => {
      const l = await repo.ownLease(app, req, req.params.id, 'tenants');
      await leases.applyEnd(app, req, l, req.body.moveOut);
      return { data: await repo.leaseDetail(app, req, await repo.ownLease(app, req, l.id, 'tenants')) };
    },
  );

  app.post(
    '/rents/:id/charges/:chargeId/pay',
    {
      config: access('rents', 'pay'),
      schema: { tags: ['rents', 'payments'], summary: 'Pay a rent charge: card → { confirmationUrl }; bank transfer (legal entities) → pending', headers: appHeaders, params: chargeParams, body: rentPay, response: { 201: envelope(rentPayStarted) } },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const l = await repo.ownLease(app, req, req.params.id);
      const c = await repo.leaseCharge(app, req, l, req.params.chargeId);
      return reply.code(201).send({ data: await leases.payCharge(app, req, l, c, user.id, req.body.method) });
    },
  );

  app.get(
    '/rents/:id/documents/:docId/file',
    {
      config: access('rents', 'show'),
      schema: { tags, summary: "A lease document's file: the contract, addendum or termination as a PDF, a registration scan as uploaded", headers: appHeaders, params: documentParams, querystring: documentPdfQuery, produces: ['application/pdf', 'image/*'] },
    },
    async (req, reply) => {
      const l = await repo.ownLease(app, req, req.params.id);
      const d = await repo.leaseDocument(app, req, l, req.params.docId);
      const file = await leaseDocumentFile(app, l, d, repo.documentTitle(d, req), req.lang);
      return sendFile(reply, file.bytes, file.mime, file.fileName, req.query.download === '1');
    },
  );

  app.post(
    '/rents/:id/check-in',
    { config: access('rents', 'checkIn'), schema: { tags, summary: 'Accept the check-in conditions of GET check-in/condition (R9.5)', headers: appHeaders, params: idParams, body: rentCheckIn, response: { 200: envelope(rentDetail) } } },
    async (req) => {
      const l = await repo.ownLease(app, req, req.params.id, 'tenants');
      repo.requireTenant(req, l);
      await repo.acceptCheckIn(app, l, await leases.checkInVersion(app, l.companyId));
      return { data: await repo.leaseDetail(app, req, await repo.ownLease(app, req, l.id, 'tenants')) };
    },
  );

  app.post(
    '/rents/:id/documents',
    { config: access('rents', 'checkIn'), schema: { tags, summary: 'Attach registration scans with the personal-data consent (R9.5)', headers: appHeaders, params: idParams, body: rentDocuments, response: { 201: envelope(rentDetail) } } },
    async (req, reply) => {
      const l = await repo.ownLease(app, req, req.params.id, 'tenants');
      repo.requireTenant(req, l);
      await repo.addRegistrationDocuments(app, req, l, req.body.uploadIds);
      return reply.code(201).send({ data: await repo.leaseDetail(app, req, await repo.ownLease(app, req, l.id, 'tenants')) });
    },
  );
};
