/** The back office's first screen at /backoffice (issue #9): the day, the month, what needs doing. */
import { createElement } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeDashboardModule: ResourceModule = {
  resource: {
    name: 'backoffice-dashboard',
    list: '/backoffice',
    meta: { ...BACKOFFICE_META, icon: createElement(DashboardOutlined) },
  },
  routes: [
    { path: '/backoffice', titleKey: 'backoffice-dashboard.titles.list', Component: page(() => import('./list')) },
  ],
};
