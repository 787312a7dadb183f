/**
 * Back-office bookings and payments (issue #9; docs/rules.md R16.3): the list with filters and
 * the booking's page with the decisions (confirm a transfer, process a cancellation request,
 * cancel, record a refund).
 */
import { CalendarOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-tourist-tax (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-tourist-tax');

export const backofficeBookingsModule = backofficeModule(page, 'bookings', CalendarOutlined, {
  list: () => import('./list'),
  show: { title: 'backoffice-bookings.titles.list', load: () => import('./show') },
});
