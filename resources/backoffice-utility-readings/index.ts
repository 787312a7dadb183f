/** Back-office meter readings to review (docs/rules.md R10.11): accept, or correct with a note the tenant sees. */
import { createElement } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-utility-accounts, utility-accounts (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-utility-accounts', 'utility-accounts');

export const backofficeUtilityReadingsModule: ResourceModule = {
  resource: {
    name: 'backoffice-utility-readings',
    list: '/backoffice/utility-readings',
    meta: { ...BACKOFFICE_META, icon: createElement(DashboardOutlined) },
  },
  routes: [
    {
      path: '/backoffice/utility-readings',
      titleKey: 'backoffice-utility-readings.titles.list',
      Component: page(() => import('./list')),
    },
  ],
};
