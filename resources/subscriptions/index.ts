/**
 * The Refine resource `subscriptions` (docs/rules.md R12.8): the rooms' service subscriptions
 * /subscriptions, connecting one /subscriptions/create (`add-subscription`, first month paid by
 * card) and one subscription /subscriptions/{id} (charges with receipts, paying a due charge,
 * disconnecting from the shown date after a confirmation). Roles from the policy table (row
 * `subscriptions`), sider group `owner`.
 */
import { createElement } from 'react';
import { SyncOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area subscriptions (src/locales/areas). */
const page = lazyPages('subscriptions');

export const subscriptionsModule: ResourceModule = {
  resource: {
    name: 'subscriptions',
    list: '/subscriptions',
    create: '/subscriptions/create',
    show: '/subscriptions/:id',
    meta: { icon: createElement(SyncOutlined), roles: rolesFor('subscriptions', 'list'), parent: 'owner' },
  },
  routes: [
    { path: '/subscriptions', titleKey: 'subscriptions.titles.list', Component: page(() => import('./list')) },
    {
      path: '/subscriptions/create',
      titleKey: 'subscriptions.titles.create',
      Component: page(() => import('./create')),
    },
    { path: '/subscriptions/:id', titleKey: 'menu.subscriptions', Component: page(() => import('./show')) },
  ],
};
