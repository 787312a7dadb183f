/**
 * The Refine resource `bookings` (docs/rules.md R5): the list (also drawn on /dashboard) and the
 * booking page /bookings/{id}. The booking form /objects/{id}/order is public (a visitor books
 * before logging in), so it is routed in src/routes.tsx `refinePublicRoutes`.
 */
import { createElement } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages (their strings are the `account` area's, loaded with the Refine root). */
const page = lazyPages();

export const bookingsModule: ResourceModule = {
  resource: {
    name: 'bookings',
    list: '/bookings',
    show: '/bookings/:id',
    meta: { icon: createElement(CalendarOutlined), roles: rolesFor('bookings', 'list') },
  },
  routes: [
    { path: '/bookings', titleKey: 'bookings.list', Component: page(() => import('./list')) },
    { path: '/bookings/:id', titleKey: 'bookings.show', Component: page(() => import('./show')) },
  ],
};
