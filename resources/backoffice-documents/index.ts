/**
 * Documents in the back office (docs/rules.md R11.7): every document of the company at
 * /backoffice/documents (filters in the address), issuing one at /backoffice/documents/create
 * (generated from fields or an uploaded PDF; `?requestId=` answers a request), one document at
 * /backoffice/documents/{id} (its PDF, tracks, signature evidence, history; marking it paid), and
 * the inbox of requests for a document at /backoffice/document-requests.
 */
import { FileDoneOutlined, InboxOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-documents, documents (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-documents', 'documents');

export const backofficeDocumentsModule = backofficeModule(page, 'documents', FileDoneOutlined, {
  list: () => import('./list'),
  create: () => import('./create'),
  show: { title: 'backoffice-documents.titles.list', load: () => import('./show') },
});

export const backofficeDocumentRequestsModule = backofficeModule(page, 'document-requests', InboxOutlined, {
  list: () => import('./requests'),
});
