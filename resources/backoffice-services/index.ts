/**
 * The back-office resources of services (docs/rules.md R15, R16.2): the catalog
 * /backoffice/services (on/off, prices, rules, options, slots and capacity), the request board
 * /backoffice/requests and the orders of a day /backoffice/service-orders.
 */
import { CalendarOutlined, CoffeeOutlined, ProjectOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, services (src/locales/areas). */
const page = lazyPages('backoffice', 'services');

export const backofficeServicesModule = backofficeModule(page, 'services', CoffeeOutlined, {
  list: () => import('./list'),
});

export const backofficeRequestsModule = backofficeModule(page, 'requests', ProjectOutlined, {
  list: () => import('../backoffice-requests/list'),
});

export const backofficeServiceOrdersModule = backofficeModule(page, 'service-orders', CalendarOutlined, {
  list: () => import('../backoffice-service-orders/list'),
});
