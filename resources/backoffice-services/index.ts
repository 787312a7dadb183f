/**
 * The back-office resources of services (docs/rules.md R15, R16.2): the catalog
 * /backoffice/services (on/off, prices, rules, options, slots and capacity), the request board
 * /backoffice/requests and the orders of a day /backoffice/service-orders.
 */
import { createElement } from 'react';
import { CalendarOutlined, CoffeeOutlined, ProjectOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, services (src/locales/areas). */
const page = lazyPages('backoffice', 'services');

export const backofficeServicesModule: ResourceModule = {
  resource: {
    name: 'backoffice-services',
    list: '/backoffice/services',
    meta: { ...BACKOFFICE_META, icon: createElement(CoffeeOutlined) },
  },
  routes: [
    {
      path: '/backoffice/services',
      titleKey: 'backoffice-services.titles.list',
      Component: page(() => import('./list')),
    },
  ],
};

export const backofficeRequestsModule: ResourceModule = {
  resource: {
    name: 'backoffice-requests',
    list: '/backoffice/requests',
    meta: { ...BACKOFFICE_META, icon: createElement(ProjectOutlined) },
  },
  routes: [
    {
      path: '/backoffice/requests',
      titleKey: 'backoffice-requests.titles.list',
      Component: page(() => import('../backoffice-requests/list')),
    },
  ],
};

export const backofficeServiceOrdersModule: ResourceModule = {
  resource: {
    name: 'backoffice-service-orders',
    list: '/backoffice/service-orders',
    meta: { ...BACKOFFICE_META, icon: createElement(CalendarOutlined) },
  },
  routes: [
    {
      path: '/backoffice/service-orders',
      titleKey: 'backoffice-service-orders.titles.list',
      Component: page(() => import('../backoffice-service-orders/list')),
    },
  ],
};
