/** The company's settings in the back office (docs/rules.md R6.15): the register number of the accommodation facility. */
import { createElement } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its page, loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeCompanyModule: ResourceModule = {
  resource: {
    name: 'backoffice-company',
    list: '/backoffice/company',
    meta: { ...BACKOFFICE_META, icon: createElement(SettingOutlined) },
  },
  routes: [
    {
      path: '/backoffice/company',
      titleKey: 'backoffice-company.titles.edit',
      Component: page(() => import('./edit')),
    },
  ],
};
