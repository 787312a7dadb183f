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
 * Another company's row answers 404. Declared in src/contracts/backoffice-documents.ts (schemas:
 * src/contracts/documents.ts); queries: ./repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pick } from '../../../i18n';
import { route } from '../../../route';
import { documentPdf } from '../../../services/document-pdf';
import { sendPdf } from '../../../services/pdf';
import { pageWindow, paginate } from '../../../validation';
import { backofficeDocumentsEndpoints as e } from '../../../../src/contracts/backoffice-documents';
import * as list from './list-repo';
import * as repo from './repo';
import * as requests from './requests-repo';

export const backofficeDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await list.listDocuments(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.recipient, async (req) => ({ data: await repo.recipient(app, req, req.query.phone) }));
  route(app, e.create, async (req) => ({ data: await repo.issueDocument(app, req, req.body) }));
  route(app, e.show, async (req) => ({ data: await repo.getDocument(app, req, req.params.id) }));
  route(app, e.pdf, async (req, reply) => {
    const d = await repo.documentForPdf(app, req, req.params.id);
    return sendPdf(
      reply,
      await documentPdf(app, d, req.lang),
      `${d.number} ${pick(d.name, req.lang)}.pdf`,
      req.query.download === '1',
    );
  });
  route(app, e.markPaid, async (req) => ({ data: await repo.markPaid(app, req, req.params.id) }));

  route(app, e.requests, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await requests.listRequests(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.request, async (req) => ({ data: await requests.getRequest(app, req, req.params.id) }));
  route(app, e.takeRequest, async (req) => ({
    data: await requests.moveRequest(app, req, req.params.id, 'in_progress'),
  }));
  route(app, e.rejectRequest, async (req) => ({
    data: await requests.moveRequest(app, req, req.params.id, 'rejected', req.body.note),
  }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeDocumentRoutes;
