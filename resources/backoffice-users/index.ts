/** Back-office users (docs/rules.md R16.4, R16.6): search, a person's page with roles, bookings, rooms and actions. */
import { TeamOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeUsersModule = backofficeModule(page, 'users', TeamOutlined, {
  list: () => import('./list'),
  show: () => import('./show'),
});
