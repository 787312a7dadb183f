/**
 * The Refine resource `bookings` (docs/rules.md R5): the list (also drawn on /dashboard) and the
 * booking page /bookings/{id}. The booking form /objects/{id}/order is public (a visitor books
 * before logging in), so it is routed in src/routes.tsx `refinePublicRoutes`.
 */
import { createElement } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages (their strings are the `account` area's, loaded with the Refine root, the online check-in's and the review card's). */
const page = lazyPages('check-in', 'reviews');

export const bookingsModule = resourceModule(page, {
  name: 'bookings',
  base: '/bookings',
  meta: { icon: createElement(CalendarOutlined), roles: rolesFor('bookings', 'list') },
  pages: {
    list: { title: 'bookings.list', load: () => import('./list') },
    show: { title: 'bookings.show', load: () => import('./show') },
    checkIn: { path: ':id/check-in', title: 'checkInProgress.title', load: () => import('./check-in') },
  },
});
