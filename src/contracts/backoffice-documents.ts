/**
 * Back-office documents and requests for documents (docs/rules.md R11.7): the endpoints of
 * `backoffice-documents`. The schemas are in ./documents.ts beside the tenant side's.
 */
import { envelope, idParams } from './common';
import { endpoint } from './endpoint';
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
} from './documents';

const tags = ['backoffice'];
const oneDocument = { 200: envelope(boDocumentDetail) };
const oneRequest = { 200: envelope(boDocumentRequestRow) };

/** The endpoints of `backoffice-documents` (docs/architecture.md § The typed seam). */
export const backofficeDocumentsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/documents',
    access: ['backoffice', 'list'],
    query: boDocumentQuery,
    responses: { 200: boDocumentList },
    summary: "The company's documents by person, object, type, tracks and period",
    tags,
  }),
  recipient: endpoint({
    method: 'get',
    path: '/backoffice/documents/recipient',
    access: ['backoffice', 'show'],
    query: boRecipientQuery,
    responses: { 200: boRecipient },
    summary: "The company's user with this phone and their objects (422 when none)",
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/backoffice/documents',
    access: ['backoffice', 'create'],
    body: boDocumentCreate,
    responses: { 201: envelope(boDocumentDetail) },
    summary: 'Issue a document to a user (generated or an uploaded PDF); the user is notified',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/documents/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: oneDocument,
    summary: 'One document: fields, tracks, signature, history, payments',
    tags,
  }),
  pdf: endpoint({
    method: 'get',
    path: '/backoffice/documents/:id/pdf',
    access: ['backoffice', 'show'],
    params: idParams,
    query: documentPdfQuery,
    responses: {},
    produces: ['application/pdf'],
    summary: 'The document as a PDF (inline; `download=1` for an attachment)',
    tags,
  }),
  markPaid: endpoint({
    method: 'post',
    path: '/backoffice/documents/:id/mark-paid',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: oneDocument,
    summary: 'Mark paid: a bank transfer received (409 when nothing is due)',
    tags,
  }),
  requests: endpoint({
    method: 'get',
    path: '/backoffice/document-requests',
    access: ['backoffice', 'list'],
    query: boDocumentRequestQuery,
    responses: { 200: boDocumentRequestList },
    summary: "The company's requests for a document, by status",
    tags,
  }),
  request: endpoint({
    method: 'get',
    path: '/backoffice/document-requests/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: oneRequest,
    summary: 'One request for a document',
    tags,
  }),
  takeRequest: endpoint({
    method: 'post',
    path: '/backoffice/document-requests/:id/take',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: oneRequest,
    summary: 'Take a new request in progress (the requester is notified)',
    tags,
  }),
  rejectRequest: endpoint({
    method: 'post',
    path: '/backoffice/document-requests/:id/reject',
    access: ['backoffice', 'act'],
    params: idParams,
    body: boDocumentRequestReject,
    responses: oneRequest,
    summary: 'Reject an open request with a note (the requester is notified)',
    tags,
  }),
};
