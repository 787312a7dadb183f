/**
 * Back-office bookings and payments (issue #9; docs/rules.md R16.3): the list with filters and
 * the booking's page with the decisions (confirm a transfer, process a cancellation request,
 * cancel, record a refund).
 */
import { createElement } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-tourist-tax (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-tourist-tax');

export const backofficeBookingsModule: ResourceModule = {
  resource: {
    name: 'backoffice-bookings',
    list: '/backoffice/bookings',
    show: '/backoffice/bookings/:id',
    meta: { ...BACKOFFICE_META, icon: createElement(CalendarOutlined) },
  },
  routes: [
    {
      path: '/backoffice/bookings',
      titleKey: 'backoffice-bookings.titles.list',
      Component: page(() => import('./list')),
    },
    {
      path: '/backoffice/bookings/:id',
      titleKey: 'backoffice-bookings.titles.list',
      Component: page(() => import('./show')),
    },
  ],
};
