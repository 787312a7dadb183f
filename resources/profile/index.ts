/**
 * The personal account's own pages (docs/architecture.md § Screens): /profile (with the change-role action) and
 * /delete-account. The `profile` resource gives the sider its "Profile" entry (label key
 * `profile.profile`); both pages talk to app/v1/profile, app/v1/auth/role and app/v1/account.
 */
import { createElement } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages (their strings are the `account` area's, loaded with the Refine root, "my data"'s and the e-mail choices' `email`). */
const page = lazyPages('my-data', 'email');

export const profileModule = resourceModule(page, {
  name: 'profile',
  base: '/profile',
  meta: { icon: createElement(UserOutlined), roles: rolesFor('profile', 'list'), parent: 'account' },
  pages: {
    list: { title: 'pages.profile', load: () => import('./profile') },
    deleteAccount: { path: '/delete-account', title: 'deleteAccount.title', load: () => import('./delete-account') },
  },
});
