/** Back-office utility tariffs per provider and period (docs/rules.md R10.11). */
import { createElement, lazy } from 'react';
import { PercentageOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';

export const backofficeUtilityTariffsModule: ResourceModule = {
  resource: {
    name: 'backoffice-utility-tariffs',
    list: '/backoffice/utility-tariffs',
    meta: { ...BACKOFFICE_META, icon: createElement(PercentageOutlined) },
  },
  routes: [
    {
      path: '/backoffice/utility-tariffs',
      titleKey: 'backoffice-utility-tariffs.titles.list',
      Component: lazy(() => import('./list')),
    },
  ],
};
