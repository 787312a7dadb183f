/**
 * All Refine resources, declared in one typed place (docs/architecture.md § The SPA, § How to add a
 * resource). Each resource
 * folder under resources/ exports a {@link ResourceModule}: its `ResourceProps` (routes, icon,
 * `meta.roles` from the policy table, `meta.parent` for its sider group) and its lazy pages. The
 * sider lists the resources the role may use (providers/access-control-provider.ts decides from
 * src/domain/access.ts), grouped by `meta.parent`; the menu label is the i18n key `<name>.<name>`.
 */
import { createElement } from 'react';
import type { ResourceProps } from '@refinedev/core';
import { DashboardOutlined, HomeOutlined, IdcardOutlined, ShopOutlined } from '@ant-design/icons';
import { ROLES, rolesFor, type Role } from './domain/access';
import type { PageRoute } from './routes';
import { notificationsModule } from '../resources/notifications';
import { profileModule } from '../resources/profile';
import { bookingsModule } from '../resources/bookings';
import { billsModule } from '../resources/bills';
import { rentsModule } from '../resources/rents';
import { requestedServicesModule } from '../resources/requested-services';
import { serviceRequestsModule } from '../resources/service-requests';
import { documentsModule } from '../resources/documents';
import { backofficeDashboardModule } from '../resources/backoffice-dashboard';
import { backofficeBookingsModule } from '../resources/backoffice-bookings';
import { backofficeAuditModule } from '../resources/backoffice-audit';
import { backofficeUtilityAccountsModule } from '../resources/backoffice-utility-accounts';
import { backofficeUtilityReadingsModule } from '../resources/backoffice-utility-readings';
import { backofficeUtilityTariffsModule } from '../resources/backoffice-utility-tariffs';
import { backofficeUtilityReceiptsModule } from '../resources/backoffice-utility-receipts';
import { backofficeOccupancyModule } from '../resources/backoffice-occupancy';
import { backofficeObjectsModule } from '../resources/backoffice-objects';
import { backofficeContentModule } from '../resources/backoffice-content';
import { backofficeFormsModule } from '../resources/backoffice-forms';
import { backofficeUsersModule } from '../resources/backoffice-users';
import { ownerRoomsModule } from '../resources/owner-rooms';
import { agentsModule } from '../resources/agents';
import { subscriptionsModule } from '../resources/subscriptions';
import { backofficeApplicationsModule } from '../resources/backoffice-applications';
import { backofficePoolModule } from '../resources/backoffice-pool';
import {
  backofficeRequestsModule,
  backofficeServiceOrdersModule,
  backofficeServicesModule,
} from '../resources/backoffice-services';
import { reportsModule } from '../resources/reports';
import { pollsModule } from '../resources/polls';
import { backofficeStatementsModule } from '../resources/backoffice-statements';
import { backofficePollsModule } from '../resources/backoffice-polls';
import { backofficeRentsModule } from '../resources/backoffice-rents';
import { backofficeDocumentRequestsModule, backofficeDocumentsModule } from '../resources/backoffice-documents';
import { backofficeChannelsModule } from '../resources/backoffice-channels';

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
 * of its children's (see {@link resources}).
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

/** Every resource module, in sider order. */
export const resourceModules: ResourceModule[] = [
  dashboard,
  bookingsModule,
  rentsModule,
  documentsModule,
  billsModule,
  requestedServicesModule,
  serviceRequestsModule,
  notificationsModule,
  profileModule,
  // The owner's group (issues #11, #12): rooms, reports and voting.
  ownerRoomsModule,
  agentsModule,
  subscriptionsModule,
  reportsModule,
  pollsModule,
  // The back office (issue #9): one line per back-office resource (group `backoffice`).
  backofficeDashboardModule,
  backofficeBookingsModule,
  backofficeOccupancyModule,
  backofficeObjectsModule,
  backofficeChannelsModule,
  backofficeContentModule,
  backofficeFormsModule,
  backofficeUsersModule,
  backofficeApplicationsModule,
  backofficePoolModule,
  backofficeRequestsModule,
  backofficeServiceOrdersModule,
  backofficeServicesModule,
  backofficeStatementsModule,
  backofficePollsModule,
  backofficeRentsModule,
  backofficeDocumentsModule,
  backofficeDocumentRequestsModule,
  backofficeUtilityAccountsModule,
  backofficeUtilityReadingsModule,
  backofficeUtilityTariffsModule,
  backofficeUtilityReceiptsModule,
  backofficeAuditModule,
];

/** The resources given to `<Refine resources>`. */
export const resources: ResourceProps[] = [
  ...resourceModules.map((m) => m.resource),
  ...groups.map(({ name, icon }) => {
    const children = resourceModules.filter((m) => m.resource.meta?.parent === name);
    const roles = ROLES.filter((r) => children.some((m) => m.resource.meta?.roles?.includes(r)));
    return { name, meta: { icon, roles } };
  }),
];

/** The pages of every resource. */
export const resourceRoutes: PageRoute[] = resourceModules.flatMap((m) => m.routes);
