/**
 * Documents in the back office (docs/rules.md R11.7): every document of the company at
 * /backoffice/documents (filters in the address), issuing one at /backoffice/documents/create
 * (generated from fields or an uploaded PDF; `?requestId=` answers a request), one document at
 * /backoffice/documents/{id} (its PDF, tracks, signature evidence, history; marking it paid), and
 * the inbox of requests for a document at /backoffice/document-requests.
 */
import { createElement, lazy } from 'react';
import { FileDoneOutlined, InboxOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';

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
      Component: lazy(() => import('./list')),
    },
    {
      path: '/backoffice/documents/create',
      titleKey: 'backoffice-documents.titles.create',
      Component: lazy(() => import('./create')),
    },
    {
      path: '/backoffice/documents/:id',
      titleKey: 'backoffice-documents.titles.list',
      Component: lazy(() => import('./show')),
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
      Component: lazy(() => import('./requests')),
    },
  ],
};
