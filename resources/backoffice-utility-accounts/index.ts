/** Back-office utility accounts and meters per room (docs/rules.md R10.9, R10.11): replace a meter, record a payment from a bank statement. */
import { createElement } from 'react';
import { ThunderboltOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-utility-accounts, utility-accounts (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-utility-accounts', 'utility-accounts');

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
      Component: page(() => import('./list')),
    },
  ],
};
