/**
 * Documents (Refine resource `documents`, docs/rules.md R11.1–R11.6):
 * - GET app/v1/documents — the caller's documents, filtered by object, type, state and period;
 * - GET app/v1/documents/objects — the caller's objects a request may name (add-object);
 * - GET/POST app/v1/documents/requests — the caller's requests for a document / a new one;
 * - GET app/v1/documents/{id} — fields, signature evidence, history, payments;
 * - GET app/v1/documents/{id}/pdf — the document as a PDF, inline (or `?download=1`, attachment);
 * - POST app/v1/documents/{id}/pay — a card payment of the amount due (applied once);
 * - POST app/v1/documents/{id}/sign — refused on the web: signing is in the mobile app only (R11.3).
 * Someone else's document answers 404. Schemas: src/contracts/documents.ts; queries: ./repo.ts.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { documentEvents, documents } from '../../db/schema';
import { ApiError } from '../../errors';
import { pick, tFor } from '../../i18n';
import { notifyUser } from '../../services/push';
import { documentPdf } from '../../services/document-pdf';
import { sendPdf } from '../../services/pdf';
import { registerPaymentTarget } from '../../services/payment-targets';
import { appHeaders, envelope, idParams } from '../../../src/contracts/common';
import {
  documentDetail,
  documentList,
  documentListQuery,
  documentObjects,
  documentPayStarted,
  documentPdfQuery,
  documentRequestCreate,
  documentRequestList,
  documentRequestRow,
} from '../../../src/contracts/documents';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

const tags = ['documents'];

registerPaymentTarget(repo.DOCUMENT_PAYMENT_KIND, {
  async onResult(tx, payment, outcome) {
    const id = payment.targetId!;
    if (outcome === 'succeeded') {
      const done = await tx.update(documents).set({ paidAt: payment.finishedAt ?? new Date() }).where(and(eq(documents.id, id), isNull(documents.paidAt))).returning({ id: documents.id });
      if (done.length) await tx.insert(documentEvents).values({ documentId: id, kind: 'paid', actor: null, at: payment.finishedAt ?? new Date() });
    } else {
      await tx.insert(documentEvents).values({ documentId: id, kind: 'payment_failed', actor: null, at: payment.finishedAt ?? new Date() });
    }
  },
  async afterResult(app, payment, outcome) {
    const d = await app.db.query.documents.findFirst({ where: eq(documents.id, payment.targetId!) });
    if (!d) return;
    const key = outcome === 'succeeded' ? 'paid' : 'paymentFailed';
    const en = `${d.name.en} № ${d.number}`;
    const ru = `${d.name.ru} № ${d.number}`;
    await notifyUser(app, d.userId, {
      title: { ru: tFor('ru')(`documents.notices.${key}`), en: tFor('en')(`documents.notices.${key}`) },
      body: { ru, en },
      link: `/documents/${d.id}`,
    });
  },
  async describe(app, payment) {
    const d = await app.db.query.documents.findFirst({ where: eq(documents.id, payment.targetId!) });
    const n = d ? ` № ${d.number}` : '';
    return { label: { ru: `${d?.name.ru ?? 'Документ'}${n}`, en: `${d?.name.en ?? 'Document'}${n}` }, returnPath: `/documents/${payment.targetId}` };
  },
});

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents',
    {
      config: access('documents', 'list'),
      schema: { tags, summary: "The caller's documents, filtered by object, type, state, period; sorted by date", headers: appHeaders, querystring: documentListQuery, response: { 200: documentList } },
    },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listDocuments(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );

  app.get(
    '/documents/objects',
    { config: access('documents', 'create'), schema: { tags, summary: "The caller's objects a document request may name", headers: appHeaders, response: { 200: documentObjects } } },
    async (req) => ({ data: await repo.callerObjects(app, req) }),
  );

  app.get(
    '/documents/requests',
    { config: access('documents', 'list'), schema: { tags, summary: "The caller's requests for a document", headers: appHeaders, response: { 200: documentRequestList } } },
    async (req) => ({ data: await repo.listRequests(app, req) }),
  );

  app.post(
    '/documents/requests',
    {
      config: access('documents', 'create'),
      schema: { tags, summary: 'Request a document (a certificate, a copy of an act) for one of the caller’s objects', headers: appHeaders, body: documentRequestCreate, response: { 201: envelope(documentRequestRow) } },
    },
    async (req, reply) => reply.code(201).send({ data: await repo.createRequest(app, req, req.body) }),
  );

  app.get(
    '/documents/:id',
    { config: access('documents', 'show'), schema: { tags, summary: 'One document: fields, signature, history, payments', headers: appHeaders, params: idParams, response: { 200: envelope(documentDetail) } } },
    async (req) => ({ data: await repo.documentDetail(app, req, await repo.ownDocument(app, req, req.params.id)) }),
  );

  app.get(
    '/documents/:id/pdf',
    {
      config: access('documents', 'show'),
      schema: { tags, summary: 'The document as a PDF (inline; `download=1` for an attachment)', headers: appHeaders, params: idParams, querystring: documentPdfQuery, produces: ['application/pdf'] },
    },
    async (req, reply) => {
      const d = await repo.ownDocument(app, req, req.params.id);
      const bytes = await documentPdf(app, d, req.lang);
      return sendPdf(reply, bytes, `${d.number} ${pick(d.name, req.lang)}.pdf`, req.query.download === '1');
    },
  );

  app.post(
    '/documents/:id/pay',
    {
      config: access('documents', 'pay'),
      schema: { tags: ['documents', 'payments'], summary: 'Pay the amount due by card → { confirmationUrl }', headers: appHeaders, params: idParams, response: { 201: envelope(documentPayStarted) } },
    },
    async (req, reply) => reply.code(201).send({ data: await repo.startDocumentPayment(app, req, await repo.ownDocument(app, req, req.params.id)) }),
  );

  app.post(
    '/documents/:id/sign',
    { config: access('documents', 'sign'), schema: { tags, summary: 'Refused on the web: documents are signed in the mobile app only (422)', headers: appHeaders, params: idParams } },
    async (req) => {
      await repo.ownDocument(app, req, req.params.id);
      throw new ApiError(422, req.t('documents.errors.signFailed'), { sign: [req.t('documents.errors.signInApp')] });
    },
  );
};
