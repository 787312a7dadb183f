/**
 * The Refine resource `requested-services` (docs/rules.md R15.5, R15.6): a guest's (tenant's)
 * service orders, listed with the requests (resources/service-requests) on /requested-services;
 * ordering /request/{service}; one order /requested-service/{id} (also the payment result pages
 * /requested-service-payment-success/{id} and /service-payment-success/{id}). Roles from the
 * policy table.
 */
import { createElement } from 'react';
import { CoffeeOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area services (src/locales/areas). */
const page = lazyPages('services');

const show = page(() => import('./show'));

export const requestedServicesModule: ResourceModule = {
  resource: {
    name: 'requested-services',
    list: '/requested-services',
    show: '/requested-service/:id',
    meta: { icon: createElement(CoffeeOutlined), roles: rolesFor('requested-services', 'list'), parent: 'account' },
  },
  routes: [
    {
      path: '/requested-services',
      titleKey: 'requested-services.titles.list',
      Component: page(() => import('./list')),
    },
    {
      path: '/request/:service',
      titleKey: 'requested-services.titles.create',
      Component: page(() => import('./order')),
    },
    { path: '/requested-service/:id', titleKey: 'menu.requested-services', Component: show },
    {
      path: '/requested-service-payment-success/:id',
      titleKey: 'requested-services.titles.paymentSuccess',
      Component: show,
    },
    { path: '/service-payment-success/:id', titleKey: 'requested-services.titles.paymentSuccess', Component: show },
  ],
};
