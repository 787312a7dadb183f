/**
 * The Refine resource `rents` (docs/rules.md R9, R12.4): the leases list /rents, one lease
 * /rents/{id} (schedule, documents, payments, check-in, extend and end early), a tenant added
 * by the owner /rents/create, the payment result /rent-payment-success/{rentId} and a receipt
 * /rents/{id}/receipt/{paymentId}. Roles from the policy table (src/domain/access.ts, row `rents`).
 */
import { createElement } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas rents, documents (src/locales/areas). */
const page = lazyPages('rents', 'documents');

export const rentsModule = resourceModule(page, {
  name: 'rents',
  base: '/rents',
  meta: { icon: createElement(KeyOutlined), roles: rolesFor('rents', 'list'), parent: 'account' },
  pages: {
    list: () => import('./list'),
    create: () => import('./create'),
    show: { title: 'menu.rents', load: () => import('./show') },
    receipt: { path: ':id/receipt/:paymentId', load: () => import('./receipt') },
    success: { path: '/rent-payment-success/:id', load: () => import('./success') },
  },
});
