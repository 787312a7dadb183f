/** Back-office buildings and objects (docs/rules.md R16.10): list with a bulk price change, create, edit. */
import { createElement } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeObjectsModule: ResourceModule = {
  resource: {
    name: 'backoffice-objects',
    list: '/backoffice/objects',
    create: '/backoffice/objects/create',
    edit: '/backoffice/objects/:id/edit',
    meta: { ...BACKOFFICE_META, icon: createElement(AppstoreOutlined) },
  },
  routes: [
    {
      path: '/backoffice/objects',
      titleKey: 'backoffice-objects.titles.list',
      Component: page(() => import('./list')),
    },
    {
      path: '/backoffice/objects/create',
      titleKey: 'backoffice-objects.titles.create',
      Component: page(() => import('./create')),
    },
    {
      path: '/backoffice/objects/:id/edit',
      titleKey: 'backoffice-objects.titles.edit',
      Component: page(() => import('./edit')),
    },
  ],
};
