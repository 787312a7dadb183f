/**
 * All Refine resources, declared in one typed place (docs/architecture.md § The SPA, § How to add a resource). Each resource
 * folder under resources/ exports a {@link ResourceModule}: its `ResourceProps` (routes, icon,
 * `meta.roles` for the access-control provider) and its lazy pages. The sider lists the
 * resources the role may use; the menu label is the i18n key `<name>.<name>`.
 */
import { createElement } from 'react';
import type { ResourceProps } from '@refinedev/core';
import { DashboardOutlined } from '@ant-design/icons';
import type { PageRoute } from './routes';
import { notificationsModule } from '../resources/notifications';
import { profileModule } from '../resources/profile';
import { bookingsModule } from '../resources/bookings';

/** One resource folder's export: the resource and its pages (drawn in the account layout). */
export interface ResourceModule {
  resource: ResourceProps & { meta?: ResourceProps['meta'] & { roles?: readonly string[] } };
  routes: PageRoute[];
}

const dashboard: ResourceModule = {
  resource: { name: 'dashboard', list: '/dashboard', meta: { icon: createElement(DashboardOutlined) } },
  routes: [],
};

/** Every resource module, in sider order. */
export const resourceModules: ResourceModule[] = [dashboard, bookingsModule, notificationsModule, profileModule];

/** The resources given to `<Refine resources>`. */
export const resources: ResourceProps[] = resourceModules.map((m) => m.resource);

/** The pages of every resource. */
export const resourceRoutes: PageRoute[] = resourceModules.flatMap((m) => m.routes);
