/** The back office's tourist tax (docs/rules.md R5.26): the rates by year, the exemption claims, the monthly report. */
import { createElement } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-tourist-tax (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-tourist-tax');

export const backofficeTouristTaxModule: ResourceModule = {
  resource: {
    name: 'backoffice-tourist-tax',
    list: '/backoffice/tourist-tax',
    meta: { ...BACKOFFICE_META, icon: createElement(AuditOutlined) },
  },
  routes: [
    {
      path: '/backoffice/tourist-tax',
      titleKey: 'backoffice-tourist-tax.titles.list',
      Component: page(() => import('./list')),
    },
  ],
};
