/**
 * The Refine resource `owner-rooms` (docs/rules.md R12.1, R12.2, R12.5–R12.7, R12.9): the owner's
 * rooms /my-rooms (with the applications), adding a room /my-rooms/create (an application), one
 * room /my-rooms/{id} (agreements, applications, handing over to the MC, own stays) and the
 * termination notice /my-rooms/{id}/control-termination. Roles from the policy table (row
 * `owner-rooms`), sider group `owner`.
 */
import { createElement, lazy } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';

export const ownerRoomsModule: ResourceModule = {
  resource: {
    name: 'owner-rooms',
    list: '/my-rooms',
    create: '/my-rooms/create',
    show: '/my-rooms/:id',
    meta: { icon: createElement(HomeOutlined), roles: rolesFor('owner-rooms', 'list'), parent: 'owner' },
  },
  routes: [
    { path: '/my-rooms', titleKey: 'owner-rooms.titles.list', Component: lazy(() => import('./list')) },
    { path: '/my-rooms/create', titleKey: 'owner-rooms.titles.create', Component: lazy(() => import('./create')) },
    { path: '/my-rooms/:id', titleKey: 'owner-rooms.titles.show', Component: lazy(() => import('./show')) },
    { path: '/my-rooms/:id/control-termination', titleKey: 'owner-rooms.titles.termination', Component: lazy(() => import('./termination')) },
  ],
};
