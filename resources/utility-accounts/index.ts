/**
 * The Refine resource `bills` (docs/rules.md R10): the tenant's utility accounts /bills, one
 * account /bills/{id} (receipts, payments, readings and the readings form) and the providers'
 * details /bills/requisites, and an account's statistics /bills/stats/{id} (charts, lazy).
 * Roles from the policy table (src/domain/access.ts, row `bills`). The entity is the utility
 * account (docs/architecture.md § Glossary): its files are named `utility-accounts`; the resource
 * keeps the name `bills` because the data provider reads a resource's API path from its name
 * (providers/data-provider.ts `apiResource`) and the URLs /bills… stay.
 */
import { createElement } from 'react';
import { ThunderboltOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area utility-accounts (src/locales/areas). */
const page = lazyPages('utility-accounts');

export const billsModule = resourceModule(page, {
  name: 'bills',
  base: '/bills',
  meta: { icon: createElement(ThunderboltOutlined), roles: rolesFor('bills', 'list'), parent: 'account' },
  pages: {
    list: () => import('./list'),
    requisites: { path: 'requisites', load: () => import('./requisites') },
    statsShort: { path: 'stats/:id', load: () => import('./stats') },
    show: { title: 'menu.bills', load: () => import('./show') },
  },
});
