/** Owner statements in the back office at /backoffice/statements (docs/rules.md R13.5). */
import { createElement, lazy } from 'react';
import { AccountBookOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';

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
      Component: lazy(() => import('./list')),
    },
  ],
};
