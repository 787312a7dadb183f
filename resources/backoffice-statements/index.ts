/** Owner statements in the back office at /backoffice/statements (docs/rules.md R13.5). */
import { createElement } from 'react';
import { AccountBookOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, reports (src/locales/areas). */
const page = lazyPages('backoffice', 'reports');

export const backofficeStatementsModule: ResourceModule = {
  resource: {
    name: 'backoffice-statements',
    list: '/backoffice/statements',
    meta: { ...BACKOFFICE_META, icon: createElement(AccountBookOutlined) },
  },
  routes: [
    {
      path: '/backoffice/statements',
      titleKey: 'backoffice-statements.titles.list',
      Component: page(() => import('./list')),
    },
  ],
};
