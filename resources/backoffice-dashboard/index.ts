/** The back office's first screen at /backoffice (issue #9): the day, the month, what needs doing. */
import { createElement } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import { resourceModule } from '../../src/resource-module';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeDashboardModule = resourceModule(page, {
  name: 'backoffice-dashboard',
  base: '/backoffice',
  meta: { ...BACKOFFICE_META, icon: createElement(DashboardOutlined) },
  pages: {
    list: () => import('./list'),
  },
});
