/** Back-office tax settings: the tax system and VAT per item kind by date (docs/rules.md R5.25). */
import { createElement } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its page, loaded with the strings of the areas backoffice and backoffice-tax-settings (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-tax-settings');

export const backofficeTaxSettingsModule: ResourceModule = {
  resource: {
    name: 'backoffice-tax-settings',
    list: '/backoffice/tax-settings',
    meta: { ...BACKOFFICE_META, icon: createElement(AuditOutlined) },
  },
  routes: [
    {
      path: '/backoffice/tax-settings',
      titleKey: 'backoffice-tax-settings.titles.list',
      Component: page(() => import('./list')),
    },
  ],
};
