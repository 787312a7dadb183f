/**
 * Notifications (docs/rules.md R7.5; /notifications and /notifications/{id}, GET app/v1/push).
 * The Refine resource is named `push` so the data provider calls app/v1/push (docs/architecture.md § The api/ contract); its
 * identifier and routes are `notifications` (sider label key `push.push`).
 */
import { createElement } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages (their strings are the `account` area's, loaded with the Refine root). */
const page = lazyPages();

export const notificationsModule = resourceModule(page, {
  name: 'push',
  base: '/notifications',
  meta: { icon: createElement(BellOutlined), roles: rolesFor('notifications', 'list'), parent: 'account' },
  identifier: 'notifications',
  pages: {
    list: { title: 'pages.notifications', load: () => import('./list') },
    show: { title: 'pages.notifications', load: () => import('./show') },
  },
});
