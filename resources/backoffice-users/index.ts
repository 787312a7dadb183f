/** Back-office users (docs/rules.md R16.4, R16.6): search, a person's page with roles, bookings, rooms and actions. */
import { createElement } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeUsersModule: ResourceModule = {
  resource: {
    name: 'backoffice-users',
    list: '/backoffice/users',
    show: '/backoffice/users/:id',
    meta: { ...BACKOFFICE_META, icon: createElement(TeamOutlined) },
  },
  routes: [
    { path: '/backoffice/users', titleKey: 'backoffice-users.titles.list', Component: page(() => import('./list')) },
    {
      path: '/backoffice/users/:id',
      titleKey: 'backoffice-users.titles.show',
      Component: page(() => import('./show')),
    },
  ],
};
