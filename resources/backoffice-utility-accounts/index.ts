/** Back-office utility accounts and meters per room (docs/rules.md R10.9, R10.11): replace a meter, record a payment from a bank statement. */
import { createElement, lazy } from 'react';
import { ThunderboltOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';

export const backofficeUtilityAccountsModule: ResourceModule = {
  resource: {
    name: 'backoffice-utility-accounts',
    list: '/backoffice/utility-accounts',
    meta: { ...BACKOFFICE_META, icon: createElement(ThunderboltOutlined) },
  },
  routes: [
    {
      path: '/backoffice/utility-accounts',
      titleKey: 'backoffice-utility-accounts.titles.list',
      Component: lazy(() => import('./list')),
    },
  ],
};
