/**
 * The Refine resource `reports` (docs/rules.md R13.1–R13.5), in the owner's sider group: the
 * published monthly statements /reports, the period totals with charts /reports/control-total/
 * and the per-room totals /reports/objects-total/. Roles from the policy table (row `reports`).
 * `@ant-design/charts` loads only with the period-totals chart.
 */
import { createElement, lazy } from 'react';
import { LineChartOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';

export const reportsModule: ResourceModule = {
  resource: {
    name: 'reports',
    list: '/reports',
    meta: { icon: createElement(LineChartOutlined), roles: rolesFor('reports', 'list'), parent: 'owner' },
  },
  routes: [
    { path: '/reports', titleKey: 'reports.titles.list', Component: lazy(() => import('./list')) },
    {
      path: '/reports/control-total',
      titleKey: 'reports.titles.controlTotal',
      Component: lazy(() => import('./control-total')),
    },
    {
      path: '/reports/objects-total',
      titleKey: 'reports.titles.objectsTotal',
      Component: lazy(() => import('./objects-total')),
    },
  ],
};
