/** The back office's applications inbox (docs/rules.md R16.11, R12.2): rooms, MC connect and termination requests, proxies; one application's page. */
import { createElement } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, owner-rooms, reports, agents (src/locales/areas). */
const page = lazyPages('backoffice', 'owner-rooms', 'reports', 'agents');

export const backofficeApplicationsModule: ResourceModule = {
  resource: {
    name: 'backoffice-applications',
    list: '/backoffice/applications',
    show: '/backoffice/applications/:id',
    meta: { ...BACKOFFICE_META, icon: createElement(AuditOutlined) },
  },
  routes: [
    {
      path: '/backoffice/applications',
      titleKey: 'backoffice-applications.titles.list',
      Component: page(() => import('./list')),
    },
    {
      path: '/backoffice/applications/:id',
      titleKey: 'backoffice-applications.titles.show',
      Component: page(() => import('./show')),
    },
  ],
};
