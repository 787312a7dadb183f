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
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas owner-rooms, rents, agents, subscriptions (src/locales/areas). */
const page = lazyPages('owner-rooms', 'rents', 'agents', 'subscriptions');

export const ownerRoomsModule = resourceModule(page, {
  name: 'owner-rooms',
  base: '/my-rooms',
  meta: { icon: createElement(HomeOutlined), roles: rolesFor('owner-rooms', 'list'), parent: 'owner' },
  pages: {
    list: () => import('./list'),
    create: () => import('./create'),
    show: () => import('./show'),
    termination: { path: ':id/control-termination', load: () => import('./termination') },
    connect: { path: ':id/connect-to-control', load: () => import('./connect-to-control') },
    addAgent: { path: ':id/add-agent', load: () => import('./add-agent') },
    addTenant: { path: ':id/add-tenant', load: () => import('./add-tenant') },
    addSubscription: { path: ':id/add-subscription', load: () => import('./add-subscription') },
  },
});
