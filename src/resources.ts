/**
 * The Refine resources, declared in typed places (docs/architecture.md § The SPA, § How to add a
 * resource). Each resource
 * folder under resources/ exports a {@link ResourceModule}: its `ResourceProps` (routes, icon,
 * `meta.roles` from the policy table, `meta.parent` for its sider group) and its lazy pages. The
 * sider lists the resources the role may use (providers/access-control-provider.ts decides from
 * src/domain/access.ts), grouped by `meta.parent`; the menu label is the i18n key `menu.<name>`
 * (the `account` area, loaded with the Refine root, or the resource's own area's `menu.json`). The account's and the owner's modules are
 * here ({@link resourceModules}); the back office's are in src/resources-backoffice.ts, a chunk the
 * Refine root loads only for a manager or a `/backoffice/...` address ({@link loadBackofficeModules}).
 */
import { createElement } from 'react';
import type { ResourceProps } from '@refinedev/core';
import type { TFunction } from 'i18next';
import { DashboardOutlined, HomeOutlined, IdcardOutlined, ShopOutlined } from '@ant-design/icons';
import { ROLES, rolesFor, type Role } from './domain/access';
import type { PageRoute } from './routes';
import { notificationsModule } from '../resources/notifications';
import { profileModule } from '../resources/profile';
import { bookingsModule } from '../resources/bookings';
import { billsModule } from '../resources/utility-accounts';
import { rentsModule } from '../resources/rents';
import { requestedServicesModule } from '../resources/requested-services';
import { serviceRequestsModule } from '../resources/service-requests';
import { documentsModule } from '../resources/documents';
import { ownerRoomsModule } from '../resources/owner-rooms';
import { agentsModule } from '../resources/agents';
import { subscriptionsModule } from '../resources/subscriptions';
import { reportsModule } from '../resources/reports';
import { pollsModule } from '../resources/polls';
import { conversationsModule } from '../resources/conversations';

/** Sider groups (`meta.parent` of a resource); a group is shown when one of its children is. */
export const RESOURCE_GROUPS = ['account', 'owner', 'backoffice'] as const;
export type ResourceGroup = (typeof RESOURCE_GROUPS)[number];

/** The `meta` of a resource module: the icon, its group, the roles that may list it. */
export type ResourceMeta = NonNullable<ResourceProps['meta']> & {
  /** The roles that may use the resource: `rolesFor(<policy row>, 'list')` from src/domain/access.ts. */
  roles?: readonly Role[];
  /** The sider group (one of {@link RESOURCE_GROUPS}). */
  parent?: ResourceGroup;
  /** The row of the policy table when it differs from the resource's identifier and name. */
  policy?: string;
};

/** One resource folder's export: the resource and its pages (drawn in the account layout). */
export interface ResourceModule {
  resource: ResourceProps & { meta?: ResourceMeta };
  routes: PageRoute[];
}

/**
 * The sider groups as Refine resources without pages (label key `<group>.<group>`): `account`
 * (the person's own pages), `owner` (an owner's rooms and what hangs on them), `backoffice` (the
 * management company's screens, paths `/backoffice/...`, managers only). Refine hands the
 * access-control provider a group without its children, so a group's `meta.roles` is the union
 * of its children's (see {@link resourcesOf}).
 */
const groups: { name: ResourceGroup; icon: ReturnType<typeof createElement> }[] = [
  { name: 'account', icon: createElement(IdcardOutlined) },
  { name: 'owner', icon: createElement(HomeOutlined) },
  { name: 'backoffice', icon: createElement(ShopOutlined) },
];

const dashboard: ResourceModule = {
  resource: {
    name: 'dashboard',
    list: '/dashboard',
    meta: { icon: createElement(DashboardOutlined), roles: rolesFor('dashboard', 'list') },
  },
  routes: [],
};

/** The account's and the owner's resource modules, in sider order (the back office follows them). */
export const resourceModules: ResourceModule[] = [
  dashboard,
  bookingsModule,
  rentsModule,
  documentsModule,
  billsModule,
  requestedServicesModule,
  serviceRequestsModule,
  notificationsModule,
  conversationsModule,
  profileModule,
  // The owner's group (issues #11, #12): rooms, reports and voting.
  ownerRoomsModule,
  agentsModule,
  subscriptionsModule,
  reportsModule,
  pollsModule,
];

/**
 * The resources given to `<Refine resources>` for `modules`: each with its sider label
 * (`menu.<name>` in the language of `t`), then the sider groups, each with the union of its
 * children's roles.
 */
export function resourcesOf(
  modules: readonly ResourceModule[],
  t?: TFunction | ((key: string) => string),
): ResourceProps[] {
  return [
    ...modules.map(({ resource }) =>
      t ? { ...resource, meta: { ...resource.meta, label: t(`menu.${resource.name}`) } } : resource,
    ),
    ...groups.map(({ name, icon }) => {
      const children = modules.filter((m) => m.resource.meta?.parent === name);
      const roles = ROLES.filter((r) => children.some((m) => m.resource.meta?.roles?.includes(r)));
      return { name, meta: { icon, roles } };
    }),
  ];
}

/** The pages of the account's and the owner's resources. */
export const resourceRoutes: PageRoute[] = resourceModules.flatMap((m) => m.routes);

let backoffice: Promise<ResourceModule[]> | undefined;
let registered: readonly ResourceModule[] = resourceModules;
const listeners = new Set<() => void>();

/**
 * Loads the back office's resource modules (src/resources-backoffice.ts) once and adds them to
 * {@link registeredModules}; resolves to them. Called for a manager and for a `/backoffice/...`
 * address (src/refine-app.tsx); nobody else downloads the back office.
 */
export function loadBackofficeModules(): Promise<ResourceModule[]> {
  backoffice ??= import('./resources-backoffice').then(({ backofficeModules }) => {
    registered = [...resourceModules, ...backofficeModules];
    listeners.forEach((l) => l());
    return backofficeModules;
  });
  return backoffice;
}

/** The modules the Refine root draws: the account's and the owner's, and the back office's once loaded. */
export const registeredModules = (): readonly ResourceModule[] => registered;

/** Subscribes to {@link registeredModules} (for `useSyncExternalStore`). */
export function subscribeModules(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
