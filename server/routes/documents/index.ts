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
import { route } from '../../route';
import { requireUser } from '../../auth';
import { pick } from '../../i18n';
import { documentPdf } from '../../services/document-pdf';
import {
  assertAppSession,
  sendSignatureCode,
  signatureOf,
  signDocument,
  signedPdf,
} from '../../services/document-signing';
import { sendPdf } from '../../services/pdf';
import { idFromText } from '../../../src/contracts/common';
import { documentsEndpoints as e } from '../../../src/contracts/documents';
import { isAppClient } from '../../../src/domain/clients';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listDocuments(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.objects, async (req) => ({ data: await repo.callerObjects(app, req) }));

  route(app, e.requests, async (req) => ({ data: await repo.listRequests(app, req) }));

  route(app, e.request, async (req) => ({ data: await repo.createRequest(app, req, req.body) }));

  route(app, e.show, async (req) => ({
    data: await repo.documentDetail(app, req, await repo.ownDocument(app, req, req.params.id)),
  }));

  route(app, e.pdf, async (req, reply) => {
    const d = await repo.ownDocument(app, req, req.params.id);
    const signature = await signatureOf(app, d.id);
    const bytes = signature ? await signedPdf(app, signature, req.lang) : await documentPdf(app, d, req.lang);
    return sendPdf(reply, bytes, `${d.number} ${pick(d.name, req.lang)}.pdf`, req.query.download === '1');
  });

  route(app, e.pay, async (req) => ({
    data: await repo.startDocumentPayment(app, req, await repo.ownDocument(app, req, req.params.id), req.body?.method),
  }));

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

  route(app, e.signatureCode, async (req) => ({ data: await sendSignatureCode(app, req, req.params.id) }), {
    config: { rateLimit: { max: app.config.authCodeLimitPerHour, timeWindow: '1 hour' } },
    preValidation: onlyTheApp,
  });

  route(
    app,
    e.sign,
    async (req) => ({
      data: await repo.documentDetail(app, req, await signDocument(app, req, req.params.id, req.body.code)),
    }),
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      preValidation: onlyTheApp,
    },
  );
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default documentRoutes;
