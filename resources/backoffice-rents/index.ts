/** The back office's leases (docs/rules.md R9, R16; issue 10 item 6): created and ended, with create and end early. */
import { createElement } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, rents (src/locales/areas). */
const page = lazyPages('backoffice', 'rents');

export const backofficeRentsModule: ResourceModule = {
  resource: {
    name: 'backoffice-rents',
    list: '/backoffice/rents',
    meta: { ...BACKOFFICE_META, icon: createElement(KeyOutlined) },
  },
  routes: [{ path: '/backoffice/rents', titleKey: 'rents.backoffice.title', Component: page(() => import('./list')) }],
};
