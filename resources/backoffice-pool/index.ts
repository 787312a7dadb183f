/** The MC's rental pool (docs/rules.md R16.11, R12.5): owners' rooms under management with owner, agreements and termination date. */
import { createElement } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, owner-rooms (src/locales/areas). */
const page = lazyPages('backoffice', 'owner-rooms');

export const backofficePoolModule: ResourceModule = {
  resource: {
    name: 'backoffice-pool',
    list: '/backoffice/pool',
    meta: { ...BACKOFFICE_META, icon: createElement(ApartmentOutlined) },
  },
  routes: [
    { path: '/backoffice/pool', titleKey: 'backoffice-pool.titles.list', Component: page(() => import('./list')) },
  ],
};
