/** Back-office public content (docs/rules.md R16.5): list, create, edit, preview. */
import { createElement } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeContentModule: ResourceModule = {
  resource: {
    name: 'backoffice-content',
    list: '/backoffice/content',
    create: '/backoffice/content/create',
    edit: '/backoffice/content/:id/edit',
    show: '/backoffice/content/:id',
    meta: { ...BACKOFFICE_META, icon: createElement(FileTextOutlined) },
  },
  routes: [
    {
      path: '/backoffice/content',
      titleKey: 'backoffice-content.titles.list',
      Component: page(() => import('./list')),
    },
    {
      path: '/backoffice/content/create',
      titleKey: 'backoffice-content.titles.create',
      Component: page(() => import('./create')),
    },
    {
      path: '/backoffice/content/:id/edit',
      titleKey: 'backoffice-content.titles.edit',
      Component: page(() => import('./edit')),
    },
    {
      path: '/backoffice/content/:id',
      titleKey: 'backoffice-content.titles.show',
      Component: page(() => import('./show')),
    },
  ],
};
