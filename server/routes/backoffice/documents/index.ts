/**
 * Back-office documents (Refine resources `backoffice-documents`, `backoffice-document-requests`;
 * docs/rules.md R11.7):
 * - GET app/v1/backoffice/documents — the company's documents, filtered by person, object, type,
 *   payment and signature state, period; newest issue date first;
 * - GET …/documents/recipient?phone= — the company's user with that phone and their objects;
 * - POST …/documents — issue a document (generated, or an uploaded PDF), optionally answering a request;
 * - GET …/documents/{id}, GET …/documents/{id}/pdf — one document, its PDF;
 * - POST …/documents/{id}/mark-paid — a bank transfer received (409 when nothing is due);
 * - GET …/document-requests, GET …/document-requests/{id} — the requests inbox, one request;
 * - POST …/document-requests/{id}/take, …/reject — in progress; rejected with a note.
 * Another company's row answers 404. Schemas: src/contracts/documents.ts; queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { pick } from '../../../i18n';
import { documentPdf } from '../../../services/document-pdf';
import { sendPdf } from '../../../services/pdf';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { envelope, idParams } from '../../../../src/contracts/common';
import {
  boDocumentCreate,
  boDocumentDetail,
  boDocumentList,
  boDocumentQuery,
  boDocumentRequestList,
  boDocumentRequestQuery,
  boDocumentRequestReject,
  boDocumentRequestRow,
  boRecipient,
  boRecipientQuery,
  documentPdfQuery,
} from '../../../../src/contracts/documents';
import * as repo from './repo';

const tags = ['backoffice'];
const oneDoc = { tags, headers: appHeaders, params: idParams, response: { 200: envelope(boDocumentDetail) } };
const oneRequest = { tags, headers: appHeaders, params: idParams, response: { 200: envelope(boDocumentRequestRow) } };

export const backofficeDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents',
    { config: access('backoffice', 'list'), schema: { tags, summary: "The company's documents by person, object, type, tracks and period", headers: appHeaders, querystring: boDocumentQuery, response: { 200: boDocumentList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listDocuments(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );
  app.get(
    '/documents/recipient',
    { config: access('backoffice', 'show'), schema: { tags, summary: "The company's user with this phone and their objects (422 when none)", headers: appHeaders, querystring: boRecipientQuery, response: { 200: boRecipient } } },
    async (req) => ({ data: await repo.recipient(app, req, req.query.phone) }),
  );
  app.post(
    '/documents',
    { config: access('backoffice', 'create'), schema: { tags, summary: 'Issue a document to a user (generated or an uploaded PDF); the user is notified', headers: appHeaders, body: boDocumentCreate, response: { 201: envelope(boDocumentDetail) } } },
    async (req, reply) => reply.code(201).send({ data: await repo.issueDocument(app, req, req.body) }),
  );
  app.get('/documents/:id', { config: access('backoffice', 'show'), schema: { ...oneDoc, summary: 'One document: fields, tracks, signature, history, payments' } }, async (req) => ({ data: await repo.getDocument(app, req, req.params.id) }));
  app.get(
    '/documents/:id/pdf',
    { config: access('backoffice', 'show'), schema: { tags, summary: 'The document as a PDF (inline; `download=1` for an attachment)', headers: appHeaders, params: idParams, querystring: documentPdfQuery, produces: ['application/pdf'] } },
    async (req, reply) => {
      const d = await repo.documentForPdf(app, req, req.params.id);
      return sendPdf(reply, await documentPdf(app, d, req.lang), `${d.number} ${pick(d.name, req.lang)}.pdf`, req.query.download === '1');
    },
  );
  app.post('/documents/:id/mark-paid', { config: access('backoffice', 'act'), schema: { ...oneDoc, summary: 'Mark paid: a bank transfer received (409 when nothing is due)' } }, async (req) => ({ data: await repo.markPaid(app, req, req.params.id) }));

  app.get(
    '/document-requests',
    { config: access('backoffice', 'list'), schema: { tags, summary: "The company's requests for a document, by status", headers: appHeaders, querystring: boDocumentRequestQuery, response: { 200: boDocumentRequestList } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listRequests(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );
  app.get('/document-requests/:id', { config: access('backoffice', 'show'), schema: { ...oneRequest, summary: 'One request for a document' } }, async (req) => ({ data: await repo.getRequest(app, req, req.params.id) }));
  app.post('/document-requests/:id/take', { config: access('backoffice', 'act'), schema: { ...oneRequest, summary: 'Take a new request in progress (the requester is notified)' } }, async (req) => ({ data: await repo.moveRequest(app, req, req.params.id, 'in_progress') }));
  app.post(
    '/document-requests/:id/reject',
    { config: access('backoffice', 'act'), schema: { ...oneRequest, body: boDocumentRequestReject, summary: 'Reject an open request with a note (the requester is notified)' } },
    async (req) => ({ data: await repo.moveRequest(app, req, req.params.id, 'rejected', req.body.note) }),
  );
};
