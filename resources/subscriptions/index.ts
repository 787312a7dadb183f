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
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area subscriptions (src/locales/areas). */
const page = lazyPages('subscriptions');

export const subscriptionsModule = resourceModule(page, {
  name: 'subscriptions',
  base: '/subscriptions',
  meta: { icon: createElement(SyncOutlined), roles: rolesFor('subscriptions', 'list'), parent: 'owner' },
  pages: {
    list: () => import('./list'),
    create: () => import('./create'),
    show: { title: 'menu.subscriptions', load: () => import('./show') },
  },
});
