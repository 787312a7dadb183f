/**
 * The Refine resource `service-requests` (docs/rules.md R15.7, R15.8): a guest's (tenant's)
 * repair, emergency and custom requests — filing one /request-repair|emergency|custom and its page
 * /requested-repair/{id} (= /requested-emergency/{id}). Their list is shared with the orders on
 * /requested-services (resources/requested-services), so the resource has no list of its own and
 * no sider entry. Roles from the policy table.
 */
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area services (src/locales/areas). */
const page = lazyPages('services');

const requestShow = page(() => import('./request-show'));
const requestForm = page(() => import('./request-form'));

export const serviceRequestsModule: ResourceModule = {
  resource: {
    name: 'service-requests',
    create: '/request-repair',
    show: '/requested-repair/:id',
    meta: { roles: rolesFor('service-requests', 'list'), parent: 'account' },
  },
  routes: [
    { path: '/request-repair', titleKey: 'service-requests.titles.repair', Component: requestForm },
    { path: '/request-emergency', titleKey: 'service-requests.titles.emergency', Component: requestForm },
    { path: '/request-custom', titleKey: 'service-requests.titles.custom', Component: requestForm },
    { path: '/requested-repair/:id', titleKey: 'menu.service-requests', Component: requestShow },
    { path: '/requested-emergency/:id', titleKey: 'menu.service-requests', Component: requestShow },
  ],
};
