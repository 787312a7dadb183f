/**
 * The Refine resource `reports` (docs/rules.md R13.1–R13.5), in the owner's sider group: the
 * published monthly statements /reports, the period totals with charts /reports/control-total/
 * and the per-room totals /reports/objects-total/. Roles from the policy table (row `reports`).
 * `@ant-design/charts` loads only with the period-totals chart.
 */
import { createElement } from 'react';
import { LineChartOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area reports (src/locales/areas). */
const page = lazyPages('reports');

export const reportsModule: ResourceModule = {
  resource: {
    name: 'reports',
    list: '/reports',
    meta: { icon: createElement(LineChartOutlined), roles: rolesFor('reports', 'list'), parent: 'owner' },
  },
  routes: [
    { path: '/reports', titleKey: 'reports.titles.list', Component: page(() => import('./list')) },
    {
      path: '/reports/control-total',
      titleKey: 'reports.titles.controlTotal',
      Component: page(() => import('./control-total')),
    },
    {
      path: '/reports/objects-total',
      titleKey: 'reports.titles.objectsTotal',
      Component: page(() => import('./objects-total')),
    },
  ],
};
