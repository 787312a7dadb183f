/**
 * The Refine resource `owner-rooms` (docs/rules.md R12.1, R12.2, R12.5–R12.7, R12.9): the owner's
 * rooms /my-rooms (with the applications), adding a room /my-rooms/create (an application), one
 * room /my-rooms/{id} (agreements, applications, own stays, and links to what the caller may do),
 * the termination notice /my-rooms/{id}/control-termination, and the room's forms of the
 * specification: add-agent, add-tenant, connect-to-control, add-subscription (the agents', rents'
 * and subscriptions' forms with the room chosen; /agents/create, /rents/create and
 * /subscriptions/create stay the same forms). Roles from the policy table (row `owner-rooms`),
 * sider group `owner`.
 */
import { createElement } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas owner-rooms, rents, agents, subscriptions (src/locales/areas). */
const page = lazyPages('owner-rooms', 'rents', 'agents', 'subscriptions');

export const ownerRoomsModule: ResourceModule = {
  resource: {
    name: 'owner-rooms',
    list: '/my-rooms',
    create: '/my-rooms/create',
    show: '/my-rooms/:id',
    meta: { icon: createElement(HomeOutlined), roles: rolesFor('owner-rooms', 'list'), parent: 'owner' },
  },
  routes: [
    { path: '/my-rooms', titleKey: 'owner-rooms.titles.list', Component: page(() => import('./list')) },
    { path: '/my-rooms/create', titleKey: 'owner-rooms.titles.create', Component: page(() => import('./create')) },
    { path: '/my-rooms/:id', titleKey: 'owner-rooms.titles.show', Component: page(() => import('./show')) },
    {
      path: '/my-rooms/:id/control-termination',
      titleKey: 'owner-rooms.titles.termination',
      Component: page(() => import('./termination')),
    },
    {
      path: '/my-rooms/:id/connect-to-control',
      titleKey: 'owner-rooms.titles.connect',
      Component: page(() => import('./connect-to-control')),
    },
    {
      path: '/my-rooms/:id/add-agent',
      titleKey: 'owner-rooms.titles.addAgent',
      Component: page(() => import('./add-agent')),
    },
    {
      path: '/my-rooms/:id/add-tenant',
      titleKey: 'owner-rooms.titles.addTenant',
      Component: page(() => import('./add-tenant')),
    },
    {
      path: '/my-rooms/:id/add-subscription',
      titleKey: 'owner-rooms.titles.addSubscription',
      Component: page(() => import('./add-subscription')),
    },
  ],
};
