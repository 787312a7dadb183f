/**
 * The Refine resource `rents` (docs/rules.md R9, R12.4): the leases list /rents, one lease
 * /rents/{id} (schedule, documents, payments, check-in, extend and end early), a tenant added
 * by the owner /rents/create, the payment result /rent-payment-success/{rentId} and a receipt
 * /rents/{id}/receipt/{paymentId}. Roles from the policy table (src/domain/access.ts, row `rents`).
 */
import { createElement, lazy } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';

export const rentsModule: ResourceModule = {
  resource: {
    name: 'rents',
    list: '/rents',
    show: '/rents/:id',
    create: '/rents/create',
    meta: { icon: createElement(KeyOutlined), roles: rolesFor('rents', 'list'), parent: 'account' },
  },
  routes: [
    { path: '/rents', titleKey: 'rents.titles.list', Component: lazy(() => import('./list')) },
    { path: '/rents/create', titleKey: 'rents.titles.create', Component: lazy(() => import('./create')) },
    { path: '/rents/:id', titleKey: 'rents.rents', Component: lazy(() => import('./show')) },
    {
      path: '/rents/:id/receipt/:paymentId',
      titleKey: 'rents.titles.receipt',
      Component: lazy(() => import('./receipt')),
    },
    { path: '/rent-payment-success/:id', titleKey: 'rents.titles.success', Component: lazy(() => import('./success')) },
  ],
};
