/**
 * The back office's rate plans and stay discounts (docs/rules.md R5.8, R5.30, R5.31): each
 * tariff's names, percent, breakfast and cancellation policy; length-of-stay and early-booking
 * discounts on a second tab.
 */
import { createElement } from 'react';
import { PercentageOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-tariffs (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-tariffs');

export const backofficeTariffsModule: ResourceModule = {
  resource: {
    name: 'backoffice-tariffs',
    list: '/backoffice/tariffs',
    meta: { ...BACKOFFICE_META, icon: createElement(PercentageOutlined) },
  },
  routes: [
    {
      path: '/backoffice/tariffs',
      titleKey: 'backoffice-tariffs.titles.list',
      Component: page(() => import('./list')),
    },
  ],
};
