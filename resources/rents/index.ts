/**
 * The Refine resource `rents` (docs/rules.md R9, R12.4): the leases list /rents, one lease
 * /rents/{id} (schedule, documents, payments, check-in, extend and end early), a tenant added
 * by the owner /rents/create, the payment result /rent-payment-success/{rentId} and a receipt
 * /rents/{id}/receipt/{paymentId}. Roles from the policy table (src/domain/access.ts, row `rents`).
 */
import { createElement } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas rents, documents (src/locales/areas). */
const page = lazyPages('rents', 'documents');

export const rentsModule: ResourceModule = {
  resource: {
    name: 'rents',
    list: '/rents',
    show: '/rents/:id',
    create: '/rents/create',
    meta: { icon: createElement(KeyOutlined), roles: rolesFor('rents', 'list'), parent: 'account' },
  },
  routes: [
    { path: '/rents', titleKey: 'rents.titles.list', Component: page(() => import('./list')) },
    { path: '/rents/create', titleKey: 'rents.titles.create', Component: page(() => import('./create')) },
    { path: '/rents/:id', titleKey: 'menu.rents', Component: page(() => import('./show')) },
    {
      path: '/rents/:id/receipt/:paymentId',
      titleKey: 'rents.titles.receipt',
      Component: page(() => import('./receipt')),
    },
    { path: '/rent-payment-success/:id', titleKey: 'rents.titles.success', Component: page(() => import('./success')) },
  ],
};
