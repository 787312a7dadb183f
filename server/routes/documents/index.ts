/**
 * Documents (Refine resource `documents`, docs/rules.md R11.1–R11.6):
 * - GET app/v1/documents — the caller's documents, filtered by object, type, state and period;
 * - GET app/v1/documents/objects — the caller's objects a request may name (add-object);
 * - GET/POST app/v1/documents/requests — the caller's requests for a document / a new one;
 * - GET app/v1/documents/{id} — fields, signature evidence, history, payments;
 * - GET app/v1/documents/{id}/pdf — the document as a PDF, inline (or `?download=1`, attachment);
 * - POST app/v1/documents/{id}/pay — a card payment of the amount due (applied once);
 * - POST app/v1/documents/{id}/signature/code — a one-time signing code by SMS (the mobile app, R11.8);
 * - POST app/v1/documents/{id}/sign — sign with that code (the mobile app only; the web is
 *   refused with "Failed to sign document", R11.3). Logic: server/services/document-signing.ts.
 * Someone else's document answers 404. Schemas: src/contracts/documents.ts; queries: ./repo.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access';
import { requireUser } from '../../auth';
import { pick } from '../../i18n';
import { documentPdf } from '../../services/document-pdf';
import { assertAppSession, sendSignatureCode, signatureOf, signDocument, signedPdf } from '../../services/document-signing';
import { sendPdf } from '../../services/pdf';
import { appHeaders, envelope, idFromText, idParams } from '../../../src/contracts/common';
import { codeInfoEnvelope } from '../../../src/contracts/auth';
import { isAppClient } from '../../../src/domain/clients';
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
  documentSignBody,
} from '../../../src/contracts/documents';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

const tags = ['documents'];

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
      const signature = await signatureOf(app, d.id);
      const bytes = signature ? await signedPdf(app, signature, req.lang) : await documentPdf(app, d, req.lang);
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

  /**
   * A web session is refused before the body is read (R11.3): someone else's document still
   * answers 404, any other "Failed to sign document".
   */
  const onlyTheApp = async (req: FastifyRequest) => {
    if (isAppClient(requireUser(req).clientType)) return;
    // Not a canonical id (`01`, `1.0`): the params schema answers 422 naming it (docs/rules.md R1.8).
    const id = idFromText(String((req.params as { id?: unknown }).id));
    if (id === null) return;
    await repo.ownDocument(app, req, id);
    assertAppSession(req);
  };

  app.post(
    '/documents/:id/signature/code',
    {
      config: { ...access('documents', 'sign'), rateLimit: { max: app.config.authCodeLimitPerHour, timeWindow: '1 hour' } },
      preValidation: onlyTheApp,
      schema: {
        tags,
        summary: 'The mobile app: send a one-time code to sign this document (SMS naming it; R11.8). The web is refused (422, R11.3)',
        headers: appHeaders,
        params: idParams,
        response: { 200: codeInfoEnvelope },
      },
    },
    async (req) => ({ data: await sendSignatureCode(app, req, req.params.id) }),
  );

  app.post(
    '/documents/:id/sign',
    {
      config: { ...access('documents', 'sign'), rateLimit: { max: 60, timeWindow: '1 minute' } },
      preValidation: onlyTheApp,
      schema: {
        tags,
        summary: 'The mobile app: sign with the one-time code (simple electronic signature, R11.8) → the signed document. The web is refused (422, R11.3)',
        headers: appHeaders,
        params: idParams,
        body: documentSignBody,
        response: { 200: envelope(documentDetail) },
      },
    },
    async (req) => {
      return { data: await repo.documentDetail(app, req, await signDocument(app, req, req.params.id, req.body.code)) };
    },
  );
};
