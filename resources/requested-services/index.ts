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
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area services (src/locales/areas). */
const page = lazyPages('services');

const show = () => import('./show');

export const requestedServicesModule = resourceModule(page, {
  name: 'requested-services',
  base: '/requested-services',
  meta: { icon: createElement(CoffeeOutlined), roles: rolesFor('requested-services', 'list'), parent: 'account' },
  pages: {
    list: () => import('./list'),
    order: { path: '/request/:service', title: 'requested-services.titles.create', load: () => import('./order') },
    show: { path: '/requested-service/:id', title: 'menu.requested-services', load: show },
    paymentSuccess: { path: '/requested-service-payment-success/:id', load: show },
    serviceSuccess: {
      path: '/service-payment-success/:id',
      title: 'requested-services.titles.paymentSuccess',
      load: show,
    },
  },
});
