/**
 * The Refine resource `documents` (docs/rules.md R11): the caller's documents /documents (filters
 * by object, type, state and period in the address), one document /documents/{id} (its PDF, fields,
 * history, paying it, signing in the app), and a request for a document /documents/create with
 * /documents/create/add-object to pick the object. Roles from the policy table (row `documents`).
 */
import { createElement } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas documents and esign (src/locales/areas). */
const page = lazyPages('documents', 'esign');

export const documentsModule = resourceModule(page, {
  name: 'documents',
  base: '/documents',
  meta: { icon: createElement(FileTextOutlined), roles: rolesFor('documents', 'list'), parent: 'account' },
  pages: {
    list: () => import('./list'),
    addObject: { path: 'create/add-object', load: () => import('./add-object') },
    create: () => import('./create'),
    show: { title: 'menu.documents', load: () => import('./show') },
  },
});
