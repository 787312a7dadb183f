/**
 * The Refine resource `service-requests` (docs/rules.md R15.7, R15.8): a guest's (tenant's)
 * repair, emergency and custom requests — filing one /request-repair|emergency|custom and its page
 * /requested-repair/{id} (= /requested-emergency/{id}). Their list is shared with the orders on
 * /requested-services (resources/requested-services), so the resource has no list of its own and
 * no sider entry. Roles from the policy table.
 */
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area services (src/locales/areas). */
const page = lazyPages('services');

const requestShow = () => import('./request-show');
const requestForm = () => import('./request-form');

export const serviceRequestsModule = resourceModule(page, {
  name: 'service-requests',
  base: '',
  meta: { roles: rolesFor('service-requests', 'list'), parent: 'account' },
  pages: {
    create: { path: '/request-repair', title: 'service-requests.titles.repair', load: requestForm },
    emergency: { path: '/request-emergency', load: requestForm },
    custom: { path: '/request-custom', load: requestForm },
    show: { path: '/requested-repair/:id', title: 'menu.service-requests', load: requestShow },
    emergencyShow: { path: '/requested-emergency/:id', title: 'menu.service-requests', load: requestShow },
  },
});
