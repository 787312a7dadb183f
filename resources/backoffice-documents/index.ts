/**
 * Documents in the back office (docs/rules.md R11.7): every document of the company at
 * /backoffice/documents (filters in the address), issuing one at /backoffice/documents/create
 * (generated from fields or an uploaded PDF; `?requestId=` answers a request), one document at
 * /backoffice/documents/{id} (its PDF, tracks, signature evidence, history; marking it paid), and
 * the inbox of requests for a document at /backoffice/document-requests.
 */
import { createElement } from 'react';
import { FileDoneOutlined, InboxOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-documents, documents (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-documents', 'documents');

export const backofficeDocumentsModule: ResourceModule = {
  resource: {
    name: 'backoffice-documents',
    list: '/backoffice/documents',
    create: '/backoffice/documents/create',
    show: '/backoffice/documents/:id',
    meta: { ...BACKOFFICE_META, icon: createElement(FileDoneOutlined) },
  },
  routes: [
    {
      path: '/backoffice/documents',
      titleKey: 'backoffice-documents.titles.list',
      Component: page(() => import('./list')),
    },
    {
      path: '/backoffice/documents/create',
      titleKey: 'backoffice-documents.titles.create',
      Component: page(() => import('./create')),
    },
    {
      path: '/backoffice/documents/:id',
      titleKey: 'backoffice-documents.titles.list',
      Component: page(() => import('./show')),
    },
  ],
};

export const backofficeDocumentRequestsModule: ResourceModule = {
  resource: {
    name: 'backoffice-document-requests',
    list: '/backoffice/document-requests',
    meta: { ...BACKOFFICE_META, icon: createElement(InboxOutlined) },
  },
  routes: [
    {
      path: '/backoffice/document-requests',
      titleKey: 'backoffice-document-requests.titles.list',
      Component: page(() => import('./requests')),
    },
  ],
};
