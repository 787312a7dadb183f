/**
 * The Refine resource `reports` (docs/rules.md R13.1–R13.5), in the owner's sider group: the
 * published monthly statements /reports, the period totals with charts /reports/control-total/
 * and the per-room totals /reports/objects-total/. Roles from the policy table (row `reports`).
 * `@ant-design/charts` loads only with the period-totals chart.
 */
import { createElement } from 'react';
import { LineChartOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area reports (src/locales/areas). */
const page = lazyPages('reports');

export const reportsModule = resourceModule(page, {
  name: 'reports',
  base: '/reports',
  meta: { icon: createElement(LineChartOutlined), roles: rolesFor('reports', 'list'), parent: 'owner' },
  pages: {
    list: () => import('./list'),
    controlTotal: { path: 'control-total', load: () => import('./control-total') },
    objectsTotal: { path: 'objects-total', load: () => import('./objects-total') },
  },
});
