/**
 * The Refine resource `bookings` (docs/rules.md R5): the list (also drawn on /dashboard) and the
 * booking page /bookings/{id}. The booking form /objects/{id}/order is public (a visitor books
 * before logging in), so it is routed in src/routes.tsx `refinePublicRoutes`.
 */
import { createElement, lazy } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';

export const bookingsModule: ResourceModule = {
  resource: {
    name: 'bookings',
    list: '/bookings',
    show: '/bookings/:id',
    meta: { icon: createElement(CalendarOutlined), roles: rolesFor('bookings', 'list') },
  },
  routes: [
    { path: '/bookings', titleKey: 'bookings.list', Component: lazy(() => import('./list')) },
    { path: '/bookings/:id', titleKey: 'bookings.show', Component: lazy(() => import('./show')) },
  ],
};
