/**
 * Notifications (docs/rules.md R7.5; /notifications and /notifications/{id}, GET app/v1/push).
 * The Refine resource is named `push` so the data provider calls app/v1/push (docs/architecture.md § The api/ contract); its
 * identifier and routes are `notifications` (sider label key `push.push`).
 */
import { createElement } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages (their strings are the `account` area's, loaded with the Refine root). */
const page = lazyPages();

export const notificationsModule: ResourceModule = {
  resource: {
    name: 'push',
    identifier: 'notifications',
    list: '/notifications',
    show: '/notifications/:id',
    meta: { icon: createElement(BellOutlined), roles: rolesFor('notifications', 'list'), parent: 'account' },
  },
  routes: [
    { path: '/notifications', titleKey: 'pages.notifications', Component: page(() => import('./list')) },
    { path: '/notifications/:id', titleKey: 'pages.notifications', Component: page(() => import('./show')) },
  ],
};
