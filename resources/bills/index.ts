/**
 * The Refine resource `bills` (docs/rules.md R10): the tenant's utility accounts /bills, one
 * account /bills/{id} (receipts, payments, readings and the readings form) and the providers'
 * details /bills/requisites, and an account's statistics /bills/stats/{id} (charts, lazy).
 * Roles from the policy table (src/domain/access.ts, row `bills`).
 */
import { createElement } from 'react';
import { ThunderboltOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area bills (src/locales/areas). */
const page = lazyPages('bills');

export const billsModule: ResourceModule = {
  resource: {
    name: 'bills',
    list: '/bills',
    show: '/bills/:id',
    meta: { icon: createElement(ThunderboltOutlined), roles: rolesFor('bills', 'list'), parent: 'account' },
  },
  routes: [
    { path: '/bills', titleKey: 'bills.titles.list', Component: page(() => import('./list')) },
    { path: '/bills/requisites', titleKey: 'bills.titles.requisites', Component: page(() => import('./requisites')) },
    { path: '/bills/stats/:id', titleKey: 'bills.titles.statsShort', Component: page(() => import('./stats')) },
    { path: '/bills/:id', titleKey: 'menu.bills', Component: page(() => import('./show')) },
  ],
};
