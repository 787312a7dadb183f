/** Back-office utility receipts of a month and running the monthly job for a month (docs/rules.md R10.10, R10.11). */
import { createElement } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-utility-accounts, utility-accounts (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-utility-accounts', 'utility-accounts');

export const backofficeUtilityReceiptsModule: ResourceModule = {
  resource: {
    name: 'backoffice-utility-receipts',
    list: '/backoffice/utility-receipts',
    meta: { ...BACKOFFICE_META, icon: createElement(FileTextOutlined) },
  },
  routes: [
    {
      path: '/backoffice/utility-receipts',
      titleKey: 'backoffice-utility-receipts.titles.list',
      Component: page(() => import('./list')),
    },
  ],
};
