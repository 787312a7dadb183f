/**
 * The Refine resource `documents` (docs/rules.md R11): the caller's documents /documents (filters
 * by object, type, state and period in the address), one document /documents/{id} (its PDF, fields,
 * history, paying it, signing in the app), and a request for a document /documents/create with
 * /documents/create/add-object to pick the object. Roles from the policy table (row `documents`).
 */
import { createElement } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area documents (src/locales/areas). */
const page = lazyPages('documents');

export const documentsModule: ResourceModule = {
  resource: {
    name: 'documents',
    list: '/documents',
    show: '/documents/:id',
    create: '/documents/create',
    meta: { icon: createElement(FileTextOutlined), roles: rolesFor('documents', 'list'), parent: 'account' },
  },
  routes: [
    { path: '/documents', titleKey: 'documents.titles.list', Component: page(() => import('./list')) },
    {
      path: '/documents/create/add-object',
      titleKey: 'documents.titles.addObject',
      Component: page(() => import('./add-object')),
    },
    { path: '/documents/create', titleKey: 'documents.titles.create', Component: page(() => import('./create')) },
    { path: '/documents/:id', titleKey: 'menu.documents', Component: page(() => import('./show')) },
  ],
};
