/** Back-office utility tariffs per provider and period (docs/rules.md R10.11). */
import { createElement } from 'react';
import { PercentageOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-utility-accounts, utility-accounts (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-utility-accounts', 'utility-accounts');

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
      Component: page(() => import('./list')),
    },
  ],
};
