/** The occupancy chart ("chessboard") at /backoffice/occupancy (docs/rules.md R16.9). */
import { createElement } from 'react';
import { TableOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeOccupancyModule: ResourceModule = {
  resource: {
    name: 'backoffice-occupancy',
    list: '/backoffice/occupancy',
    meta: { ...BACKOFFICE_META, icon: createElement(TableOutlined) },
  },
  routes: [
    {
      path: '/backoffice/occupancy',
      titleKey: 'backoffice-occupancy.titles.list',
      Component: page(() => import('./list')),
    },
  ],
};
